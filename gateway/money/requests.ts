/**
 * What each money call sends (its query or body, before any encryption), checked by the simulator
 * and typed for the client (gateway/requests.ts). Amounts are left to the handlers where the
 * legacy catalogue has a business code for a missing or bad one (`empty.amount`,
 * `deposit.invalid.amount`, `withdraw.amount.limit`), so the member reads that code's message.
 */
import * as v from 'valibot';
import { filled, none, number, text, whole, type RequestSchema } from '../request';
import { C2C_ANSWERS, PROOFS_MAX, REMARK_MAX, remarkWordsFit } from './contract';
import type { moneyEndpoints } from './endpoints';

/** An amount as typed into a form: the handler answers the business code for a missing or bad one. */
const amount = v.optional(v.union([v.number(), v.string()]));

/** A kind of deposit: the channel it goes through (several of a kind may exist) and the amount. */
const deposit = v.looseObject({ channelId: filled, amount });

/** A proof image: a png or jpg data URL. */
const proof = v.pipe(v.string(), v.regex(/^data:image\/(png|jpeg);base64,/));

export const moneyRequests = {
  depositSettings: none,
  depositBanks: none,
  depositPg: deposit,
  // A bank transfer names the receiving account it goes to (depositBanks).
  depositMt: v.looseObject({ channelId: filled, bankId: filled, amount }),
  depositMa: deposit,
  depositQr: deposit,
  // G3 sends groupId=0.
  withdrawSettings: v.looseObject({ groupId: v.optional(whole) }),
  bankCards: none,
  hasWithdrawalPassword: none,
  withdraw: v.looseObject({ amount, bankCardId: filled, paymentPassword: v.optional(text) }),
  // '' every confirmation, PENDING the ones waiting.
  paymentConfirmations: v.looseObject({ status: v.optional(text) }),
  processC2c: v.looseObject({
    id: filled,
    answer: v.picklist(C2C_ANSWERS),
    receivedAmount: v.optional(v.nullable(number)),
    remark: v.optional(
      v.pipe(
        text,
        v.check((r) => Array.from(r).length <= REMARK_MAX),
        v.check(remarkWordsFit),
      ),
    ),
    images: v.optional(v.pipe(v.array(proof), v.maxLength(PROOFS_MAX))),
  }),
  uplineTransferSetting: none,
  transferUpline: v.looseObject({ amount, paymentPassword: v.optional(text) }),
} satisfies Record<keyof typeof moneyEndpoints, RequestSchema>;
