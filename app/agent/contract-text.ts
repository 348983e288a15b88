/** How a contract reads: its kind, rates, tiers and parties, in the current language. */
import { useTranslation } from 'react-i18next';
import { topRate, type ContractTier } from '../../machines/agent/contracts/contract-rules';
import type { Contract } from '../../machines/agent/contracts/contracts.selectors';
import type { GatewayErrorInfo } from '../../machines/shared/effect';
import { useErrorText } from '../components/error-text';
import { formatNumber, useLocaleTag, useMoneyFormatter } from '../components/format';

export function useContractText() {
  const { t } = useTranslation(['agent', 'forms']);
  const locale = useLocaleTag();
  const money = useMoneyFormatter();
  const shellError = useErrorText();
  /** A failure's message: the agent's own refusals from this namespace, the rest as the shell says them. */
  const errorText = (e: GatewayErrorInfo) => (/^(contracts|transfer)\./.test(e.messageKey) ? t(e.messageKey) : shellError(e));
  const rate = (r: number) => t('contracts.rate', { rate: formatNumber(r, locale) });
  const kind = (c: Pick<Contract, 'kind'>) => t(`contracts.kinds.${c.kind}`);
  const party = (account: string) => account || t('contracts.house');
  const tierLine = (c: Pick<Contract, 'kind'>, tier: ContractTier) =>
    t('contracts.tierLine', { members: formatNumber(tier.activeMembers, locale), bet: money(tier.bet), basis: t(`contracts.bets.${c.kind}`), rate: rate(tier.rate) });
  const line = (c: Contract) => t('contracts.contractLine', { kind: kind(c), upline: party(c.upline), downline: party(c.downline), rate: rate(topRate(c.tiers)) });
  /** What is still running when it ends now: the period in progress. */
  const inProgress = (c: Contract) => t(`contracts.inProgress.${c.kind === 'DIVIDEND' ? c.period || 'D' : c.kind}`);
  return { t, locale, money, errorText, rate, kind, party, tierLine, line, inProgress, top: (c: Contract) => rate(topRate(c.tiers)) };
}
