/**
 * /seamless (spec §2: no login needed; a game page, so the side menu is hidden): one game played
 * inside the page, its frame filling the page, for a link that names the game by the launch's own
 * fields (`?vendor=&gameCode=&gameType=&nodeId=&gameId=&name=`). A member's game starts at once;
 * a visitor is asked to log in first (the launch needs the session); a trial account is told to
 * register (the launcher's notice). Closing the game leaves the page with a button to play again;
 * leaving the page ends the game. A lottery vendor's game goes to its lottery page (spec §4).
 */
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { Game } from '../../machines/games/rules';
import { Button } from '../components/Button';
import { frameSandbox, SIM_GAME_PAGE } from '../components/frame-sandbox';
import { Icon } from '../components/Icon';
import { useSend } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';
import { gameFrom } from './assets';
import { useLauncher } from './use-launcher';
import pageStyles from '../components/Page.module.css';
import styles from './SeamlessPage.module.css';

/** The game a link names, or null when it names no vendor. */
function gameOf(params: URLSearchParams): Game | null {
  const text = (key: string) => params.get(key)?.trim() || null;
  const vendor = text('vendor') ?? text('vassalage');
  if (!vendor) return null;
  const gameCode = text('gameCode');
  return gameFrom({
    nodeId: text('nodeId') ?? '',
    gameId: text('gameId'),
    gameCode,
    gameType: text('gameType') ?? 'RNG',
    vendor,
    name: text('name') ?? gameCode ?? vendor,
  });
}

export default function SeamlessPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const game = gameOf(params);
  const loggedIn = useIsLoggedIn();
  const l = useLauncher();
  const sendLauncher = useSend('launcher');
  const sendSession = useSend('session');
  const titleId = useId();
  const started = useRef<string | null>(null);
  const key = game ? `${game.vendor}:${game.gameCode ?? ''}:${game.nodeId}` : null;

  const play = () => game && sendLauncher({ type: 'launch.game', game, mode: 'real', random: Math.random(), embedded: true });
  // A member's game starts as the page opens (once per game named).
  useEffect(() => {
    if (!game || !loggedIn || started.current === key) return;
    started.current = key;
    sendLauncher({ type: 'launch.game', game, mode: 'real', random: Math.random(), embedded: true });
  }, [game, key, loggedIn, sendLauncher]);
  // Leaving the page ends the game that played in it.
  const playingHere = l.phase === 'playing' && l.embedded && l.url !== null;
  const playingRef = useRef(playingHere);
  playingRef.current = playingHere;
  useEffect(() => () => void (playingRef.current && sendLauncher({ type: 'launch.close' })), [sendLauncher]);

  const title = game?.name ?? t(titleKey);
  return (
    <div className={[pageStyles.page, styles.wrap].join(' ')}>
      {playingHere ? (
        <section className={styles.frame} aria-labelledby={titleId}>
          <div className={styles.bar}>
            <h1 id={titleId} className={styles.frameTitle}>
              {title}
            </h1>
            <button
              type="button"
              className={styles.barButton}
              aria-label={t('games.closeGame')}
              title={t('games.closeGame')}
              onClick={() => sendLauncher({ type: 'launch.close' })}
            >
              <Icon name="close" />
            </button>
          </div>
          <iframe
            className={styles.iframe}
            src={l.url!}
            title={title}
            allow="fullscreen; autoplay"
            allowFullScreen
            sandbox={frameSandbox(l.url!, __SIMULATOR__ && SIM_GAME_PAGE.test(l.url!))}
          />
        </section>
      ) : (
        <section className={styles.panel} aria-labelledby={titleId}>
          <h1 id={titleId} className={pageStyles.title}>
            {title}
          </h1>
          {!game ? (
            <>
              <p className={styles.text}>{t('seamless.noGame')}</p>
              <Link className={styles.link} to="/">
                {t('seamless.browse')}
              </Link>
            </>
          ) : !loggedIn ? (
            <>
              <p className={styles.text}>{t('seamless.loginToPlay')}</p>
              <Button size="lg" onClick={() => sendSession({ type: 'session.promptLogin' })}>
                {t('header.login')}
              </Button>
            </>
          ) : (
            <>
              <p className={styles.text}>{t(l.phase === 'launching' ? 'seamless.starting' : 'seamless.closed')}</p>
              <Button size="lg" onClick={play} busy={l.phase === 'launching'}>
                {t('lottery.play', { name: title })}
              </Button>
            </>
          )}
        </section>
      )}
    </div>
  );
}
