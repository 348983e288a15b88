/**
 * The image captcha under a failed login: the code input, the image from `/wps/captcha` and a
 * refresh button (throttled by the machine: disabled while loading and cooling down).
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import type { CaptchaPhase } from './use-login';
import { TextField } from '../components/form/fields';
import styles from './Account.module.css';

/** The captcha's base64 as a data URL: SVG when it decodes to SVG markup, PNG otherwise. */
export function captchaDataUrl(base64: string): string {
  let svg = false;
  try {
    // 64 base64 characters are 48 whole bytes: enough to see the markup's start.
    const head = atob(base64.trim().slice(0, 64)).trimStart().toLowerCase();
    svg = head.startsWith('<svg') || head.startsWith('<?xml');
  } catch {
    svg = false;
  }
  return `data:image/${svg ? 'svg+xml' : 'png'};base64,${base64}`;
}

export function CaptchaField({
  value,
  onValueChange,
  image,
  phase,
  onRefresh,
  error,
  readOnly,
}: {
  value: string;
  onValueChange: (v: string) => void;
  image: string | null;
  phase: CaptchaPhase;
  onRefresh: () => void;
  error?: string | null;
  readOnly?: boolean;
}) {
  const { t } = useTranslation(['account', 'forms']);
  const src = useMemo(() => (image ? captchaDataUrl(image) : null), [image]);
  return (
    <TextField
      label={t('login.captcha')}
      icon="shield"
      value={value}
      onValueChange={onValueChange}
      error={error}
      required
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      placeholder={t('login.captchaPlaceholder')}
      readOnly={readOnly}
      end={
        <span className={styles.captchaBox}>
          {src ? (
            <img className={styles.captchaImage} src={src} alt={t('login.captchaImage')} width={120} height={40} data-testid="captcha-image" />
          ) : (
            <span className={styles.captchaImage} aria-hidden="true" />
          )}
          <button
            type="button"
            className={styles.iconButton}
            onClick={onRefresh}
            disabled={phase !== 'shown'}
            aria-busy={phase === 'loading' || undefined}
            aria-label={t('login.refreshCaptcha')}
            title={t('login.refreshCaptcha')}
          >
            <Icon name="refresh" size={18} className={phase === 'loading' ? styles.spinning : undefined} />
          </button>
        </span>
      }
    />
  );
}
