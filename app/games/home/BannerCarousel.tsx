/**
 * The home banner carousel (spec §2, §9): autoplay every 5000 ms, 1000 ms slides, 1.272 slides
 * per view, looping when there is more than one banner. It pauses while hovered or focused and
 * does not move by itself for people who prefer reduced motion. Prev/next buttons, dots, arrow
 * keys and swipes move it. Which slide shows is presentation state, kept here.
 *
 * A banner whose data carries a link (`linkageType`/`linkageValue`, banner-target.ts) is a link:
 * a page of this app through the router, another site in a new tab without an opener. Only the
 * banner on screen is in the tab order; the others stay clickable with the pointer.
 */
import { useCallback, useEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../machines/content/content.types';
import { useImageCdn } from '../../system/use-bootstrap';
import { assetUrl } from '../assets';
import { bannerTarget } from './banner-target';
import styles from './Banner.module.css';

export const AUTOPLAY_MS = 5000;
export const SPEED_MS = 1000;
export const PER_VIEW = 1.272;
const SWIPE_PX = 40;

function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(() => typeof window !== 'undefined' && Boolean(window.matchMedia?.(query).matches));
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const on = (e: MediaQueryListEvent) => setReduced(e.matches);
    media.addEventListener?.('change', on);
    return () => media.removeEventListener?.('change', on);
  }, []);
  return reduced;
}

export default function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation('games');
  const cdn = useImageCdn();
  const n = banners.length;
  const loop = n > 1;
  const reducedMotion = useReducedMotion();
  const rootRef = useRef<HTMLElement>(null);
  // The position on the track: 0..n-1 are the banners; -1 and n are the loop's clones, reached
  // during a slide and swapped for the real banner once it ends.
  const [pos, setPos] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const posRef = useRef(0);
  const moving = useRef(false);
  const settleTimer = useRef<number | undefined>(undefined);
  const swipeStart = useRef<number | null>(null);

  const go = useCallback(
    (target: number) => {
      if (moving.current || n === 0) return;
      const to = loop ? Math.max(-1, Math.min(n, target)) : Math.max(0, Math.min(n - 1, target));
      if (to === posRef.current) return;
      const speed = reducedMotion ? 0 : SPEED_MS;
      moving.current = true;
      posRef.current = to;
      setAnimate(speed > 0);
      setPos(to);
      settleTimer.current = window.setTimeout(() => {
        moving.current = false;
        const real = ((to % n) + n) % n;
        posRef.current = real;
        setAnimate(false);
        setPos(real);
      }, speed);
    },
    [loop, n, reducedMotion],
  );
  useEffect(() => () => window.clearTimeout(settleTimer.current), []);

  const paused = hovered || focused || reducedMotion || !loop;
  useEffect(() => {
    if (paused) return;
    const id = window.setTimeout(() => go(posRef.current + 1), AUTOPLAY_MS);
    return () => window.clearTimeout(id);
  }, [paused, pos, go]);

  const rtl = () => (rootRef.current ? getComputedStyle(rootRef.current).direction === 'rtl' : false);
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const forward = (e.key === 'ArrowRight') !== rtl();
    go(posRef.current + (forward ? 1 : -1));
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null) return;
    const dx = e.clientX - start;
    if (Math.abs(dx) < SWIPE_PX) return;
    go(posRef.current + (dx < 0 !== rtl() ? 1 : -1));
  };

  const active = ((pos % n) + n) % n;
  // The focus on a banner link that slid away follows the banner now on screen.
  useEffect(() => {
    const root = rootRef.current;
    const focused = document.activeElement;
    if (!root || !(focused instanceof HTMLElement) || !root.contains(focused) || !focused.matches('[data-banner-link]')) return;
    if (focused.dataset.bannerLink !== String(active)) root.querySelector<HTMLElement>(`[data-banner-link="${active}"]`)?.focus({ preventScroll: true });
  }, [active]);
  const slides = loop
    ? [{ b: banners[n - 1]!, clone: true }, ...banners.map((b) => ({ b, clone: false })), { b: banners[0]!, clone: true }, { b: banners[1 % n]!, clone: true }]
    : banners.map((b) => ({ b, clone: false }));
  const offset = pos + (loop ? 1 : 0);
  const trackStyle: CSSProperties = {
    transform: offset ? `translateX(calc(var(--dir) * ${(-offset * 100) / PER_VIEW}%))` : undefined,
    transition: animate ? `transform ${SPEED_MS}ms ease` : 'none',
  };

  return (
    <section
      ref={rootRef}
      className={[styles.carousel, n === 1 ? styles.single : ''].filter(Boolean).join(' ')}
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.banners')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
      data-testid="banner-carousel"
      data-paused={paused || undefined}
    >
      <div className={styles.viewport} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (swipeStart.current = null)}>
        <div className={styles.track} style={trackStyle} aria-live={paused ? 'polite' : 'off'}>
          {slides.map(({ b, clone }, i) => {
            const real = loop ? i - 1 : i;
            return (
              <div
                key={clone ? `clone-${i}` : b.id}
                className={styles.slide}
                role={clone ? undefined : 'group'}
                aria-roledescription={clone ? undefined : t('home.slide')}
                aria-label={clone ? undefined : t('home.slideOf', { n: real + 1, total: n })}
                aria-hidden={clone || real !== active || undefined}
                inert={clone || undefined}
              >
                <BannerLink banner={b} index={real} clone={clone} tabbable={real === active}>
                  <img
                    className={styles.image}
                    src={assetUrl(cdn, b.url) ?? ''}
                    alt={clone ? '' : (b.title ?? '')}
                    width={1200}
                    height={400}
                    decoding="async"
                    loading={!clone && (real === 0 || real === 1) ? 'eager' : 'lazy'}
                    fetchPriority={!clone && real === 0 ? 'high' : undefined}
                    draggable={false}
                  />
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {loop && (
        <>
          <button type="button" className={[styles.nav, styles.prev].join(' ')} aria-label={t('home.previousBanner')} onClick={() => go(posRef.current - 1)}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              aria-hidden="true"
              data-mirror
            >
              <path d="M15 18l-6-6 6-6" />
            </svg>
          </button>
          <button type="button" className={[styles.nav, styles.next].join(' ')} aria-label={t('home.nextBanner')} onClick={() => go(posRef.current + 1)}>
            <svg
              viewBox="0 0 24 24"
              width="22"
              height="22"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              aria-hidden="true"
              data-mirror
            >
              <path d="M9 6l6 6-6 6" />
            </svg>
          </button>
          <ul className={styles.dots}>
            {banners.map((b, i) => (
              <li key={b.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-current={i === active}
                  aria-label={t('home.goToBanner', { n: i + 1 })}
                  onClick={() => go(i)}
                />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The banner's image as a link when its data carries one (else the image alone; the loop's copies are never links). */
function BannerLink({ banner, index, clone, tabbable, children }: { banner: Banner; index: number; clone: boolean; tabbable: boolean; children: ReactNode }) {
  const { t } = useTranslation('games');
  const target = clone ? null : bannerTarget(banner.link);
  if (!target) return <>{children}</>;
  // The image's text alternative names the link; a banner without a title is named by its place.
  const name = banner.title || t('home.bannerLink', { n: index + 1 });
  const common = { tabIndex: tabbable ? undefined : -1, draggable: false, 'data-banner-link': index };
  if (target.kind === 'route') {
    return (
      <Link to={target.to} {...common} aria-label={banner.title ? undefined : name}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target="_blank" rel="noopener noreferrer" {...common} aria-label={`${name} (${t('home.newTab')})`}>
      {children}
    </a>
  );
}
