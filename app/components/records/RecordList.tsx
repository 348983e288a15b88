/**
 * A paged record list (betting record, account record, profit and loss, the agent centre's
 * reports...): the period's totals, a table (cards on a phone), the paginator, and every state a
 * list can be in — loading, the last page kept (dimmed) while the next loads, empty, failed with
 * a retry. A row can open its details in a dialog. It reads a `selectPage` snapshot and calls
 * back; the paged query machine does the rest.
 */
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GatewayErrorInfo } from '../../../machines/shared/effect';
import type { PagedQueryPhase } from '../../../machines/shared/paged-query/paged-query.selectors';
import { Button } from '../Button';
import { useErrorText } from '../error-text';
import { Icon } from '../Icon';
import { Loader } from '../Loader';
import { Modal } from '../Modal';
import { Pagination } from '../Pagination';
import styles from './Records.module.css';

export interface Column<R> {
  id: string;
  /** Catalogue key of the column's name. */
  labelKey: string;
  cell: (row: R) => ReactNode;
  /** Right-aligned, tabular figures (amounts, counts). */
  numeric?: boolean;
}

export interface Total {
  labelKey: string;
  value: ReactNode;
}

export interface DetailItem {
  labelKey: string;
  value: ReactNode;
}

export interface ListState<R> {
  phase: PagedQueryPhase;
  rows: readonly R[];
  page: number;
  totalPages: number;
  totalCount: number;
  stale: boolean;
  error: GatewayErrorInfo | null;
}

interface Props<R> {
  /** Names the table (visually hidden caption). */
  caption: string;
  state: ListState<R>;
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  /** The period's totals, shown above the table once a page is in. */
  totals?: readonly Total[] | null;
  /** Catalogue key of the text when the period has nothing. */
  emptyKey: string;
  onPage: (page: number) => void;
  onRetry: () => void;
  /** A row's details: its title, label/value pairs, and what the row offers to do (given how to close the dialog first). */
  detail?: (row: R) => RowDetail;
}

export interface RowDetail {
  title: ReactNode;
  items: readonly DetailItem[];
  actions?: (close: () => void) => ReactNode;
}

export function RecordList<R>({ caption, state, columns, rowKey, totals, emptyKey, onPage, onRetry, detail }: Props<R>) {
  const { t } = useTranslation('records');
  const errorText = useErrorText();
  // The open row is remembered by its key: when the list is read again (money moved, a refresh)
  // the dialog shows the row as it is now, not as it was when it was opened.
  const [opened, setOpen] = useState<R | null>(null);
  const summaryId = useId();
  const { phase, rows, stale, error } = state;
  const busy = phase === 'loading';
  const loaded = rows.length > 0 || phase === 'ready';
  const open = opened === null ? null : (rows.find((row) => rowKey(row) === rowKey(opened)) ?? opened);

  return (
    <section className={styles.list} aria-busy={busy}>
      {totals && totals.length > 0 && loaded && (
        <dl className={styles.totals} id={summaryId} aria-label={t('list.totals')}>
          {totals.map((x) => (
            <div key={x.labelKey} className={styles.total}>
              <dt>{t(x.labelKey)}</dt>
              <dd>{x.value}</dd>
            </div>
          ))}
        </dl>
      )}

      {phase === 'failed' && error && (
        <div className={styles.failed} role="alert">
          <Icon name="retry" size={18} />
          <p>{errorText(error)}</p>
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </div>
      )}

      {busy && !stale && <Loader />}

      {phase === 'ready' && rows.length === 0 && (
        <p className={styles.empty} role="status">
          {t(emptyKey)}
        </p>
      )}

      {rows.length > 0 && (
        <div className={styles.tableWrap} data-stale={stale || undefined}>
          <table className={styles.table}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.id} scope="col" className={c.numeric ? styles.numeric : undefined}>
                    {t(c.labelKey)}
                  </th>
                ))}
                {detail && (
                  <th scope="col">
                    <span className="visually-hidden">{t('list.details')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.id} data-label={t(c.labelKey)} className={c.numeric ? styles.numeric : undefined}>
                      <span className={styles.cell}>{c.cell(row)}</span>
                    </td>
                  ))}
                  {detail && (
                    <td className={styles.action}>
                      <Button size="sm" variant="ghost" onClick={() => setOpen(row)}>
                        {t('list.details')}
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <Pagination page={state.page} totalPages={state.totalPages} onPage={onPage} disabled={busy} />

      {open !== null && detail && <DetailDialog {...detail(open)} onClose={() => setOpen(null)} />}
    </section>
  );
}

function DetailDialog({ title, items, actions, onClose }: RowDetail & { onClose: () => void }) {
  const { t } = useTranslation('records');
  return (
    <Modal title={title} onClose={onClose} size="sm">
      <dl className={styles.detail}>
        {items.map((x) => (
          <div key={x.labelKey} className={styles.detailRow}>
            <dt>{t(x.labelKey)}</dt>
            <dd>{x.value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className={styles.detailActions}>{actions(onClose)}</div>}
    </Modal>
  );
}
