/**
 * The registration centre (spec §2): register a downline directly — player or agent, under the
 * server's registration rules (the member registration's rules and messages: every field the brand
 * turns on is shown, labelled and typed as in the register modal, and required as its rule says) — and the agent's
 * referral links, each with a copy button and a QR code. A registered downline is shown with a
 * way to it in downline management (the list there reads its page again, newest first).
 */
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isAgentType } from '../../machines/agent/account-types';
import { extraFields, type DownlineField } from '../../machines/agent/registration-centre/registration-centre.selectors';
import { DOWNLINE_KINDS } from '../../machines/agent/registration-centre/registration-centre.types';
import { Button, buttonClass } from '../components/Button';
import centre from '../components/centre/Centre.module.css';
import { CopyButton } from '../components/CopyButton';
import { useErrorText } from '../components/error-text';
import { DialingCodeSelect, FormError, PasswordField, passwordRuleHint, TextField, useFocusFirstInvalid } from '../components/form/fields';
import form from '../components/form/Form.module.css';
import { REGISTRATION_INPUTS } from '../components/form/registration-inputs';
import { useFormBinding } from '../components/form/use-form';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { QrCode } from '../components/QrCode';
import { useToday } from '../components/records/use-today';
import { useBrand } from '../system/use-bootstrap';
import { useIsLoggedIn } from '../system/use-session';
import { useRegistrationForm, useRegistrationPhases, useSendRegistrationCentre } from './use-registration-centre';
import styles from './RegistrationCentre.module.css';

export default function RegistrationCentrePage() {
  const send = useSendRegistrationCentre();
  const loggedIn = useIsLoggedIn();
  // Today in the agent's time zone and the brand's age limit: the birthday's age check.
  const today = useToday();
  const { ageLimit } = useBrand();
  useEffect(() => {
    if (loggedIn) send({ type: 'centre.open', today, ageLimit });
  }, [loggedIn, send, today, ageLimit]);
  return (
    <div className={styles.layout}>
      <RegisterDownline />
      <ReferralLinks />
    </div>
  );
}

function RegisterDownline() {
  const { t } = useTranslation(['agent', 'forms', 'account']);
  const errorText = useErrorText();
  const c = useRegistrationForm();
  const { form: phase } = useRegistrationPhases();
  const send = useSendRegistrationCentre();
  // The form kit's binding sends through the root (the actor's own events).
  const ref = useMemo(() => ({ send: send as (e: { type: string; [k: string]: unknown }) => void }), [send]);
  const fields = useFormBinding<DownlineField>(ref, c);
  const invalid = useFocusFirstInvalid<HTMLFormElement>(c?.fieldErrors);
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const errorId = `${baseId}-error`;
  const sending = phase === 'sending';

  let body;
  if (!c || phase === 'idle' || phase === 'loadingRules') body = <Loader />;
  else if (phase === 'rulesFailed') {
    body = (
      <div className={centre.notice} role="alert">
        <p>{c.rulesError ? errorText(c.rulesError) : t('errors.unknown')}</p>
        <Button onClick={() => send({ type: 'rules.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (phase === 'registered' && c.registered) {
    const kind = isAgentType(c.registered.type) ? 'AGENT' : 'PLAYER';
    body = (
      <div className={styles.done} role="status" data-testid="registered-downline">
        <Icon name="users" size={24} />
        <p>{t('registrationCentre.registered', { account: c.registered.account, kind: t(`registrationCentre.kinds.${kind}`) })}</p>
        <div className={styles.actions}>
          <Link className={buttonClass('primary')} to="/agentHome/downlineManagement">
            {t('registrationCentre.seeInList')}
          </Link>
          <Button variant="secondary" onClick={() => send({ type: 'form.reset' })}>
            {t('registrationCentre.another')}
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <form
        ref={invalid.ref}
        className={form.form}
        noValidate
        aria-describedby={c.error ? errorId : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          invalid.submitted();
          send({ type: 'form.submit' });
        }}
      >
        <fieldset className={styles.kinds}>
          <legend className={styles.legend}>{t('registrationCentre.kind')}</legend>
          <div className={styles.kindOptions}>
            {DOWNLINE_KINDS.map((k) => (
              <label key={k} className={styles.kindOption}>
                <input type="radio" name={`${baseId}-kind`} value={k} checked={c.kind === k} disabled={sending} onChange={() => fields.change('kind', k)} />
                <span>
                  <strong>{t(`registrationCentre.kinds.${k}`)}</strong>
                  <span className={styles.kindHint}>{t(`registrationCentre.kindHints.${k}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <TextField
          label={t('registrationCentre.username')}
          {...fields.bind('username')}
          hint={passwordRuleHint(t, c.rules?.username)}
          required
          icon="user"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={sending}
        />
        <PasswordField
          label={t('registrationCentre.password')}
          {...fields.bind('password')}
          hint={passwordRuleHint(t, c.rules?.password)}
          required
          autoComplete="new-password"
          readOnly={sending}
        />
        <PasswordField
          label={t('registrationCentre.confirmPassword')}
          {...fields.bind('confirmPassword')}
          required
          autoComplete="new-password"
          readOnly={sending}
        />
        {extraFields(c.rules).map(({ field, required }) => {
          const { reveal, ...bits } = REGISTRATION_INPUTS[field] ?? {};
          return (
            <TextField
              key={field}
              {...bits}
              reveal={reveal}
              label={t(`account:register.fields.${field}`)}
              {...fields.bind(field)}
              required={required}
              readOnly={sending}
              {...(field === 'mobileNum'
                ? { start: <DialingCodeSelect value={c.countryDialingCode} onChange={(v) => fields.change('countryDialingCode', v)} disabled={sending} /> }
                : {})}
            />
          );
        })}
        {c.error && (
          <FormError id={errorId} onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
            {errorText(c.error)}
          </FormError>
        )}
        <Button type="submit" size="lg" busy={sending}>
          {t(sending ? 'registrationCentre.submitting' : 'registrationCentre.submit')}
        </Button>
      </form>
    );
  }

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('registrationCentre.formTitle')}
      </h2>
      <p className={styles.lead}>{t('registrationCentre.formLead')}</p>
      {body}
    </section>
  );
}

function ReferralLinks() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const c = useRegistrationForm();
  const { links: phase } = useRegistrationPhases();
  const send = useSendRegistrationCentre();
  const titleId = useId();

  let body;
  if (!c || phase === 'idle' || phase === 'loading') body = <Loader />;
  else if (phase === 'failed' || !c.links) {
    body = (
      <div className={centre.notice} role="alert">
        <p>{c.linksError ? errorText(c.linksError) : t('errors.unknown')}</p>
        <Button onClick={() => send({ type: 'links.retry' })}>
          <Icon name="retry" size={18} />
          {t('common.retry')}
        </Button>
      </div>
    );
  } else {
    const links = c.links;
    body = (
      <>
        <div className={styles.code}>
          <span>{t('registrationCentre.code')}</span>
          <strong dir="ltr" data-testid="affiliate-code">
            {links.affiliateCode}
          </strong>
          <CopyButton value={links.affiliateCode} label={t('registrationCentre.copyCode')} />
        </div>
        {links.links.length === 0 ? (
          <p className={styles.lead}>{t('registrationCentre.noLinks')}</p>
        ) : (
          <ul className={styles.links}>
            {links.links.map((l) => (
              <li key={l.kind} className={styles.link} data-testid={`referral-${l.kind}`}>
                <div className={styles.linkText}>
                  <strong>{t(`registrationCentre.links.${l.kind}`)}</strong>
                  <span className={styles.url} dir="ltr">
                    {l.url}
                  </span>
                  <span className={styles.copyRow}>
                    <CopyButton value={l.url} label={t('registrationCentre.copyLink', { kind: t(`registrationCentre.links.${l.kind}`) })} />
                    <span aria-hidden="true">{t('registrationCentre.copy')}</span>
                  </span>
                </div>
                <QrCode value={l.url} size={120} label={t('registrationCentre.qr', { kind: t(`registrationCentre.links.${l.kind}`) })} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {t('registrationCentre.linksTitle')}
      </h2>
      <p className={styles.lead}>{t('registrationCentre.linksLead')}</p>
      {body}
    </section>
  );
}
