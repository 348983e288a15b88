/**
 * The agent centre's contracts page (spec §2 "contract requests and termination"): offer a
 * contract to a direct downline; the contracts offered to downlines and the agent's own, each
 * with its game type and what may be done (accept or reject an offer, terminate after a
 * confirmation that says what ends when, withdraw a pending offer: the real decision relays);
 * the last answer, with whatever it auto-terminated; the real-time salary paid this session.
 */
import { useEffect, useState, type FormEvent } from 'react';
import type { Contract } from '../../machines/agent/contracts/contracts.selectors';
import type { DecisionTarget } from '../../machines/agent/contracts/contracts.types';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormError, TextField } from '../components/form/fields';
import { formatDateTime } from '../components/format';
import { Loader } from '../components/Loader';
import { ContractCard } from './ContractCard';
import { DecisionNotice } from './DecisionNotice';
import { OfferContractModal } from './OfferContractModal';
import { useContractText } from './contract-text';
import { useContracts, useSendContracts, useSendOffer } from './use-contracts';
import styles from './Contracts.module.css';

export default function ContractsPage() {
  const x = useContractText();
  const { t } = x;
  const errorText = x.errorText;
  const view = useContracts();
  const send = useSendContracts();
  const sendOffer = useSendOffer();
  const [account, setAccount] = useState('');

  useEffect(() => send({ type: 'contracts.load' }), [send]);

  const me = view?.username ?? '';
  const offered = (view?.contracts ?? []).filter((c) => c.upline === me);
  const mine = (view?.contracts ?? []).filter((c) => c.downline === me);
  const busy = (c: Contract) => view?.busyId === c.contractId;

  const openOffer = (e: FormEvent) => {
    e.preventDefault();
    if (account.trim()) sendOffer({ type: 'offer.open', downline: account.trim() });
  };

  const actionsFor = (c: Contract) => {
    if (c.status === 'PENDING' && c.downline === me)
      return (
        <>
          <Button size="sm" busy={busy(c)} onClick={() => send({ type: 'contracts.accept', contractId: c.contractId })}>
            {t('contracts.accept')}
          </Button>
          <Button size="sm" variant="secondary" disabled={busy(c)} onClick={() => send({ type: 'contracts.reject', contractId: c.contractId })}>
            {t('contracts.reject')}
          </Button>
        </>
      );
    if (c.status === 'ACTIVE' || (c.status === 'PENDING' && c.upline === me))
      return (
        <Button size="sm" variant="danger" busy={busy(c)} onClick={() => send({ type: 'contracts.terminate', contractId: c.contractId })}>
          {c.status === 'PENDING' ? t('contracts.withdraw') : t('contracts.terminate')}
        </Button>
      );
    return null;
  };

  const confirming = view?.confirming ?? null;
  return (
    <>
      <section className={styles.section} aria-labelledby="offer-section">
        <h2 id="offer-section" className={styles.sectionTitle}>
          {t('contracts.offer.section')}
        </h2>
        <form className={styles.offerRow} onSubmit={openOffer} noValidate>
          <TextField
            label={t('contracts.offer.account')}
            hint={t('contracts.offer.accountHint')}
            value={account}
            onValueChange={setAccount}
            autoComplete="off"
          />
          <Button type="submit" disabled={!account.trim()}>
            {t('contracts.offer.open')}
          </Button>
        </form>
      </section>

      <DecisionNotice />

      {view?.error && (
        <FormError onDismiss={() => send({ type: 'contracts.load' })} dismissLabel={t('contracts.retry')}>
          {errorText(view.error)}
        </FormError>
      )}
      {view?.loading && !view.contracts && <Loader />}

      {view?.payouts && view.payouts.length > 0 && (
        <section className={styles.section} aria-labelledby="payouts-section">
          <h2 id="payouts-section" className={styles.sectionTitle}>
            {t('contracts.payouts.title')}
          </h2>
          <ul className={styles.list} data-testid="realtime-payouts">
            {view.payouts.map((p) => (
              <li key={`${p.contractId}-${p.settledAt}`} className={styles.notice}>
                {t('contracts.payouts.line', { amount: x.money(p.amount), bet: x.money(p.bet), time: formatDateTime(p.settledAt, x.locale) })}
              </li>
            ))}
          </ul>
        </section>
      )}

      {view?.contracts && (
        <>
          <ContractList title={t('contracts.offered')} empty={t('contracts.emptyOffered')} contracts={offered} actionsFor={actionsFor} id="offered" />
          <ContractList title={t('contracts.mine')} empty={t('contracts.emptyMine')} contracts={mine} actionsFor={actionsFor} id="mine" />
        </>
      )}

      {confirming?.contract && <ConfirmDecision target={confirming} />}
      <OfferContractModal />
    </>
  );
}

/** What the page asks before a decision is sent: a terminate, a withdrawal, an acceptance that ends the member's own higher-rate contracts. */
function ConfirmDecision({ target }: { target: DecisionTarget }) {
  const x = useContractText();
  const { t } = x;
  const send = useSendContracts();
  const c = target.contract!;
  const withdraw = target.action === 'TERMINATE' && c.status === 'PENDING';
  const accept = target.action === 'ACCEPT';
  const title = accept ? t('contracts.modal.higherTitle') : withdraw ? t('contracts.withdrawTitle') : t('contracts.terminateTitle');
  const message = accept
    ? t('contracts.modal.higherMessage', { kind: x.kind(c) })
    : withdraw
      ? t('contracts.withdrawMessage', { kind: x.kind(c), downline: x.party(c.downline) })
      : t('contracts.terminateMessage', { kind: x.kind(c), upline: x.party(c.upline), downline: x.party(c.downline), period: x.inProgress(c) });
  return (
    <ConfirmDialog
      title={title}
      message={message}
      confirmLabel={accept ? t('contracts.modal.acceptAnyway') : withdraw ? t('contracts.withdraw') : t('contracts.terminate')}
      danger={!accept}
      onConfirm={() => send({ type: 'contracts.confirm' })}
      onCancel={() => send({ type: 'contracts.cancel' })}
    />
  );
}

function ContractList({
  title,
  empty,
  contracts,
  actionsFor,
  id,
}: {
  title: string;
  empty: string;
  contracts: Contract[];
  actionsFor: (c: Contract) => React.ReactNode;
  id: string;
}) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {contracts.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <ul className={styles.list}>
          {contracts.map((c) => (
            <ContractCard key={c.contractId} contract={c} actions={actionsFor(c)} />
          ))}
        </ul>
      )}
    </section>
  );
}
