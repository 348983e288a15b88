/**
 * The points mall (gateway-protocol.md §5.9): the member's points and ratio, the rewards, the
 * exchange rules and rate table, the redeem history and the points details, and the two
 * encrypted, password-checked calls: redeem a reward (points taken at once, the record in process
 * until an operator approves it) and convert points to balance (paid through the ledger at once).
 * Refusals: pwd.check.fail, point.not.enough, point.reward.soldout, point.convert.min.
 */
import type { HttpHandler } from 'msw';
import { fail, ok, readEncrypted, route, type SimContext } from '../context';
import { pick, requestLanguage } from '../language';
import { post } from '../ledger';
import type { MemberRow } from '../members';
import { MIN_CONVERT, POINT_RATIO } from './seed';
import { POINT_RATES, POINT_RULES } from './texts';

const pageParams = (url: URL) => {
  const pageNo = Math.max(1, Number(url.searchParams.get('pageNo')) || 1);
  const pageSize = Math.min(100, Math.max(1, Number(url.searchParams.get('pageSize')) || 10));
  return { pageNo, pageSize };
};
const paged = <T>(rows: T[], { pageNo, pageSize }: { pageNo: number; pageSize: number }) => ({
  list: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize),
  totalCount: rows.length,
  totalPages: Math.ceil(rows.length / pageSize),
});
const wholeNumber = (x: unknown): number | null => (typeof x === 'number' && Number.isInteger(x) ? x : typeof x === 'string' && /^\d+$/.test(x) ? Number(x) : null);

export function pointsHandlers(ctx: SimContext): HttpHandler[] {
  const pointsOf = (memberId: number) => ctx.db.pointAccount.findFirst({ where: { memberId: { equals: memberId } } })?.points ?? 0;
  const setPoints = (memberId: number, points: number) => {
    if (ctx.db.pointAccount.findFirst({ where: { memberId: { equals: memberId } } })) ctx.db.pointAccount.update({ where: { memberId: { equals: memberId } }, data: { points } });
    else ctx.db.pointAccount.create({ memberId, points });
  };
  const nextId = (prefix: string, memberId: number, count: number) => `${prefix}${memberId}-L${count + 1}`;
  /** Takes `spent` points: a details row (REDEEM) and a redeem record. */
  const spend = (member: MemberRow, spent: number, record: { type: string; rewardId: string; quantity: number; status: string; remark: string }) => {
    const left = pointsOf(member.id) - spent;
    setPoints(member.id, left);
    const now = ctx.clock.now();
    const details = ctx.db.pointDetail.count({ where: { memberId: { equals: member.id } } });
    ctx.db.pointDetail.create({ id: nextId('P', member.id, details), memberId: member.id, time: now, type: 'REDEEM', points: -spent, remark: record.remark });
    const records = ctx.db.redeemRecord.count({ where: { memberId: { equals: member.id } } });
    return ctx.db.redeemRecord.create({ transId: nextId('R', member.id, records), memberId: member.id, applyTime: now, changedPoints: -spent, pointBalance: left, ...record });
  };
  /** The decrypted payload with the password checked, or the refusal. */
  const checked = async (request: Request, member: MemberRow): Promise<{ ok: true; o: Record<string, unknown> } | { ok: false; response: Response }> => {
    const payload = await readEncrypted(request);
    if (payload === undefined) return { ok: false, response: fail('request_body_required', { status: 400 }) };
    const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
    if (typeof o.password !== 'string' || o.password !== member.password) return { ok: false, response: fail('pwd.check.fail', { message: 'The password is incorrect' }) };
    return { ok: true, o };
  };

  return [
    route(ctx, 'get', '/wps/relay/MCS2_getPointBalance', ({ auth: { member } }) => ok({ points: pointsOf(member.id), ratio: POINT_RATIO, minConvert: MIN_CONVERT }), { auth: true }),

    route(
      ctx,
      'get',
      '/wps/relay/MCS2_getPointReward',
      ({ request }) => {
        const lang = requestLanguage(request);
        const list = [...ctx.db.pointReward.getAll()]
          .sort((a, b) => a.sort - b.sort)
          .map((r) => ({ rewardId: r.rewardId, name: pick(r.name, lang), points: r.points, amount: r.amount, stock: r.stock < 0 ? null : r.stock, imageUrl: null }));
        return ok({ list });
      },
      { auth: true },
    ),

    route(ctx, 'get', '/wps/relay/MCS2_getPointConfig', ({ request }) => ok({ rules: POINT_RULES.map((r) => pick(r, requestLanguage(request))), rates: POINT_RATES }), { auth: true }),

    route(
      ctx,
      'get',
      '/wps/relay/MCS2_getRedeemPointList',
      ({ request, url, auth: { member } }) => {
        const lang = requestLanguage(request);
        const rows = ctx.db.redeemRecord
          .findMany({ where: { memberId: { equals: member.id } } })
          .sort((a, b) => b.applyTime - a.applyTime || b.transId.localeCompare(a.transId))
          .map(({ memberId: _m, rewardId, ...r }) => {
            const reward = ctx.db.pointReward.findFirst({ where: { rewardId: { equals: rewardId } } });
            return { ...r, name: reward ? pick(reward.name, lang) : '' };
          });
        return ok(paged(rows, pageParams(url)));
      },
      { auth: true },
    ),

    route(
      ctx,
      'get',
      '/wps/relay/MCS2_getPointDetails',
      ({ url, auth: { member } }) => {
        const type = (url.searchParams.get('type') ?? '').toUpperCase();
        const rows = ctx.db.pointDetail
          .findMany({ where: { memberId: { equals: member.id } } })
          .filter((d) => type === '' || d.type === type)
          .sort((a, b) => b.time - a.time || b.id.localeCompare(a.id))
          .map(({ memberId: _m, ...d }) => d);
        return ok(paged(rows, pageParams(url)));
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      async ({ request, auth: { member } }) => {
        const c = await checked(request, member);
        if (!c.ok) return c.response;
        const reward = ctx.db.pointReward.findFirst({ where: { rewardId: { equals: String(c.o.rewardId ?? '') } } });
        const quantity = wholeNumber(c.o.quantity);
        if (!reward || quantity === null || quantity < 1) return fail('request.param.err');
        if (reward.stock >= 0 && reward.stock < quantity) return fail('point.reward.soldout', { message: 'Not enough of this reward is left' });
        const cost = reward.points * quantity;
        if (cost > pointsOf(member.id)) return fail('point.not.enough', { message: 'Not enough points' });
        if (reward.stock >= 0) ctx.db.pointReward.update({ where: { rewardId: { equals: reward.rewardId } }, data: { stock: reward.stock - quantity } });
        const record = spend(member, cost, { type: 'REWARD', rewardId: reward.rewardId, quantity, status: 'PROCESS', remark: '' });
        return ok({ transId: record.transId, points: record.pointBalance, status: record.status, amount: reward.amount * quantity });
      },
      { auth: true },
    ),

    route(
      ctx,
      'post',
      '/wps/relay/passwordCheck/MCS2_convertPoint',
      async ({ request, auth: { member } }) => {
        const c = await checked(request, member);
        if (!c.ok) return c.response;
        const points = wholeNumber(c.o.points);
        if (points === null || points < 1) return fail('request.param.err');
        if (points < MIN_CONVERT) return fail('point.convert.min', { message: `At least ${MIN_CONVERT} points` });
        if (points > pointsOf(member.id)) return fail('point.not.enough', { message: 'Not enough points' });
        const amount = Math.floor((points / POINT_RATIO) * 100) / 100;
        const paid = post(ctx, { memberId: member.id, type: 'POINTS', amount, remark: `${points} points` });
        if (!paid.ok) return fail(paid.errorCode);
        const record = spend(member, points, { type: 'CONVERT', rewardId: '', quantity: 1, status: 'APPROVED', remark: '' });
        return ok({ transId: record.transId, points: record.pointBalance, status: record.status, amount });
      },
      { auth: true },
    ),
  ];
}
