/**
 * What a logged-in member may be asked at any time, over any page, loaded together after the
 * login: a contract offer to answer (the agent feature's contract modal, also on the bare agent
 * pages) and, outside the bare pages, a withdrawal confirmation (the money feature's watcher).
 */
import ContractModal from '../agent/ContractModal';
import ConfirmationMount from '../money/ConfirmationMount';

export default function MemberMounts({ bare }: { bare: boolean }) {
  return (
    <>
      <ContractModal />
      {!bare && <ConfirmationMount />}
    </>
  );
}
