/**
 * Points mall (spec §2 /pointMall, §3 points, §9 points do not expire): the member's points and
 * ratio, the rewards to redeem, converting points to balance, the redeem history, the points
 * details by type, and the exchange rules with the rate table.
 *
 * The login rule (spec §2 gives two readings): logged-out visitors are sent to the login (the
 * reading "login required", the default); a brand with `pointMallPublic` shows them the mall's
 * contents instead (the rewards with their cost, the rules and the rate table, read without a
 * token), and redeeming or converting asks them to log in.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { POINT_TYPES } from '../../machines/rewards/point-mall/point-mall.records';
import type { PointDetail, PublicMall, RedeemRecord } from '../../machines/rewards/point-mall/point-mall.types';
import { Button } from '../components/Button';
import { formatNumber, formatShortDateTime, useLocaleTag, useMoneyFormatter } from '../components/format';
import { Tabs } from '../components/form/fields';
import { Loader } from '../components/Loader';
import page from '../components/Page.module.css';
import { RecordList, type Column } from '../components/records/RecordList';
import records from '../components/records/Records.module.css';
import { useBrand } from '../system/use-bootstrap';
import { useIsTrial, useSessionPhase, useSignedOutHere } from '../system/use-session';
import { useSend } from '../system/system';
import { PointFormModal } from './PointForm';
import { usePointDetails, usePointMall, useRedeemRecords, useSendPointDetails, useSendPointMall, useSendRedeemRecords } from './use-rewards';
import { PartFailed } from './loyalty-parts';
import styles from './Rewards.module.css';

type Tab = 'rewards' | 'history' | 'details' | 'rules';

const TONE = { APPROVED: 'go', PROCESS: 'wait', REJECTED: 'bad' } as const;

function RedeemHistory() {
  const { t } = useTranslation(['rewards', 'records']);
  const list = useRedeemRecords();
  const send = useSendRedeemRecords();
  const locale = useLocaleTag();
  const money = useMoneyFormatter();
  useEffect(() => {
    if (list.phase === 'idle') send({ type: 'query.refresh' });
  }, [list.phase, send]);
  const signed = (n: number) => (n > 0 ? `+${formatNumber(n, locale)}` : formatNumber(n, locale));
  // Every field of a redeem record (spec §3) in the table itself; a phone shows each row as a card of labelled cells.
  const columns: Column<RedeemRecord>[] = [
    { id: 'reference', labelKey: 'rewards:mall.history.reference', cell: (r) => <span className={styles.reference}>{r.id}</span> },
    { id: 'time', labelKey: 'rewards:mall.history.time', cell: (r) => <span className={records.time}>{formatShortDateTime(r.appliedAt, locale)}</span> },
    { id: 'type', labelKey: 'rewards:mall.history.type', cell: (r) => t(`mall.history.types.${r.type}`) },
    { id: 'name', labelKey: 'rewards:mall.history.name', cell: (r) => <span className={styles.itemName}>{r.name || '—'}</span> },
    { id: 'quantity', labelKey: 'rewards:mall.history.quantity', numeric: true, cell: (r) => formatNumber(r.quantity, locale) },
    {
      id: 'requirement',
      labelKey: 'rewards:mall.history.requirement',
      numeric: true,
      cell: (r) => (
        <span className={styles.requirement}>
          <span>{t('mall.points_count', { count: r.requiredPoints, n: formatNumber(r.requiredPoints, locale) })}</span>
          <span>{money(r.requiredAmount)}</span>
        </span>
      ),
    },
    {
      id: 'status',
      labelKey: 'rewards:mall.history.status',
      cell: (r) => (
        <span className={styles.status} data-tone={TONE[r.status]}>
          {t(`mall.history.statuses.${r.status}`)}
        </span>
      ),
    },
    { id: 'changed', labelKey: 'rewards:mall.history.changed', numeric: true, cell: (r) => signed(r.changedPoints) },
    { id: 'balance', labelKey: 'rewards:mall.history.balance', numeric: true, cell: (r) => formatNumber(r.balance, locale) },
    { id: 'remark', labelKey: 'rewards:mall.history.remark', cell: (r) => <span className={styles.remark}>{r.remark || '—'}</span> },
  ];
  return (
    <RecordList
      caption={t('mall.tabs.history')}
      state={list}
      columns={columns}
      rowKey={(r) => r.id}
      emptyKey="rewards:mall.history.empty"
      onPage={(p) => send({ type: 'query.page', page: p })}
      onRetry={() => send({ type: 'query.retry' })}
    />
  );
}

function PointDetails() {
  const { t } = useTranslation(['rewards', 'records']);
  const list = usePointDetails();
  const send = useSendPointDetails();
  const locale = useLocaleTag();
  useEffect(() => {
    if (list.phase === 'idle') send({ type: 'query.refresh' });
  }, [list.phase, send]);
  const type = String(list.filters?.type ?? '');
  const columns: Column<PointDetail>[] = [
    { id: 'time', labelKey: 'rewards:mall.history.time', cell: (d) => <span className={records.time}>{formatShortDateTime(d.time, locale)}</span> },
    { id: 'type', labelKey: 'rewards:mall.history.type', cell: (d) => t(`mall.types.${d.type}`, { defaultValue: d.type }) },
    {
      id: 'points',
      labelKey: 'rewards:mall.details.points',
      numeric: true,
      cell: (d) => (d.points > 0 ? `+${formatNumber(d.points, locale)}` : formatNumber(d.points, locale)),
    },
  ];
  return (
    <>
      <div className={records.toolbar}>
        <label className={records.field}>
          {t('mall.details.type')}
          <select className={records.select} value={type} onChange={(e) => send({ type: 'query.set', filters: { type: e.target.value } })}>
            <option value="">{t('mall.types.all')}</option>
            {POINT_TYPES.map((p) => (
              <option key={p} value={p}>
                {t(`mall.types.${p}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <RecordList
        caption={t('mall.tabs.details')}
        state={list}
        columns={columns}
        rowKey={(d) => d.id}
        emptyKey="rewards:mall.details.empty"
        onPage={(p) => send({ type: 'query.page', page: p })}
        onRetry={() => send({ type: 'query.retry' })}
      />
    </>
  );
}

/** The rewards to redeem, each with its cost; `afford` (a member's points) disables what they cannot pay for. */
function RewardGrid({ mall, afford, disabled }: { mall: PublicMall; afford: number | null; disabled: boolean }) {
  const { t } = useTranslation('rewards');
  const send = useSendPointMall();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  return (
    <ul className={styles.grid}>
      {mall.rewards.map((r) => (
        <li key={r.id} className={styles.card} data-testid="point-reward">
          <div className={styles.cardBody}>
            <h3 className={styles.cardTitle}>{r.name}</h3>
            <div className={styles.cardMeta}>
              <span>{t('mall.cost', { points: formatNumber(r.points, locale) })}</span>
              <span>{t('mall.worth', { amount: money(r.amount) })}</span>
            </div>
            {r.stock !== null && <span className={styles.note}>{t('mall.stock', { count: r.stock })}</span>}
            <Button
              size="sm"
              className={styles.cardButton}
              disabled={disabled || (afford !== null && r.points > afford) || r.stock === 0}
              onClick={() => send({ type: 'pointMall.redeem', rewardId: r.id })}
              aria-label={`${t('mall.redeem')}: ${r.name}`}
            >
              {t('mall.redeem')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The exchange rules and the rate table. */
function Rules({ mall }: { mall: PublicMall }) {
  const { t } = useTranslation('rewards');
  const locale = useLocaleTag();
  return (
    <>
      <ul>
        {mall.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
      <div className={records.tableWrap}>
        <table className={records.table}>
          <caption className={styles.note}>{t('mall.rateCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mall.history.type')}</th>
              <th scope="col" className={records.numeric}>
                {t('mall.rate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {mall.rates.map((r) => (
              <tr key={r.type}>
                <td>{t(`mall.types.${r.type}`, { defaultValue: r.type })}</td>
                <td className={records.numeric}>{formatNumber(r.rate, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function Mall() {
  const { t } = useTranslation('rewards');
  const { phase, mall, error, notice } = usePointMall();
  const send = useSendPointMall();
  const money = useMoneyFormatter();
  const locale = useLocaleTag();
  const [tab, setTab] = useState<Tab>('rewards');
  useEffect(() => {
    send({ type: 'pointMall.refresh' });
  }, [send]);

  if (!mall) return phase === 'failed' && error ? <PartFailed error={error} onRetry={() => send({ type: 'pointMall.refresh' })} /> : <Loader />;
  const tabs = (['rewards', 'history', 'details', 'rules'] as const).map((id) => ({ id, label: t(`mall.tabs.${id}`) }));
  return (
    <>
      <section className={styles.summary} aria-labelledby="points-balance">
        <div>
          <h2 id="points-balance" className={styles.sectionTitle}>
            {t('mall.points')}
          </h2>
          <p className={styles.points} data-testid="points">
            {formatNumber(mall.points, locale)}
          </p>
          <p className={styles.note}>{t('mall.noExpiry')}</p>
          <p className={styles.note}>{t('mall.ratio', { ratio: formatNumber(mall.ratio, locale), one: money(1) })}</p>
        </div>
        <Button onClick={() => send({ type: 'pointMall.convert' })} disabled={phase !== 'ready'}>
          {t('mall.convert')}
        </Button>
      </section>
      {notice && (
        <div className={styles.banner} role="status">
          <span>
            {notice.mode === 'convert'
              ? t('mall.converted', { amount: money(notice.amount), ref: notice.transId })
              : t(notice.status === 'APPROVED' ? 'mall.redeemApproved' : notice.status === 'REJECTED' ? 'mall.redeemRejected' : 'mall.redeemed', {
                  ref: notice.transId,
                })}
          </span>
          <Button size="sm" variant="ghost" onClick={() => send({ type: 'pointMall.dismiss' })}>
            {t('common.close')}
          </Button>
        </div>
      )}
      <Tabs tabs={tabs} selected={tab} onSelect={setTab} label={t('routes.pointMall')} panelId="point-mall-panel" idPrefix="point-mall" />
      <div id="point-mall-panel" role="tabpanel" aria-labelledby={`point-mall-${tab}`} className={styles.section}>
        {tab === 'rewards' && <RewardGrid mall={mall} afford={mall.points} disabled={phase !== 'ready'} />}
        {tab === 'history' && <RedeemHistory />}
        {tab === 'details' && <PointDetails />}
        {tab === 'rules' && <Rules mall={mall} />}
      </div>
      <PointFormModal />
    </>
  );
}

/**
 * A visitor's points mall (brand.pointMallPublic): the rewards with their cost, the exchange rules
 * and the rate table, read without a token; redeeming or converting asks them to log in first.
 */
function VisitorMall() {
  const { t } = useTranslation('rewards');
  const { phase, preview, error } = usePointMall();
  const send = useSendPointMall();
  const openLogin = useSend('session');
  const [tab, setTab] = useState<'rewards' | 'rules'>('rewards');
  useEffect(() => {
    send({ type: 'pointMall.browse' });
  }, [send]);
  const tabs = (['rewards', 'rules'] as const).map((id) => ({ id, label: t(`mall.tabs.${id}`) }));
  return (
    <>
      <section className={styles.summary} aria-labelledby="points-visitor">
        <div>
          <h2 id="points-visitor" className={styles.sectionTitle}>
            {t('mall.points')}
          </h2>
          <p className={styles.note}>{t('mall.visitor')}</p>
          <p className={styles.note}>{t('mall.noExpiry')}</p>
        </div>
        <div className={styles.claimActions}>
          <Button onClick={() => openLogin({ type: 'session.openLogin' })}>{t('header.login')}</Button>
          <Button variant="secondary" onClick={() => send({ type: 'pointMall.convert' })} disabled={phase !== 'ready'}>
            {t('mall.convert')}
          </Button>
        </div>
      </section>
      {!preview ? (
        phase === 'failed' && error ? (
          <PartFailed error={error} onRetry={() => send({ type: 'pointMall.browse' })} />
        ) : (
          <Loader />
        )
      ) : (
        <>
          <Tabs tabs={tabs} selected={tab} onSelect={setTab} label={t('routes.pointMall')} panelId="point-mall-panel" idPrefix="point-mall" />
          <div id="point-mall-panel" role="tabpanel" aria-labelledby={`point-mall-${tab}`} className={styles.section}>
            {tab === 'rewards' ? <RewardGrid mall={preview} afford={null} disabled={phase !== 'ready'} /> : <Rules mall={preview} />}
          </div>
        </>
      )}
    </>
  );
}

export default function PointMallPage() {
  const { t } = useTranslation('rewards');
  const sessionPhase = useSessionPhase();
  const trial = useIsTrial();
  const brand = useBrand();
  const location = useLocation();
  const signedOutHere = useSignedOutHere(location.pathname);

  if (sessionPhase === 'loggedOut' && !brand.pointMallPublic) {
    return signedOutHere ? <Navigate to="/" replace /> : <Navigate to="/login" replace state={{ from: location.pathname }} />;
  }
  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('routes.pointMall')}</h1>
      {sessionPhase === 'loggedIn' && !trial ? (
        <Mall />
      ) : trial ? (
        <section className={styles.section}>
          <p className={styles.note}>{t('mall.trial')}</p>
          <p className={styles.note}>{t('mall.noExpiry')}</p>
        </section>
      ) : sessionPhase === 'loggedOut' ? (
        <VisitorMall />
      ) : (
        <Loader />
      )}
    </div>
  );
}
