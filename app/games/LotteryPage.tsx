/**
 * The lottery pages (/lottery, /seaLottery, /vnLottery; login required, App sends visitors to
 * /login). The game code from the query, and a button that starts the lottery in the game popup.
 */
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button } from '../components/Button';
import { useSend } from '../system/system';
import { useLauncher } from './use-launcher';
import { usePrizeMode } from './use-catalogue';
import { gameFrom } from './assets';
import pageStyles from '../components/Page.module.css';
import styles from './LotteryPage.module.css';

const VENDOR_BY_PATH: Record<string, string> = {
  '/lottery': 'LOTT',
  '/seaLottery': 'TCG_SEA',
  '/vnLottery': 'TCG_LOTTO_VN',
};

export default function LotteryPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('games');
  const sendLauncher = useSend('launcher');
  const { phase } = useLauncher();
  const prizeMode = usePrizeMode();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode')?.trim() || null;
  const vendor = VENDOR_BY_PATH[pathname.replace(/\/+$/, '')] ?? 'LOTT';
  const title = t(titleKey);

  const start = () =>
    sendLauncher({
      type: 'launch.game',
      game: gameFrom({ nodeId: '', gameCode, gameType: 'LOTT', vendor, name: title }),
      mode: 'real',
      random: Math.random(),
      // The prize mode the lanes imply (spec §4), the sea lottery's own (the brand's prize modes:
      // LOTT, ZY, ELOTT, SEA); the VN lottery is the VN area (W1's lottery launch). The lottery's
      // back button returns to this page.
      lottery: {
        prizeMode: vendor === 'TCG_SEA' ? 'SEA' : prizeMode,
        ...(vendor === 'TCG_LOTTO_VN' ? { area: 'VN' } : {}),
        ...(gameCode ? { gameCode } : {}),
        backUrl: new URL(`${pathname}${search}`, window.location.origin).href,
      },
    });

  return (
    <div className={[pageStyles.page, styles.wrap].join(' ')}>
      <h1 className={pageStyles.title}>{title}</h1>
      <section className={styles.panel}>
        <p className={styles.code}>
          {gameCode ? (
            <>
              {t('lottery.gameCode')} <strong dir="ltr">{gameCode}</strong>
            </>
          ) : (
            t('lottery.lobby')
          )}
        </p>
        <p className={styles.intro}>{t('lottery.intro')}</p>
        <Button size="lg" onClick={start} busy={phase === 'launching'}>
          {t('lottery.start')}
        </Button>
      </section>
    </div>
  );
}
