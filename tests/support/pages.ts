/**
 * The member centre's 14 pages in the spec's order (§2), as the browser tests walk them: the app's
 * own list (app/shell/member-page-order.ts).
 */
export { MEMBER_PAGE_ORDER as MEMBER_PAGES } from '../../app/shell/member-page-order';
