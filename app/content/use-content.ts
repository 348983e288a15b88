import { selectAnnouncements, selectAnnouncementsLoading, selectHelpEntries } from '../../machines/content/content.selectors';
import { useActorSelector } from '../system/system';

export const useAnnouncements = () => useActorSelector('content', selectAnnouncements);
export const useAnnouncementsLoading = () => useActorSelector('content', selectAnnouncementsLoading);
export const useHelpEntries = () => useActorSelector('content', selectHelpEntries);
