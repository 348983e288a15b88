/** Values of the wallet and member-centre calls (gateway-protocol §5.5). */
import * as v from 'valibot';
import { num } from '../schema';

export const walletBalance = v.looseObject({
  sumBalance: v.nullish(num),
  balance: v.optional(v.array(v.looseObject({ accountTypeId: v.optional(num), availBalance: v.optional(num, 0) })), []),
  currency: v.nullish(v.string()),
  currencySymbol: v.nullish(v.string()),
});
export type WalletBalanceValue = v.InferOutput<typeof walletBalance>;
