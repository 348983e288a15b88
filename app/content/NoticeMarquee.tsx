/**
 * The scrolling notice strip on the home page: titles only, pauses on hover and focus, still
 * (and scrollable by hand) for people who prefer reduced motion. An item opens the notice modal.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Notice } from '../../machines/content/content.types';
import { Icon } from '../components/Icon';
import styles from './NoticeMarquee.module.css';

export function NoticeMarquee({ notices, onOpen }: { notices: readonly Notice[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  const chars = notices.reduce((n, x) => n + x.title.length + 8, 0);
  const style = { '--marquee-duration': `${Math.max(20, Math.round(chars * 0.28))}s` } as CSSProperties;
  const items = (clone: boolean) =>
    notices.map((n) => (
      <li key={n.id} className={styles.item}>
        <button type="button" className={styles.itemButton} tabIndex={clone ? -1 : undefined} onClick={() => onOpen(n.id)}>
          {n.title}
        </button>
      </li>
    ));
  return (
    <section className={styles.marquee} aria-label={t('notices.marqueeLabel')}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name="megaphone" size={18} />
      </span>
      <div className={styles.viewport}>
        <div className={styles.rail} style={style}>
          <ul className={styles.track}>{items(false)}</ul>
          <ul className={[styles.track, styles.clone].join(' ')} aria-hidden="true">
            {items(true)}
          </ul>
        </div>
      </div>
    </section>
  );
}
