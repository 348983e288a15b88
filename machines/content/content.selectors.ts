import type { SnapshotFrom } from 'xstate';
import type { contentMachine } from './content.machine';

type S = SnapshotFrom<typeof contentMachine>;

export const selectAnnouncements = (s: S) => s.context.announcements;
export const selectHelpEntries = (s: S) => s.context.help;
/** The announcements are still loading (the home banner keeps its place meanwhile). */
export const selectAnnouncementsLoading = (s: S): boolean => s.matches({ loading: { announcements: 'loading' } });
