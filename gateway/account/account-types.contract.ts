/**
 * Account (customer) type codes (spec §4, §9): a module of its own because the session (first
 * paint) needs them and the rest of the account contract belongs to the lazy account workflows.
 */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

export const isAgentType = (type: number | undefined | null): boolean => type != null && AGENT_TYPES.includes(type);
