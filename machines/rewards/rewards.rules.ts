/** Rules of the rewards feature shared by its machines (pure). */
import { ACTIVITY_STATUSES, CLAIM_ACTIONS, type ActivityStatus } from '../../gateway/rewards/contract';

/** The gateway's status text as an ActivityStatus ("coming soon", "Claimed"...); anything unknown counts as closed (nothing to do). */
export function activityStatus(raw: string): ActivityStatus {
  const s = raw
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return (ACTIVITY_STATUSES as readonly string[]).includes(s) ? (s as ActivityStatus) : 'CLOSE';
}

/** What the member can do with a claim in this status, or null. */
export const claimAction = (status: ActivityStatus) => CLAIM_ACTIONS[status] ?? null;
