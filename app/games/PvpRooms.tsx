/**
 * The PVP page's rooms (`GLS2_roomList`): once a vendor is chosen on /pvp, its games' tables with
 * their stakes and the seats taken. A visitor is asked to log in (the rooms need a session);
 * while they load, placeholder rows hold their place; a failure says why with a retry; Refresh
 * reads the seats again. Leaving the vendor hides the panel.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { useErrorText } from '../components/error-text';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';
import { usePvpRooms, useSendPvpRooms } from './use-pvp-rooms';
import styles from './PvpRooms.module.css';

export function PvpRooms({ vendor, vendorName }: { vendor: string | null; vendorName: string | null }) {
  const { t } = useTranslation('games');
  const send = useSendPvpRooms();
  const rooms = usePvpRooms();
  const errorText = useErrorText();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();

  // Only a chosen vendor starts the workflow (its code loads then); leaving the vendor hides it.
  useEffect(() => {
    if (!vendor) return;
    send({ type: 'rooms.show', vendor });
    return () => send({ type: 'rooms.hide' });
  }, [send, vendor]);

  if (!vendor || rooms.phase === 'hidden' || rooms.vendor !== vendor) return null;
  const titleId = `pvp-rooms-${vendor}`;
  return (
    <section className={styles.rooms} aria-labelledby={titleId} aria-busy={rooms.phase === 'loading'}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('games.rooms.title', { vendor: vendorName ?? vendor })}
        </h2>
        {rooms.phase === 'ready' && (
          <Button variant="ghost" size="sm" onClick={() => send({ type: 'rooms.refresh' })}>
            <Icon name="refresh" size={16} />
            {t('games.rooms.refresh')}
          </Button>
        )}
      </div>
      {rooms.phase === 'visitor' && (
        <div className={styles.note} role="note">
          <span>{t('games.rooms.loginFirst')}</span>
          <Button size="sm" onClick={() => send({ type: 'rooms.login' })}>
            {t('header.login')}
          </Button>
        </div>
      )}
      {rooms.phase === 'failed' && rooms.error && (
        <div className={styles.note} role="alert">
          <span>
            {t('games.rooms.failed')} {errorText(rooms.error)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => send({ type: 'rooms.retry' })}>
            <Icon name="retry" size={16} />
            {t('common.retry')}
          </Button>
        </div>
      )}
      {rooms.phase === 'loading' && (
        <ul className={styles.list} aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <li key={i} className={[styles.room, styles.skeleton].join(' ')} />
          ))}
        </ul>
      )}
      {rooms.phase === 'ready' && rooms.rooms.length === 0 && (
        <p className={styles.empty} role="status">
          {t('games.rooms.none')}
        </p>
      )}
      {rooms.phase === 'ready' && rooms.rooms.length > 0 && (
        <ul className={styles.list}>
          {rooms.rooms.map((r) => (
            <li key={r.roomId} className={styles.room} data-full={r.players >= r.maxPlayers}>
              <span className={styles.name}>{r.name}</span>
              <span className={styles.stakes}>{t('games.rooms.stakes', { min: money(r.minBet), max: money(r.maxBet) })}</span>
              <span className={styles.seats}>
                {r.players >= r.maxPlayers
                  ? t('games.rooms.full')
                  : t('games.rooms.seats', { players: formatNumber(r.players, locale), max: formatNumber(r.maxPlayers, locale) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
