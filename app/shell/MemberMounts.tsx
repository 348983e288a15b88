/**
 * What a logged-in member may be asked at any time, over any page, loaded together after the
 * login (one lazy import in App, decision 0010): a contract offer to answer (the agent feature's
 * contract modal, also on the bare agent pages) and, outside the bare pages, a withdrawal
 * confirmation (the money feature's watcher).
 */
import ContractModal from '../agent/ContractModal';
import { useContractModal } from '../agent/use-contracts';
import { QueuedOverlay } from '../components/overlay-scope';
import ConfirmationMount from '../money/ConfirmationMount';
import { useOverlay } from '../system/use-overlay';

/** The contract modal, when the overlay queue grants it (an answer, before the announcements). */
function ContractOfferHost() {
  const open = useContractModal()?.open === true;
  if (!useOverlay('contractOffer', open)) return null;
  return (
    <QueuedOverlay>
      <ContractModal />
    </QueuedOverlay>
  );
}

export default function MemberMounts({ bare }: { bare: boolean }) {
  return (
    <>
      <ContractOfferHost />
      {!bare && <ConfirmationMount />}
    </>
  );
}
