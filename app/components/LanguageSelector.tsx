import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { localeOf } from '../i18n/i18n';
import { useActor } from '../system/system';
import { useLanguage } from '../i18n/use-language';
import styles from './LanguageSelector.module.css';

/** Each language in its own script: a reader finds theirs whatever the current language is. */
export const NATIVE_LANGUAGE_NAMES: Readonly<Record<string, string>> = {
  EN: 'English',
  CN: '中文',
  TH: 'ไทย',
};

export function LanguageSelector({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { current, supported } = useLanguage();
  const language = useActor('language');
  const id = useId();
  return (
    <div className={[styles.selector, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        <Icon name="globe" size={18} />
        {t('languages.label')}
      </label>
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(e) => language.send({ type: 'language.change', lang: e.target.value })}
      >
        {supported.map((code) => (
          <option key={code} value={code} lang={localeOf(code)}>
            {NATIVE_LANGUAGE_NAMES[code] ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
