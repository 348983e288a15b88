/**
 * The side menu's game types with their vendor submenus (spec §2 "game-type submenus"): each type
 * links to its page, and a disclosure button beside it (aria-expanded) shows or hides the type's
 * vendors, the same lanes the header's vendor dropdown reads (the catalogue actor: no second
 * fetch). Choosing a vendor starts it through the launcher, as in the header. Tab moves through
 * the links and buttons; Escape inside an open list closes it and returns to its button. Loaded
 * right after the first paint; the side menu shows the fixed list of types until then.
 */
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { useSend } from '../system/system';
import { navEntries } from './GameNav';
import { useLanesLoading, useNavLanes } from './use-catalogue';
import styles from './SideGameNav.module.css';

/** The side menu's class names (link, active, dot), handed in so that the rows look like the menu's other links. */
export type SideGameNavClasses = Readonly<Record<string, string | undefined>>;

export default function SideGameNav({ classes, onNavigate }: { classes: SideGameNavClasses; onNavigate?: () => void }) {
  const entries = navEntries(useNavLanes(), useLanesLoading());
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      {entries.map((entry) => (
        <SideGameType
          key={entry.gameType}
          entry={entry}
          classes={classes}
          open={open === entry.gameType}
          onToggle={() => setOpen((o) => (o === entry.gameType ? null : entry.gameType))}
          onNavigate={onNavigate}
        />
      ))}
    </>
  );
}

interface TypeProps {
  entry: ReturnType<typeof navEntries>[number];
  classes: SideGameNavClasses;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function SideGameType({ entry, classes, open, onToggle, onNavigate }: TypeProps) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const vendors = entry.lane?.vendors ?? [];
  const label = t(entry.titleKey);
  const onListKey = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    onToggle();
    buttonRef.current?.focus();
  };
  return (
    <li className={styles.type} data-game-type={entry.gameType}>
      <div className={styles.row}>
        <NavLink to={entry.path} className={({ isActive }) => [classes.link, styles.typeLink, isActive ? classes.active : ''].join(' ')} onClick={onNavigate}>
          <span className={classes.dot} aria-hidden="true" />
          {label}
        </NavLink>
        {vendors.length > 0 && (
          <button
            ref={buttonRef}
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('games.vendorMenu', { type: label })}
            onClick={onToggle}
          >
            <Icon name="chevronDown" size={16} className={styles.chevron} />
          </button>
        )}
      </div>
      {vendors.length > 0 && (
        <ul id={listId} className={styles.vendors} hidden={!open} aria-label={t('games.vendorMenu', { type: label })} onKeyDown={onListKey}>
          {vendors.map((v) => (
            <li key={v.code}>
              <button
                type="button"
                className={styles.vendor}
                onClick={() => {
                  onNavigate?.();
                  sendLauncher({ type: 'launch.vendor', vendor: v, random: Math.random() });
                }}
              >
                <span className={styles.vendorName} dir="auto">
                  {v.name}
                </span>
                {v.maintenance && <span className={styles.maintenance}>{t('games.maintenanceBadge')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
