/**
 * Promotions (spec §2 /promotions, no login needed): the categories, a card grid with each
 * promotion's image, dates and status, and its detail (the gateway's HTML, sanitised). A
 * logged-in member also gets the claim hall: every claim in its status (spec §4), acted on as
 * the status means (join, claim, draw a raffle, apply), with the wagering progress of a claimed
 * bonus, kept live while the hall is on screen (read again every 30 s and when the balance
 * changes). A visitor is told to log in to take part. `/promotions?id=<id>` (a banner's link to
 * one promotion) opens that promotion's detail once the list is read.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Promotion } from '../../machines/rewards/promotions/promotions.types';
import { Button } from '../components/Button';
import { Loader } from '../components/Loader';
import { Modal } from '../components/Modal';
import page from '../components/Page.module.css';
import { SafeHtml } from '../components/SafeHtml';
import { useIsLoggedIn, useIsTrial } from '../system/use-session';
import { ApplyModal } from './ApplyModal';
import { PartFailed } from './loyalty-parts';
import { ClaimList, ClaimNoticeBanner, StatusPill, useDayFormatter } from './reward-parts';
import { useClaims, useLiveClaims, useOpenPromotion, usePromotions, useSendClaims, useSendPromotions } from './use-rewards';
import styles from './Rewards.module.css';

function Period({ p }: { p: Promotion }) {
  const { t } = useTranslation('rewards');
  const day = useDayFormatter();
  if (p.startDate == null && p.endDate == null) return <span>{t('promotions.always')}</span>;
  return <span>{t('promotions.period', { from: p.startDate != null ? day(p.startDate) : '…', to: p.endDate != null ? day(p.endDate) : '…' })}</span>;
}

function PromotionDetail() {
  const { t } = useTranslation('rewards');
  const p = useOpenPromotion();
  const send = useSendPromotions();
  if (!p) return null;
  return (
    <Modal title={p.title} onClose={() => send({ type: 'promotions.close' })} size="lg">
      {p.image && <img className={styles.detailImage} src={p.image} alt="" />}
      <div className={styles.detailMeta}>
        <StatusPill status={p.status} />
        <Period p={p} />
      </div>
      <SafeHtml html={p.content} onNavigate={() => send({ type: 'promotions.close' })} />
      <p className={styles.note}>{t('promotions.claimHint')}</p>
    </Modal>
  );
}

function ClaimHall() {
  const { t } = useTranslation('rewards');
  const list = useClaims();
  const send = useSendClaims();
  useLiveClaims();
  useEffect(() => {
    if (list.phase === 'inactive' || list.phase === 'ready') send({ type: 'claims.refresh' });
    // Read the list again each time the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section className={styles.section} aria-labelledby="claim-hall-title">
      <h2 id="claim-hall-title" className={styles.sectionTitle}>
        {t('claims.title')}
      </h2>
      {list.notice && <ClaimNoticeBanner notice={list.notice} onDismiss={() => send({ type: 'claims.dismiss' })} />}
      {list.phase === 'failed' && list.error && <PartFailed error={list.error} onRetry={() => send({ type: 'claims.refresh' })} />}
      {!list.loaded && list.phase !== 'failed' ? (
        <Loader />
      ) : list.loaded && list.claims.length === 0 ? (
        <p className={styles.note}>{t('claims.empty')}</p>
      ) : (
        <ClaimList
          claims={list.claims}
          state={list}
          onAct={(claimId) => send({ type: 'claims.act', claimId })}
          onApply={(claimId) => send({ type: 'claims.apply', claimId })}
        />
      )}
      <ApplyModal />
    </section>
  );
}

export default function PromotionsPage() {
  const { t } = useTranslation('rewards');
  const state = usePromotions();
  const send = useSendPromotions();
  const loggedIn = useIsLoggedIn();
  const trial = useIsTrial();
  const [params, setParams] = useSearchParams();
  const wanted = params.get('id');

  useEffect(() => {
    send({ type: 'promotions.refresh' });
  }, [send]);

  // A link to one promotion: its detail opens once the list is read, and the address forgets it
  // (closing the detail, or a reload, does not open it again).
  useEffect(() => {
    if (!wanted || state.phase === 'loading') return;
    send({ type: 'promotions.detail', id: wanted });
    setParams(
      (p) => {
        p.delete('id');
        return p;
      },
      { replace: true },
    );
  }, [wanted, state.phase, send, setParams]);

  const shown = useMemo(
    () => (state.category ? state.promotions.filter((p) => p.category === state.category) : state.promotions),
    [state.category, state.promotions],
  );
  const categories = [{ code: '', name: t('promotions.all') }, ...state.categories];

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('routes.promotions')}</h1>

      <div role="group" aria-label={t('promotions.categories')}>
        <ul className={styles.categories}>
          {categories.map((c) => (
            <li key={c.code || 'all'}>
              <button
                type="button"
                className={styles.category}
                aria-pressed={state.category === c.code}
                onClick={() => send({ type: 'promotions.category', category: c.code })}
              >
                {c.name}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {state.phase === 'failed' && state.error && <PartFailed error={state.error} onRetry={() => send({ type: 'promotions.refresh' })} />}
      {state.phase === 'loading' && state.promotions.length === 0 ? (
        <Loader />
      ) : shown.length === 0 && state.phase === 'ready' ? (
        <p className={styles.note}>{t('promotions.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-busy={state.phase === 'loading'}>
          {shown.map((p) => (
            <li key={p.id} className={styles.card} data-testid="promotion-card">
              {p.image ? <img className={styles.cardImage} src={p.image} alt="" loading="lazy" /> : <div className={styles.cardImage} />}
              <div className={styles.cardBody}>
                <h2 className={styles.cardTitle}>{p.title}</h2>
                <div className={styles.cardMeta}>
                  <Period p={p} />
                  <StatusPill status={p.status} />
                </div>
                <Button
                  size="sm"
                  variant="secondary"
                  className={styles.cardButton}
                  onClick={() => send({ type: 'promotions.detail', id: p.id })}
                  aria-label={t('promotions.detailsOf', { title: p.title })}
                >
                  {t('promotions.details')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {loggedIn && !trial ? <ClaimHall /> : <p className={styles.note}>{t(trial ? 'promotions.trial' : 'promotions.loginToClaim')}</p>}
      <PromotionDetail />
    </div>
  );
}
