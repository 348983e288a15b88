/**
 * The jackpot ticker (spec §2, §9): the jackpot machine's value with 2 decimals. It changes every
 * few seconds, so it is not announced (aria-live off); each changed digit rolls in.
 */
import { useTranslation } from 'react-i18next';
import { useMoneyFormatter } from '../../components/format';
import { useStartActor } from '../../system/system';
import { useJackpot } from '../use-catalogue';
import { useWallet } from '../../system/use-wallet';
import styles from './HomeContent.module.css';

export function JackpotTicker() {
  const { t } = useTranslation('games');
  useStartActor('jackpot');
  const value = useJackpot();
  const { currencySymbol } = useWallet();
  const format = useMoneyFormatter();
  const text = value === null ? '' : format(value);
  return (
    <section className={styles.jackpot} aria-labelledby="home-jackpot">
      <h2 id="home-jackpot" className={styles.jackpotTitle}>
        {t('home.jackpot')}
      </h2>
      {value === null ? (
        // Until the ticker starts: a skeleton in the value's place (no layout shift, no bare currency sign).
        <p className={styles.jackpotValue} role="status" aria-busy="true" data-testid="jackpot-loading">
          <span className={`${styles.jackpotSkeleton} shimmer`} aria-hidden="true" />
          <span className="visually-hidden">{t('common.loading')}</span>
        </p>
      ) : (
      <p className={styles.jackpotValue} aria-live="off" data-testid="jackpot">
        <span className={styles.currency}>{currencySymbol}</span>
        {[...text].map((ch, i) => (
          // Keyed by place and character: a digit that changes mounts anew and rolls in.
          <span key={`${text.length - i}-${ch}`} className={/\d/.test(ch) ? styles.digit : styles.sep}>
            {ch}
          </span>
        ))}
      </p>
      )}
    </section>
  );
}
