/**
 * The lottery pages (spec §2 /lottery, /seaLottery, /vnLottery; login required, App sends
 * visitors to /login; game pages, so the side menu is hidden). What a lottery player uses:
 * - the menus by account type: the groups of this page's lottery vendors (`accountTypeName`);
 *   each lottery opens at its betting view, with a heart that keeps it among this device's
 *   lottery favourites for this username (spec §3);
 * - the favourites and the recently played lotteries, and the latest results (opened draws);
 * - the lottery's own lobby, and the lottery a vendor card routed here (`?gameCode=`).
 * Each part loads with skeletons and fails on its own with a retry. The lottery launches in the
 * game window (launchMode LOTT) with the prize mode the lanes imply (spec §4; the sea lottery's
 * own), the VN area on /vnLottery, and this page for the lottery's back button.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { favouriteGames, pageDraws, pageGroups, pageRecent, type Part } from '../../machines/games/lottery/lottery.selectors';
import { PRIZE_MODES, type LotteryGame, type LotteryGroup, type LotteryPageKind, type OpenedDraw } from '../../machines/games/lottery/lottery.types';
import type { GatewayErrorInfo } from '../../machines/shared/effect';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { formatShortDateTime, useLocaleTag } from '../components/format';
import { useSend } from '../system/system';
import { useBrand } from '../system/use-bootstrap';
import { gameFrom } from './assets';
import { HeartIcon } from './GameCard';
import { useLanesLoading, usePrizeMode } from './use-catalogue';
import { useFavouritePending } from './use-favourites';
import { useLauncher } from './use-launcher';
import { useLotteryFavouriteIds, useLotteryParts } from './use-lottery';
import pageStyles from '../components/Page.module.css';
import styles from './LotteryPage.module.css';

const KIND_BY_PATH: Record<string, LotteryPageKind> = { '/lottery': 'lottery', '/seaLottery': 'sea', '/vnLottery': 'vn' };
/** The vendor whose lobby the page's "open the lobby" launches. */
const LOBBY_VENDOR: Record<LotteryPageKind, string> = { lottery: 'LOTT', sea: 'TCG_SEA', vn: 'TCG_LOTTO_VN' };

export default function LotteryPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('games');
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const kind = KIND_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'lottery';
  const chosenCode = params.get('gameCode')?.trim() || null;
  const title = t(titleKey);

  const sendLottery = useSend('lottery');
  const sendLauncher = useSend('launcher');
  const { phase } = useLauncher();
  const lanesMode = usePrizeMode();
  const lanesLoading = useLanesLoading();
  const brand = useBrand();
  const { menus, recent, draws } = useLotteryParts(kind);
  const favouriteIds = useLotteryFavouriteIds();

  // What the page's reads send (W1: the lottery menus the brand's lottery type, the VN menu the
  // lanes' prize mode; the sea lottery its own), and what the launch sends (the lanes' mode).
  const launchMode = kind === 'sea' ? PRIZE_MODES.sea : lanesMode;
  const readMode = kind === 'sea' ? PRIZE_MODES.sea : kind === 'vn' ? lanesMode : brand.lotteryType?.trim() || PRIZE_MODES.lott;
  // The VN menu waits for the lanes, whose prize mode it sends.
  const ready = kind !== 'vn' || !lanesLoading;
  useEffect(() => {
    if (ready) sendLottery({ type: 'lottery.open', page: kind, prizeMode: readMode });
  }, [ready, kind, readMode, sendLottery]);
  // Back from a lottery (the game window closed): the page opens again, so the one just played
  // comes first among the recent ones.
  const lastPhase = useRef(phase);
  useEffect(() => {
    if (lastPhase.current === 'playing' && phase === 'idle' && ready) sendLottery({ type: 'lottery.open', page: kind, prizeMode: readMode });
    lastPhase.current = phase;
  }, [phase, ready, kind, readMode, sendLottery]);

  const groups = useMemo(() => (menus.data ? pageGroups(kind, menus.data) : null), [kind, menus.data]);
  const allGames = useMemo(() => groups?.flatMap((g) => g.games) ?? [], [groups]);
  const chosen = chosenCode ? (allGames.find((g) => g.gameCode.toUpperCase() === chosenCode.toUpperCase()) ?? null) : null;

  const launch = (game: LotteryGame | null, code: string | null = game?.gameCode ?? null) =>
    sendLauncher({
      type: 'launch.game',
      game: gameFrom({
        nodeId: game?.key ?? '',
        gameCode: code,
        gameType: 'LOTT',
        vendor: game?.vendor ?? LOBBY_VENDOR[kind],
        name: game?.name ?? code ?? title,
      }),
      mode: 'real',
      random: Math.random(),
      lottery: {
        prizeMode: launchMode,
        ...(kind === 'vn' ? { area: 'VN' } : {}),
        ...(code ? { gameCode: code } : {}),
        // The lottery's back button returns here (W1 getLabby: backUrl window.location.href).
        backUrl: new URL(`${pathname}${search}`, window.location.origin).href,
      },
    });
  const launching = phase === 'launching';

  return (
    <div className={[pageStyles.page, styles.wrap].join(' ')}>
      <section className={styles.hero} aria-labelledby="lottery-title">
        <h1 id="lottery-title" className={pageStyles.title}>
          {title}
        </h1>
        <p className={styles.intro}>{t('lottery.intro')}</p>
        {chosenCode && (
          <p className={styles.chosen}>
            {t('lottery.chosen')} <strong dir="ltr">{chosen?.name ?? chosenCode}</strong>
          </p>
        )}
        <div className={styles.heroActions}>
          {chosenCode && (
            <Button size="lg" onClick={() => launch(chosen, chosenCode)} busy={launching}>
              {t('lottery.play', { name: chosen?.name ?? chosenCode })}
            </Button>
          )}
          <Button size="lg" variant={chosenCode ? 'secondary' : 'primary'} onClick={() => launch(null)} busy={launching && !chosenCode}>
            {t('lottery.openLobby')}
          </Button>
        </div>
      </section>

      {groups && <Favourites games={favouriteGames(groups, favouriteIds)} onPlay={launch} />}

      {recent.status !== 'none' && (
        <Section id="lottery-recent" title={t('lottery.recent')} part={recent} skeleton={<TileSkeletons count={4} />} empty={t('lottery.recentEmpty')}>
          {(list) => {
            const games = pageRecent(kind, list);
            return games.length ? <TileList games={games} onPlay={launch} label={t('lottery.recent')} /> : null;
          }}
        </Section>
      )}

      <Section id="lottery-results" title={t('lottery.results')} part={draws} skeleton={<ResultSkeletons />} empty={t('lottery.resultsEmpty')}>
        {(list) => {
          const rows = pageDraws(list, groups);
          return rows.length ? <Results draws={rows} /> : null;
        }}
      </Section>

      <Section id="lottery-menus" title={t('lottery.menus')} part={menus} skeleton={<MenuSkeletons />} empty={t('lottery.menusEmpty')}>
        {() =>
          groups?.length ? (
            <div className={styles.groups}>
              {groups.map((g) => (
                <MenuGroup key={g.code} group={g} onPlay={launch} />
              ))}
            </div>
          ) : null
        }
      </Section>
    </div>
  );
}

/** A part of the page: skeletons while loading, the reason and a retry when it failed, its content (or its empty text) once in. */
function Section<T>(props: { id: string; title: string; part: Part<T>; skeleton: React.ReactNode; empty: string; children: (data: T) => React.ReactNode }) {
  const { id, title, part, skeleton, empty, children } = props;
  const content = part.status === 'ready' && part.data !== null ? children(part.data) : null;
  return (
    <section className={styles.section} aria-labelledby={id} aria-busy={part.status === 'loading' || undefined}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {part.status === 'loading' && skeleton}
      {part.status === 'failed' && part.error && <Failure error={part.error} />}
      {part.status === 'ready' && (content ?? <p className={styles.empty}>{empty}</p>)}
    </section>
  );
}

function Failure({ error }: { error: GatewayErrorInfo }) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const send = useSend('lottery');
  return (
    <div className={styles.failure} role="alert">
      <p>{errorText(error)}</p>
      <Button variant="secondary" onClick={() => send({ type: 'lottery.retry' })}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

function Favourites({ games, onPlay }: { games: LotteryGame[]; onPlay: (g: LotteryGame) => void }) {
  const { t } = useTranslation('games');
  return (
    <section className={styles.section} aria-labelledby="lottery-favourites">
      <h2 id="lottery-favourites" className={styles.heading}>
        {t('lottery.favourites')}
      </h2>
      {games.length ? (
        <TileList games={games} onPlay={onPlay} label={t('lottery.favourites')} />
      ) : (
        <p className={styles.empty}>{t('lottery.favouritesEmpty')}</p>
      )}
    </section>
  );
}

function MenuGroup({ group, onPlay }: { group: LotteryGroup; onPlay: (g: LotteryGame) => void }) {
  const id = `lottery-group-${group.code}`;
  return (
    <div className={styles.group}>
      <h3 id={id} className={styles.groupName}>
        {group.name}
      </h3>
      <TileList games={group.games} onPlay={onPlay} labelledBy={id} />
    </div>
  );
}

function TileList({ games, onPlay, label, labelledBy }: { games: LotteryGame[]; onPlay: (g: LotteryGame) => void; label?: string; labelledBy?: string }) {
  return (
    <ul className={styles.tiles} aria-label={label} aria-labelledby={labelledBy}>
      {games.map((g) => (
        <li key={g.key}>
          <LotteryTile game={g} onPlay={onPlay} />
        </li>
      ))}
    </ul>
  );
}

/** A lottery: its name (its accessible name too) opens its betting view; the heart keeps it among this device's favourites. */
function LotteryTile({ game, onPlay }: { game: LotteryGame; onPlay: (g: LotteryGame) => void }) {
  const { t } = useTranslation('games');
  const sendFavourites = useSend('favourites');
  const favourite = useLotteryFavouriteIds().includes(game.key);
  const saving = useFavouritePending() === game.key;
  return (
    <div className={styles.tile} data-testid="lottery-game" data-game-code={game.gameCode}>
      <button type="button" className={styles.tileName} onClick={() => onPlay(game)} title={t('lottery.play', { name: game.name })}>
        <span className={styles.tileBall} aria-hidden="true">
          {game.gameCode.slice(0, 2)}
        </span>
        <span>{game.name}</span>
      </button>
      <button
        type="button"
        className={styles.tileHeart}
        aria-pressed={favourite}
        aria-busy={saving || undefined}
        aria-label={t('games.favouriteLabel', { name: game.name })}
        onClick={() => sendFavourites({ type: 'favourites.toggle', game: { nodeId: game.key, vendor: game.vendor ?? 'LOTT', gameType: 'LOTT' } })}
      >
        <HeartIcon filled={favourite} />
      </button>
    </div>
  );
}

function Results({ draws }: { draws: OpenedDraw[] }) {
  const { t } = useTranslation('games');
  const locale = useLocaleTag();
  return (
    <ol className={styles.results}>
      {draws.map((d) => (
        <li key={d.gameCode} className={styles.result}>
          <span className={styles.resultGame}>{d.name}</span>
          <span className={styles.resultMeta}>
            {t('lottery.issue', { numero: d.numero })} · <time dateTime={new Date(d.openTime).toISOString()}>{formatShortDateTime(d.openTime, locale)}</time>
          </span>
          <span className={styles.balls} dir="ltr" role="img" aria-label={t('lottery.winningNumber', { number: d.winningNumber })}>
            {ballsOf(d.winningNumber).map((b, i) => (
              <span key={i} className={styles.ball} aria-hidden="true">
                {b}
              </span>
            ))}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A winning number's balls: comma-separated numbers as they are, a run of digits one digit a ball. */
function ballsOf(winning: string): string[] {
  return winning.includes(',') ? winning.split(',').map((x) => x.trim()) : winning.split('');
}

function TileSkeletons({ count }: { count: number }) {
  return (
    <div className={styles.tiles} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className={`${styles.tileSkeleton} shimmer`} />
      ))}
    </div>
  );
}

function ResultSkeletons() {
  return (
    <div className={styles.results} aria-hidden="true">
      {Array.from({ length: 4 }, (_, i) => (
        <span key={i} className={`${styles.resultSkeleton} shimmer`} />
      ))}
    </div>
  );
}

function MenuSkeletons() {
  return (
    <div className={styles.groups} aria-hidden="true">
      {Array.from({ length: 2 }, (_, i) => (
        <div key={i} className={styles.group}>
          <span className={`${styles.groupSkeleton} shimmer`} />
          <TileSkeletons count={4} />
        </div>
      ))}
    </div>
  );
}
