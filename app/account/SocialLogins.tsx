/**
 * Social sign-in (spec §2: facebook, google, line), shown when the brand offers them
 * (`brand.socialLogins`: only known providers with a usable address, `usableSocialLogins`).
 * Each button starts the social sign-in workflow (machines/account/social-login): the provider's
 * popup, then the gateway's login. While one runs its button is busy and a Cancel closes the
 * popup; a failure (popup blocked or closed, the provider's error, the gateway's refusal) is said
 * under the buttons, translated, and choosing a provider again tries again.
 */
import { useTranslation } from 'react-i18next';
import { usableSocialLogins, type SocialProvider } from '../../machines/account/social-login/social-login.types';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { useStartActor } from '../system/system';
import { useBrand } from '../system/use-bootstrap';
import { useSendSocialLogin, useSocialLogin } from './use-social-login';
import styles from './Account.module.css';

const MARKS: Record<SocialProvider, string> = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9h3l.5-4h-3.5V8.8c0-.5.3-.8.5-.8z',
  google:
    'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.9h5.4a4.6 4.6 0 01-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.4zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0012 22zM6.4 14a6 6 0 010-3.9V7.5H3.1a10 10 0 000 9zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 003.1 7.5l3.3 2.6C7.2 7.7 9.4 5.9 12 5.9z',
  line: 'M12 3C6.5 3 2 6.6 2 11c0 3.9 3.5 7.2 8.3 7.9.3.1.8.2.9.5.1.3.1.7 0 1l-.1.9c0 .3-.2 1 .9.6s6-3.5 8.2-6.1c1.5-1.6 1.8-3.2 1.8-4.8C22 6.6 17.5 3 12 3z',
};

export function SocialLogins() {
  const links = usableSocialLogins(useBrand().socialLogins);
  if (links.length === 0) return null;
  return <SocialButtons links={links} />;
}

function SocialButtons({ links }: { links: [SocialProvider, string][] }) {
  const { t } = useTranslation(['account', 'forms']);
  const errorText = useErrorText();
  // Loaded with the modal: the popup must open within the click's user activation.
  useStartActor('socialLogin');
  const state = useSocialLogin();
  const send = useSendSocialLogin();
  const name = (p: SocialProvider) => t(`login.social.${p}`);
  return (
    <div className={styles.social}>
      <p className={styles.divider}>
        <span>{t('login.social.title')}</span>
      </p>
      <ul className={styles.socialList}>
        {links.map(([provider, url]) => (
          <li key={provider}>
            <button
              type="button"
              className={[styles.socialButton, styles[provider]].join(' ')}
              aria-label={t('login.social.with', { provider: name(provider) })}
              aria-busy={state.busy === provider || undefined}
              disabled={state.busy !== null}
              onClick={() => send({ type: 'social.start', provider, url })}
            >
              <svg width={20} height={20} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
                <path d={MARKS[provider]} />
              </svg>
              <span>{name(provider)}</span>
            </button>
          </li>
        ))}
      </ul>
      {state.busy && (
        <p className={styles.socialStatus} role="status">
          <span>{t(state.step === 'withProvider' ? 'login.social.waiting' : 'login.social.signingIn', { provider: name(state.busy) })}</span>
          {state.step === 'withProvider' && (
            <Button variant="ghost" size="sm" onClick={() => send({ type: 'social.cancel' })}>
              {t('common.cancel')}
            </Button>
          )}
        </p>
      )}
      {state.error && !state.busy && (
        <p className={styles.socialError} role="alert">
          {errorText(state.error)}
        </p>
      )}
    </div>
  );
}
