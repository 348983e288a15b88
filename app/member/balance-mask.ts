/** What a hidden balance shows. */
export const BALANCE_MASK = '******';
