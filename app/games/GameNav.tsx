/**
 * The header's game-type navigation (spec §2): the types of the vendor lanes (the fixed list while
 * they load). A click goes to the type's page for HOME, PROMO, PVP, FISH, RNG or several vendors,
 * and otherwise launches the one vendor (navClick). Hovering a type shows its vendor dropdown. By
 * keyboard the nav is one tab stop: ArrowLeft/ArrowRight (mirrored right-to-left), Home and End move
 * between the types, ArrowDown opens a type's dropdown on its first vendor, Escape closes it and
 * returns to the type, Tab leaves the nav. Loaded right after the first paint
 * by the header.
 */
import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { navClick, type Lane } from '../../machines/games/rules';
import { Icon } from '../components/Icon';
import { rovingKey } from '../components/roving';
import { CATEGORY_ROUTES, PRODUCT_ROUTES } from './product-routes';
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

export default function GameNav({ classes }: { classes: GameNavClasses }) {
  const lanes = useNavLanes();
  const loading = useLanesLoading();
  // One tab stop for the whole nav (roving tabindex): arrows move between the types, Home/End
  // jump, Tab leaves. Which type holds the stop.
  const [stop, setStop] = useState(0);
  const entries = navEntries(lanes, loading);
  const current = Math.min(stop, Math.max(0, entries.length - 1));
  const onNavKey = (e: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingKey(e, ':scope > li > a');
    if (next !== null) setStop(next);
  };
  // Which type's dropdown is open: hover/focus UI state.
  const [open, setOpen] = useState<string | null>(null);
  // Whether the open dropdown was opened by keyboard, so it takes focus.
  const [byKeyboard, setByKeyboard] = useState(false);
  return (
    <ul className={classes.navList} onKeyDown={onNavKey}>
      {entries.map((entry, i) => (
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
    </ul>
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
