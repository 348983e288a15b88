import { selectAnnouncements, selectAnnouncementsLoading, selectHelpEntries, selectHelpLoading } from '../../machines/content/content.selectors';
import { useActorSelector } from '../system/system';

export const useAnnouncements = () => useActorSelector('content', selectAnnouncements);
export const useAnnouncementsLoading = () => useActorSelector('content', selectAnnouncementsLoading);
export const useHelpEntries = () => useActorSelector('content', selectHelpEntries);
export const useHelpLoading = () => useActorSelector('content', selectHelpLoading);
