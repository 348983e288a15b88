/**
 * The login form, shared by the login modal and the agent login page: tabs (username, and SMS
 * when MOBILEVERCODELOGIN3 is on), the image captcha once a failure asks for it, remember
 * password (not on the agent page), the forgot-password link, the gateway error above the
 * button, the human check's stand-in widget (simulator mode), the unregistered-IP verification step and the refusal of a
 * non-agent (or non-member). Everything comes from the login actor; this view sends events.
 */
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginField, LoginTab, VerifyMethod } from '../../machines/account/login/login.machine';
import { normalizeMobile } from '../../machines/shared/validation';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { useActor } from '../system/system';
import { useFlag } from '../system/use-bootstrap';
import { useHumanCheck, useLoginActor, useLoginForm } from './use-login';
import form from '../components/form/Form.module.css';
import { CaptchaField } from './CaptchaField';
import { CheckboxField, DialingCodeSelect, FormError, PasswordField, Tabs, TextField, useFocusFirstInvalid, useFocusOnMount } from '../components/form/fields';
import { SliderChallenge } from './SliderChallenge';
import { SmsCodeButton } from './SmsCodeButton';
import { useFormBinding } from '../components/form/use-form';
import { WorkflowGate } from './WorkflowGate';
import styles from './Account.module.css';

export function LoginForm({ variant = 'member' }: { variant?: 'member' | 'agent' }) {
  const session = useActor('session');
  // A login form on screen: the session loads and starts the login workflow, in this variant.
  useEffect(() => session.send({ type: 'session.openLogin', variant }), [session, variant]);
  return (
    <WorkflowGate child="login">
      <LoginFields />
    </WorkflowGate>
  );
}

function LoginFields() {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const ref = useLoginActor();
  const f = useLoginForm(ref);
  const check = useHumanCheck(ref);
  const session = useActor('session');
  const smsFlag = useFlag('MOBILEVERCODELOGIN3');
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const errorId = `${baseId}-error`;

  const fields = useFormBinding<LoginField>(ref, f);
  const change = fields.change;
  const fieldError = fields.error;
  const readOnly = f.submitting;
  const invalid = useFocusFirstInvalid<HTMLFormElement>(f.fieldErrors);

  if (f.phase === 'verifying' || f.phase === 'checking') return <VerificationStep />;

  const tabs: { id: LoginTab; label: string }[] = [{ id: 'username', label: t('login.tabs.username') }];
  if (smsFlag) tabs.push({ id: 'sms', label: t('login.tabs.sms') });
  const tab = smsFlag ? f.tab : 'username';
  const refused = f.phase === 'refused';
  // A remembered username (decision 0011) fills the form: the player starts at the password.
  const rememberedName = f.remember && f.username !== '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    ref?.send({ type: 'form.submit' });
  };

  return (
    <>
      <form ref={invalid.ref} className={form.form} noValidate aria-describedby={f.error ? errorId : undefined} onSubmit={submit}>
        {tabs.length > 1 && (
          <Tabs
            tabs={tabs}
            selected={tab}
            onSelect={(id) => ref?.send({ type: 'login.tab', tab: id })}
            label={t('login.tabsLabel')}
            panelId={panelId}
            idPrefix={baseId}
          />
        )}
        <div id={panelId} className={form.panel} {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${tab}` } : {})}>
          {tab === 'username' ? (
            <>
              <TextField
                label={t('login.username')}
                icon="user"
                {...fields.bind('username')}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                placeholder={t('login.usernamePlaceholder')}
                readOnly={readOnly}
                {...(rememberedName ? {} : { 'data-autofocus': '' })}
              />
              <PasswordField
                label={t('login.password')}
                {...fields.bind('password')}
                autoComplete="current-password"
                placeholder={t('login.passwordPlaceholder')}
                readOnly={readOnly}
                {...(rememberedName ? { 'data-autofocus': '' } : {})}
              />
              {f.captchaPhase !== 'hidden' && (
                <CaptchaField
                  value={f.captcha}
                  onValueChange={(v) => change('captcha', v)}
                  image={f.captchaImage}
                  phase={f.captchaPhase}
                  onRefresh={() => ref?.send({ type: 'login.refreshCaptcha' })}
                  error={fieldError('captcha')}
                  readOnly={readOnly}
                />
              )}
            </>
          ) : (
            <>
              <TextField
                label={t('login.mobile')}
                icon="user"
                type="tel"
                inputMode="tel"
                {...fields.bind('mobile')}
                autoComplete="tel-national"
                placeholder={t('login.mobilePlaceholder')}
                readOnly={readOnly}
                data-autofocus=""
                start={<DialingCodeSelect value={f.countryDialingCode} onChange={(v) => change('countryDialingCode', v)} disabled={readOnly} />}
              />
              <TextField
                label={t('login.smsCode')}
                icon="lock"
                inputMode="numeric"
                {...fields.bind('smsCode')}
                autoComplete="one-time-code"
                placeholder={t('login.smsCodePlaceholder')}
                readOnly={readOnly}
                end={
                  <SmsCodeButton
                    smsRef={f.smsRef}
                    disabled={readOnly}
                    onSend={() => f.smsRef?.send({ type: 'sms.send', mobile: normalizeMobile(f.mobile), countryDialingCode: f.countryDialingCode })}
                  />
                }
              />
            </>
          )}
        </div>

        <div className={form.optionsRow}>
          {f.variant === 'member' && tab === 'username' ? (
            <CheckboxField label={t('login.remember')} checked={f.remember} onToggle={() => ref?.send({ type: 'login.toggleRemember' })} />
          ) : (
            <span />
          )}
          <button type="button" className={form.textButton} onClick={() => session.send({ type: 'session.openForgotPassword' })}>
            {t('login.forgot')}
          </button>
        </div>

        {f.error && (
          <FormError id={errorId} onDismiss={refused ? () => ref?.send({ type: 'form.dismiss' }) : undefined} dismissLabel={t('common.ok')}>
            {/* Our catalogue's text for the code wins over the server's own message. */}
            {errorText(f.error)}
          </FormError>
        )}

        <Button type="submit" size="lg" block busy={f.submitting || f.phase === 'challengeLoading'} disabled={!ref || refused || f.phase === 'succeeded'}>
          {t(f.submitting ? 'login.submitting' : 'login.submit')}
        </Button>
      </form>

      {(f.phase === 'challengeLoading' || (f.phase === 'challenge' && check.standIn)) && (
        <SliderChallenge
          challenge={f.phase === 'challenge' ? check.puzzle : null}
          onAnswer={(x) => ref?.send({ type: 'login.challengeAnswer', x })}
          onCancel={() => ref?.send({ type: 'login.cancelChallenge' })}
        />
      )}
    </>
  );
}

const METHOD_LABELS: Record<VerifyMethod, string> = {
  SMS: 'login.verify.methods.SMS',
  EMAIL: 'login.verify.methods.EMAIL',
  PAYEE_NAME: 'login.verify.methods.PAYEE_NAME',
  GOOGLE: 'login.verify.methods.GOOGLE',
};

/** Login from an unregistered IP: one more proof of identity (spec §4). */
function VerificationStep() {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const ref = useLoginActor();
  const f = useLoginForm(ref);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const methods = f.verification?.methods ?? [];
  const method = f.verifyMethod ?? methods[0] ?? 'SMS';
  const checking = f.phase === 'checking';
  const fields = useFormBinding<LoginField>(ref, f);
  const valueError = fields.error('verifyValue');
  const change = fields.change;
  const box = useFocusOnMount<HTMLFormElement>();

  const valueField = () => {
    const common = {
      name: 'verifyValue',
      value: f.verifyValue,
      onValueChange: (v: string) => change('verifyValue', v),
      error: valueError,
      readOnly: checking,
      required: true,
    };
    switch (method) {
      case 'SMS':
        return (
          <>
            <TextField
              label={t('login.verify.mobile')}
              icon="user"
              name="verifyMobile"
              type="tel"
              inputMode="tel"
              autoComplete="tel-national"
              value={f.verifyMobile}
              onValueChange={(v) => change('verifyMobile', v)}
              hint={f.verification?.mobile ? t('login.verify.mobileHint', { mobile: f.verification.mobile }) : undefined}
              readOnly={checking}
              data-autofocus=""
            />
            <TextField
              {...common}
              label={t('login.verify.code')}
              icon="lock"
              inputMode="numeric"
              autoComplete="one-time-code"
              end={
                <SmsCodeButton
                  smsRef={f.smsRef}
                  disabled={checking}
                  onSend={() => f.smsRef?.send({ type: 'sms.send', mobile: normalizeMobile(f.verifyMobile), countryDialingCode: f.countryDialingCode })}
                />
              }
            />
          </>
        );
      case 'EMAIL':
        return (
          <TextField
            {...common}
            label={t('login.verify.email')}
            icon="mail"
            type="email"
            autoComplete="email"
            hint={f.verification?.email ? t('login.verify.emailHint', { email: f.verification.email }) : undefined}
            data-autofocus=""
          />
        );
      case 'PAYEE_NAME':
        return <TextField {...common} label={t('login.verify.payeeName')} icon="user" autoComplete="name" data-autofocus="" />;
      default:
        return (
          <TextField
            {...common}
            label={t('login.verify.google')}
            icon="shield"
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            data-autofocus=""
          />
        );
    }
  };

  return (
    <form
      ref={box}
      className={form.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        ref?.send({ type: 'form.submit' });
      }}
    >
      <div>
        <h3 className={styles.stepTitle}>{t('login.verify.title')}</h3>
        <p className={form.lead}>{t('login.verify.lead')}</p>
      </div>
      {methods.length > 1 && (
        <Tabs
          tabs={methods.map((m) => ({ id: m, label: t(METHOD_LABELS[m]) }))}
          selected={method}
          onSelect={(m) => ref?.send({ type: 'login.verifyMethod', method: m })}
          label={t('login.verify.methodsLabel')}
          panelId={panelId}
          idPrefix={baseId}
        />
      )}
      <div id={panelId} className={form.panel} {...(methods.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${method}` } : {})}>
        {valueField()}
      </div>
      {f.error && (
        <FormError onDismiss={() => ref?.send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
          {errorText(f.error)}
        </FormError>
      )}
      <Button type="submit" size="lg" block busy={checking}>
        {t(checking ? 'login.verify.checking' : 'login.verify.submit')}
      </Button>
      <Button variant="ghost" block disabled={checking} onClick={() => ref?.send({ type: 'login.cancelChallenge' })}>
        {t('login.verify.back')}
      </Button>
    </form>
  );
}
