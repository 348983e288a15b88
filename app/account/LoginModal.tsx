/**
 * The login modal: the shared login form (app/account/LoginForm) plus what only the member
 * login has: the switch to register, the one-click sign-up, one-click free play (FREEPLAY3) and
 * social logins. While
 * the forgot-password form is open it takes this modal's place (App mounts it).
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { LoginForm } from './LoginForm';
import { SocialLogins } from './SocialLogins';
import { QuickSignUpButton, useQuickSignUpOffered } from './QuickSignUpButton';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { useErrorText } from '../components/error-text';
import { useActor } from '../system/system';
import { useBrand, useFlag } from '../system/use-bootstrap';
import { useForgotPasswordActor, useLoginActor, useLoginForm } from './use-login';
import { useFreeplay } from '../system/use-session';
import styles from '../components/form/Form.module.css';

export default function LoginModal({ onClose }: { onClose: () => void }) {
  const forgot = useForgotPasswordActor();
  // The forgot-password modal is on screen instead (App mounts it for every route).
  if (forgot) return null;
  return <LoginDialog onClose={onClose} />;
}

function LoginDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  const brand = useBrand();
  const session = useActor('session');
  const navigate = useNavigate();
  const location = useLocation();
  const freeplayOn = useFlag('FREEPLAY3');
  const freeplay = useFreeplay();
  const quickSignUp = useQuickSignUpOffered();
  // While an unregistered-IP login is being verified, only that step is on screen.
  const { phase } = useLoginForm(useLoginActor());
  const verifying = phase === 'verifying' || phase === 'checking';

  return (
    <Modal title={t('login.title')} onClose={onClose} size="sm">
      <p className={styles.lead}>{t('login.subtitle', { brand: brand.name })}</p>
      <LoginForm variant="member" />

      {(freeplayOn || quickSignUp) && !verifying && (
        <div className={styles.extra}>
          {quickSignUp && <QuickSignUpButton onStarted={onClose} />}
          {freeplayOn && (
            <>
              <Button variant="ghost" block busy={freeplay.busy} onClick={() => session.send({ type: 'session.freeplay' })}>
                <Icon name="gamepad" size={18} />
                {t('login.freeplay')}
              </Button>
              {freeplay.error && (
                <p className={styles.fieldError} role="alert">
                  {errorText(freeplay.error)}
                </p>
              )}
            </>
          )}
        </div>
      )}

      {!verifying && <SocialLogins />}

      <p className={styles.switch}>
        {t('login.noAccount')}{' '}
        <button
          type="button"
          className={styles.textButton}
          onClick={() => {
            // The prompt closes; the register route opens its own modal.
            session.send({ type: 'session.dismissLogin' });
            navigate('/register', { replace: location.pathname === '/login', state: location.state ?? { from: location.pathname + location.search } });
          }}
        >
          {t('login.registerLink')}
        </button>
      </p>
    </Modal>
  );
}
