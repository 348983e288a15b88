/** What the popup view reads of the popups actor (nothing until it has started). */
import type { SnapshotFrom } from 'xstate';
import { POPUP_SLIDE_MS, POPUPS_PER_PAGE } from '../../../gateway/content/contract';
import { popupsFor, type popupsMachine } from './popups.machine';
import type { Popup } from './popups.types';

type S = SnapshotFrom<typeof popupsMachine> | undefined;

/** Spec §9: 7 titles a page; a popup slides in over 1 s (the view's CSS animation reads it). */
export { POPUP_SLIDE_MS, POPUPS_PER_PAGE };

export interface PopupsView {
  open: boolean;
  items: readonly Popup[];
  index: number;
  /** The page of the title list (7 per page) that holds the current popup, 0-based. */
  page: number;
  pages: number;
  playing: boolean;
  hideToday: boolean;
}

const CLOSED: PopupsView = { open: false, items: [], index: 0, page: 0, pages: 0, playing: false, hideToday: false };

export const selectPopups = (s: S): PopupsView => {
  if (!s || !s.matches({ display: 'showing' })) return CLOSED;
  const items = popupsFor(s.context.all, s.context.audience);
  return {
    open: items.length > 0,
    items,
    index: s.context.index,
    page: Math.floor(s.context.index / POPUPS_PER_PAGE),
    pages: Math.ceil(items.length / POPUPS_PER_PAGE),
    playing: s.matches({ display: { showing: 'playing' } }),
    hideToday: s.context.hideToday,
  };
};
