/**
 * The register modal (/register): on mount it asks the session to open the registration form
 * (with the invitation code from the URL, the domain, the page URL and today's local date) and
 * closes it on unmount. Tabs, fields, required marks and messages follow the registration
 * actor: the server's field rules decide what is shown, the machine validates, checks the
 * invitation code, runs the human check, sends the SMS code and registers. A success logs the
 * session in and App leaves /register.
 */
import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { visibleFields, type RegistrationField, type RegistrationTab, type VisibleField } from '../../machines/account/registration/registration.machine';
import { CheckboxField, DialingCodeSelect, FormError, Tabs, TextField, useFocusFirstInvalid, type TextFieldProps } from '../components/form/fields';
import { SliderChallenge } from './SliderChallenge';
import { SmsCodeButton } from './SmsCodeButton';
import { Button } from '../components/Button';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { numberFormat, useLocaleTag } from '../components/format';
import { useErrorText } from '../components/error-text';
import { useActor } from '../system/system';
import { useBrand, useFlags } from '../system/use-bootstrap';
import { useHumanCheck, useRegistrationActor, useRegistrationForm } from './use-login';
import { useSessionError, useSessionPhase } from '../system/use-session';
import accountStyles from './Account.module.css';
import quickStyles from './QuickSignUp.module.css';
import styles from '../components/form/Form.module.css';
import { WorkflowGate } from './WorkflowGate';
import { signUpOrigin } from './affiliate-code';
import { QuickSignUpButton, useQuickSignUpOffered } from './QuickSignUpButton';
import { useFormBinding } from '../components/form/use-form';
import { REGISTRATION_INPUTS } from '../components/form/registration-inputs';

/** Today in the visitor's time zone, 'yyyy-MM-dd' (the age check's reference). */
export function localToday(now = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** The white-label flags the registration form is started with. */
/** Spec §9: the bonus for binding Zalo, up to 131K. */
const ZALO_BONUS_MAX = 131_000;

const REGISTRATION_FLAGS = ['USERNAMEREG3', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3'] as const;

/** `banner`: the registration banners (group w_reg), handed in by the shell. */
export default function RegisterModal({ onClose, banner = null }: { onClose: () => void; banner?: ReactNode }) {
  const { t } = useTranslation(['account', 'forms']);
  const brand = useBrand();
  const navigate = useNavigate();
  const location = useLocation();
  const session = useActor('session');
  const sessionPhase = useSessionPhase();
  const quickSignUp = useQuickSignUpOffered();
  const loggedOut = sessionPhase === 'loggedOut';
  const flags = useFlags();
  const flagKey = REGISTRATION_FLAGS.map((f) => (flags[f] ? 1 : 0)).join('');
  // What the form starts with is read once, when the modal opens.
  const [start] = useState(() => ({ search: location.search }));

  // The form lives while this modal is open (and the visitor logged out); a change of the
  // registration flags (the white-label menu arriving late) starts it again with them.
  useEffect(() => {
    if (!loggedOut) return;
    session.send({ type: 'session.openRegister', ...signUpOrigin(start.search), today: localToday() });
    return () => session.send({ type: 'session.closeForm' });
  }, [session, loggedOut, start, flagKey]);

  return (
    <Modal title={t('register.title')} onClose={onClose} size="md">
      {banner}
      <p className={styles.lead}>{t('register.subtitle', { brand: brand.name })}</p>
      {/* The quick way first: one click instead of the form below. */}
      {quickSignUp && sessionPhase === 'loggedOut' && (
        <div className={quickStyles.quick}>
          <QuickSignUpButton onStarted={onClose} />
        </div>
      )}
      {sessionPhase === 'loadingMember' || sessionPhase === 'memberUnavailable' ? (
        <SigningIn phase={sessionPhase} />
      ) : (
        <WorkflowGate child="registration">
          <RegistrationForm />
        </WorkflowGate>
      )}
      <p className={styles.switch}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.textButton} onClick={() => navigate('/login', { replace: true, state: location.state })}>
          {t('register.loginLink')}
        </button>
      </p>
    </Modal>
  );
}

/**
 * Registered: the session logs the new member in and reads their details. While that request
 * runs, say so; when it failed (and while it is tried again), its error and a retry — never a
 * spinner that outlives its request.
 */
function SigningIn({ phase }: { phase: 'loadingMember' | 'memberUnavailable' }) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const session = useActor('session');
  const error = useSessionError();
  if (phase === 'memberUnavailable' || error) {
    return (
      <div className={styles.formError} role="alert">
        <p>{t('register.signInUnfinished')}</p>
        <p>{error ? errorText(error) : t('errors.network')}</p>
        <Button variant="secondary" size="sm" busy={phase === 'loadingMember'} onClick={() => session.send({ type: 'session.retry' })}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="status" className={accountStyles.notice}>
      <Loader />
      {t('register.success')}
    </div>
  );
}

function RegistrationForm() {
  const { t } = useTranslation(['account', 'forms']);
  const locale = useLocaleTag();
  const errorText = useErrorText();
  const ref = useRegistrationActor();
  const { context: c, phase, checkingAffiliate, smsRef } = useRegistrationForm(ref);
  const check = useHumanCheck(ref);
  const baseId = useId();
  const panelId = `${baseId}-panel`;
  const errorId = `${baseId}-error`;
  const invalid = useFocusFirstInvalid<HTMLFormElement>(c?.fieldErrors);
  const form = useFormBinding<RegistrationField>(ref, c);

  if (phase === 'closed') {
    return (
      <p className={accountStyles.notice} role="status">
        {t(c?.notice ?? 'register.unavailable')}
      </p>
    );
  }
  // The field rules could not be read: the form does not open without them (its fields would be
  // wrong and the server would refuse it). The error and a retry; the machine retries by itself too.
  if (c && (phase === 'rulesUnavailable' || (phase === 'loadingRules' && c.error))) {
    return (
      <div className={styles.formError} role="alert">
        <p>{c.error ? errorText(c.error) : t('errors.unknown')}</p>
        <Button variant="secondary" size="sm" busy={phase === 'loadingRules'} onClick={() => ref?.send({ type: 'registration.retryRules' })}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!c || phase === 'starting' || phase === 'loadingRules') return <Loader />;
  if (phase === 'registered') {
    return (
      <div role="status" className={accountStyles.notice}>
        <Loader />
        {t('register.success')}
      </div>
    );
  }

  const editing = phase === 'editing';
  const busy = !editing;
  const fields = visibleFields(c);
  const message = form.error;
  const change = form.change;
  const tabs: { id: RegistrationTab; label: string }[] = c.tabs.map((id) => ({ id, label: t(`register.tabs.${id}`) }));
  const ruleHint = (f: VisibleField) =>
    f.rule && f.rule.patternId != null && (f.field === 'username' || f.field === 'password')
      ? t(`validation.pattern.${f.rule.patternId}`, { min: f.rule.minLength ?? 0, max: f.rule.maxLength ?? '∞' })
      : undefined;

  const renderField = (f: VisibleField, index: number) => {
    const { field, required } = f;
    if (field === 'countryDialingCode') return null;
    const bits = REGISTRATION_INPUTS[field] ?? {};
    const { reveal, ...inputBits } = bits;
    const props: TextFieldProps = {
      ...inputBits,
      reveal,
      label: t(`register.fields.${field}`),
      ...form.bind(field),
      hint: ruleHint(f),
      required,
      readOnly: busy,
      ...(index === 0 ? { 'data-autofocus': '' } : {}),
    } as TextFieldProps;
    if (field === 'mobileNum') {
      props.start = <DialingCodeSelect value={c.countryDialingCode} onChange={(v) => change('countryDialingCode', v)} disabled={busy} />;
    }
    if (field === 'verificationCode') {
      props.end = <SmsCodeButton smsRef={smsRef} disabled={busy} onSend={() => ref?.send({ type: 'registration.sendCode' })} />;
    }
    // Spec §9: the Zalo reward, up to 131K (the amount as the spec gives it, compact in the reader's notation).
    if (field === 'zalo') props.hint = t('register.zaloBonus', { amount: numberFormat(locale, { notation: 'compact' }).format(ZALO_BONUS_MAX) });
    if (field === 'affiliateCode') {
      props.onBlur = () => form.blur('affiliateCode');
      if (checkingAffiliate) props.hint = t('register.checkingCode');
    }
    return <TextField key={field} {...props} />;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    ref?.send({ type: 'form.submit' });
  };

  return (
    <>
      <form ref={invalid.ref} className={styles.form} noValidate aria-describedby={c.error ? errorId : undefined} onSubmit={submit}>
        {tabs.length > 1 && c.tab && (
          <Tabs
            tabs={tabs}
            selected={c.tab}
            onSelect={(tab) => ref?.send({ type: 'registration.tab', tab })}
            label={t('register.tabsLabel')}
            panelId={panelId}
            idPrefix={baseId}
          />
        )}
        <div id={panelId} className={accountStyles.panel} {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': `${baseId}-tab-${c.tab}` } : {})}>
          <p className={accountStyles.requiredNote}>{t('register.requiredNote')}</p>
          {fields.map(renderField)}
          <CheckboxField
            label={t('register.ageConfirm', { age: c.ageLimit })}
            checked={c.ageConfirmed}
            onToggle={() => ref?.send({ type: 'registration.toggleAge' })}
            error={message('ageConfirmed')}
            required
            disabled={busy}
          />
        </div>
        {c.error && phase !== 'challenge' && (
          <FormError id={errorId} onDismiss={() => ref?.send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
            {errorText(c.error)}
          </FormError>
        )}
        <Button type="submit" size="lg" block busy={busy && phase !== 'challenge'} disabled={!editing}>
          {t(editing ? 'register.submit' : 'register.submitting')}
        </Button>
      </form>
      {(phase === 'challengeLoading' || (phase === 'challenge' && check.standIn)) && (
        <SliderChallenge
          challenge={phase === 'challenge' ? check.puzzle : null}
          error={phase === 'challenge' && c.error ? errorText(c.error) : null}
          onAnswer={(x) => ref?.send({ type: 'registration.challengeAnswer', x })}
          onCancel={() => ref?.send({ type: 'registration.cancelChallenge' })}
        />
      )}
    </>
  );
}
