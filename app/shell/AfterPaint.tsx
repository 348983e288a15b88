/**
 * What the frame adds after its first paint: the footer (below the fold) and the
 * content's overlays (announcement popups, chat room, age announcement: dialogs, portalled to the
 * page's body). Mounted by the shell on every page of the frame, game pages included, so the
 * overlays never depend on the side menu being there.
 */
import ContentMount from '../content/ContentMount';
import { Footer } from './Footer';

export default function AfterPaint() {
  return (
    <>
      <Footer />
      <ContentMount />
    </>
  );
}
