/**
 * The one-click sign-up's dialog (App mounts it on every route while the session's one-click
 * sign-up runs). It follows the quickSignUp actor:
 *  - reading the brand's rules: a loader; unreadable: the error and a retry;
 *  - the brand asks for more than one click gives: why, and the sign-up form;
 *  - confirming: the age checkbox and "Create my account" (and the sign-up form, for a username of
 *    one's own); the gateway's refusal above the button;
 *  - the human check's stand-in widget while GEETEST3 is on (simulator mode);
 *  - created: the username and password, once, with a copy, and "I have saved them" before
 *    Continue logs the player in. The dialog cannot be closed then: the credentials are not
 *    shown again.
 */
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import { useErrorText } from '../components/error-text';
import { CheckboxField, FormError, useFocusFirstInvalid, useFocusOnMount } from '../components/form/fields';
import { useActor } from '../system/system';
import { useBrand } from '../system/use-bootstrap';
import { useChildPhase } from '../system/use-session';
import { SliderChallenge } from './SliderChallenge';
import { WorkflowGate } from './WorkflowGate';
import type { QuickSignUpPhase } from '../../machines/account/quick-sign-up/quick-sign-up.selectors';
import { useHumanCheck, useQuickSignUp, useQuickSignUpActor, type QuickSignUpRef } from './use-login';
import styles from './QuickSignUp.module.css';
import form from '../components/form/Form.module.css';

/** The account is being made: the password, the human check, the gateway's answer. */
const isCreating = (phase: QuickSignUpPhase) => phase === 'creating' || phase === 'challengeLoading' || phase === 'challenge';

export default function QuickSignUpModal() {
  const { t } = useTranslation(['account', 'forms']);
  const session = useActor('session');
  const phase = useChildPhase('quickSignUp');
  if (phase === 'absent') return null;
  if (phase === 'running') return <QuickSignUpDialog />;
  return (
    <Modal title={t('quickSignUp.title')} onClose={() => session.send({ type: 'session.closeQuickSignUp' })} size="sm">
      <WorkflowGate child="quickSignUp">{null}</WorkflowGate>
    </Modal>
  );
}

function QuickSignUpDialog() {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const ref = useQuickSignUpActor();
  const { context: c, phase } = useQuickSignUp(ref);
  const check = useHumanCheck(ref);
  if (!ref || !c) return null;
  const send = ref.send;
  const created = phase === 'created' || phase === 'copying';
  const creating = isCreating(phase);
  // The sign-up form takes this dialog's place (the register route starts it and ends this one).
  const openForm = () => navigate('/register');

  return (
    <Modal
      title={t(created ? 'quickSignUp.createdTitle' : 'quickSignUp.title')}
      onClose={() => send({ type: 'quick.cancel' })}
      closable={!created && !creating}
      size="sm"
    >
      {created ? (
        <Credentials refOf={ref} />
      ) : phase === 'loadingRules' ? (
        <Loader />
      ) : phase === 'rulesUnavailable' ? (
        <div className={form.formError} role="alert">
          <p>{c.error ? errorText(c.error) : t('errors.network')}</p>
          <Button variant="secondary" size="sm" onClick={() => send({ type: 'quick.retryRules' })}>
            {t('common.retry')}
          </Button>
        </div>
      ) : phase === 'needsForm' ? (
        <NeedsForm onOpenForm={openForm} />
      ) : (
        <Confirm refOf={ref} onOpenForm={openForm} />
      )}
      {(phase === 'challengeLoading' || (phase === 'challenge' && check.standIn)) && (
        <SliderChallenge
          challenge={phase === 'challenge' ? check.puzzle : null}
          error={phase === 'challenge' && c.error ? errorText(c.error) : null}
          onAnswer={(x) => send({ type: 'quick.challengeAnswer', x })}
          onCancel={() => send({ type: 'quick.cancelChallenge' })}
        />
      )}
    </Modal>
  );
}

/** Why one click is not enough for this brand, and the way to the form (focused: it replaced the loader). */
function NeedsForm({ onOpenForm }: { onOpenForm: () => void }) {
  const { t } = useTranslation('account');
  const focus = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={focus} className={styles.body}>
      <p className={form.lead}>{t('quickSignUp.needsForm')}</p>
      <Button block data-autofocus="" onClick={onOpenForm}>
        {t('quickSignUp.openForm')}
      </Button>
    </div>
  );
}

/** The age confirmation and "Create my account"; the focus starts at the checkbox (the step replaced the loader). */
function Confirm({ refOf, onOpenForm }: { refOf: QuickSignUpRef; onOpenForm: () => void }) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const brand = useBrand();
  const { context: c, phase } = useQuickSignUp(refOf);
  const errorId = useId();
  const invalid = useFocusFirstInvalid<HTMLFormElement>(c?.fieldErrors);
  const formRef = invalid.ref;
  useEffect(() => formRef.current?.querySelector<HTMLElement>('input')?.focus({ preventScroll: true }), [formRef]);
  if (!c) return null;
  const send = refOf.send;
  const creating = isCreating(phase);
  return (
    <form
      ref={formRef}
      className={form.form}
      noValidate
      aria-describedby={c.error ? errorId : undefined}
      onSubmit={(e) => {
        e.preventDefault();
        invalid.submitted();
        send({ type: 'form.submit' });
      }}
    >
      <p className={form.lead}>{t('quickSignUp.lead', { brand: brand.name })}</p>
      <CheckboxField
        label={t('register.ageConfirm', { age: c.ageLimit })}
        checked={c.ageConfirmed}
        onToggle={() => send({ type: 'quick.toggleAge' })}
        error={c.fieldErrors.ageConfirmed ? t(c.fieldErrors.ageConfirmed.key, c.fieldErrors.ageConfirmed.params) : null}
        required
        disabled={creating}
      />
      {c.error && phase !== 'challenge' && (
        <FormError id={errorId} onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('common.ok')}>
          {errorText(c.error)}
        </FormError>
      )}
      <Button type="submit" size="lg" block busy={creating && phase !== 'challenge'} disabled={creating}>
        {t(creating ? 'quickSignUp.creating' : 'quickSignUp.create')}
      </Button>
      <p className={form.switch}>
        <button type="button" className={form.textButton} onClick={onOpenForm} disabled={creating}>
          {t('quickSignUp.openForm')}
        </button>
      </p>
    </form>
  );
}

/** The new account's username and password, shown once. */
function Credentials({ refOf }: { refOf: QuickSignUpRef }) {
  const { t } = useTranslation(['account', 'forms']);
  const { context: c, phase } = useQuickSignUp(refOf);
  const focus = useFocusOnMount<HTMLDivElement>();
  if (!c) return null;
  const copyText = `${t('login.username')}: ${c.username}\n${t('login.password')}: ${c.password}`;
  return (
    <div ref={focus} tabIndex={-1} className={styles.body}>
      <p className={form.lead}>{t('quickSignUp.createdLead')}</p>
      <dl className={styles.credentials}>
        <div>
          <dt>{t('login.username')}</dt>
          <dd>
            <bdi dir="ltr" data-testid="quick-username">
              {c.username}
            </bdi>
          </dd>
        </div>
        <div>
          <dt>{t('login.password')}</dt>
          <dd>
            <bdi dir="ltr" data-testid="quick-password">
              {c.password}
            </bdi>
          </dd>
        </div>
      </dl>
      <Button variant="secondary" block busy={phase === 'copying'} onClick={() => refOf.send({ type: 'quick.copy', text: copyText })} data-autofocus="">
        <Icon name="copy" size={18} />
        {t('quickSignUp.copy')}
      </Button>
      <p role="status" className={c.copy === 'failed' ? form.fieldError : styles.copied}>
        {c.copy === 'copied' ? t('quickSignUp.copied') : c.copy === 'failed' ? t('quickSignUp.copyFailed') : ''}
      </p>
      <CheckboxField
        label={t('quickSignUp.saved')}
        checked={c.saved}
        onToggle={() => refOf.send({ type: 'quick.toggleSaved' })}
        error={c.fieldErrors.saved ? t(c.fieldErrors.saved.key) : null}
        required
      />
      <Button size="lg" block onClick={() => refOf.send({ type: 'quick.continue' })}>
        {t('quickSignUp.continue')}
      </Button>
    </div>
  );
}
