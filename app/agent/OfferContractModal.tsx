/**
 * The contract offer (spec §4): kind (those whose module is on, as the contractOffer workflow
 * has them from the white-label flags; the draft starts on the first), the game type it is made
 * for (comprehensive unless chosen), dividend period, up to five tiers; the agent's own rate for
 * that kind and game type (the ceiling) and a payout preview from the downline team's recent
 * figures; the tiers' problem under them, as typed and as the server says; the auto-termination
 * warning before sending; the sent notice. Shown while the contractOffer workflow is open.
 */
import { useId, type FormEvent } from 'react';
import { DIVIDEND_PERIODS, MAX_TIERS, type ContractKind } from '../../machines/agent/contracts/contract-rules';
import type { TierField } from '../../machines/agent/contracts/contract-offer.machine';
import { Button } from '../components/Button';
import { FormError, TextField } from '../components/form/fields';
import { formatNumber } from '../components/format';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useContractText } from './contract-text';
import { useOffer, useOfferPhase, useSendContracts, useSendOffer } from './use-contracts';
import styles from './Contracts.module.css';

const FIELDS: readonly TierField[] = ['activeMembers', 'bet', 'rate'];

export function OfferContractModal() {
  const phase = useOfferPhase();
  const o = useOffer();
  const send = useSendOffer();
  const sendContracts = useSendContracts();
  const x = useContractText();
  const { t } = x;
  const errorText = x.errorText;
  const baseId = useId();
  if (phase === 'closed' || !o) return null;

  const close = () => send({ type: 'form.cancel' });
  const title = t('contracts.offer.title', { downline: o.downline });

  if (phase === 'loading' || phase === 'loadFailed')
    return (
      <Modal title={title} onClose={close} size="md">
        {phase === 'loading' ? (
          <Loader />
        ) : (
          <>
            <FormError>{o.error ? errorText(o.error) : t('contracts.offer.loadFailed')}</FormError>
            <Button onClick={() => send({ type: 'offer.retry' })}>{t('contracts.retry')}</Button>
          </>
        )}
      </Modal>
    );

  if (phase === 'sent') {
    // The list shows the new offer once the dialog closes.
    const done = () => {
      close();
      sendContracts({ type: 'contracts.load' });
    };
    return (
      <Modal title={title} onClose={done} size="sm" footer={<Button onClick={done}>{t('contracts.close')}</Button>}>
        <p role="status" data-testid="offer-sent">
          {t('contracts.offer.sent', { downline: o.downline })}
        </p>
      </Modal>
    );
  }

  if (phase === 'warning')
    return (
      <Modal
        title={t('contracts.offer.warningTitle')}
        onClose={close}
        size="md"
        role="alertdialog"
        footer={
          <>
            <Button variant="ghost" onClick={() => send({ type: 'offer.back' })}>
              {t('contracts.offer.back')}
            </Button>
            <Button variant="danger" onClick={() => send({ type: 'offer.confirm' })}>
              {t('contracts.offer.sendAnyway')}
            </Button>
          </>
        }
      >
        <div className={styles.notice} data-testid="offer-warning">
          <p>{t('contracts.offer.warningLead', { downline: o.downline })}</p>
          <ul>
            {o.conflicts.map((c) => (
              <li key={c.contractId}>{x.line(c)}</li>
            ))}
          </ul>
        </div>
      </Modal>
    );

  const sending = phase === 'sending';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  const tierErr = o.tierError;
  const tierErrText = tierErr ? t(tierErr.key, { n: tierErr.index + 1, rate: o.ceiling === null ? '' : x.rate(o.ceiling) }) : null;
  const span = o.kind === 'DIVIDEND' ? o.period : o.kind === 'DAILY' ? 'D' : o.kind === 'HOURLY' ? 'HOUR' : 'MIN5';
  const tiersErrorId = `${baseId}-tiers-error`;

  return (
    <Modal
      title={title}
      onClose={close}
      size="lg"
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${baseId}-form`} busy={sending} disabled={o.ceiling === null || o.kinds.length === 0}>
            {t('contracts.offer.send')}
          </Button>
        </>
      }
    >
      <form id={`${baseId}-form`} className={styles.form} onSubmit={submit} noValidate>
        {o.error && (
          <FormError onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('contracts.close')}>
            {errorText(o.error)}
          </FormError>
        )}
        {o.kinds.length === 0 && (
          <p className={styles.hint} role="status" data-testid="offer-no-kinds">
            {t('contracts.offer.noKinds')}
          </p>
        )}
        <label className={styles.selectField}>
          {t('contracts.offer.kind')}
          <select
            className={styles.select}
            value={o.kind}
            disabled={o.kinds.length === 0}
            onChange={(e) => send({ type: 'form.change', field: 'kind', value: e.target.value })}
          >
            {o.kinds.map((k: ContractKind) => (
              <option key={k} value={k}>
                {t(`contracts.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.selectField}>
          {t('contracts.offer.gameType')}
          <select className={styles.select} value={o.gameType} onChange={(e) => send({ type: 'form.change', field: 'gameType', value: e.target.value })}>
            {o.gameTypes.map((g) => (
              <option key={g} value={g}>
                {x.game(g)}
              </option>
            ))}
          </select>
        </label>
        {o.kind === 'DIVIDEND' && (
          <label className={styles.selectField}>
            {t('contracts.offer.period')}
            <select className={styles.select} value={o.period} onChange={(e) => send({ type: 'form.change', field: 'period', value: e.target.value })}>
              {DIVIDEND_PERIODS.map((p) => (
                <option key={p} value={p}>
                  {t(`contracts.periods.${p}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        {/* When the kind pays (spec §5): told where the agent offers it, as where it is accepted. */}
        {o.kind === 'DAILY' && (
          <p className={styles.hint} data-testid="offer-schedule">
            {t('contracts.modal.paysNextDay')}
          </p>
        )}
        {o.kind === 'REALTIME' && (
          <p className={styles.hint} data-testid="offer-schedule">
            {t('contracts.modal.every5Minutes')}
          </p>
        )}
        <p className={styles.hint} data-testid="offer-ceiling">
          {o.ceiling === null ? t('contracts.offer.noCeiling', { kind: x.kind(o) }) : t('contracts.offer.ceiling', { rate: x.rate(o.ceiling) })}
        </p>
        <fieldset className={styles.fieldset} aria-describedby={tierErrText ? tiersErrorId : undefined}>
          <legend className={styles.legend}>{t('contracts.offer.tiers')}</legend>
          <div className={styles.tierGrid}>
            {o.tiers.map((tier, i) => (
              <TierRow
                key={i}
                index={i}
                values={tier}
                kind={o.kind}
                invalid={tierErr !== null && (tierErr.index === i || tierErr.index === -1)}
                canRemove={o.tiers.length > 1}
              />
            ))}
          </div>
          {tierErrText && (
            <p id={tiersErrorId} className={styles.error} role="alert">
              {tierErrText}
            </p>
          )}
          {o.tiers.length < MAX_TIERS && (
            <Button size="sm" variant="secondary" onClick={() => send({ type: 'offer.addTier' })}>
              {t('contracts.offer.addTier')}
            </Button>
          )}
        </fieldset>
        {o.figures && (
          <div className={styles.preview} aria-live="polite" data-testid="offer-preview">
            <h3>{t('contracts.offer.previewTitle')}</h3>
            <p>
              {!o.preview
                ? t('contracts.offer.previewIncomplete')
                : t(o.preview.tier < 0 ? 'contracts.offer.previewNone' : 'contracts.offer.preview', {
                    span: t(`contracts.spans.${span}`),
                    members: formatNumber(o.figures.activeMembers, x.locale),
                    bet: x.money(o.figures.validBet),
                    tier: o.preview.tier + 1,
                    amount: x.money(o.preview.payout),
                  })}
            </p>
          </div>
        )}
      </form>
    </Modal>
  );
}

function TierRow({
  index,
  values,
  kind,
  invalid,
  canRemove,
}: {
  index: number;
  values: Record<TierField, string>;
  kind: ContractKind;
  invalid: boolean;
  canRemove: boolean;
}) {
  const send = useSendOffer();
  const { t } = useContractText();
  const label = (f: TierField) => (f === 'bet' ? t(`contracts.bets.${kind}`) : t(`contracts.offer.${f}`));
  return (
    <>
      <p className={styles.tierName}>{t('contracts.offer.tier', { n: index + 1 })}</p>
      {FIELDS.map((f) => (
        <TextField
          key={f}
          label={label(f)}
          value={values[f]}
          inputMode="decimal"
          aria-invalid={invalid || undefined}
          aria-label={`${t('contracts.offer.tier', { n: index + 1 })}: ${label(f)}`}
          onValueChange={(value) => send({ type: 'offer.tier', index, field: f, value })}
        />
      ))}
      {canRemove ? (
        <Button
          size="sm"
          variant="ghost"
          aria-label={t('contracts.offer.removeTier', { n: index + 1 })}
          onClick={() => send({ type: 'offer.removeTier', index })}
        >
          ×
        </Button>
      ) : (
        <span />
      )}
    </>
  );
}
