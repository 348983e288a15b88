/**
 * /member and /member/<page>: the member centre (spec §2). The spec's pages in its order on the
 * left (a tab bar on a phone), with their count badges, and the chosen page beside them. `/member`
 * opens the first page; a deep link survives a reload (App sends a logged-out visitor to /login
 * and brings them back). Trial accounts are told to register a real account (spec §4: member
 * centre controls need a non-trial account).
 */
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../components/Button';
import { CentreNav } from '../components/centre/CentreNav';
import { CentreOutlet } from '../components/centre/CentreOutlet';
import type { CentreLink, CentrePage } from '../components/centre/centre-page';
import { useCentrePages } from '../components/centre/use-centre-pages';
import { Icon } from '../components/Icon';
import { useDocumentTitle } from '../components/use-document-title';
import { useSend } from '../system/system';
import { useIsTrial } from '../system/use-session';
import styles from '../components/centre/Centre.module.css';

export const MEMBER_CENTRE = '/member';

/** The points mall is its own route (spec §2 /pointMall), reached from the centre's navigation too. */
const CENTRE_LINKS: readonly CentreLink[] = [{ to: '/pointMall', titleKey: 'routes.pointMall', icon: 'ticket' }];

export default function MemberCentre({ pages, page }: { pages: readonly CentrePage[]; page: string | null }) {
  const visible = useCentrePages(pages);
  const isTrial = useIsTrial();
  if (isTrial) return <TrialNotice />;
  const current = visible.find((p) => p.id === page);
  if (!current) {
    if (page === null && visible[0]) return <Navigate to={`${MEMBER_CENTRE}/${visible[0].id}`} replace />;
    return <Unavailable known={pages.some((p) => p.id === page)} first={visible[0]?.id ?? null} />;
  }
  return (
    <div className={styles.centre}>
      <CentreNav pages={visible} links={CENTRE_LINKS} current={current.id} base={MEMBER_CENTRE} labelKey="centre.memberNav" />
      <CentreOutlet page={current} landmark={false} />
    </div>
  );
}

function TrialNotice() {
  const { t } = useTranslation();
  const send = useSend('session');
  useDocumentTitle(t('routes.member'));
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('routes.member')}</h1>
      <p>{t('centre.trial')}</p>
      <Button onClick={() => send({ type: 'session.logout' })}>
        <Icon name="logout" size={18} />
        {t('centre.trialSignOut')}
      </Button>
    </div>
  );
}

/** A page that is not there, or not for this account (its feature is off). */
function Unavailable({ known, first }: { known: boolean; first: string | null }) {
  const { t } = useTranslation();
  useDocumentTitle(t('routes.member'));
  return (
    <div className={styles.notice}>
      <h1 className={styles.title}>{t('routes.member')}</h1>
      <p>{t(known ? 'centre.pageOff' : 'centre.noPage')}</p>
      <Link to={first ? `${MEMBER_CENTRE}/${first}` : '/'}>{t(first ? 'centre.backToCentre' : 'notFound.home')}</Link>
    </div>
  );
}
