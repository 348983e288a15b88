/**
 * Forgot password (spec §2, §4): tabs email and mobile (mobile only with CHNGPASSVERIF3).
 *  - email: username + email → "the new password is on its way" → close.
 *  - mobile: number + SMS code + new password + confirmation → the member is logged in with
 *    it (the session takes over), or, if that login fails, told to log in with it.
 * Shown (by App, on every route) while the session's forgot-password form is open; closing
 * sends `session.closeForm`, which brings the login form back.
 */
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForgotPasswordField, ForgotPasswordTab } from '../../machines/account/password/forgot-password.machine';
import { useFormBinding } from '../components/form/use-form';
import {
  DialingCodeSelect,
  FormError,
  PasswordField,
  Tabs,
  TextField,
  useFocusFirstInvalid,
  useFocusOnMount,
  passwordRuleHint,
} from '../components/form/fields';
import { SmsCodeButton } from './SmsCodeButton';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useErrorText } from '../components/error-text';
import { useActor } from '../system/system';
import { useForgotPasswordActor, useForgotPasswordForm } from './use-login';
import accountStyles from './Account.module.css';
import styles from '../components/form/Form.module.css';
import { WorkflowGate } from './WorkflowGate';
import { useChildPhase } from '../system/use-session';

/** `banner`: the forgot-password banners (group w_forget), handed in by the shell. */
export default function ForgotPasswordModal({ banner = null }: { banner?: ReactNode }) {
  const { t } = useTranslation(['account', 'forms']);
  const session = useActor('session');
  const phase = useChildPhase('forgotPassword');
  if (phase === 'absent') return null;
  if (phase === 'running') return <ForgotPasswordDialog banner={banner} />;
  return (
    <Modal title={t('forgotPassword.title')} onClose={() => session.send({ type: 'session.closeForm' })} size="sm">
      <WorkflowGate child="forgotPassword">{null}</WorkflowGate>
    </Modal>
  );
}

function ForgotPasswordDialog({ banner }: { banner: ReactNode }) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const session = useActor('session');
  const ref = useForgotPasswordActor();
  const { context: c, phase, smsRef } = useForgotPasswordForm(ref);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const errorId = `${baseId}-error`;
  const close = () => session.send({ type: 'session.closeForm' });
  const invalid = useFocusFirstInvalid<HTMLFormElement>(c?.fieldErrors);
  const fields = useFormBinding<ForgotPasswordField>(ref, c);

  if (!c) return null;

  const body = () => {
    if (phase === 'emailSent' || phase === 'resetDone') {
      return (
        <Done
          text={t(phase === 'emailSent' ? 'forgotPassword.emailSent' : 'forgotPassword.resetDone')}
          button={t(phase === 'emailSent' ? 'common.ok' : 'forgotPassword.toLogin')}
          onClose={() => ref?.send({ type: 'forgotPassword.close' })}
        />
      );
    }
    if (phase === 'loggingIn' || phase === 'done') {
      return (
        <div role="status" className={accountStyles.notice}>
          <Loader />
          {t('forgotPassword.loggingIn')}
        </div>
      );
    }

    const editing = phase === 'editing';
    const err = fields.error;
    const change = fields.change;
    const tabs: { id: ForgotPasswordTab; label: string }[] = c.tabs.map((id) => ({ id, label: t(`forgotPassword.tabs.${id}`) }));
    const submit = (e: FormEvent) => {
      e.preventDefault();
      invalid.submitted();
      ref?.send({ type: 'form.submit' });
    };
    return (
      <form ref={invalid.ref} className={styles.form} noValidate aria-describedby={c.error ? errorId : undefined} onSubmit={submit}>
        {tabs.length > 1 && (
          <Tabs
            tabs={tabs}
            selected={c.tab}
            onSelect={(tab) => ref?.send({ type: 'forgotPassword.tab', tab })}
            label={t('forgotPassword.tabsLabel')}
            panelId={panelId}
            idPrefix={baseId}
          />
        )}
        <div id={panelId} className={accountStyles.panel} {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${c.tab}` } : {})}>
          <p className={styles.lead}>{t(c.tab === 'email' ? 'forgotPassword.emailLead' : 'forgotPassword.mobileLead')}</p>
          {c.tab === 'email' ? (
            <>
              <TextField
                label={t('forgotPassword.username')}
                icon="user"
                {...fields.bind('username')}
                required
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                readOnly={!editing}
                data-autofocus=""
              />
              <TextField
                label={t('forgotPassword.email')}
                icon="mail"
                type="email"
                {...fields.bind('email')}
                required
                autoComplete="email"
                spellCheck={false}
                readOnly={!editing}
              />
            </>
          ) : (
            <>
              <TextField
                label={t('forgotPassword.mobile')}
                name="mobileNum"
                type="tel"
                inputMode="tel"
                value={c.mobileNum}
                onValueChange={(v) => change('mobileNum', v)}
                error={err('mobileNum') ?? err('countryDialingCode')}
                required
                autoComplete="tel-national"
                readOnly={!editing}
                data-autofocus=""
                start={<DialingCodeSelect value={c.countryDialingCode} onChange={(v) => change('countryDialingCode', v)} disabled={!editing} />}
              />
              <TextField
                label={t('forgotPassword.code')}
                inputMode="numeric"
                {...fields.bind('verificationCode')}
                required
                autoComplete="one-time-code"
                readOnly={!editing}
                end={<SmsCodeButton smsRef={smsRef} disabled={!editing} onSend={() => ref?.send({ type: 'forgotPassword.sendCode' })} />}
              />
              <PasswordField
                label={t('forgotPassword.newPassword')}
                {...fields.bind('newPassword')}
                hint={passwordRuleHint(t, c.passwordRule)}
                required
                autoComplete="new-password"
                readOnly={!editing}
              />
              <PasswordField
                label={t('forgotPassword.confirmNewPassword')}
                {...fields.bind('confirmNewPassword')}
                required
                autoComplete="new-password"
                readOnly={!editing}
              />
            </>
          )}
        </div>
        {c.error && (
          <FormError id={errorId} onDismiss={() => ref?.send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
            {errorText(c.error)}
          </FormError>
        )}
        <Button type="submit" size="lg" block busy={!editing}>
          {t(c.tab === 'email' ? 'forgotPassword.submitEmail' : 'forgotPassword.submitMobile')}
        </Button>
        <p className={styles.switch}>
          <button type="button" className={styles.textButton} onClick={close}>
            {t('forgotPassword.backToLogin')}
          </button>
        </p>
      </form>
    );
  };

  return (
    <Modal title={t('forgotPassword.title')} onClose={close} size="sm">
      {banner}
      {body()}
    </Modal>
  );
}

/** The outcome replaces the form inside the open dialog: the focus moves to its button. */
function Done({ text, button, onClose }: { text: string; button: string; onClose: () => void }) {
  const box = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={box} className={accountStyles.done}>
      <span className={accountStyles.doneMark} aria-hidden="true">
        <Icon name="mail" size={28} />
      </span>
      <p role="status">{text}</p>
      <Button size="lg" block onClick={onClose} data-autofocus="">
        {button}
      </Button>
    </div>
  );
}
