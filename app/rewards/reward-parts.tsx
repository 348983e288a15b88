/**
 * Pieces the promotions page and the reward centre share: a status pill, a claim row with the
 * action its status means and its wagering progress, the banner saying what the last action did.
 */
import { useTranslation } from 'react-i18next';
import type { Claim } from '../../machines/rewards/claims/claims.types';
import type { selectClaims } from '../../machines/rewards/claims/claims.selectors';
import type { ClaimNotice } from '../../machines/rewards/claims/claims.machine';
import type { GatewayErrorInfo } from '../../machines/shared/effect';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { dateFormat, formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import styles from './Rewards.module.css';

const TONES: Record<string, 'go' | 'wait' | 'bad' | undefined> = {
  JOIN: 'go',
  CLAIM: 'go',
  ISSUED: 'go',
  APPLYING: 'go',
  SIGNED: 'wait',
  PROCESS: 'wait',
  COMING_SOON: 'wait',
  REJECTED: 'bad',
  CLOSE: 'bad',
};

export function StatusPill({ status }: { status: string }) {
  const { t } = useTranslation('rewards');
  return (
    <span className={styles.status} data-tone={TONES[status]}>
      {t(`status.${status}`)}
    </span>
  );
}

/** A day, as the member's language writes it. */
export function useDayFormatter(): (ms: number) => string {
  const locale = useLocaleTag();
  return (ms) => dateFormat(locale, { dateStyle: 'medium' }).format(ms);
}

export function TurnoverProgress({ actual, required }: { actual: number; required: number }) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const percent = Math.min(100, Math.max(0, (actual / required) * 100));
  const label = t('claims.turnoverLabel');
  return (
    <div className={styles.progress}>
      <span>{t('claims.turnover', { actual: money(actual), required: money(required), percent: formatNumber(Math.floor(percent), locale) })}</span>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={required}
        aria-valuenow={Math.min(actual, required)}
        aria-valuetext={`${Math.floor(percent)}%`}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </div>
    </div>
  );
}

interface ClaimRowProps {
  claim: Claim;
  busy: boolean;
  /** Another claim is being acted on. */
  disabled: boolean;
  error: GatewayErrorInfo | null;
  onAct: () => void;
  onApply: () => void;
}

export function ClaimRow({ claim, busy, disabled, error, onAct, onApply }: ClaimRowProps) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormatter();
  const day = useDayFormatter();
  const errorText = useErrorText();
  const action = claim.action;
  const actionLabel =
    action === 'join'
      ? t('action.join')
      : action === 'claim'
        ? claim.kind === 'RAFFLE'
          ? t('action.draw')
          : t('action.claim')
        : claim.status === 'REJECTED'
          ? t('action.applyAgain')
          : t('action.apply');
  return (
    <li className={styles.claim} data-testid="claim" data-status={claim.status}>
      <div className={styles.claimMain}>
        <p className={styles.claimTitle}>{claim.title}</p>
        <div className={styles.claimLine}>
          <StatusPill status={claim.status} />
          {claim.kind === 'RAFFLE' && <span>{t('claims.raffle')}</span>}
          {claim.raffle && claim.raffle.chances > 0 && <span data-testid="raffle-chances">{t('claims.chances', { count: claim.raffle.chances })}</span>}
          {claim.raffle?.drawnAt != null && (
            <span data-testid="raffle-drawn">{t('claims.drawn', { date: day(claim.raffle.drawnAt), amount: money(claim.raffle.prize ?? 0) })}</span>
          )}
          {claim.bonus != null && claim.bonus > 0 && (
            <span>{t(claim.kind === 'RAFFLE' ? 'claims.prize' : 'claims.bonus', { amount: money(claim.bonus) })}</span>
          )}
          {claim.expireDate != null && claim.status !== 'CLOSE' && claim.status !== 'CLAIMED' && (
            <span>{t('claims.ends', { date: day(claim.expireDate) })}</span>
          )}
        </div>
        {claim.status === 'REJECTED' && claim.remark && <span className={styles.note}>{t('claims.reason', { remark: claim.remark })}</span>}
      </div>
      {action && (
        <div className={styles.claimActions}>
          <Button
            size="sm"
            busy={busy}
            disabled={disabled || busy}
            onClick={action === 'apply' ? onApply : onAct}
            aria-label={`${actionLabel}: ${claim.title}`}
          >
            {actionLabel}
          </Button>
        </div>
      )}
      {claim.turnover && (claim.status === 'CLAIMED' || claim.status === 'SIGNED') && (
        <TurnoverProgress actual={claim.turnover.actual} required={claim.turnover.required} />
      )}
      {error && (
        <p className={styles.claimError} role="alert">
          {errorText(error)}
        </p>
      )}
    </li>
  );
}

/** What the last action did, in words, with a close button. */
export function ClaimNoticeBanner({ notice, onDismiss }: { notice: ClaimNotice; onDismiss: () => void }) {
  const { t } = useTranslation('rewards');
  const money = useMoneyFormatter();
  const key = notice.status === 'SIGNED' || notice.status === 'CLAIMED' || notice.status === 'PROCESS' ? notice.status : 'other';
  return (
    <div className={styles.banner} role="status">
      <span>{t(`notice.${key}`, { title: notice.title, amount: money(notice.bonus ?? 0) })}</span>
      <Button size="sm" variant="ghost" onClick={onDismiss}>
        {t('common.close')}
      </Button>
    </div>
  );
}

/** A list of claims, each acted on through the claims actor. */
export function ClaimList({
  claims,
  state,
  onAct,
  onApply,
}: {
  claims: readonly Claim[];
  state: ReturnType<typeof selectClaims>;
  onAct: (claimId: string) => void;
  onApply: (claimId: string) => void;
}) {
  return (
    <ul className={styles.claims} aria-busy={state.phase === 'loading' || state.phase === 'acting'}>
      {claims.map((c) => (
        <ClaimRow
          key={c.id}
          claim={c}
          busy={state.busyId === c.id}
          disabled={state.phase !== 'ready'}
          error={state.actionError?.claimId === c.id ? state.actionError.error : null}
          onAct={() => onAct(c.id)}
          onApply={() => onApply(c.id)}
        />
      ))}
    </ul>
  );
}
