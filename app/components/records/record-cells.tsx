/** Cells the record lists share (member and agent centres): a signed, coloured amount and a status badge. */
import { useMoneyFormatter } from '../format';
import records from './Records.module.css';

/**
 * An amount; signed ones show + or − and are coloured (the sign is in the text, not only the colour).
 * Left to right on a right-to-left page too: the sign stays before the digits, the amount one unit
 * in the sentence or cell around it.
 */
export function MoneyCell({ amount, signed = false }: { amount: number; signed?: boolean }) {
  const money = useMoneyFormatter();
  if (!signed) return <span dir="ltr">{money(amount)}</span>;
  const tone = amount > 0 ? records.positive : amount < 0 ? records.negative : undefined;
  return (
    <span className={tone} dir="ltr">
      {amount > 0 ? `+${money(amount)}` : amount < 0 ? `−${money(-amount)}` : money(0)}
    </span>
  );
}

export type StatusTone = 'done' | 'pending' | 'off' | 'failed';

/** A status word on a tinted pill; the word carries the meaning, the tint only helps. */
export function StatusBadge({ tone, label }: { tone: StatusTone; label: string }) {
  return (
    <span className={records.status} data-tone={tone}>
      {label}
    </span>
  );
}
