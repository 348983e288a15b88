/**
 * What a logged-in member may be asked at any time, over any page, loaded together after the
 * login: a contract offer to answer (the agent feature's contract modal, also on the bare agent
 * pages) and, outside the bare pages, a withdrawal confirmation (the money feature's watcher).
 */
import { Suspense } from 'react';
import ContractModal from '../agent/ContractModal';
import { useContractModal } from '../agent/use-contracts';
import { QueuedOverlay } from '../components/overlay-scope';
import ConfirmationMount from '../money/ConfirmationMount';
import { useActorSelector } from '../system/system';
import { useOverlay } from '../system/use-overlay';

/** The contract modal, when the overlay queue grants it (an answer, before the announcements). */
function ContractOfferHost() {
  const open = useContractModal()?.open === true;
  // The consolidated call has answered, failed, or is not made for this member.
  const checked = useActorSelector('contracts', (s) =>
    Boolean(s?.matches('active') && !s.matches({ active: { data: 'choosing' } }) && !s.matches({ active: { data: 'checking' } })),
  );
  if (!useOverlay('contractOffer', open, checked)) return null;
  // Its own boundary: what suspends inside (a catalogue) must not unmount this host.
  return (
    <QueuedOverlay>
      <Suspense fallback={null}>
        <ContractModal />
      </Suspense>
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
