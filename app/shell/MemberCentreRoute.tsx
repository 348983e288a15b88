/**
 * /member/<page>: the member centre with its pages, loaded when the route opens, with the page
 * table (each page loads when it is opened).
 */
import MemberCentre from '../member/MemberCentre';
import { MEMBER_PAGES } from './centre-pages';

export default function MemberCentreRoute({ page }: { page: string | null }) {
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}
