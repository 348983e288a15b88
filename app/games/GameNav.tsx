/**
 * The header's game-type navigation (spec §2): home, the types of the vendor lanes (the fixed list
 * while they load) and promotions. A click goes to the type's page for HOME, PROMO, PVP, FISH, RNG
 * or several vendors, and otherwise launches the one vendor (navClick). Hovering a type shows its
 * vendor dropdown. The entries that do not fit the row (measured: the labels' real widths in the
 * current language against the room the account area leaves) go into a "More" disclosure at the
 * row's end, so every type is reachable at every width and nothing runs under the balance. By
 * keyboard the nav is one tab stop: ArrowLeft/ArrowRight (mirrored right-to-left), Home and End
 * move between the types and the More button, ArrowDown opens a type's dropdown on its first vendor
 * (or the More list on its first entry), Escape closes it and returns to the type, Tab leaves the
 * nav. Loaded right after the first paint by the header.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router-dom';
import { navClick, type Lane } from '../../machines/games/rules';
import { Icon } from '../components/Icon';
import { rovingKey } from '../components/roving';
import { visibleNavCount } from './nav-overflow';
import { CATEGORY_ROUTES, HOME_NAV, PRODUCT_ROUTES, PROMO_NAV } from './product-routes';
import { useSend } from '../system/system';
import { useLanesLoading, useNavLanes } from './use-catalogue';
import VendorDropdown from './VendorDropdown';

/** The header's class names, handed in so that this chunk does not carry the header's styles. */
export type GameNavClasses = Readonly<Record<string, string>>;

interface NavEntry {
  gameType: string;
  path: string;
  titleKey: string;
  lane?: Lane;
}

/**
 * The game types that have vendor lanes, in the product order the side menu, home tiles and footer
 * use (whatever order the gateway lists its lanes in), then the classification categories whose
 * lanes `lanes` carries (useNavLanes); the fixed list of game types while the lanes load or fail.
 */
export function navEntries(lanes: readonly Lane[], loading: boolean): NavEntry[] {
  if (loading && !lanes.length) return [...PRODUCT_ROUTES];
  const withLanes = [...PRODUCT_ROUTES, ...CATEGORY_ROUTES].flatMap((p) => {
    const lane = lanes.find((l) => l.gameType === p.gameType);
    return lane ? [{ ...p, lane }] : [];
  });
  return withLanes.length ? withLanes : [...PRODUCT_ROUTES];
}

/** The header's entries: home, the game types (navEntries), promotions. */
export function headerEntries(lanes: readonly Lane[], loading: boolean): NavEntry[] {
  return [HOME_NAV, ...navEntries(lanes, loading), PROMO_NAV];
}

/**
 * How many entries fit the nav's row, following its width and the labels' widths. The labels are
 * measured on a hidden copy of the row (all entries and the More button, drawn by CSS from
 * data-label so that the page's text and accessibility tree do not hold them twice); a
 * ResizeObserver on the row and on that copy measures again when the window, the account area,
 * the language or the lanes change. Without layout (no ResizeObserver) every entry shows.
 */
function useFittingCount(count: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const measureRef = useRef<HTMLUListElement>(null);
  const [fitting, setFitting] = useState(count);
  useLayoutEffect(() => {
    const row = listRef.current?.parentElement;
    const copy = measureRef.current;
    if (!row || !copy || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const items = [...copy.children].map((el) => el.getBoundingClientRect().width);
      const more = items.pop() ?? 0;
      setFitting(visibleNavCount(items, row.clientWidth, more));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    observer.observe(copy);
    return () => observer.disconnect();
  }, [count]);
  return { listRef, measureRef, fitting: Math.min(fitting, count) };
}

export default function GameNav({ classes }: { classes: GameNavClasses }) {
  const { t } = useTranslation('games');
  const lanes = useNavLanes();
  const loading = useLanesLoading();
  const entries = headerEntries(lanes, loading);
  const { listRef, measureRef, fitting } = useFittingCount(entries.length);
  const shown = entries.slice(0, fitting);
  const overflow = entries.slice(fitting);
  // One tab stop for the whole nav (roving tabindex): arrows move between the types and More,
  // Home/End jump, Tab leaves. Which item holds the stop.
  const [stop, setStop] = useState(0);
  const current = Math.min(stop, Math.max(0, shown.length + (overflow.length ? 1 : 0) - 1));
  const onNavKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingKey(e, ':scope > li > a, :scope > li > button');
    if (next !== null) setStop(next);
  };
  // Which type's dropdown is open: hover/focus UI state.
  const [open, setOpen] = useState<string | null>(null);
  // Whether the open dropdown was opened by keyboard, so it takes focus.
  const [byKeyboard, setByKeyboard] = useState(false);
  return (
    <>
      <ul ref={listRef} className={classes.navList} onKeyDown={onNavKey}>
        {shown.map((entry, i) => (
          <NavItem
            key={entry.gameType}
            entry={entry}
            classes={classes}
            tabStop={i === current}
            onFocusStop={() => setStop(i)}
            open={open === entry.gameType}
            focusFirst={byKeyboard}
            onOpen={(keyboard) => {
              setByKeyboard(keyboard);
              setOpen(entry.gameType);
            }}
            onClose={() => setOpen((o) => (o === entry.gameType ? null : o))}
          />
        ))}
        {overflow.length > 0 && (
          <MoreEntries entries={overflow} classes={classes} tabStop={current === shown.length} onFocusStop={() => setStop(shown.length)} />
        )}
      </ul>
      <div className={classes.navMeasure} aria-hidden="true">
        <ul ref={measureRef} className={classes.navList}>
          {entries.map((entry) => (
            <li key={entry.gameType} className={classes.navItem}>
              <span className={classes.navLink} data-label={t(entry.titleKey)}>
                {entry.lane?.vendors.length ? <Icon name="chevronDown" size={14} className={classes.navChevron} /> : null}
              </span>
            </li>
          ))}
          <li className={classes.navItem}>
            <span className={classes.navLink} data-label={t('shell:header.more')}>
              <Icon name="chevronDown" size={14} className={classes.navChevron} />
            </span>
          </li>
        </ul>
      </div>
    </>
  );
}

interface NavItemProps {
  entry: NavEntry;
  classes: GameNavClasses;
  tabStop: boolean;
  onFocusStop: () => void;
  open: boolean;
  focusFirst: boolean;
  onOpen: (keyboard: boolean) => void;
  onClose: () => void;
}

function NavItem({ entry, classes, tabStop, onFocusStop, open, focusFirst, onOpen, onClose }: NavItemProps) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const itemRef = useRef<HTMLLIElement>(null);
  const linkRef = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const hasVendors = Boolean(entry.lane?.vendors.length);
  const label = t(entry.titleKey);

  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClose();
    const action = navClick(entry.gameType, entry.lane);
    if (action.kind === 'launch') {
      e.preventDefault();
      sendLauncher({ type: 'launch.vendor', vendor: action.vendor, random: Math.random() });
    }
  };

  return (
    <li
      ref={itemRef}
      className={classes.navItem}
      data-game-type={entry.gameType}
      onMouseEnter={hasVendors ? () => onOpen(false) : undefined}
      onMouseLeave={onClose}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) onClose();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          onClose();
          linkRef.current?.focus();
        }
      }}
    >
      <NavLink
        ref={linkRef}
        to={entry.path}
        end={entry.path === '/'}
        onClick={onClick}
        aria-expanded={hasVendors ? open : undefined}
        aria-controls={hasVendors && open ? panelId : undefined}
        tabIndex={tabStop ? 0 : -1}
        onFocus={onFocusStop}
        onKeyDown={(e) => {
          if (hasVendors && e.key === 'ArrowDown') {
            e.preventDefault();
            onOpen(true);
          }
        }}
        className={({ isActive }) => [classes.navLink, isActive ? classes.navActive : ''].join(' ')}
      >
        {label}
        {hasVendors && <Icon name="chevronDown" size={14} className={classes.navChevron} />}
      </NavLink>
      {open && entry.lane && <VendorDropdown id={panelId} lane={entry.lane} label={label} anchorRef={itemRef} focusFirst={focusFirst} onChoose={onClose} />}
    </li>
  );
}

interface MoreProps {
  entries: readonly NavEntry[];
  classes: GameNavClasses;
  tabStop: boolean;
  onFocusStop: () => void;
}

/**
 * The entries that do not fit, behind a "More" button (a disclosure: aria-expanded, aria-controls).
 * Enter, Space or ArrowDown opens the list (ArrowDown and ArrowUp on the first or last entry);
 * ArrowUp/ArrowDown, Home and End move in it; Escape closes it and returns to the button; Tab
 * or a click elsewhere closes it. An entry follows the nav-click rule as in the row. The button
 * shows as current when the page is one of its entries.
 */
function MoreEntries({ entries, classes, tabStop, onFocusStop }: MoreProps) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // Which entry takes focus when the list opens by keyboard ('first', 'last'), or none (a click).
  const [focusOn, setFocusOn] = useState<'first' | 'last' | null>(null);
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLUListElement>(null);
  const panelId = useId();
  const current = entries.some((e) => e.path === location.pathname);

  const links = () => [...(panelRef.current?.querySelectorAll<HTMLElement>('a') ?? [])];
  useEffect(() => {
    if (!open || !focusOn) return;
    const all = links();
    (focusOn === 'first' ? all[0] : all[all.length - 1])?.focus();
  }, [open, focusOn]);

  // A press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => {
      if (!itemRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  // Navigating closes it.
  const path = location.pathname + location.search;
  const lastPath = useRef(path);
  useEffect(() => {
    if (lastPath.current !== path) {
      lastPath.current = path;
      setOpen(false);
    }
  }, [path]);

  const openWith = (focus: 'first' | 'last' | null) => {
    setFocusOn(focus);
    setOpen(true);
  };

  const onButtonKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      e.stopPropagation();
      if (open) {
        const all = links();
        (e.key === 'ArrowDown' ? all[0] : all[all.length - 1])?.focus();
      } else openWith(e.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next =
      e.key === 'ArrowDown'
        ? (at + 1) % all.length
        : e.key === 'ArrowUp'
          ? (at - 1 + all.length) % all.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? all.length - 1
              : null;
    // Keys inside the list stay in it (the row's arrow keys do not apply there).
    if (next !== null || e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
      e.preventDefault();
      e.stopPropagation();
    }
    if (next !== null) all[next]?.focus();
  };

  const onPick = (e: MouseEvent<HTMLAnchorElement>, entry: NavEntry) => {
    setOpen(false);
    const action = navClick(entry.gameType, entry.lane);
    if (action.kind === 'launch') {
      e.preventDefault();
      sendLauncher({ type: 'launch.vendor', vendor: action.vendor, random: Math.random() });
    }
  };

  return (
    <li
      ref={itemRef}
      className={[classes.navItem, classes.moreItem].join(' ')}
      onBlur={(e) => {
        if (!itemRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={[classes.navLink, classes.moreButton, current ? classes.navActive : ''].join(' ')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-current={current ? 'page' : undefined}
        tabIndex={tabStop ? 0 : -1}
        onFocus={onFocusStop}
        onKeyDown={onButtonKey}
        onClick={() => (open ? setOpen(false) : openWith(null))}
      >
        {t('shell:header.more')}
        <Icon name="chevronDown" size={14} className={classes.navChevron} />
      </button>
      {open && (
        <ul ref={panelRef} id={panelId} className={classes.morePanel} aria-label={t('shell:header.moreTypes')} onKeyDown={onPanelKey}>
          {entries.map((entry) => (
            <li key={entry.gameType}>
              <NavLink
                to={entry.path}
                end={entry.path === '/'}
                className={({ isActive }) => [classes.moreLink, isActive ? classes.moreActive : ''].join(' ')}
                onClick={(e) => onPick(e, entry)}
              >
                {t(entry.titleKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
