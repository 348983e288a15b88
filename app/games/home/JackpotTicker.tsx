/**
 * The jackpot ticker (spec §2, §9): the jackpot machine's value with 2 decimals. It changes every
 * few seconds, so it is not announced (aria-live off); each changed digit rolls in.
 */
import { useTranslation } from 'react-i18next';
import { useCurrencyFormatter } from '../../components/format';
import { useStartActor } from '../../system/system';
import { useJackpot } from '../use-catalogue';
import { useCurrencySymbol } from '../../system/use-wallet';
import styles from './HomeContent.module.css';

export function JackpotTicker() {
  const { t } = useTranslation('games');
  useStartActor('jackpot');
  const value = useJackpot();
  const currencySymbol = useCurrencySymbol();
  const format = useCurrencyFormatter();
  // The symbol stands where the language puts a currency's (before or after the amount).
  const text = value === null ? '' : format(value, currencySymbol);
  const at = currencySymbol ? text.indexOf(currencySymbol) : -1;
  // Keyed by place from the end and character: a digit that changes mounts anew and rolls in.
  const chars = (part: string, from: number) =>
    [...part].map((ch, i) => (
      <span key={`${text.length - from - i}-${ch}`} className={/\p{Nd}/u.test(ch) ? styles.digit : styles.sep}>
        {ch}
      </span>
    ));
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
          {at < 0 ? (
            <>
              <span className={styles.currency}>{currencySymbol}</span>
              {chars(text, 0)}
            </>
          ) : (
            <>
              {chars(text.slice(0, at), 0)}
              <span className={styles.currency}>{currencySymbol}</span>
              {chars(text.slice(at + currencySymbol.length), at + currencySymbol.length)}
            </>
          )}
        </p>
      )}
    </section>
  );
}
