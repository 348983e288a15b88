/**
 * The contract modal for logged-in users (spec §2), driven by the consolidated call's maps (W1c):
 * every offer waiting for this member, kind by kind and game type by game type, with its tiers,
 * Accept and Reject; the contracts in force below, each with Terminate (after a confirmation);
 * Later puts it off until the next login. Accepting an offer that would end the member's own
 * higher-rate contracts with its downlines asks first (spec §4). A refusal stays on screen with
 * its message and the offer, to try again; the answer to a decision is said in the modal.
 * Mounted by App on every route while logged in; shows nothing when nothing waits.
 */
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../machines/agent/contracts/contracts.selectors';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormError } from '../components/form/fields';
import { formatNumber } from '../components/format';
import { Modal } from '../components/Modal';
import { useContractText } from './contract-text';
import { useContractModal, useSendContracts } from './use-contracts';
import styles from './Contracts.module.css';

/** The columns of a kind's tiers (W1c: the dividend asks for a net loss too). */
const COLUMNS: Record<Offer['kind'], readonly string[]> = {
  DIVIDEND: ['contracts.columns.minimumBet', 'contracts.columns.netLoss', 'contracts.columns.activeMembers', 'contracts.columns.rate'],
  DAILY: ['contracts.columns.betVolume', 'contracts.columns.activeMembers', 'contracts.columns.rate'],
  HOURLY: ['contracts.columns.hourBet', 'contracts.columns.activeMembers', 'contracts.columns.rate'],
  REALTIME: ['contracts.columns.windowBet', 'contracts.columns.activeMembers', 'contracts.columns.rate'],
};

export default function ContractModal() {
  useTranslation('agent');
  const m = useContractModal();
  const send = useSendContracts();
  const x = useContractText();
  const { t } = x;
  if (!m || !m.open) return null;

  // Asked first: an acceptance that ends the member's own higher-rate contracts, or a terminate.
  if (m.confirming) {
    const target = m.confirming;
    const name = x.offerName(target.input);
    const accept = target.action === 'ACCEPT';
    return (
      <ConfirmDialog
        title={accept ? t('contracts.modal.higherTitle') : t('contracts.terminateTitle')}
        message={
          accept
            ? t('contracts.modal.higherMessage', { kind: name })
            : t('contracts.modal.terminateMessage', { kind: name, period: x.inProgress(target.input) })
        }
        confirmLabel={accept ? t('contracts.modal.acceptAnyway') : t('contracts.terminate')}
        danger={!accept}
        onConfirm={() => send({ type: 'contracts.confirm' })}
        onCancel={() => send({ type: 'contracts.cancel' })}
      />
    );
  }

  const decided = m.decision && (
    <div className={styles.notice} role="status" data-testid="contract-modal-result">
      <p>{t(`contracts.decision.${m.decision.action}`, { kind: x.offerName(m.decision) })}</p>
      {m.decision.terminated.length > 0 && (
        <>
          <p>{t('contracts.autoTerminated')}</p>
          <ul>
            {m.decision.terminated.map((c) => (
              <li key={c.contractId}>{x.line(c)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );

  // The last offer was answered here: the answer, then close.
  if (m.offers.length === 0) {
    const dismiss = () => send({ type: 'contracts.dismiss' });
    return (
      <Modal title={t('contracts.modal.title')} onClose={dismiss} size="md" footer={<Button onClick={dismiss}>{t('contracts.close')}</Button>}>
        {decided}
      </Modal>
    );
  }

  return (
    <Modal
      title={t('contracts.modal.title')}
      onClose={() => send({ type: 'contracts.later' })}
      size="lg"
      footer={
        <Button variant="ghost" disabled={m.busy} onClick={() => send({ type: 'contracts.later' })}>
          {t('contracts.later')}
        </Button>
      }
    >
      <div className={styles.form} data-testid="contract-modal">
        {m.actionError && <FormError>{x.errorText(m.actionError)}</FormError>}
        {decided}
        <p>{t('contracts.modal.lead')}</p>
        {m.offers.map((o) => (
          <OfferEntry key={o.key} offer={o} busy={m.busy} sending={m.busyKey === o.key} />
        ))}
        {m.inForce.length > 0 && (
          <section className={styles.section} aria-labelledby="contracts-in-force">
            <h3 id="contracts-in-force" className={styles.sectionTitle}>
              {t('contracts.modal.inForce')}
            </h3>
            {m.inForce.map((o) => (
              <OfferEntry key={o.key} offer={o} busy={m.busy} sending={m.busyKey === o.key} />
            ))}
          </section>
        )}
      </div>
    </Modal>
  );
}

/** One entry: its kind and game type, what it says about itself, its tiers, and what may be done with it. */
function OfferEntry({ offer: o, busy, sending }: { offer: Offer; busy: boolean; sending: boolean }) {
  const send = useSendContracts();
  const x = useContractText();
  const { t } = x;
  const name = x.offerName(o);
  const headingId = `offer-${o.key.replace(':', '-')}`;
  const waiting = o.status !== 'V';
  return (
    <section className={styles.offer} aria-labelledby={headingId} data-testid={`offer-${o.key}`}>
      <h3 id={headingId} className={styles.kind}>
        {name}
      </h3>
      {o.status === 'E' && <p className={styles.hint}>{t('contracts.modal.changed')}</p>}
      {o.kind === 'DAILY' && <p className={styles.hint}>{t('contracts.modal.paysNextDay')}</p>}
      {o.kind === 'REALTIME' && <p className={styles.hint}>{t('contracts.modal.every5Minutes')}</p>}
      {waiting && o.downlineHigherRate && (
        <p className={styles.notice} role="note">
          {t('contracts.modal.higherNote')}
        </p>
      )}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t('contracts.modal.tiersOf', { kind: name })}</caption>
          <thead>
            <tr>
              {COLUMNS[o.kind].map((key) => (
                <th key={key} scope="col">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {o.tiers.map((tier, i) => (
              <tr key={i}>
                <td>{t('contracts.atLeast', { value: x.money(tier.bet) })}</td>
                {o.kind === 'DIVIDEND' && <td>{t('contracts.atLeast', { value: x.money(tier.netLoss ?? 0) })}</td>}
                <td>{t('contracts.atLeast', { value: formatNumber(tier.activeMembers, x.locale) })}</td>
                <td>{x.offerRate(tier)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        {waiting ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              disabled={busy}
              aria-label={`${t('contracts.reject')}: ${name}`}
              onClick={() => send({ type: 'contracts.reject', offer: o.key, via: 'modal' })}
            >
              {t('contracts.reject')}
            </Button>
            <Button
              size="sm"
              busy={sending}
              disabled={busy && !sending}
              aria-label={`${t('contracts.accept')}: ${name}`}
              onClick={() => send({ type: 'contracts.accept', offer: o.key, via: 'modal' })}
            >
              {t('contracts.accept')}
            </Button>
          </>
        ) : (
          <Button
            variant="danger"
            size="sm"
            busy={sending}
            disabled={busy && !sending}
            aria-label={`${t('contracts.terminate')}: ${name}`}
            onClick={() => send({ type: 'contracts.terminate', offer: o.key, via: 'modal' })}
          >
            {t('contracts.terminate')}
          </Button>
        )}
      </div>
    </section>
  );
}
