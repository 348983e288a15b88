/**
 * The pages of a centre that show for this member: those whose module flag is on and whose own
 * rule (`useVisible`) says so. The page lists are module constants, so the hooks each page
 * brings are called in the same order on every render.
 */
import { useFlags } from '../../system/use-bootstrap';
import type { CentrePage } from './centre-page';

const always = () => true;

export function useCentrePages(pages: readonly CentrePage[]): CentrePage[] {
  const flags = useFlags();
  // A constant list: the same hooks in the same order on every render.
  const visible = pages.map((p) => (p.useVisible ?? always)());
  return pages.filter((p, i) => visible[i] && (!p.flag || flags[p.flag] === true));
}
