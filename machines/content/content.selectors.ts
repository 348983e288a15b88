import type { SnapshotFrom } from 'xstate';
import type { Announcements } from './content.effects';
import type { contentMachine } from './content.machine';

/** Undefined until the content actor has started (it loads beside the first paint). */
type S = SnapshotFrom<typeof contentMachine> | undefined;

const NONE: Announcements = { banners: [], notices: [], promotions: [] };
const NO_IDS: string[] = [];

export const selectAnnouncements = (s: S): Announcements => s?.context.announcements ?? NONE;
export const selectHelpEntries = (s: S) => s?.context.help ?? [];
/** The announcements are still loading (the home banner keeps its place meanwhile). */
export const selectAnnouncementsLoading = (s: S): boolean => !s || s.matches({ loading: { announcements: 'loading' } });
/** The help centre is still loading (or being asked again). */
export const selectHelpLoading = (s: S): boolean => !s || s.matches({ loading: { help: 'loading' } }) || s.matches({ ready: 'retryingHelp' });
/** Why the help centre could not be read (null when it was). */
export const selectHelpError = (s: S) => s?.context.helpError ?? null;
/** The notices opened on this device. */
export const selectReadNotices = (s: S): readonly string[] => s?.context.readNotices ?? NO_IDS;
/** Notices not opened on this device yet (the bell's dot). */
export const selectUnreadNotices = (s: S): number => {
  if (!s) return 0;
  const read = new Set(s.context.readNotices);
  return s.context.announcements.notices.filter((n) => !read.has(n.id)).length;
};
