/**
 * Constants of the account-security calls (member centre securityCenter) that the machines, the
 * views and the simulator share. Designed where the public record is silent
 * (gateway/account/evidence.ts says where); pure data, no I/O.
 */

/** A payment (withdrawal) password: digits only, exactly this many (the registration rule's pattern, ^[0-9]+$, at its longest). */
export const PAYMENT_PASSWORD_LENGTH = 6;
export const PAYMENT_PASSWORD_PATTERN = /^[0-9]*$/;

/** The most payout accounts (banks and e-wallets together) a member may keep. The spec is silent (§9); the provider's sites show five. */
export const PAYOUT_ACCOUNTS_MAX = 5;

/** An account number: digits only (e-wallets are a phone number), this many. */
export const ACCOUNT_NUMBER_MIN = 8;
export const ACCOUNT_NUMBER_MAX = 20;

/** The account holder's name: letters (any script), spaces, dots; at most this many characters. */
export const ACCOUNT_NAME_MAX = 50;

/** What the member binds with a code: a mobile number (SMS) or an e-mail address. */
export const CONTACT_KINDS = ['mobile', 'email'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];

/** What the security level counts, in the order the page suggests doing them. */
export const SECURITY_ITEMS = ['password', 'paymentPassword', 'mobile', 'email', 'payoutAccount'] as const;
export type SecurityItem = (typeof SECURITY_ITEMS)[number];
