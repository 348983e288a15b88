import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { languageOf, type LanguageCode } from '../../machines/shell/language/languages';
import { LANGUAGE_NAMES } from './language-names';
import { useActor } from '../system/system';
import { useLanguage } from '../i18n/use-language';
import styles from './LanguageSelector.module.css';

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
      <select id={id} className={styles.select} value={current} onChange={(e) => language.send({ type: 'language.change', lang: e.target.value })}>
        {/* Each language by its own name, marked as written in it (its fonts, a screen reader's voice). */}
        {supported.map((code) => (
          <option key={code} value={code} lang={languageOf(code)?.tag}>
            {LANGUAGE_NAMES[code as LanguageCode] ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
