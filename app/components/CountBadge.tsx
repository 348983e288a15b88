/**
 * A count badge beside a link (unread messages, rewards to claim, missions completed): the count
 * (99+ above 99, in the language's digits) shown, and its meaning for screen readers.
 */
import { formatCount, useLocaleTag } from './format';
import styles from './CountBadge.module.css';

/** The corner variant for an icon button: put the count in `data-count` (drawn by CSS) and in the button's name. */
export const cornerBadgeClass = [styles.badge, styles.corner].join(' ');

export function CountBadge({ count, label, testId }: { count: number; /** What the count means, read by screen readers. */ label: string; testId?: string }) {
  const locale = useLocaleTag();
  if (count <= 0) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{formatCount(count, locale)}</span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
