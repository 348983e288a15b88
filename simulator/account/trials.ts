/**
 * Free-play (trial) accounts, bounded: every `POST /wps/session/login/freeplay` opens a trial
 * account, so without a bound a client calling it in a loop would grow the simulator's memory
 * (and its saved state) for ever. A trial session expires after a while without a call, and a
 * new trial takes the place of the least recently used one when that one has expired or when
 * there are already as many as allowed. What the old trial owned (its session, wallet,
 * favourites, records) goes with it; the new one starts with the play money again.
 *
 * A recycled trial keeps its member id, so the derived data the simulator caches per member id
 * stays bounded too (a trial has no seeded history: what is cached for the id is the same for any
 * trial). Only the accounts free play opens are concerned: the seeded `trial01` stays. Time is
 * the simulator's clock, so a scenario replays.
 */
import { TRIAL_TYPE } from '../../gateway/account/contract';
import type { SimContext } from '../kernel/context';
import { MEMBER_MODELS, type Row, type SimDb } from '../db';

type MemberRow = Row<'member'>;

/** The names free play gives: `trial_` and four hex digits (the seeded `trial01` has no underscore). */
export const FREEPLAY_PREFIX = 'trial_';

/**
 * At most this many free-play accounts at once. A trial is a member row, a wallet and a session
 * (a few hundred bytes, more once it has favourites and records), so this keeps them to a few MB
 * at worst, far above the visitors a demonstration or test gateway has playing at the same time.
 */
export const MAX_TRIAL_ACCOUNTS = 500;

/**
 * A free-play session expires after this long without a call: the usual idle timeout of a web
 * session. An open page keeps its trial alive (the app reads the balance and the unread count
 * every minute while logged in).
 */
export const TRIAL_IDLE_MS = 30 * 60_000;

export function isFreeplayTrial(member: Pick<MemberRow, 'type' | 'account'>): boolean {
  return member.type === TRIAL_TYPE && member.account.startsWith(FREEPLAY_PREFIX);
}

const lastSeen = (ctx: SimContext, member: MemberRow) => ctx.account.trials.get(member.id) ?? member.regDate;

/**
 * For the session check of every call: false when `member` is a free-play trial idle for longer
 * than TRIAL_IDLE_MS (its session has expired); otherwise the call counts as its activity. A trial
 * not yet tracked (the browser's simulator after a reload) starts being tracked now.
 */
export function trialSessionLive(ctx: SimContext, member: MemberRow): boolean {
  if (!isFreeplayTrial(member)) return true;
  const now = ctx.clock.now();
  const seen = ctx.account.trials.get(member.id);
  if (seen !== undefined && now - seen > TRIAL_IDLE_MS) return false;
  ctx.account.trials.set(member.id, now);
  return true;
}

/** Every row of every model that belongs to `memberId` (a `memberId` field), and the member. */
function forgetMember(db: SimDb, memberId: number): void {
  const where = { where: { memberId: { equals: memberId } } };
  for (const name of MEMBER_MODELS) (db[name] as unknown as { deleteMany(query: typeof where): unknown }).deleteMany(where);
  db.member.delete({ where: { id: { equals: memberId } } });
}

/**
 * Makes room for a new free-play account: the least recently used trial is forgotten when it has
 * expired or when there are MAX_TRIAL_ACCOUNTS already, and its member id is returned for the new
 * one; `undefined` when the new trial takes a new id.
 */
export function recycleTrial(ctx: SimContext): number | undefined {
  let oldest: MemberRow | undefined;
  let live = 0;
  for (const member of ctx.db.member.getAll()) {
    if (!isFreeplayTrial(member)) continue;
    live++;
    if (!oldest || lastSeen(ctx, member) < lastSeen(ctx, oldest)) oldest = member;
  }
  if (!oldest) return undefined;
  const expired = ctx.clock.now() - lastSeen(ctx, oldest) > TRIAL_IDLE_MS;
  if (!expired && live < MAX_TRIAL_ACCOUNTS) return undefined;
  forgetMember(ctx.db, oldest.id);
  ctx.account.trials.delete(oldest.id);
  ctx.account.failures.delete(oldest.account);
  return oldest.id;
}

/** A new free-play account starts its idle time now. */
export function trackTrial(ctx: SimContext, memberId: number): void {
  ctx.account.trials.set(memberId, ctx.clock.now());
}
