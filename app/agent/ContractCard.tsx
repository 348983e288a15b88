/** One contract as a card: kind, parties, status, tiers, dates, and what this member may do with it. */
import type { ReactNode } from 'react';
import type { Contract } from '../../machines/agent/contracts/contracts.selectors';
import { formatDateTime } from '../components/format';
import { useContractText } from './contract-text';
import styles from './Contracts.module.css';

export function ContractCard({ contract: c, actions }: { contract: Contract; actions?: ReactNode }) {
  const x = useContractText();
  const { t } = x;
  return (
    <li className={styles.card} data-testid={`contract-${c.contractId}`}>
      <div className={styles.cardHead}>
        <span className={styles.kind}>
          {x.kind(c)}
          {c.kind === 'DIVIDEND' && c.period ? ` · ${t(`contracts.periods.${c.period}`)}` : ''}
        </span>
        <span className={styles.status} data-status={c.status}>
          {t(`contracts.statuses.${c.status}`)}
        </span>
        {c.status === 'TERMINATED' && c.terminatedBy && <span className={styles.hint}>{t(`contracts.terminatedBy.${c.terminatedBy}`)}</span>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <dl className={styles.meta}>
        <div>
          <dt>{t('contracts.upline')}:</dt>
          <dd>{x.party(c.upline)}</dd>
        </div>
        <div>
          <dt>{t('contracts.downline')}:</dt>
          <dd>{x.party(c.downline)}</dd>
        </div>
        <div>
          <dt>{t('contracts.topRate')}:</dt>
          <dd>{x.top(c)}</dd>
        </div>
        <div>
          <dt>{t('contracts.offeredOn')}:</dt>
          <dd>{formatDateTime(c.createdAt, x.locale)}</dd>
        </div>
      </dl>
      {/* When the kind pays (spec §5), wherever a contract of it is shown. */}
      {c.kind === 'DAILY' && <p className={styles.hint}>{t('contracts.modal.paysNextDay')}</p>}
      {c.kind === 'REALTIME' && <p className={styles.hint}>{t('contracts.modal.every5Minutes')}</p>}
      <ol className={styles.tiers} aria-label={t('contracts.tiers')}>
        {c.tiers.map((tier, i) => (
          <li key={i}>{x.tierLine(c, tier)}</li>
        ))}
      </ol>
    </li>
  );
}
