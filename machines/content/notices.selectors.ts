/** The notices opened on this device (the header bell's dot): read by views that load after the first paint. */
import type { SnapshotFrom } from 'xstate';
import { NOTICES_PER_PAGE } from '../../gateway/content/contract';
import type { contentMachine } from './content.machine';

/** Spec §9: notices 9 per page (the notice modal's title list). */
export { NOTICES_PER_PAGE };

type S = SnapshotFrom<typeof contentMachine> | undefined;

const NO_IDS: string[] = [];

/** The notices opened on this device. */
export const selectReadNotices = (s: S): readonly string[] => s?.context.readNotices ?? NO_IDS;
/** Notices not opened on this device yet (the bell's dot). */
export const selectUnreadNotices = (s: S): number => {
  if (!s) return 0;
  const read = new Set(s.context.readNotices);
  return s.context.announcements.notices.filter((n) => !read.has(n.id)).length;
};
