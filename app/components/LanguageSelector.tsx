import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { languageOf } from '../../machines/shell/language/languages';
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
      <select
        id={id}
        className={styles.select}
        value={current}
        onChange={(e) => language.send({ type: 'language.change', lang: e.target.value })}
      >
        {/* Each language by its own name in its own script: a reader finds theirs whatever the current language is. */}
        {supported.map((code) => {
          const language = languageOf(code);
          return (
            <option key={code} value={code} lang={language?.tag}>
              {language?.name ?? code}
            </option>
          );
        })}
      </select>
    </div>
  );
}
