/**
 * What the member centre's money calls send (the balance, the wallet transfer, the manual rebate),
 * checked by the simulator and typed for the client (gateway/requests.ts).
 */
import * as v from 'valibot';
import { bool, none, text, whole, type RequestSchema } from '../request';
import type { memberEndpoints } from './endpoints';

type MoneyCalls = 'balance' | 'walletTransfer' | 'merchantWallet' | 'manualRebate' | 'claimRebate' | 'rebateClaims';

export const memberMoneyRequests = {
  // G3 and G6 send typeId=0 (every wallet); a wallet's own id reads that wallet alone.
  balance: v.looseObject({ typeId: v.optional(whole) }),
  // Designed: one side is the main wallet; or {toTypeId: 2, all: true}. A bad amount is the handler's to refuse.
  walletTransfer: v.looseObject({
    fromTypeId: v.optional(whole),
    toTypeId: whole,
    amount: v.optional(v.union([v.number(), v.string()])),
    all: v.optional(bool),
  }),
  merchantWallet: none,
  // Designed: a product type ('' or none: every type).
  manualRebate: v.looseObject({ productType: v.optional(text) }),
  // Designed: one product type, or every type with enough to claim.
  claimRebate: v.looseObject({ gameType: v.optional(text), all: v.optional(bool) }),
  // The report query (its period rules are the handler's: simulator/report-query.ts).
  rebateClaims: v.looseObject({
    beginTime: whole,
    endTime: whole,
    pageNo: v.optional(whole),
    pageSize: v.optional(whole),
    gameType: v.optional(text),
    language: v.optional(text),
  }),
} satisfies Record<MoneyCalls & keyof typeof memberEndpoints, RequestSchema>;
