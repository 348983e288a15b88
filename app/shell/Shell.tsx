/**
 * The page frame: header, side menu (hidden on game pages; a drawer on phones), the main
 * region with a skip link, and the footer; and the content's overlays (announcement popups, chat
 * room, age announcement) on every page of the frame, game pages included, whether or not the
 * side menu is there.
 */
import { lazy, Suspense, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { lockPageScroll } from '../components/scroll-lock';
import type { AppRoute } from './routes';
import { Header } from './Header';
import { SideMenu } from './SideMenu';
import styles from './Shell.module.css';

// Below the fold and the content's overlays: not part of the first paint.
const AfterPaint = lazy(() => import('./AfterPaint'));

/** Must match the drawer breakpoint in SideMenu.module.css. */
const DRAWER_QUERY = '(max-width: 1023px)';

/** Whether the side menu is a drawer (a phone or a narrow window), following the window's width. */
function useDrawerLayout(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const media = window.matchMedia?.(DRAWER_QUERY);
      media?.addEventListener?.('change', changed);
      return () => media?.removeEventListener?.('change', changed);
    },
    () => window.matchMedia?.(DRAWER_QUERY).matches ?? false,
  );
}

export function Shell({ route, children }: { route: AppRoute; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const menuId = useId();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A closed drawer is not drawn until it is first opened: a phone's first load does not build
  // (nor fetch the chunks of) a menu nobody has asked for. Once opened, it stays built.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawer = useDrawerLayout();
  const drawerRef = useRef<HTMLElement>(null);
  const showSideMenu = !route.gamePage;

  // Any navigation closes the drawer.
  const path = location.pathname + location.search + location.hash;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current !== path) {
      lastPath.current = path;
      setDrawerOpen(false);
    }
  }, [path]);

  // While open on a phone: page scroll locked, Escape closes; a wider window closes it.
  useEffect(() => {
    if (!drawerOpen) return;
    if (!drawer) return setDrawerOpen(false);
    const unlock = lockPageScroll();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !document.body.querySelector('[aria-modal="true"]')) setDrawerOpen(false);
    };
    document.addEventListener('keydown', onKey);
    drawerRef.current?.querySelector<HTMLElement>('a, button, select')?.focus({ preventScroll: true });
    return () => {
      unlock();
      document.removeEventListener('keydown', onKey);
    };
  }, [drawerOpen, drawer]);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {t('common.skipToContent')}
      </a>
      <Header
        showMenuButton={showSideMenu}
        menuOpen={drawerOpen}
        menuId={menuId}
        onToggleMenu={() => {
          setDrawerUsed(true);
          setDrawerOpen((o) => !o);
        }}
      />
      <div className={styles.body}>
        {showSideMenu && (
          <>
            <SideMenu ref={drawerRef} id={menuId} open={drawerOpen} filled={!drawer || drawerUsed} onNavigate={() => setDrawerOpen(false)} />
            {drawerOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setDrawerOpen(false)} />}
          </>
        )}
        <div className={styles.column}>
          <main id="main" tabIndex={-1} className={route.gamePage ? styles.mainGame : styles.main}>
            {children}
          </main>
          <Suspense fallback={null}>
            <AfterPaint />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
