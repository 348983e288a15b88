/**
 * The rewards seed: categories, promotions, and every player's claims (one per promotion). The
 * statuses follow PROMO_SEEDS for every ordinary member, so player01 meets every status of spec
 * §4. No faker, no wall clock: dates are relative to SEED_REFERENCE_DATE.
 */
import type { SimDb } from '../db';
import { DAY, SEED_REFERENCE_DATE } from '../seed-date';
import { ART, CATEGORY_SEEDS, contentOf, PROMO_SEEDS, PROMOTION_TYPES, REDEEM_HISTORY, REWARD_SEEDS } from './texts';

/** Points per unit of currency, and the fewest points a conversion takes. */
export const POINT_RATIO = 100;
export const MIN_CONVERT = 500;
/** Earned points of the seeded history, by type (newest first, a day apart). */
const EARNINGS: ReadonlyArray<[string, number]> = [
  ['RNG', 320],
  ['DEPOSIT', 500],
  ['LIVE', 180],
  ['SPORTS', 240],
  ['PVP', 90],
  ['LOTT', 60],
  ['RNG', 410],
  ['DEPOSIT', 1000],
  ['LIVE', 220],
  ['SPORTS', 130],
  ['RNG', 275],
  ['DEPOSIT', 250],
];

/** Member types that are players (not agents 1/2/41/42, trial 4 or staff 9). */
const isPlayer = (type: number) => type === 0;

export function seedRewards(db: SimDb): void {
  CATEGORY_SEEDS.forEach((c, sequence) => db.promotionCategory.create({ code: c.code, name: { ...c.name }, sequence }));
  PROMO_SEEDS.forEach((p, sort) => {
    const publicStatus = p.claim === 'COMING_SOON' || p.claim === 'CLOSE' ? p.claim : 'JOIN';
    db.promotion.create({
      id: sort + 1,
      category: p.category,
      title: { ...p.title },
      content: contentOf(p),
      imageUrl: `/sim/cdn/promotions/banner/${encodeURIComponent(ART[sort] ?? p.category)}.svg`,
      startDate: SEED_REFERENCE_DATE + p.days[0] * DAY,
      endDate: SEED_REFERENCE_DATE + p.days[1] * DAY,
      status: publicStatus,
      kind: p.kind,
      promotionType: PROMOTION_TYPES[sort] ?? (p.kind === 'RAFFLE' ? 'RAFFLE' : 'MANUAL'),
      bonusAmount: p.bonus,
      gameType: p.gameType ?? '',
      sort,
    });
  });
  const members = db.member.getAll().filter((m) => isPlayer(m.type));
  for (const m of members) {
    PROMO_SEEDS.forEach((p, i) =>
      db.promotionClaim.create({
        claimId: `C${m.id}-${i + 1}`,
        memberId: m.id,
        promotionId: i + 1,
        kind: p.kind,
        status: p.claim,
        bonusAmount: p.bonus,
        turnoverActual: p.turnover?.[0] ?? null,
        turnoverRequired: p.turnover?.[1] ?? null,
        updatedAt: SEED_REFERENCE_DATE + Math.min(0, p.days[0]) * DAY,
        remark: p.remark ?? '',
        comment: '',
        images: 0,
      }),
    );
  }

  REWARD_SEEDS.forEach((r, sort) =>
    db.pointReward.create({ rewardId: `PR${sort + 1}`, name: { ...r.name }, points: r.points, amount: r.amount, stock: r.stock, sort }),
  );
  const EMPTY = { EN: '', CN: '', TH: '' };
  const earned = EARNINGS.reduce((sum, [, p]) => sum + p, 0);
  for (const m of members) {
    // Every ordinary player holds 5,600 points now: what the history earned, an opening grant, less what player01 redeemed.
    const history = m.account === 'player01' ? REDEEM_HISTORY : [];
    const spent = history.reduce((sum, r) => sum + (r.status === 'REJECTED' ? 0 : r.points), 0);
    const opening = 5600 - earned + spent;
    db.pointAccount.create({ memberId: m.id, points: 5600 });
    const earnAt = (i: number) => SEED_REFERENCE_DATE - (i + 1) * DAY + 9 * 3_600_000;
    EARNINGS.forEach(([type, points], i) =>
      db.pointDetail.create({ id: `P${m.id}-${i + 1}`, memberId: m.id, time: earnAt(i), type, points, remark: '', seeded: true }),
    );
    // The redeem records, oldest first, each with the points balance it left.
    let detail = EARNINGS.length;
    history.forEach((r, n) => {
      const applyTime = SEED_REFERENCE_DATE - r.days * DAY + 14 * 3_600_000;
      const balance =
        opening +
        EARNINGS.reduce((sum, [, p], i) => sum + (earnAt(i) < applyTime ? p : 0), 0) -
        history.slice(0, n + 1).reduce((sum, x) => sum + (x.status === 'REJECTED' ? 0 : x.points), 0);
      const changed = r.status === 'REJECTED' ? 0 : -r.points;
      db.redeemRecord.create({
        transId: `R${m.id}-S${n + 1}`,
        memberId: m.id,
        applyTime,
        type: r.reward === null ? 'CONVERT' : 'REWARD',
        rewardId: r.reward === null ? '' : `PR${r.reward + 1}`,
        quantity: r.quantity,
        requiredPoints: r.points,
        requiredAmount: r.amount,
        status: r.status,
        changedPoints: changed,
        pointBalance: balance,
        remark: { ...(r.remark ?? EMPTY) },
        seeded: true,
      });
      if (changed !== 0)
        db.pointDetail.create({ id: `P${m.id}-${++detail}`, memberId: m.id, time: applyTime, type: 'REDEEM', points: changed, remark: '', seeded: true });
    });
  }
}
