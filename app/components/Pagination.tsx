/** The lobby paginator (spec §2): margin pages 2, page range 5, gaps as an ellipsis. */
import { useTranslation } from 'react-i18next';
import { pageItems } from '../../machines/shared/paged-query/page-items';
import styles from './Pagination.module.css';
import { Icon } from './Icon';

export interface PaginationProps {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}

export function Pagination({ page, totalPages, onPage, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const items = pageItems(page, totalPages);
  return (
    <nav className={styles.pagination} aria-label={t('common.pagination')}>
      <ul className={styles.list}>
        <li>
          <button type="button" className={styles.step} disabled={disabled || page <= 1} onClick={() => onPage(page - 1)} aria-label={t('common.previousPage')}>
            <Icon name="chevronStart" size={18} />
          </button>
        </li>
        {items.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('common.page', { page: p })}
                disabled={disabled && p !== page}
                onClick={() => p !== page && onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={disabled || page >= totalPages}
            onClick={() => onPage(page + 1)}
            aria-label={t('common.nextPage')}
          >
            <Icon name="chevronEnd" size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
