/**
 * Bind or change the mobile number (a code by SMS) or the e-mail address (a code by mail), in a
 * dialog: the number or address, "send code" with its countdown (the shared smsCode child and
 * SmsCodeButton), the code, then bind. Refusals (code wrong or expired, number taken) under their
 * field. The form is the bindContact actor's.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { DialingCodeSelect, TextField, useFocusFirstInvalid } from '../components/form/fields';
import { Modal } from '../components/Modal';
import { SmsCodeButton } from './SmsCodeButton';
import { SecurityFormEnd } from './SecurityFormEnd';
import { useFieldMessage } from './use-field-message';
import { useBindCodeActor, useBindContact, useSecurityCenter, useSendBindContact } from './use-security';
import styles from './Security.module.css';

export function BindContactDialog() {
  const { t } = useTranslation(['account', 'forms']);
  const f = useBindContact();
  const send = useSendBindContact();
  const smsRef = useBindCodeActor();
  const profile = useSecurityCenter().profile;
  const message = useFieldMessage();
  const invalid = useFocusFirstInvalid<HTMLFormElement>(f.fieldErrors);
  const errorId = useId();
  if (f.phase === 'closed') return null;
  const current = f.kind === 'mobile' ? (profile?.mobile ?? '') : (profile?.email ?? '');
  const title = t(`security.bind.${f.kind}.${current && f.phase !== 'done' ? 'changeTitle' : 'title'}`);
  const close = () => send({ type: 'form.cancel' });
  if (f.phase === 'done') {
    return (
      <Modal title={title} onClose={close} size="sm" footer={<Button onClick={close}>{t('common.ok')}</Button>}>
        <p role="status" className={styles.success}>
          {t(`security.bind.${f.kind}.done`, { value: f.bound ?? '' })}
        </p>
      </Modal>
    );
  }
  const busy = f.phase === 'submitting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    send({ type: 'form.submit' });
  };
  const mobile = f.kind === 'mobile';
  return (
    <Modal title={title} onClose={close} closable={!busy} size="sm">
      <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit} aria-describedby={f.error ? errorId : undefined}>
        {current && <p className={styles.muted}>{t(`security.bind.${f.kind}.current`, { value: current })}</p>}
        <TextField
          label={t(`security.bind.${f.kind}.field`)}
          name={mobile ? 'mobileNum' : 'email'}
          type={mobile ? 'tel' : 'email'}
          inputMode={mobile ? 'tel' : 'email'}
          autoComplete={mobile ? 'tel-national' : 'email'}
          value={f.value}
          onValueChange={(v) => send({ type: 'form.change', field: 'value', value: v })}
          error={message(f.fieldErrors.value)}
          icon={mobile ? undefined : 'mail'}
          start={
            mobile ? (
              <DialingCodeSelect
                value={f.countryDialingCode}
                onChange={(v) => send({ type: 'form.change', field: 'countryDialingCode', value: v })}
                disabled={busy}
              />
            ) : undefined
          }
          required
          readOnly={busy}
        />
        <TextField
          label={t('security.bind.code')}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={f.verificationCode}
          onValueChange={(v) => send({ type: 'form.change', field: 'verificationCode', value: v })}
          error={message(f.fieldErrors.verificationCode)}
          hint={t(`security.bind.${f.kind}.codeHint`)}
          required
          readOnly={busy}
          end={<SmsCodeButton smsRef={smsRef} onSend={() => send({ type: 'bind.sendCode' })} disabled={busy} />}
        />
        <SecurityFormEnd
          errorId={errorId}
          error={f.error}
          busy={busy}
          submitLabel={t(busy ? 'security.bind.binding' : 'security.bind.submit')}
          onDismiss={() => send({ type: 'form.dismiss' })}
          onCancel={close}
        />
      </form>
    </Modal>
  );
}
