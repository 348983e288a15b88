/**
 * The contract flags of \`/wps/member/info/funds/consolidated\` (gateway-protocol §5.5), read from
 * the agent feature's contract rows: the member centre's consolidated balance (member/transfer.ts)
 * answers them beside the balance, and the agent feature's contract modal reads them.
 */
import type { SimContext } from './kernel/context';

/** The consolidated funds flags: an offer of each kind waits for this member; a contract of each kind is active. */
export function contractFlags(ctx: SimContext, account: string) {
  const mine = ctx.db.contract.findMany({ where: { downline: { equals: account } } });
  const has = (kind: string, status: string) => (mine.some((c) => c.kind === kind && c.status === status) ? 1 : 0);
  return {
    divtypereq: has('DIVIDEND', 'PENDING'),
    dailysalreqtype: has('DAILY', 'PENDING'),
    contracthoursalreq: has('HOURLY', 'PENDING'),
    realtimesalreqtype: has('REALTIME', 'PENDING'),
    divtypeinfo: has('DIVIDEND', 'ACTIVE'),
    dailysalinfotype: has('DAILY', 'ACTIVE'),
    contracthoursalinfo: has('HOURLY', 'ACTIVE'),
    realtimesalinfotype: has('REALTIME', 'ACTIVE'),
  };
}
