/**
 * Team betting (spec §2): every bet of the agent's team in a period, by game type and member
 * account, with the period's count, stakes, valid bets and the players' win/loss; a bet's details
 * in a dialog. The list is the teamBets actor's, paged by the gateway (a busy month is tens of
 * thousands of bets).
 */
import { useTranslation } from 'react-i18next';
import type { TeamBet } from '../../machines/agent/records/agent-records.types';
import { useBetView } from '../components/records/bet-view';
import { RecordList } from '../components/records/RecordList';
import { RecordToolbar } from '../components/records/RecordToolbar';
import { useToday } from '../components/records/use-today';
import { useSendTeamBets, useTeamBets } from './use-agent-records';

export default function TeamBettingPage() {
  const { t } = useTranslation(['agent', 'member', 'records']);
  const list = useTeamBets();
  const send = useSendTeamBets();
  const today = useToday();
  const bets = useBetView();

  return (
    <>
      <RecordToolbar
        list={list}
        send={send}
        today={today}
        selects={[bets.gameTypeSelect]}
        search={{ field: 'account', labelKey: 'agent:agentRecords.search' }}
      />
      <RecordList
        caption={t('agent:agentRecords.pages.teamBetting')}
        state={list}
        columns={bets.columns<TeamBet>([{ id: 'account', labelKey: 'agent:agentRecords.account', cell: (b) => b.account }])}
        rowKey={(b) => `${b.account}:${b.id}`}
        emptyKey="agent:agentRecords.teamBets.empty"
        onPage={(page) => send({ type: 'query.page', page })}
        onRetry={() => send({ type: 'query.retry' })}
        totals={bets.totals(list.totals)}
        detail={(b) => bets.details(b, { before: [{ labelKey: 'agent:agentRecords.account', value: b.account }] })}
      />
    </>
  );
}
