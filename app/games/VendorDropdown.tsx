/**
 * The header's vendor dropdown (spec §2): a type's vendors (logo and name) under its nav item, a
 * large grid when it has more than 10. Choosing a vendor starts it through the launcher, which
 * routes lottery vendors, RNG and game-list vendors itself.
 */
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lane } from '../../machines/games/rules';
import { useSend } from '../system/system';
import { useImageCdn } from '../system/use-bootstrap';
import { assetUrl } from './assets';
import styles from './VendorDropdown.module.css';

export const LARGE_DROPDOWN_MIN = 11;

export interface VendorDropdownProps {
  id: string;
  lane: Lane;
  label: string;
  /** The nav item the panel hangs under. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Opened by keyboard: move focus to the first vendor. */
  focusFirst?: boolean;
  onChoose: () => void;
}

export default function VendorDropdown({ id, lane, label, anchorRef, focusFirst = false, onChoose }: VendorDropdownProps) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const cdn = useImageCdn();
  const panelRef = useRef<HTMLDivElement>(null);
  const large = lane.vendors.length >= LARGE_DROPDOWN_MIN;
  // Where the small panel starts (px from the inline start of the window), kept on screen.
  const [start, setStart] = useState<number | null>(null);

  useLayoutEffect(() => {
    const anchor = anchorRef.current;
    if (large || !anchor || !panelRef.current) return;
    const rtl = getComputedStyle(anchor).direction === 'rtl';
    const rect = anchor.getBoundingClientRect();
    const width = panelRef.current.offsetWidth;
    const viewport = document.documentElement.clientWidth;
    const from = rtl ? viewport - rect.right : rect.left;
    setStart(Math.max(8, Math.min(from, viewport - width - 8)));
  }, [large, anchorRef, lane]);

  useEffect(() => {
    if (focusFirst) panelRef.current?.querySelector('button')?.focus();
  }, [focusFirst]);

  const style = !large && start !== null ? ({ insetInlineStart: `${start}px` } as CSSProperties) : undefined;
  return (
    <div
      ref={panelRef}
      id={id}
      className={[styles.panel, large ? styles.large : styles.small, !large && start === null ? styles.measuring : ''].filter(Boolean).join(' ')}
      style={style}
      data-testid="vendor-dropdown"
    >
      <ul className={styles.list} aria-label={t('games.vendorMenu', { type: label })}>
        {lane.vendors.map((v) => {
          const logo = assetUrl(cdn, v.icon);
          return (
            <li key={v.code}>
              <button
                type="button"
                className={styles.vendor}
                onClick={() => {
                  onChoose();
                  sendLauncher({ type: 'launch.vendor', vendor: v, random: Math.random() });
                }}
              >
                <span className={styles.logoBox} aria-hidden="true">
                  {logo ? (
                    <img className={styles.logo} src={logo} alt="" width={80} height={40} loading="lazy" decoding="async" />
                  ) : (
                    <span className={styles.code}>{v.code}</span>
                  )}
                </span>
                <span className={styles.name} dir="auto">
                  {v.name}
                </span>
                {v.maintenance && <span className={styles.maintenance}>{t('games.maintenanceBadge')}</span>}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
