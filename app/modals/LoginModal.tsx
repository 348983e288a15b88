/**
 * The login modal: username and password bound to the login actor. The machine validates,
 * keeps what was typed through failures and reports field and gateway errors; this view only
 * shows them and sends events.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../error-text';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { Modal } from '../components/Modal';
import { useActors, useBrand, useLoginActor, useLoginForm } from '../system';
import styles from './Form.module.css';

type Field = 'username' | 'password';

export default function LoginModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ref = useLoginActor();
  const { username, password, fieldErrors, error, submitting } = useLoginForm(ref);
  const brand = useBrand();
  const { session } = useActors();
  const navigate = useNavigate();
  const location = useLocation();
  const [showPassword, setShowPassword] = useState(false);
  const ids = { username: useId(), password: useId(), formError: useId() };

  const change = (field: Field, value: string) => ref?.send({ type: 'login.change', field, value });
  const fieldError = (field: Field) => fieldErrors[field];
  const describedBy = (field: Field) => (fieldError(field) ? `${ids[field]}-error` : undefined);

  return (
    <Modal title={t('login.title')} onClose={onClose} size="sm">
      <p className={styles.lead}>{t('login.subtitle', { brand: brand.name })}</p>
      <form
        className={styles.form}
        noValidate
        aria-describedby={error ? ids.formError : undefined}
        onSubmit={(e) => {
          e.preventDefault();
          ref?.send({ type: 'login.submit' });
        }}
      >
        <div className={styles.field}>
          <label htmlFor={ids.username} className={styles.label}>
            {t('login.username')}
          </label>
          <div className={styles.control}>
            <Icon name="user" size={18} className={styles.controlIcon} />
            <input
              id={ids.username}
              name="username"
              className={styles.input}
              value={username}
              onChange={(e) => change('username', e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder={t('login.usernamePlaceholder')}
              readOnly={submitting}
              aria-invalid={fieldError('username') ? true : undefined}
              aria-describedby={describedBy('username')}
              data-autofocus=""
            />
          </div>
          {fieldError('username') && (
            <p id={`${ids.username}-error`} className={styles.fieldError}>
              {t(fieldError('username')!)}
            </p>
          )}
        </div>

        <div className={styles.field}>
          <label htmlFor={ids.password} className={styles.label}>
            {t('login.password')}
          </label>
          <div className={styles.control}>
            <Icon name="lock" size={18} className={styles.controlIcon} />
            <input
              id={ids.password}
              name="password"
              type={showPassword ? 'text' : 'password'}
              className={styles.input}
              value={password}
              onChange={(e) => change('password', e.target.value)}
              autoComplete="current-password"
              placeholder={t('login.passwordPlaceholder')}
              readOnly={submitting}
              aria-invalid={fieldError('password') ? true : undefined}
              aria-describedby={describedBy('password')}
            />
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={showPassword}
              aria-label={t('login.showPassword')}
              onClick={() => setShowPassword((s) => !s)}
            >
              <Icon name={showPassword ? 'eyeOff' : 'eye'} size={18} />
            </button>
          </div>
          {fieldError('password') && (
            <p id={`${ids.password}-error`} className={styles.fieldError}>
              {t(fieldError('password')!)}
            </p>
          )}
        </div>

        {error && (
          <p id={ids.formError} className={styles.formError} role="alert">
            {/* Our catalogue's text for the code wins over the server's own message. */}
            {errorText(error)}
          </p>
        )}

        <Button type="submit" size="lg" block busy={submitting} disabled={!ref}>
          {t(submitting ? 'login.submitting' : 'login.submit')}
        </Button>
      </form>

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
