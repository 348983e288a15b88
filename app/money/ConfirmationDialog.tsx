/**
 * The withdrawal confirmation dialog (spec §4): a withdrawal paid by another member's deposit
 * waits for the member's answer — received in full, in part (how much), or not received (proof
 * images and a remark). A countdown shows when an unanswered confirmation counts as received, and
 * the dialog says before the member answers that such a forced receipt means the paying deposit is
 * not refunded. The confirmation's timeline shows each step so far with its time and reason (the
 * gateway's reason code in the member's language; the member's own remark as written), while it
 * waits and once answered (or timed out). The confirmation actor owns everything; this view reads
 * and sends.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { C2C_ANSWERS, CONFIRMATION_REASONS, MEMBER_ANSWER_REASONS, REMARK_MAX, TIMEOUT_REASON } from '../../machines/money/confirmation/answers';
import type { Confirmation, ConfirmationStep } from '../../machines/money/confirmation/confirmation.types';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { FormError, TextField } from '../components/form/fields';
import { ImagePicker } from '../components/form/ImagePicker';
import formStyles from '../components/form/Form.module.css';
import { formatDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useConfirmation, useSendConfirmation } from './use-confirmation';
import { useMoneyMessage } from './use-money-message';
import styles from './Money.module.css';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function ConfirmationDialog() {
  const { t } = useTranslation(['money', 'forms']);
  const c = useConfirmation();
  const send = useSendConfirmation();
  const errorText = useErrorText();
  if (!c || c.phase === 'hidden') return null;

  if (c.phase === 'failed') {
    return (
      <Modal title={t('money:confirm.title')} onClose={() => send({ type: 'confirmation.later' })} size="sm">
        <p role="alert">{c.loadError ? errorText(c.loadError) : t('errors.unknown')}</p>
        <div className={styles.actions}>
          <Button onClick={() => send({ type: 'confirmation.retry' })}>{t('common.retry')}</Button>
          <Button variant="ghost" onClick={() => send({ type: 'confirmation.later' })}>
            {t('money:confirm.later')}
          </Button>
        </div>
      </Modal>
    );
  }
  // One dialog through the phases (no remount: focus and the opening animation happen once).
  const busy = c.phase === 'submitting' || c.phase === 'timedOut' || !c.current;
  const close = () => send({ type: c.phase === 'answered' ? 'confirmation.close' : 'confirmation.later' });
  return (
    <Modal
      title={t('money:confirm.title')}
      onClose={close}
      closable={!busy}
      size="md"
      describedBy={c.phase === 'answered' ? undefined : 'confirmation-warning'}
    >
      {c.phase === 'timedOut' || !c.current ? <Loader /> : c.phase === 'answered' ? <Answered confirmation={c.current} /> : <Question />}
    </Modal>
  );
}

function Summary({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation(['money']);
  const money = useMoneyFormatter();
  return (
    <dl className={styles.details}>
      <dt>{t('forms:amount.label')}</dt>
      <dd>{money(confirmation.amount)}</dd>
      <dt>{t('money:withdraw.transId')}</dt>
      <dd>{confirmation.transId}</dd>
      <dt>{t('money:confirm.paidBy')}</dt>
      <dd>{confirmation.depositorName}</dd>
    </dl>
  );
}

function Question() {
  const { t } = useTranslation(['money', 'forms']);
  const c = useConfirmation()!;
  const send = useSendConfirmation();
  const message = useMoneyMessage();
  const errorText = useErrorText();
  const money = useMoneyFormatter();
  const baseId = useId();
  const warnId = 'confirmation-warning';
  const answerErr = `${baseId}-answer-error`;
  const remarkId = `${baseId}-remark`;
  const busy = c.phase === 'submitting';
  const current = c.current!;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };
  const remarkLength = Array.from(c.remark).length;

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <Summary confirmation={current} />
      <p className={styles.balance} role="timer" aria-live="off">
        {t('money:confirm.countdown')} <strong>{clock(c.remaining)}</strong>
      </p>
      <p id={warnId} className={styles.warning}>
        {t('money:confirm.forced', { minutes: current.minutes })}
      </p>
      <fieldset className={styles.section} aria-describedby={c.fieldErrors.answer ? answerErr : undefined}>
        <legend className={styles.legend}>{t('money:confirm.question', { amount: money(current.amount) })}</legend>
        <div className={styles.channels}>
          {C2C_ANSWERS.map((a) => (
            <label key={a} className={styles.channel}>
              <input
                type="radio"
                name="answer"
                value={a}
                checked={c.answer === a}
                disabled={busy}
                onChange={() => send({ type: 'confirmation.answer', answer: a })}
              />
              <span className={styles.channelName}>{t(`money:confirm.answers.${a}`)}</span>
            </label>
          ))}
        </div>
        {c.fieldErrors.answer && (
          <p id={answerErr} className={formStyles.fieldError}>
            {message(c.fieldErrors.answer)}
          </p>
        )}
      </fieldset>
      {c.answer === 'PARTIAL' && (
        <TextField
          label={t('money:confirm.receivedAmount')}
          name="receivedAmount"
          value={c.receivedAmount}
          onValueChange={(value) => send({ type: 'form.change', field: 'receivedAmount', value })}
          error={message(c.fieldErrors.receivedAmount)}
          inputMode="decimal"
          required
          readOnly={busy}
        />
      )}
      {c.answer === 'NOT_RECEIVED' && (
        <ImagePicker
          label={t('money:confirm.proofs')}
          images={c.proofs}
          error={c.fieldErrors.proofs}
          disabled={busy}
          onAttach={(files) => send({ type: 'form.attach', field: 'proofs', files })}
          onDetach={(id) => send({ type: 'form.detach', field: 'proofs', id })}
        />
      )}
      <div className={formStyles.field}>
        <label htmlFor={remarkId} className={formStyles.label}>
          {t('money:confirm.remark')}
        </label>
        <textarea
          id={remarkId}
          className={`${formStyles.input} ${formStyles.noIcon} ${styles.textarea}`}
          value={c.remark}
          rows={3}
          readOnly={busy}
          aria-invalid={c.fieldErrors.remark ? true : undefined}
          aria-describedby={`${remarkId}-count${c.fieldErrors.remark ? ` ${remarkId}-error` : ''}`}
          onChange={(e) => send({ type: 'form.change', field: 'remark', value: e.target.value })}
        />
        <p id={`${remarkId}-count`} className={formStyles.hint}>
          {t('money:confirm.remarkCount', { count: remarkLength, max: REMARK_MAX })}
        </p>
        {c.fieldErrors.remark && (
          <p id={`${remarkId}-error`} className={formStyles.fieldError}>
            {message(c.fieldErrors.remark)}
          </p>
        )}
      </div>
      {c.error && (
        <FormError onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
          {errorText(c.error)}
        </FormError>
      )}
      <Timeline confirmation={current} />
      <div className={styles.actions}>
        <Button variant="ghost" size="lg" onClick={() => send({ type: 'confirmation.later' })} disabled={busy}>
          {t('money:confirm.later')}
        </Button>
        <Button type="submit" size="lg" busy={busy}>
          {t('money:confirm.send')}
        </Button>
      </div>
    </form>
  );
}

/** A reason code the app words (anything else a gateway sends is not shown: it is not in the member's language). */
const KNOWN_REASONS: readonly string[] = CONFIRMATION_REASONS;

/** The steps so far, oldest first: when, what, and why in the member's language. */
function Timeline({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation(['money']);
  const locale = useLocaleTag();
  const money = useMoneyFormatter();
  const why = (s: ConfirmationStep) =>
    KNOWN_REASONS.includes(s.reasonCode)
      ? t(`money:confirm.reasons.${s.reasonCode.replace(/\./g, '_')}`, {
          transId: confirmation.transId,
          name: confirmation.depositorName,
          amount: money(s.amount ?? confirmation.receivedAmount ?? 0),
          // The proof images sent, or the minutes a timeout waited.
          count: s.reasonCode === TIMEOUT_REASON ? (s.minutes ?? confirmation.minutes) : (s.proofs ?? 0),
        })
      : '';
  if (confirmation.steps.length === 0) return null;
  return (
    <>
      <h3 className={styles.legend}>{t('money:confirm.timeline')}</h3>
      <ol className={styles.timeline}>
        {confirmation.steps.map((s, i) => {
          const reason = why(s);
          return (
            <li key={`${s.step}-${i}`}>
              <time dateTime={new Date(s.time).toISOString()}>{formatDateTime(s.time, locale)}</time>
              <span className={styles.channelName}>{t(`money:confirm.steps.${s.step}`, { defaultValue: t('money:confirm.stepOther') })}</span>
              {reason && <span className={styles.muted}>{reason}</span>}
              {s.remark && MEMBER_ANSWER_REASONS.includes(s.reasonCode as never) && (
                <span className={styles.muted}>
                  {t('money:confirm.yourRemark')} <q>{s.remark}</q>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

function Answered({ confirmation }: { confirmation: Confirmation }) {
  const { t } = useTranslation(['money']);
  const send = useSendConfirmation();
  const money = useMoneyFormatter();
  return (
    <div className={styles.form}>
      <p className={styles.balance} role="status">
        <strong>{t(`money:confirm.statuses.${confirmation.status}`)}</strong>
      </p>
      {confirmation.status === 'AUTO_RECEIVED' && <p className={styles.warning}>{t('money:confirm.autoReceived', { minutes: confirmation.minutes })}</p>}
      <Summary confirmation={confirmation} />
      {confirmation.status === 'PARTIAL' && confirmation.receivedAmount !== null && (
        <p>{t('money:confirm.partialNote', { amount: money(confirmation.receivedAmount) })}</p>
      )}
      <Timeline confirmation={confirmation} />
      <div className={styles.actions}>
        <Button size="lg" onClick={() => send({ type: 'confirmation.close' })}>
          {t('money:confirm.close')}
        </Button>
      </div>
    </div>
  );
}
