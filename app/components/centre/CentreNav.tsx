/**
 * The left navigation of a centre (member, agent): the pages in the spec's order, the current
 * one marked, a count badge where a page has one. On a phone it becomes a tab bar that scrolls
 * sideways, the current tab scrolled into view.
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../Icon';
import { CountBadge } from '../CountBadge';
import type { CentreLink, CentrePage } from './centre-page';
import styles from './Centre.module.css';

interface Props {
  /** The pages shown (already filtered for this member). */
  pages: readonly CentrePage[];
  /** Shortcuts after a divider (the agent centre's deposit, withdraw...). */
  shortcuts?: readonly CentrePage[];
  /** Pages outside the centre it also leads to, after a divider (the member centre's points mall). */
  links?: readonly CentreLink[];
  current: string | null;
  /** The centre's path: links go to `${base}/${id}`. */
  base: string;
  /** Catalogue key naming the navigation for screen readers. */
  labelKey: string;
}

export function CentreNav({ pages, shortcuts = [], links = [], current, base, labelKey }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  // On the phone's tab bar, keep the current tab in view.
  useEffect(() => {
    const active = listRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const item = (p: CentrePage) => <NavItem key={p.id} page={p} base={base} current={p.id === current} />;
  return (
    <nav className={styles.nav} aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t(labelKey)}
      </h2>
      <div ref={listRef} className={styles.navScroll}>
        <ul className={styles.navList}>{pages.map(item)}</ul>
        {shortcuts.length > 0 && <ul className={[styles.navList, styles.navShortcuts].join(' ')}>{shortcuts.map(item)}</ul>}
        {links.length > 0 && (
          <ul className={[styles.navList, styles.navShortcuts].join(' ')}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.navItem}>
                  <Icon name={link.icon} size={18} />
                  <span className={styles.navLabel}>{t(link.titleKey)}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </nav>
  );
}

function NavItem({ page, base, current }: { page: CentrePage; base: string; current: boolean }) {
  const { t } = useTranslation();
  const count = page.useBadge?.() ?? 0;
  const title = t(page.titleKey);
  return (
    <li>
      <Link to={`${base}/${page.id}`} className={styles.navItem} aria-current={current ? 'page' : undefined}>
        <Icon name={page.icon} size={18} />
        <span className={styles.navLabel}>{title}</span>
        <CountBadge count={count} label={t('centre.badge', { count })} />
      </Link>
    </li>
  );
}
