/**
 * The lobby (spec §2 Lobby, §4): the game list of a game type (/live, /rng?vassalage=X, or ?vendor=X, /sports,
 * /cockfight ...) and the account lists /favorite and /recent. Title, filters, game-name search,
 * the vendor menu of the type's lane, the grid (18 a page) and the paginator. A classification
 * category's page (/scratchCards, /videoPoker, /jackpotGames, /tableGames, /arcade, /bingo) lists
 * games of its kind of every type, its vendor menu the vendors the lanes name for the kind. Everything shown
 * is the lobby machine's; this page only opens it for the route and sends what the user does.
 */
import { memo, useDeferredValue, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { LobbyHint } from '../../machines/games/lobby/lobby.machine';
import { LOBBY_FILTERS, LOBBY_PAGE_SIZE, MIN_BET_HINT, MIN_LINES_HINT, SEARCH_MAX_LENGTH, type LobbyFilter } from '../../machines/games/rules';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { useErrorText } from '../components/error-text';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { useActor, useSend } from '../system/system';
import { useImageCdn } from '../system/use-bootstrap';
import { useIsLoggedIn } from '../system/use-session';
import { useCurrencySymbol } from '../system/use-wallet';
import { useCategoryLanes, useLanes } from './use-catalogue';
import { useLobby } from './use-lobby';
import { assetUrl } from './assets';
import { FIRST_ROW_CARDS, GameGrid } from './GameGrid';
import { PvpRooms } from './PvpRooms';
import { Pagination } from '../components/Pagination';
import pageStyles from '../components/Page.module.css';
import styles from './LobbyPage.module.css';

const FILTER_ICONS: Record<LobbyFilter, ReactNode> = {
  ALL: <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" />,
  HOT: <path d="M12 22c4.4 0 7-3 7-7 0-4.5-3.5-7-4.5-11-2 1.5-3.5 4-3.5 6.5C9.5 9 8.5 8 8.2 6.5 6.3 8.4 5 11.2 5 14.5 5 19 7.6 22 12 22z" />,
  FAV: <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.3 1.1 5 3 1.7-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />,
  RECENT: <path d="M3 12a9 9 0 109-9 9.7 9.7 0 00-6.7 2.8L3 8M3 3v5h5M12 7v5l3 3" />,
};

const FILTER_KEYS: Record<LobbyFilter, string> = {
  ALL: 'games.filters.all',
  HOT: 'games.filters.hot',
  FAV: 'games.filters.favourite',
  RECENT: 'games.filters.recent',
};

export interface LobbyPageProps {
  /** The game type of a game list or centre (LIVE, RNG, SPORTS...). */
  gameType?: string;
  /** A classification category (SC, VP, JP, TG, AC, BG): the games of that kind (`gameClassify`). */
  classify?: string;
  /** The account lists: favourites and recent games, of every type. */
  list?: 'FAV' | 'RECENT';
  titleKey: string;
}

export default function LobbyPage({ gameType: type, classify: classifyProp, list, titleKey }: LobbyPageProps) {
  const { t } = useTranslation('games');
  const sendLobby = useSend('lobby');
  const session = useActor('session');
  const [params] = useSearchParams();
  // Every navigation here opens the lobby afresh, even to the same address (a vendor chosen again).
  const { key: navigationKey } = useLocation();
  const loggedIn = useIsLoggedIn();
  const errorText = useErrorText();
  const topRef = useRef<HTMLDivElement>(null);

  const accountList = list !== undefined;
  const gameType = accountList ? '' : (type ?? '');
  const classify = accountList ? null : (classifyProp ?? null);
  const routeFilter: LobbyFilter | undefined = list;
  // The vendor: `vassalage` (the provider's own name, spec §2); `vendor` is read too, because
  // links typed into the gateway's notices and messages use that word (it reached players as a
  // lobby that silently ignored it).
  const vassalage = params.get('vassalage') || params.get('vendor') || null;
  // /favorite and /recent are a member's own lists: a visitor is asked to log in (no games listed
  // under their title), and the list opens once the login succeeds.
  const visitorOnAccountList = accountList && !loggedIn;

  // Before paint, so the first frame does not show the previous page's games.
  useLayoutEffect(() => {
    if (visitorOnAccountList) return;
    sendLobby({ type: 'lobby.open', gameType, vendor: vassalage, ...(classify ? { classify } : {}), filter: routeFilter });
  }, [sendLobby, gameType, classify, vassalage, routeFilter, visitorOnAccountList, navigationKey]);

  const state = useLobby();
  // Until the machine has this route's lobby open, what it holds belongs to the previous page.
  const current = state.gameType === gameType && state.classify === classify;
  const loading = !current || state.state === 'loading' || state.state === 'closed';
  // A page of games renders in React's background lane, in slices that leave the main thread
  // free between them: its 18 cards would be one task of about 60 ms inside the answer's
  // store update. The filters, the search and the pager answer at once; the grid follows.
  // Skeletons show at once (loading, or games not yet rendered); only the cards are deferred.
  const gridGames = useDeferredValue(state.games);
  const gridLoading = loading || gridGames !== state.games;

  const onPage = (page: number) => {
    sendLobby({ type: 'lobby.page', page });
    const top = topRef.current;
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };

  if (visitorOnAccountList) {
    return (
      <div className={pageStyles.page}>
        <div className={styles.head}>
          <h1 className={pageStyles.title}>{t(titleKey)}</h1>
        </div>
        <div className={styles.prompt} role="note">
          <span>{t(list === 'FAV' ? 'games.loginForFavourites' : 'games.loginForRecent')}</span>
          <Button size="sm" onClick={() => session.send({ type: 'session.promptLogin' })}>
            {t('header.login')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className={pageStyles.page}>
      <div ref={topRef} className={styles.head}>
        <h1 className={pageStyles.title}>{t(titleKey)}</h1>
        <div className={styles.tools}>
          <div className={styles.filters} role="group" aria-label={t('games.filtersLabel')}>
            {LOBBY_FILTERS.map((f) => (
              <button
                key={f}
                type="button"
                className={styles.filter}
                aria-pressed={current && state.filter === f}
                data-filter={f}
                onClick={() => sendLobby({ type: 'lobby.filter', filter: f })}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="18"
                  height="18"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  {FILTER_ICONS[f]}
                </svg>
                <span>{t(FILTER_KEYS[f])}</span>
              </button>
            ))}
          </div>
          <label className={styles.search}>
            <span className="visually-hidden">{t('games.searchLabel')}</span>
            <svg
              viewBox="0 0 24 24"
              width="18"
              height="18"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              className={styles.searchIcon}
            >
              <path d="M11 19a8 8 0 100-16 8 8 0 000 16zM21 21l-4.3-4.3" />
            </svg>
            <input
              type="search"
              className={styles.searchInput}
              value={current ? state.search : ''}
              placeholder={t('games.searchPlaceholder')}
              onChange={(e) => sendLobby({ type: 'lobby.search', text: e.target.value })}
              enterKeyHint="search"
              autoComplete="off"
              maxLength={SEARCH_MAX_LENGTH}
            />
          </label>
        </div>
      </div>

      {gameType === 'RNG' && !classify && <StakeHints minBet={current && state.minBet} minLines={current && state.minLines} />}

      {!accountList && <VendorMenu gameType={classify ?? gameType} selected={current ? state.vendor : vassalage} />}

      {gameType === 'PVP' && <PvpRoomsOfVendor vendor={current ? state.vendor : vassalage} />}

      {state.state === 'failed' && current ? (
        <div className={styles.error} role="alert">
          <p className={styles.errorText}>
            {t('games.loadFailed')} {state.error ? errorText(state.error) : ''}
          </p>
          <Button variant="ghost" size="sm" onClick={() => sendLobby({ type: 'lobby.retry' })}>
            <Icon name="retry" size={16} />
            {t('common.retry')}
          </Button>
        </div>
      ) : !loading && state.games.length === 0 ? (
        <p className={styles.empty} role="status">
          {t('games.noData')}
        </p>
      ) : (
        <LobbyGrid
          games={gridGames}
          loading={gridLoading}
          skeletons={current && state.games.length ? state.games.length : LOBBY_PAGE_SIZE}
          label={t(titleKey)}
          eager={FIRST_ROW_CARDS}
        />
      )}

      {current && state.state !== 'failed' && <Pagination page={state.page} totalPages={state.totalPages} onPage={onPage} disabled={loading} />}
    </div>
  );
}

/** The rooms of the PVP vendor chosen (W1/W2 registry pvp.rooms), under the vendor menu. */
function PvpRoomsOfVendor({ vendor }: { vendor: string | null }) {
  const name = useLanes()
    .find((l) => l.gameType === 'PVP')
    ?.vendors.find((v) => v.code === vendor)?.name;
  return <PvpRooms vendor={vendor} vendorName={name ?? null} />;
}

/**
 * The minimum-bet hints of the slot lobby (spec §9): two switches, a stake of 1 or more (in the
 * wallet's currency) and 25 lines or more; each reads the list again, with the filter, the vendor
 * and the search kept.
 */
function StakeHints({ minBet, minLines }: { minBet: boolean; minLines: boolean }) {
  const { t } = useTranslation('games');
  const sendLobby = useSend('lobby');
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const currencySymbol = useCurrencySymbol();
  const hints: Array<{ hint: LobbyHint; on: boolean; label: string }> = [
    { hint: 'minBet', on: minBet, label: t('games.hints.minBet', { amount: `${currencySymbol}${money(MIN_BET_HINT)}` }) },
    { hint: 'minLines', on: minLines, label: t('games.hints.minLines', { lines: formatNumber(MIN_LINES_HINT, locale) }) },
  ];
  return (
    <div className={styles.filters} role="group" aria-label={t('games.hints.label')}>
      {hints.map((h) => (
        <button
          key={h.hint}
          type="button"
          className={styles.filter}
          aria-pressed={h.on}
          data-hint={h.hint}
          onClick={() => sendLobby({ type: 'lobby.hint', hint: h.hint, on: !h.on })}
        >
          <svg
            viewBox="0 0 24 24"
            width="18"
            height="18"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
          >
            {h.on ? <path d="M20 6L9 17l-5-5" /> : <path d="M4 6h16M7 12h10M10 18h4" />}
          </svg>
          <span>{h.label}</span>
        </button>
      ))}
    </div>
  );
}

/** The grid, rendered again only when its games or its loading change (not on every keystroke). */
const LobbyGrid = memo(GameGrid);

/** The vendors of this game type's lane (or classification category's); "All" clears the vendor. */
function VendorMenu({ gameType, selected }: { gameType: string; selected: string | null }) {
  const { t } = useTranslation('games');
  const sendLobby = useSend('lobby');
  const cdn = useImageCdn();
  const lanes = useLanes();
  const categories = useCategoryLanes();
  const lane = lanes.find((l) => l.gameType === gameType) ?? categories.find((l) => l.gameType === gameType);
  if (!lane || lane.vendors.length === 0) return null;
  return (
    <nav className={styles.vendors} aria-label={t('games.vendorsLabel')}>
      <ul className={styles.vendorList}>
        <li>
          <button type="button" className={styles.vendor} aria-pressed={selected === null} onClick={() => sendLobby({ type: 'lobby.vendor', vendor: null })}>
            <span className={styles.vendorAll} aria-hidden="true">
              <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
                {FILTER_ICONS.ALL}
              </svg>
            </span>
            <span className={styles.vendorName}>{t('games.allVendors')}</span>
          </button>
        </li>
        {lane.vendors.map((v) => {
          const logo = assetUrl(cdn, v.icon);
          return (
            <li key={v.code}>
              <button
                type="button"
                className={styles.vendor}
                aria-pressed={selected === v.code}
                onClick={() => sendLobby({ type: 'lobby.vendor', vendor: v.code })}
              >
                {logo ? (
                  <img className={styles.vendorLogo} src={logo} alt="" width={48} height={24} loading="lazy" decoding="async" />
                ) : (
                  <span className={styles.vendorAll} aria-hidden="true">
                    {v.code.slice(0, 2)}
                  </span>
                )}
                <span className={styles.vendorName} dir="auto">
                  {v.name}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
