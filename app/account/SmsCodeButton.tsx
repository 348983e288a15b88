/**
 * "Send code": any owner's smsCode child drives it (login, registration, forgot password,
 * unregistered-IP verification). Disabled while sending, during the throttle and during the
 * countdown ("Resend in 42 s"); a failed send shows the server's message in a warning dialog
 * whose dismissal sends `sms.dismiss`.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useErrorText } from '../components/error-text';
import { useSmsCode, type SmsCodeRef } from './use-login';
import form from '../components/form/Form.module.css';

export function SmsCodeButton({ smsRef, onSend, disabled }: { smsRef: SmsCodeRef | undefined; onSend: () => void; disabled?: boolean }) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const { phase, remaining, error } = useSmsCode(smsRef);
  const waiting = phase !== 'ready';
  const label = phase === 'sending' ? t('sms.sending') : phase === 'countingDown' && remaining > 0 ? t('sms.resendIn', { s: remaining }) : t('sms.send');
  return (
    <>
      <Button
        variant="secondary"
        className={form.sideButton}
        disabled={disabled || waiting || !smsRef}
        busy={phase === 'sending'}
        onClick={onSend}
        data-testid="sms-send"
      >
        {label}
      </Button>
      {error && <ConfirmDialog layer="alert" title={t('sms.failedTitle')} message={errorText(error)} onConfirm={() => smsRef?.send({ type: 'sms.dismiss' })} />}
    </>
  );
}
