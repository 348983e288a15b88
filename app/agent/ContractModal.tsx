/**
 * The contract modal for logged-in users (spec §2): an offer waiting for this member's answer
 * (found through the consolidated funds flags on login), with its tiers, what accepting would
 * auto-terminate, and accept / reject / later; then the answer, with what was terminated.
 * Mounted by App on every route while logged in; shows nothing when nothing waits.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { FormError } from '../components/form/fields';
import { Modal } from '../components/Modal';
import { useContractText } from './contract-text';
import { useModalOffer, useSendContracts } from './use-contracts';
import styles from './Contracts.module.css';

export default function ContractModal() {
  useTranslation('agent');
  const state = useModalOffer();
  const send = useSendContracts();
  const x = useContractText();
  const { t } = x;
  const errorText = x.errorText;
  const offer = state?.offer ?? null;
  const decision = state?.decision ?? null;

  // The answer just given in this modal (accepting or rejecting from here).
  if (!offer && decision?.via === 'modal')
    return (
      <Modal title={t('contracts.modal.title')} onClose={() => send({ type: 'contracts.dismiss' })} size="md" footer={<Button onClick={() => send({ type: 'contracts.dismiss' })}>{t('contracts.close')}</Button>}>
        <div role="status" data-testid="contract-modal-result">
          <p>{t(`contracts.decision.${decision.action}`, { kind: x.kind(decision.contract) })}</p>
          {decision.terminated.length > 0 && (
            <div className={styles.notice}>
              <p>{t('contracts.autoTerminated')}</p>
              <ul>
                {decision.terminated.map((c) => (
                  <li key={c.contractId}>{x.line(c)}</li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </Modal>
    );
  if (!offer) return null;

  const busy = state?.busy ?? false;
  return (
    <Modal
      title={t('contracts.modal.title')}
      onClose={() => send({ type: 'contracts.later' })}
      size="md"
      footer={
        <>
          <Button variant="ghost" disabled={busy} onClick={() => send({ type: 'contracts.later' })}>
            {t('contracts.later')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => send({ type: 'contracts.reject', contractId: offer.contractId, via: 'modal' })}>
            {t('contracts.reject')}
          </Button>
          <Button busy={busy} onClick={() => send({ type: 'contracts.accept', contractId: offer.contractId, via: 'modal' })}>
            {t('contracts.accept')}
          </Button>
        </>
      }
    >
      <div className={styles.form} data-testid="contract-modal">
        {state?.actionError && <FormError>{errorText(state.actionError)}</FormError>}
        <p>{t('contracts.modal.lead', { upline: x.party(offer.upline), kind: x.kind(offer) })}</p>
        {offer.kind === 'DIVIDEND' && offer.period && <p>{t('contracts.modal.period', { period: t(`contracts.periods.${offer.period}`) })}</p>}
        <ol className={styles.tiers} aria-label={t('contracts.tiers')}>
          {offer.tiers.map((tier, i) => (
            <li key={i}>{x.tierLine(offer, tier)}</li>
          ))}
        </ol>
        {state && state.wouldTerminate.length > 0 && (
          <div className={styles.notice} role="note">
            <p>{t('contracts.modal.willTerminate')}</p>
            <ul>
              {state.wouldTerminate.map((c) => (
                <li key={c.contractId}>{x.line(c)}</li>
              ))}
            </ul>
          </div>
        )}
        {state && state.waiting > 1 && <p className={styles.hint}>{t('contracts.modal.more', { count: state.waiting - 1 })}</p>}
      </div>
    </Modal>
  );
}
