/**
 * Betting record (spec §2 personalHistoryCopy): the member's bets in a period (today,
 * yesterday, 7 days, 30 days or custom), by game type, with the period's totals; each bet's
 * details in a dialog. The list is the betRecords actor's; this page asks for the last 7 days
 * the first time it opens and sends what the member chooses.
 */
import { useTranslation } from 'react-i18next';
import type { BetRecord } from '../../machines/member/bet-records/bet-records.types';
import { useBetView } from '../components/records/bet-view';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { RecordList } from '../components/records/RecordList';
import { useToday } from '../components/records/use-today';
import { useBetRecords, useSendBetRecords } from './use-bet-records';

export default function BettingRecordPage() {
  const { t } = useTranslation(['member', 'records']);
  const list = useBetRecords();
  const send = useSendBetRecords();
  const today = useToday();
  const bets = useBetView();

  return (
    <>
      <RecordToolbar list={list} send={send} today={today} selects={[bets.gameTypeSelect]} />
      <RecordList
        caption={t('memberPages.personalHistoryCopy')}
        state={list}
        columns={bets.columns<BetRecord>()}
        rowKey={(b) => b.id}
        emptyKey="member:bets.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={bets.totals(list.totals)}
        detail={(b) => bets.details(b, { afterId: [{ labelKey: 'member:bets.roundId', value: b.roundId || '—' }] })}
      />
    </>
  );
}
