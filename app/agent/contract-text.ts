/** How a contract reads: its kind and game type, rates, tiers and parties, in the current language. */
import { useTranslation } from 'react-i18next';
import { topRate, type ContractTier } from '../../machines/agent/contracts/contract-rules';
import type { Contract, Offer } from '../../machines/agent/contracts/contracts.selectors';
import type { OfferTier } from '../../machines/agent/contracts/contracts.types';
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
  /** A game type's name; a code the catalogue does not know is shown as the gateway sent it. */
  const game = (gameType: string) => t(`contracts.gameTypes.${gameType}`, { defaultValue: gameType });
  /** A kind for a game type ("Daily salary — Live casino"). */
  const kindOnGame = (c: { kind: string; gameType: string }) => t('contracts.kindOnGame', { kind: t(`contracts.kinds.${c.kind}`), game: game(c.gameType) });
  const kind = (c: Pick<Contract, 'kind' | 'gameType'>) => kindOnGame(c);
  const party = (account: string) => account || t('contracts.house');
  const tierLine = (c: Pick<Contract, 'kind'>, tier: ContractTier) =>
    t('contracts.tierLine', {
      members: formatNumber(tier.activeMembers, locale),
      bet: money(tier.bet),
      basis: t(`contracts.bets.${c.kind}`),
      rate: rate(tier.rate),
    });
  const line = (c: Contract) =>
    t('contracts.contractLine', { kind: kind(c), upline: party(c.upline), downline: party(c.downline), rate: rate(topRate(c.tiers)) });
  /** What is still running when it ends now: the period in progress. */
  const inProgress = (c: { kind: string; period?: string }) => t(`contracts.inProgress.${c.kind === 'DIVIDEND' ? c.period || 'DIVIDEND' : c.kind}`);
  /** An offer tier's rate: a percent, or a fixed amount. */
  const offerRate = (tier: OfferTier) => (tier.rateType === 'P' ? rate(tier.rate) : t('contracts.fixedRate', { amount: money(tier.rate) }));
  /** The modal's name for an offer's entry ("Dividend — Slots"). */
  const offerName = (o: Pick<Offer, 'kind' | 'gameType'>) => kindOnGame(o);
  return {
    t,
    locale,
    money,
    errorText,
    rate,
    game,
    kind,
    party,
    tierLine,
    line,
    inProgress,
    offerRate,
    offerName,
    top: (c: Contract) => rate(topRate(c.tiers)),
  };
}
