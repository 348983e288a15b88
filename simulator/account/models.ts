/** The account models: members and their sessions. */
import { primaryKey } from '@mswjs/data';
import { nextId, nextKey } from '../primary-keys';

export const accountModels = {
  member: {
    id: primaryKey(nextId),
    account: String,
    password: String,
    nickname: String,
    /** 0 ordinary, 1/2/41/42 agent, 4 trial, 9 staff (not a player): gateway/account/contract.ts. */
    type: Number,
    email: String,
    mobile: String,
    passwordExpired: Boolean,
    firstTimeLogin: Boolean,
    currency: String,
    /** epoch ms */
    regDate: Number,
    vipLabel: String,
    /** Real name on the bank account (registration payeeName). */
    payeeName: String,
    /** Agents: the invitation code new members register with; '' otherwise. */
    affiliateCode: String,
    /** The agent account whose invitation code the member registered with; '' if none. */
    upline: String,
    /** Logins count as coming from an unregistered IP (LOGINIPVERF3): login_verify_required. */
    loginVerify: Boolean,
    /** The other registration fields (fullName, birthday, telegram…) as JSON text. */
    profile: String,
  },
  session: {
    token: primaryKey(nextKey),
    memberId: Number,
    /** Issue order, for inspection (no wall-clock time in the db). */
    seq: Number,
  },
};
