/**
 * Constants of the provider's account contract, shared by the machines (which may import this
 * file's values: it is pure data, see docs/decisions) and the simulator.
 */

/** Account (customer) type codes (spec §4, §9): the agents' and the trial account's. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number | undefined | null): boolean => type != null && AGENT_TYPES.includes(type);
/** Account types that may use the member login: ordinary, agents, trial. Others (staff) are not members. */
export const MEMBER_TYPES: readonly number[] = [0, 1, 2, 3, 4, 41, 42];

/**
 * Registration fields shown only when the server's rule for them is enabled (spec §3, §5); the
 * labelled extras (full name, nickname, Telegram, Zalo, birthday, address, nationality, occupation,
 * source of income) among them. The simulator keeps those a member registered with.
 */
export const RULE_FIELDS = [
  'email',
  'payeeName',
  'fullName',
  'nickname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'paymentPassword',
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** What the register payload carries besides the credentials and the rule fields (spec §3). */
export const REGISTER_CONTEXT_FIELDS = ['referralCode', 'domain', 'registerUrl', 'registerMethod'] as const;
