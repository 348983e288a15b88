/**
 * The header's game-type navigation (spec §2): the types of the vendor lanes (the fixed list while
 * they load). A click goes to the type's page for HOME, PROMO, PVP, FISH, RNG or several vendors,
 * and otherwise launches the one vendor (navClick). Hovering a type shows its vendor dropdown; by
 * keyboard, ArrowDown on the type opens it and moves to its first vendor (Tab alone walks the types,
 * not 40 vendors each); Escape closes it and returns to the type. Loaded right after the first paint
 * by the header.
 */
import { useId, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { navClick, type Lane } from '../../machines/games/rules';
import { Icon } from '../components/Icon';
import { PRODUCT_ROUTES } from './product-routes';
import { useSend } from '../system/system';
import { useLanes, useLanesLoading } from './use-catalogue';
import VendorDropdown from './VendorDropdown';

/** The header's class names, handed in so that this chunk does not carry the header's styles. */
export type GameNavClasses = Readonly<Record<string, string>>;

interface NavEntry {
  gameType: string;
  path: string;
  titleKey: string;
  lane?: Lane;
}

/** The game types of the vendor lanes that have a page; the fixed list while the lanes load or fail. */
export function navEntries(lanes: readonly Lane[], loading: boolean): NavEntry[] {
  if (loading && !lanes.length) return [...PRODUCT_ROUTES];
  const fromLanes = lanes.flatMap((lane) => {
    const p = PRODUCT_ROUTES.find((r) => r.gameType === lane.gameType);
    return p ? [{ ...p, lane }] : [];
  });
  return fromLanes.length ? fromLanes : [...PRODUCT_ROUTES];
}

export default function GameNav({ classes }: { classes: GameNavClasses }) {
  const lanes = useLanes();
  const loading = useLanesLoading();
  // Which type's dropdown is open: hover/focus UI state.
  const [open, setOpen] = useState<string | null>(null);
  // Whether the open dropdown was opened by keyboard, so it takes focus.
  const [byKeyboard, setByKeyboard] = useState(false);
  return (
    <ul className={classes.navList}>
      {navEntries(lanes, loading).map((entry) => (
        <NavItem
          key={entry.gameType}
          entry={entry}
          classes={classes}
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
  open: boolean;
  focusFirst: boolean;
  onOpen: (keyboard: boolean) => void;
  onClose: () => void;
}

function NavItem({ entry, classes, open, focusFirst, onOpen, onClose }: NavItemProps) {
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
