/**
 * Change password (spec §2, §4, §5): shown on every route while the session's change-password
 * form is open. Forced after a login with the brand's default or an expired password: it
 * cannot be closed and says why. Chosen from the account menu: it can be cancelled. The old
 * password is asked only when the login did not already give it.
 */
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordField } from '../../machines/account/password/change-password.machine';
import { useFormBinding } from '../components/form/use-form';
import { FormError, PasswordField, useFocusFirstInvalid, passwordRuleHint } from '../components/form/fields';
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useErrorText } from '../components/error-text';
import { useChangePasswordActor, useChangePasswordForm } from './use-login';
import accountStyles from './Account.module.css';
import styles from '../components/form/Form.module.css';
import { WorkflowGate } from './WorkflowGate';
import { selectPasswordChangeForced } from '../../machines/account/session/session.selectors';
import { useChildPhase } from '../system/use-session';
import { useActor, useActorSelector } from '../system/system';

export default function ChangePasswordModal() {
  const phase = useChildPhase('changePassword');
  if (phase === 'absent') return null;
  return phase === 'running' ? <ChangePasswordDialog /> : <ChangePasswordPending />;
}

/** The modal's frame while the form's workflow loads (or failed to). */
function ChangePasswordPending() {
  const { t } = useTranslation(['account', 'forms']);
  const session = useActor('session');
  const forced = useActorSelector('session', selectPasswordChangeForced);
  return (
    <Modal title={t('changePassword.title')} onClose={() => session.send({ type: 'session.cancelPasswordChange' })} closable={!forced} size="sm">
      <WorkflowGate child="changePassword">{null}</WorkflowGate>
    </Modal>
  );
}

function ChangePasswordDialog() {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const ref = useChangePasswordActor();
  const { context: c, submitting, reason } = useChangePasswordForm(ref);
  const baseId = useId();
  const leadId = `${baseId}-lead`;
  const errorId = `${baseId}-error`;
  const invalid = useFocusFirstInvalid<HTMLFormElement>(c?.fieldErrors);
  const fields = useFormBinding<ChangePasswordField>(ref, c);
  if (!c) return null;

  const forced = c.forced;
  const cancel = () => ref?.send({ type: 'form.cancel' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    ref?.send({ type: 'form.submit' });
  };
  const hint = passwordRuleHint(t, c.passwordRule);

  return (
    <Modal title={t('changePassword.title')} onClose={cancel} closable={!forced} size="sm" describedBy={leadId}>
      <p id={leadId} className={forced ? accountStyles.forcedNote : styles.lead}>
        {t(forced ? (reason === 'expired' ? 'changePassword.reasonExpired' : 'changePassword.reasonDefault') : 'changePassword.lead')}
      </p>
      <form ref={invalid.ref} className={styles.form} noValidate aria-describedby={c.error ? errorId : undefined} onSubmit={submit}>
        {!c.oldPasswordHidden && (
          <PasswordField
            label={t('changePassword.oldPassword')}
            {...fields.bind('oldPassword')}
            required
            autoComplete="current-password"
            readOnly={submitting}
            data-autofocus=""
          />
        )}
        <PasswordField
          label={t('changePassword.newPassword')}
          {...fields.bind('newPassword')}
          hint={hint}
          required
          autoComplete="new-password"
          readOnly={submitting}
          {...(c.oldPasswordHidden ? { 'data-autofocus': '' } : {})}
        />
        <PasswordField
          label={t('changePassword.confirmNewPassword')}
          {...fields.bind('confirmNewPassword')}
          required
          autoComplete="new-password"
          readOnly={submitting}
        />
        {c.error && (
          <FormError id={errorId} onDismiss={() => ref?.send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
            {errorText(c.error)}
          </FormError>
        )}
        <div className={accountStyles.buttonRow}>
          {!forced && (
            <Button variant="ghost" size="lg" onClick={cancel} disabled={submitting}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" size="lg" busy={submitting} className={accountStyles.grow}>
            {t(submitting ? 'changePassword.submitting' : 'changePassword.submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
