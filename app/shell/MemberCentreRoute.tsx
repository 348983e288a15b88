/**
 * /member/<page>: the member centre with its pages. Its own lazy chunk, so the page table (and
 * each page's loader) is not part of the first paint.
 */
import MemberCentre from '../member/MemberCentre';
import { MEMBER_PAGES } from './centre-pages';

export default function MemberCentreRoute({ page }: { page: string | null }) {
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}
