import type { SnapshotFrom } from 'xstate';
import type { Announcements } from './content.types';
import type { contentMachine } from './content.machine';

/** Undefined until the content actor has started (it loads beside the first paint). */
type S = SnapshotFrom<typeof contentMachine> | undefined;

const NONE: Announcements = { banners: [], notices: [], promotions: [] };

export const selectAnnouncements = (s: S): Announcements => s?.context.announcements ?? NONE;
export const selectHelpEntries = (s: S) => s?.context.help ?? [];
/** The announcements are still loading (the home banner keeps its place meanwhile). */
export const selectAnnouncementsLoading = (s: S): boolean => !s || s.matches({ loading: { announcements: 'loading' } });
/** The help centre is still loading (or being asked again). */
export const selectHelpLoading = (s: S): boolean => !s || s.matches({ loading: { help: 'loading' } }) || s.matches({ ready: 'retryingHelp' });
