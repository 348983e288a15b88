/**
 * Team overview (spec §2): the team's size, new and active members, deposits, withdrawals, valid
 * bets and profit and loss for a period (today, yesterday, 7 or 30 days, or custom up to 31 days),
 * and the valid bets per day as a small bar chart — plain SVG: a dozen bars need no chart library
 * (nothing to download), and the same figures are in a table for screen readers.
 */
import { useEffect, useId } from 'react';
import { shallowEqual } from '@xstate/react';
import { selectTeamOverview } from '../../machines/agent/team-overview/team-overview.selectors';
import { rangeFor } from '../../machines/shared/paged-query/date-range';
import { Button } from '../components/Button';
import { dateFormat, formatDay, formatNumber } from '../components/format';

/** A chart axis day: short ("20/11", "11/20"), in the current language. */
const shortDay = (at: number, locale: string) => dateFormat(locale, { month: 'numeric', day: 'numeric' }).format(at);
import { Loader } from '../components/Loader';
import { DateRangeFilter } from '../components/records/DateRangeFilter';
import { localDay, useToday } from '../components/records/use-today';
import records from '../components/records/Records.module.css';
import { useActorSelector, useSend } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';
import { useContractText } from './contract-text';
import styles from './Contracts.module.css';

const MAX_DAYS = 31;

export default function TeamOverviewPage() {
  const { t, locale, money, errorText } = useContractText();
  const state = useActorSelector('teamOverview', selectTeamOverview, shallowEqual);
  const send = useSend('teamOverview');
  const today = useToday();
  const loggedIn = useIsLoggedIn();
  const chartId = useId();

  useEffect(() => {
    if (loggedIn && state.phase === 'idle') send({ type: 'overview.range', range: rangeFor('last7', today) });
  }, [loggedIn, state.phase, send, today]);

  const o = state.overview;
  const figures = o && [
    { id: 'teamSize', value: formatNumber(o.teamSize, locale) },
    { id: 'newMembers', value: formatNumber(o.newMembers, locale) },
    { id: 'activeMembers', value: formatNumber(o.activeMembers, locale) },
    { id: 'deposits', value: money(o.deposits) },
    { id: 'withdrawals', value: money(o.withdrawals) },
    { id: 'validBet', value: money(o.validBet) },
    { id: 'profitLoss', value: money(o.profitLoss), tone: o.profitLoss < 0 ? 'loss' : 'win' },
  ];
  const max = Math.max(1, ...(o?.days ?? []).map((d) => d.validBet));
  const W = 600;
  const H = 160;
  const days = o?.days ?? [];
  const bw = days.length ? W / days.length : W;

  return (
    <>
      <div className={records.toolbar}>
        <DateRangeFilter range={state.range} today={today} maxDays={MAX_DAYS} onChange={(range) => range && send({ type: 'overview.range', range })} />
      </div>
      {state.phase === 'failed' && state.error && (
        <div className={records.failed} role="alert">
          <p>{errorText(state.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => send({ type: 'overview.retry' })}>
            {t('contracts.retry')}
          </Button>
        </div>
      )}
      {state.phase === 'loading' && !o && <Loader />}
      {figures && (
        <section aria-busy={state.phase === 'loading'} className={styles.section} data-stale={state.phase === 'loading' || undefined}>
          <dl className={styles.figures} data-testid="team-figures">
            {figures.map((f) => (
              <div key={f.id} className={styles.figure} data-tone={f.tone}>
                <dt>{t(`overview.${f.id}`)}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <figure className={styles.chart} aria-labelledby={chartId}>
            <figcaption id={chartId} className={styles.sectionTitle}>
              {t('overview.chartTitle')}
            </figcaption>
            <svg viewBox={`0 0 ${W} ${H + 20}`} role="img" aria-label={t('overview.chartTitle')} className={styles.svg}>
              {days.map((d, i) => {
                const h = Math.round((d.validBet / max) * H);
                return (
                  <g key={d.day}>
                    <rect x={i * bw + bw * 0.15} y={H - h} width={bw * 0.7} height={Math.max(h, d.validBet > 0 ? 1 : 0)} rx={2} className={styles.bar}>
                      <title>{`${formatDay(localDay(new Date(d.day)), locale)}: ${money(d.validBet)}`}</title>
                    </rect>
                    {(days.length <= 10 || i % Math.ceil(days.length / 8) === 0) && (
                      <text x={i * bw + bw / 2} y={H + 15} textAnchor="middle" className={styles.axis}>
                        {shortDay(d.day, locale)}
                      </text>
                    )}
                  </g>
                );
              })}
            </svg>
            {/* A table is never narrower than its content: the wrapper does the hiding. */}
            <div className="visually-hidden">
              <table>
                <caption>{t('overview.chartTitle')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('overview.day')}</th>
                    <th scope="col">{t('overview.validBet')}</th>
                    <th scope="col">{t('overview.profitLoss')}</th>
                    <th scope="col">{t('overview.activeMembers')}</th>
                  </tr>
                </thead>
                <tbody>
                  {days.map((d) => (
                    <tr key={d.day}>
                      <th scope="row">{formatDay(localDay(new Date(d.day)), locale)}</th>
                      <td>{money(d.validBet)}</td>
                      <td>{money(d.profitLoss)}</td>
                      <td>{formatNumber(d.activeMembers, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        </section>
      )}
    </>
  );
}
