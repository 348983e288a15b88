/**
 * The points mall's two forms (redeem a reward, convert points to balance) and their
 * confirmation: the pointMall actor owns what is typed; the view shows what it will cost and pay
 * as it is typed, then asks to confirm before anything is sent (it cannot be undone).
 */
import { useTranslation } from 'react-i18next';
import type { PointMall } from '../../machines/rewards/point-mall/point-mall.types';
import type { PointForm } from '../../machines/rewards/point-mall/point-mall.rules';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useErrorText } from '../components/error-text';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { FormError, PasswordField, TextField } from '../components/form/fields';
import form from '../components/form/Form.module.css';
import { useFieldMessage } from '../components/form/use-form';
import { Modal } from '../components/Modal';
import { usePointForm, usePointMall, useSendPointMall } from './use-rewards';

/** What the form would spend, in points, as typed (null until it is a whole number); the machine checks it again before sending. */
function pointsToSpend(form: Pick<PointForm, 'mode' | 'rewardId' | 'quantity' | 'points'>, mall: Pick<PointMall, 'rewards'>): number | null {
  const typed = (form.mode === 'convert' ? form.points : form.quantity).trim();
  if (!/^\d{1,9}$/.test(typed)) return null;
  if (form.mode === 'convert') return Number(typed);
  const reward = mall.rewards.find((r) => r.id === form.rewardId);
  return reward ? Number(typed) * reward.points : null;
}

/** Money a conversion pays (cents floored, as the gateway pays it). */
const convertAmount = (points: number, ratio: number): number => Math.floor((points / ratio) * 100) / 100;

export function PointFormModal() {
  const { t } = useTranslation(['rewards', 'forms']);
  const f = usePointForm();
  const { mall, phase } = usePointMall();
  const send = useSendPointMall();
  const message = useFieldMessage();
  const errorText = useErrorText();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  if (!f || !mall || !['editing', 'confirming', 'redeeming', 'converting'].includes(phase)) return null;
  const sending = phase === 'redeeming' || phase === 'converting';
  const reward = mall.rewards.find((r) => r.id === f.rewardId);
  const spend = pointsToSpend(f, mall);
  const title = f.mode === 'redeem' ? t('mall.redeemTitle', { name: reward?.name ?? '' }) : t('mall.convertTitle');
  const change = (field: 'quantity' | 'points' | 'password') => (value: string) => send({ type: 'form.change', field, value });
  const summary =
    spend === null
      ? null
      : f.mode === 'redeem'
        ? t('mall.redeemSummary', { points: formatNumber(spend, locale), left: formatNumber(mall.points - spend, locale) })
        : t('mall.convertSummary', { points: formatNumber(spend, locale), amount: money(convertAmount(spend, mall.ratio)) });

  return (
    <>
      <Modal
        title={title}
        onClose={() => send({ type: 'form.cancel' })}
        closable={!sending}
        footer={
          <>
            <Button variant="secondary" onClick={() => send({ type: 'form.cancel' })} disabled={sending}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" form="point-form" busy={sending} disabled={sending}>
              {f.mode === 'redeem' ? t('mall.redeem') : t('mall.convert')}
            </Button>
          </>
        }
      >
        <form
          id="point-form"
          className={form.form}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'form.submit' });
          }}
        >
          {f.error && <FormError>{errorText(f.error)}</FormError>}
          {f.mode === 'redeem' ? (
            <TextField
              label={t('mall.quantity')}
              inputMode="numeric"
              value={f.quantity}
              onValueChange={change('quantity')}
              error={message(f.fieldErrors.quantity)}
              hint={reward && t('mall.rewardCost', { points: formatNumber(reward.points, locale), amount: money(reward.amount) })}
              required
            />
          ) : (
            <TextField
              label={t('mall.pointsToConvert')}
              inputMode="numeric"
              value={f.points}
              onValueChange={change('points')}
              error={message(f.fieldErrors.points)}
              hint={t('mall.convertHint', { min: formatNumber(mall.minConvert, locale), ratio: formatNumber(mall.ratio, locale), one: money(1) })}
              required
            />
          )}
          <PasswordField
            label={t('mall.password')}
            autoComplete="current-password"
            value={f.password}
            onValueChange={change('password')}
            error={message(f.fieldErrors.password)}
            required
          />
          {summary && (
            <p className={form.hint} aria-live="polite">
              {summary}
            </p>
          )}
        </form>
      </Modal>
      {phase === 'confirming' && spend !== null && (
        <ConfirmDialog
          layer="alert"
          title={t('mall.confirmTitle')}
          message={summary}
          confirmLabel={f.mode === 'redeem' ? t('mall.redeem') : t('mall.convert')}
          onConfirm={() => send({ type: 'form.confirm' })}
          onCancel={() => send({ type: 'form.back' })}
        />
      )}
    </>
  );
}
