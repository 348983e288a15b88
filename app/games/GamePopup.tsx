/**
 * Everything the launcher shows (spec §2 game popup, §4 game start): the loading overlay, the game
 * itself in a full-viewport iframe (with a real or, on iPhone Safari, a pseudo full screen), the
 * vendor's game list, the maintenance dialog with suggestions, the launch error, the "trial users
 * must register" notice, and the favourites error toast. Loaded on demand by GamePopupMount.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../components/Button';
import { formatDateTime, useLocaleTag } from '../components/format';
import { Icon } from '../components/Icon';
import { frameSandbox, SIM_GAME_PAGE } from '../components/frame-sandbox';
import { Modal } from '../components/Modal';
import { lockPageScroll } from '../components/scroll-lock';
import { useUserDialogCount } from '../components/overlay-scope';
import { useErrorText } from '../components/error-text';
import { useSend } from '../system/system';
import { useFavouritesError } from './use-favourites';
import { useLauncher } from './use-launcher';
import { GameGrid } from './GameGrid';
import styles from './GamePopup.module.css';

export default function GamePopup() {
  const l = useLauncher();
  const favouritesError = useFavouritesError();
  return (
    <>
      {l.phase === 'launching' && <LaunchingOverlay name={l.game?.name ?? ''} />}
      {l.phase === 'playing' && l.url && !l.embedded && <GameFrame name={l.game?.name ?? ''} url={l.url} pseudoFullscreen={l.fullscreen} />}
      {l.phase === 'vendorList' && <VendorList />}
      {l.phase === 'maintenance' && <MaintenanceDialog />}
      {l.phase === 'failed' && <LaunchFailed />}
      {l.phase === 'idle' && l.notice === 'trialMustRegister' && <TrialMustRegister />}
      {favouritesError && <FavouritesToast />}
    </>
  );
}

function LaunchingOverlay({ name }: { name: string }) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => lockPageScroll(), []);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    cancelRef.current?.focus({ preventScroll: true });
    return () => {
      if (previous?.isConnected && !document.querySelector('[aria-modal="true"]')) previous.focus({ preventScroll: true });
    };
  }, []);
  return createPortal(
    <div className={styles.overlay} data-testid="game-launching">
      <div className={styles.launchBox}>
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.launchText} role="status">
          {t('games.launching', { name })}
        </p>
        <Button ref={cancelRef} variant="ghost" size="sm" onClick={() => sendLauncher({ type: 'launch.close' })}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>,
    document.body,
  );
}

/** The running game: a full-viewport dialog around the vendor's page. */
function GameFrame({ name, url, pseudoFullscreen }: { name: string; url: string; pseudoFullscreen: boolean }) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const titleId = useId();
  // The game is a dialog the player opened: nothing queued opens over it.
  useUserDialogCount();
  const frameRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  // Whether the browser's own full screen shows this frame (UI state the browser owns).
  const [nativeFullscreen, setNativeFullscreen] = useState(false);

  useEffect(() => lockPageScroll(), []);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus({ preventScroll: true });
    const onChange = () => setNativeFullscreen(Boolean(frameRef.current) && document.fullscreenElement === frameRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      document.removeEventListener('fullscreenchange', onChange);
      if (document.fullscreenElement && document.exitFullscreen) void document.exitFullscreen().catch(() => {});
      if (previous?.isConnected) previous.focus({ preventScroll: true });
    };
  }, []);

  const close = () => sendLauncher({ type: 'launch.close' });
  const toggleFullscreen = () => {
    const el = frameRef.current;
    if (nativeFullscreen && document.exitFullscreen) {
      void document.exitFullscreen().catch(() => {});
    } else if (!pseudoFullscreen && el && typeof el.requestFullscreen === 'function' && document.fullscreenEnabled !== false) {
      // The Fullscreen API where there is one; a refusal falls back to the pseudo mode.
      el.requestFullscreen().catch(() => sendLauncher({ type: 'launch.toggleFullscreen' }));
    } else {
      // iPhone Safari has no element full screen: the frame fills the window instead.
      sendLauncher({ type: 'launch.toggleFullscreen' });
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    // Escape leaves a full screen first; only then does it close the game.
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => {});
    else if (pseudoFullscreen) sendLauncher({ type: 'launch.toggleFullscreen' });
    else close();
  };
  const fullscreen = nativeFullscreen || pseudoFullscreen;

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={frameRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={[styles.frame, pseudoFullscreen ? styles.pseudoFullscreen : ''].filter(Boolean).join(' ')}
        data-fullscreen={fullscreen || undefined}
        onKeyDown={onKeyDown}
      >
        <div className={styles.bar}>
          <h2 id={titleId} className={styles.frameTitle}>
            {name}
          </h2>
          <button
            type="button"
            className={styles.barButton}
            aria-pressed={fullscreen}
            aria-label={t(fullscreen ? 'games.exitFullscreen' : 'games.fullscreen')}
            title={t(fullscreen ? 'games.exitFullscreen' : 'games.fullscreen')}
            onClick={toggleFullscreen}
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={fullscreen ? 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5' : 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5'} />
            </svg>
          </button>
          <button ref={closeRef} type="button" className={styles.barButton} aria-label={t('games.closeGame')} title={t('games.closeGame')} onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <iframe
          className={styles.iframe}
          src={url}
          title={name}
          allow="fullscreen; autoplay"
          allowFullScreen
          sandbox={frameSandbox(url, __SIMULATOR__ && SIM_GAME_PAGE.test(url))}
        />
      </div>
    </div>,
    document.body,
  );
}

/** isGame VASSALAGE: the vendor's games, each launches. */
function VendorList() {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const { vendor, vendorGames, vendorListLoading, error } = useLauncher();
  const errorText = useErrorText();
  const close = () => sendLauncher({ type: 'launch.close' });
  return (
    <Modal title={t('games.vendorGames', { name: vendor?.name ?? '' })} size="xl" onClose={close}>
      {vendorListLoading ? (
        <GameGrid games={[]} loading skeletons={12} compact />
      ) : error ? (
        <div className={styles.message} role="alert">
          <p>{errorText(error)}</p>
          <Button variant="ghost" size="sm" onClick={() => sendLauncher({ type: 'launch.dismiss' })}>
            <Icon name="retry" size={16} />
            {t('common.retry')}
          </Button>
        </div>
      ) : vendorGames.length === 0 ? (
        <p className={styles.message}>{t('games.noData')}</p>
      ) : (
        <GameGrid games={vendorGames} compact label={vendor?.name} />
      )}
    </Modal>
  );
}

/** A game under maintenance: when it ends, and other games to play meanwhile. */
function MaintenanceDialog() {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const { game, maintenanceEnd, suggestions } = useLauncher();
  const locale = useLocaleTag();
  const descId = useId();
  return (
    <Modal title={t('games.maintenanceTitle')} size="lg" describedBy={descId} onClose={() => sendLauncher({ type: 'launch.close' })}>
      <div className={styles.maintenance}>
        <p id={descId} className={styles.maintenanceText}>
          {t('games.maintenanceText', { name: game?.name ?? '' })}{' '}
          {maintenanceEnd ? (
            <>
              {t('maintenance.until')} <time dateTime={new Date(maintenanceEnd).toISOString()}>{formatDateTime(maintenanceEnd, locale)}</time>
            </>
          ) : (
            t('games.maintenanceNoEnd')
          )}
        </p>
        {suggestions.length > 0 && (
          <section aria-label={t('games.suggestions')}>
            <h3 className={styles.subTitle}>{t('games.suggestions')}</h3>
            <GameGrid games={suggestions} compact />
          </section>
        )}
      </div>
    </Modal>
  );
}

function LaunchFailed() {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const { error } = useLauncher();
  const errorText = useErrorText();
  const descId = useId();
  const dismiss = () => sendLauncher({ type: 'launch.dismiss' });
  return (
    <Modal
      title={t('games.launchFailed')}
      size="sm"
      role="alertdialog"
      layer="alert"
      describedBy={descId}
      onClose={dismiss}
      footer={
        <Button onClick={dismiss} data-autofocus="">
          {t('common.close')}
        </Button>
      }
    >
      <p id={descId} className={styles.plain}>
        {error ? errorText(error) : t('errors.unknown')}
      </p>
    </Modal>
  );
}

function TrialMustRegister() {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const navigate = useNavigate();
  const descId = useId();
  const dismiss = () => sendLauncher({ type: 'launch.dismiss' });
  return (
    <Modal
      title={t('games.trialTitle')}
      size="sm"
      role="alertdialog"
      layer="alert"
      describedBy={descId}
      onClose={dismiss}
      footer={
        <>
          <Button variant="ghost" onClick={dismiss}>
            {t('common.close')}
          </Button>
          <Button
            data-autofocus=""
            onClick={() => {
              dismiss();
              navigate('/register');
            }}
          >
            {t('header.register')}
          </Button>
        </>
      }
    >
      <p id={descId} className={styles.plain}>
        {t('errors.trialRegister')}
      </p>
    </Modal>
  );
}

function FavouritesToast() {
  const { t } = useTranslation('games');
  const sendFavourites = useSend('favourites');
  const error = useFavouritesError();
  const errorText = useErrorText();
  if (!error) return null;
  return createPortal(
    <div className={styles.toast} role="alert">
      <span className={styles.toastText}>
        <strong>{t('games.favouritesFailed')}</strong> {errorText(error)}
      </span>
      <button type="button" className={styles.toastClose} aria-label={t('games.dismiss')} onClick={() => sendFavourites({ type: 'favourites.dismissError' })}>
        <Icon name="close" size={18} />
      </button>
    </div>,
    document.body,
  );
}
