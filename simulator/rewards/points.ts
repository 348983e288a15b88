/**
 * The points mall (gateway-protocol.md §5.9): the member's points and ratio, the rewards, the
 * exchange rules and rate table (these two also without a token, for a brand whose points mall
 * visitors may browse), the redeem history and the points details, and the two
 * encrypted, password-checked calls: redeem a reward (points taken at once, the record in process
 * until an operator approves it; the `rewards.redeemReview` switch approves or rejects it at once) and
 * convert points to balance (paid through the ledger at once). player01 starts with a redeem
 * history in every status (seed.ts), presented as recent.
 * Refusals: pwd.check.fail, point.not.enough, point.reward.soldout, point.convert.min.
 */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { pick, requestLanguage } from '../language';
import { post } from '../ledger';
import type { MemberRow } from '../members';
import { presentSeedTime } from '../timeline';
import { MIN_CONVERT, POINT_RATIO } from './seed';
import { POINT_RATES, POINT_RULES, REJECTED_BY_OPERATOR } from './texts';

/** A page as asked (pageNo from 1, pageSize 1 to 100, 10 when not said). */
const pageParams = (input: { pageNo?: number; pageSize?: number }) => {
  const pageNo = Math.max(1, input.pageNo || 1);
  const pageSize = Math.min(100, Math.max(1, input.pageSize || 10));
  return { pageNo, pageSize };
};
const paged = <T>(rows: T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({
  list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  totalCount: rows.length,
  totalPages: Math.ceil(rows.length / pageSize),
});

export function pointsHandlers(ctx: SimContext): HttpHandler[] {
  const pointsOf = (memberId: number) => ctx.db.pointAccount.findFirst({ where: { memberId: { equals: memberId } } })?.points ?? 0;
  const setPoints = (memberId: number, points: number) => {
    if (ctx.db.pointAccount.findFirst({ where: { memberId: { equals: memberId } } }))
      ctx.db.pointAccount.update({ where: { memberId: { equals: memberId } }, data: { points } });
    else ctx.db.pointAccount.create({ memberId, points });
  };
  /** The next live id `<prefix><memberId>-L<n>` (seeded rows are numbered apart). */
  const nextId = (prefix: string, memberId: number, exists: (id: string) => boolean) => {
    let n = 1;
    while (exists(`${prefix}${memberId}-L${n}`)) n++;
    return `${prefix}${memberId}-L${n}`;
  };
  const NO_REMARK = { EN: '', CN: '', TH: '' };
  type RecordInput = {
    type: string;
    rewardId: string;
    quantity: number;
    requiredPoints: number;
    requiredAmount: number;
    status: string;
    remark?: typeof NO_REMARK;
  };
  /** Writes a redeem record; unless it was rejected, takes `record.requiredPoints` (a REDEEM details row). */
  const spend = (member: MemberRow, record: RecordInput) => {
    const taken = record.status === 'REJECTED' ? 0 : record.requiredPoints;
    const left = pointsOf(member.id) - taken;
    setPoints(member.id, left);
    const now = ctx.clock.now();
    if (taken > 0) {
      const id = nextId('P', member.id, (x) => ctx.db.pointDetail.findFirst({ where: { id: { equals: x } } }) !== null);
      ctx.db.pointDetail.create({ id, memberId: member.id, time: now, type: 'REDEEM', points: -taken, remark: '', seeded: false });
    }
    const transId = nextId('R', member.id, (x) => ctx.db.redeemRecord.findFirst({ where: { transId: { equals: x } } }) !== null);
    return ctx.db.redeemRecord.create({
      transId,
      memberId: member.id,
      applyTime: now,
      changedPoints: -taken,
      pointBalance: left,
      seeded: false,
      ...record,
      remark: { ...(record.remark ?? NO_REMARK) },
    });
  };
  const rewardsAnswer = ({ request }: { request: Request }) => {
    const lang = requestLanguage(request);
    const list = [...ctx.db.pointReward.getAll()]
      .sort((a, b) => a.sort - b.sort)
      .map((r) => ({
        rewardId: r.rewardId,
        name: pick(r.name, lang),
        points: r.points,
        amount: r.amount,
        stock: r.stock < 0 ? null : r.stock,
        imageUrl: null,
      }));
    return ok({ list });
  };
  const configAnswer = ({ request }: { request: Request }) => ok({ rules: POINT_RULES.map((r) => pick(r, requestLanguage(request))), rates: POINT_RATES });
  /** The passwordCheck/ relays: the member's own password goes with the payload. */
  const wrongPassword = (password: string | undefined, member: MemberRow) =>
    password !== member.password ? fail('pwd.check.fail', { message: 'The password is incorrect' }) : null;

  return [
    endpoint(ctx, 'pointBalance', ({ auth: { member } }) => ok({ points: pointsOf(member.id), ratio: POINT_RATIO, minConvert: MIN_CONVERT })),

    // The rewards and the exchange rules with the token (MCS2_), and without it for a visitor (MCSFE_, brand.pointMallPublic).
    endpoint(ctx, 'pointRewards', rewardsAnswer),
    endpoint(ctx, 'publicPointRewards', rewardsAnswer),
    endpoint(ctx, 'pointConfig', configAnswer),
    endpoint(ctx, 'publicPointConfig', configAnswer),

    endpoint(ctx, 'redeemRecords', ({ request, input, auth: { member } }) => {
      const lang = requestLanguage(request);
      const time = (r: { applyTime: number; seeded: boolean }) => (r.seeded ? presentSeedTime(ctx, r.applyTime) : r.applyTime);
      const rows = ctx.db.redeemRecord
        .findMany({ where: { memberId: { equals: member.id } } })
        .sort((a, b) => time(b) - time(a) || b.transId.localeCompare(a.transId))
        .map(({ memberId: _m, rewardId, seeded, remark, ...r }) => {
          const reward = ctx.db.pointReward.findFirst({ where: { rewardId: { equals: rewardId } } });
          return { ...r, applyTime: time({ applyTime: r.applyTime, seeded }), name: reward ? pick(reward.name, lang) : '', remark: pick(remark, lang) };
        });
      return ok(paged(rows, pageParams(input)));
    }),

    endpoint(ctx, 'pointDetails', ({ input, auth: { member } }) => {
      const type = (input.type ?? '').toUpperCase();
      const rows = ctx.db.pointDetail
        .findMany({ where: { memberId: { equals: member.id } } })
        .filter((d) => type === '' || d.type === type)
        .map(({ memberId: _m, seeded, ...d }) => ({ ...d, time: seeded ? presentSeedTime(ctx, d.time) : d.time }))
        .sort((a, b) => b.time - a.time || b.id.localeCompare(a.id));
      return ok(paged(rows, pageParams(input)));
    }),

    endpoint(ctx, 'redeemPoints', ({ input, auth: { member } }) => {
      const refused = wrongPassword(input.password, member);
      if (refused) return refused;
      const reward = ctx.db.pointReward.findFirst({ where: { rewardId: { equals: input.rewardId } } });
      const quantity = input.quantity;
      if (!reward || quantity < 1) return fail('request.param.err');
      if (reward.stock >= 0 && reward.stock < quantity) return fail('point.reward.soldout', { message: 'Not enough of this reward is left' });
      const cost = reward.points * quantity;
      if (cost > pointsOf(member.id)) return fail('point.not.enough', { message: 'Not enough points' });
      // What the operator does with it (the redeemReview switch): in process, approved, or rejected (nothing taken).
      const review = ctx.config.rewards.redeemReview ?? 'process';
      const status = review === 'approve' ? 'APPROVED' : review === 'reject' ? 'REJECTED' : 'PROCESS';
      if (reward.stock >= 0 && status !== 'REJECTED')
        ctx.db.pointReward.update({ where: { rewardId: { equals: reward.rewardId } }, data: { stock: reward.stock - quantity } });
      const record = spend(member, {
        type: 'REWARD',
        rewardId: reward.rewardId,
        quantity,
        requiredPoints: cost,
        requiredAmount: reward.amount * quantity,
        status,
        ...(status === 'REJECTED' ? { remark: REJECTED_BY_OPERATOR } : {}),
      });
      return ok({ transId: record.transId, points: record.pointBalance, status: record.status, amount: reward.amount * quantity });
    }),

    endpoint(ctx, 'convertPoints', ({ input, auth: { member } }) => {
      const refused = wrongPassword(input.password, member);
      if (refused) return refused;
      const points = input.points;
      if (points < 1) return fail('request.param.err');
      if (points < MIN_CONVERT) return fail('point.convert.min', { message: `At least ${MIN_CONVERT} points` });
      if (points > pointsOf(member.id)) return fail('point.not.enough', { message: 'Not enough points' });
      const amount = Math.floor((points / POINT_RATIO) * 100) / 100;
      const paid = post(ctx, { memberId: member.id, type: 'POINTS', amount, remark: `${points} points` });
      if (!paid.ok) return fail(paid.errorCode);
      const record = spend(member, { type: 'CONVERT', rewardId: '', quantity: 1, requiredPoints: points, requiredAmount: amount, status: 'APPROVED' });
      return ok({ transId: record.transId, points: record.pointBalance, status: record.status, amount });
    }),
  ];
}
