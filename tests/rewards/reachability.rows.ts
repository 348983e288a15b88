/**
 * Reachability of the rewards machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import type { Claim } from '../../machines/rewards/claims/claims.types';
import { claimsMachine, type ClaimsContext } from '../../machines/rewards/claims/claims.machine';
import { loyaltyMachine } from '../../machines/rewards/loyalty/loyalty.machine';
import { pointMallMachine, type PointMallContext } from '../../machines/rewards/point-mall/point-mall.machine';
import { promotionsMachine } from '../../machines/rewards/promotions/promotions.machine';
import { claimAction } from '../../machines/rewards/rewards.rules';
import { gatewayError, network } from '../support/fakes';
import { systemError, on, effect, sessionChanged, languageChanged, pick, type Row } from '../support/reachability';

const claim = (id: string, status: Claim['status']): Claim => ({
  id,
  promotionId: id,
  title: `Promo ${id}`,
  kind: 'BONUS',
  promotionType: 'MANUAL',
  status,
  action: claimAction(status),
  bonus: 100,
  turnover: null,
  updatedAt: null,
  expireDate: null,
  remark: '',
  raffle: null,
});

export const rows: Row[] = [
  {
    machine: promotionsMachine,
    opts: {
      key: pick<{ category: string; openId: string | null; promotions: unknown[] }>((c) => [c.category, c.openId, c.promotions.length]),
      payloads: {
        ...effect(
          'fetchPromotions',
          [
            {
              categories: [{ code: 'rng_promo', name: 'Slots' }],
              promotions: [
                { id: '1', title: 'Reload', category: 'rng_promo', image: null, startDate: null, endDate: null, content: '<p>x</p>', status: 'JOIN' },
              ],
            },
          ],
          [network],
        ),
        ...on('promotions.refresh', {}),
        ...on('promotions.category', { category: 'rng_promo' }),
        ...on('promotions.detail', { id: '1' }, { id: 'gone' }),
        ...on('promotions.close', {}),
        ...languageChanged,
      },
    },
  },
  {
    machine: claimsMachine,
    opts: {
      key: pick<ClaimsContext>((c) => [c.claims.length, c.form?.comment ?? null, c.form?.images.length ?? null, c.notice !== null, c.actionError !== null]),
      payloads: {
        ...sessionChanged('member', 'visitor', 'trial'),
        ...languageChanged,
        ...effect('fetchClaims', [[claim('C1', 'JOIN'), claim('C2', 'APPLYING'), claim('C3', 'CLOSE')]], [network]),
        ...on('claims.refresh', {}),
        ...on('claims.watch', {}),
        ...on('claims.unwatch', {}),
        ...on('money.moved', {}),
        ...on('claims.tick', {}),
        ...on('claims.act', { claimId: 'C1' }, { claimId: 'C3' }),
        ...on('claims.apply', { claimId: 'C2' }, { claimId: 'C1' }),
        ...on('claims.dismiss', {}),
        ...effect('actOnClaim', [{ status: 'SIGNED', bonus: null }], [gatewayError('prom.claim.expired')]),
        ...on('form.change', { field: 'comment', value: 'My first deposit' }, { field: 'comment', value: '' }),
        ...on('form.attach', { field: 'images', files: [{ id: 'i1', name: 'a.png', type: 'image/png', size: 1000, dataUrl: 'data:image/png;base64,AAAA' }] }),
        ...on('form.detach', { field: 'images', id: 'i1' }),
        ...on('form.submit', {}),
        ...on('form.cancel', {}),
        ...effect('applyPromotion', [{ status: 'PROCESS', bonus: 1000 }], [gatewayError('prom.claim.req.field')]),
      },
    },
  },
  {
    machine: pointMallMachine,
    opts: {
      key: pick<PointMallContext>((c) => [
        c.mall?.points ?? null,
        c.form?.mode ?? null,
        c.form?.quantity ?? null,
        c.form?.points ?? null,
        c.form?.password ?? null,
        c.notice !== null,
      ]),
      payloads: {
        ...sessionChanged('member', 'visitor', 'trial'),
        ...languageChanged,
        ...effect(
          'fetchPointMall',
          [
            {
              points: 5600,
              ratio: 100,
              minConvert: 500,
              rewards: [{ id: 'PR1', name: 'Voucher 10', points: 1000, amount: 10, stock: null }],
              rules: [],
              rates: [],
            },
          ],
          [network],
        ),
        ...effect(
          'fetchPublicMall',
          [{ rewards: [{ id: 'PR1', name: 'Voucher 10', points: 1000, amount: 10, stock: null }], rules: [], rates: [] }],
          [network],
        ),
        ...on('pointMall.refresh', {}),
        ...on('pointMall.browse', {}),
        ...on('pointMall.redeem', { rewardId: 'PR1' }, { rewardId: 'nope' }),
        ...on('pointMall.convert', {}),
        ...on('pointMall.dismiss', {}),
        ...on('form.change', { field: 'password', value: 'Player123' }, { field: 'points', value: '500' }, { field: 'other', value: 'x' }),
        ...on('form.submit', {}),
        ...on('form.confirm', {}),
        ...on('form.back', {}),
        ...on('form.cancel', {}),
        ...effect('redeemPoints', [{ transId: 'R1', points: 4600, status: 'PROCESS', amount: 10 }], [gatewayError('pwd.check.fail'), systemError]),
        ...effect('convertPoints', [{ transId: 'R2', points: 5100, status: 'APPROVED', amount: 5 }], [gatewayError('point.not.enough'), systemError]),
      },
    },
  },
  {
    machine: loyaltyMachine,
    opts: {
      // Four independent parts (4 × 4 × 4 × 5 state values), each with its events.
      limit: 20_000,
      payloads: {
        ...sessionChanged('visitor', 'member'),
        ...languageChanged,
        ...on('loyalty.load', { part: 'available' }, { part: 'rank' }, { part: 'referral' }, { part: 'missions' }),
        ...effect('fetchAvailable', [{ count: 3, referral: true }], [network]),
        ...effect(
          'fetchRank',
          [{ hasVip: true, rank: 'Gold', level: 3, nextRank: 'Platinum', monthly: { actual: 1, expected: 2 }, total: { actual: 1, expected: 2 } }],
          [network],
        ),
        ...effect('fetchReferral', [{ code: 'REF1', invitations: 0, domains: [], rules: [] }], [network]),
        ...effect(
          'fetchMissions',
          [
            {
              missions: [{ id: 'M1', title: 'Deposit 3 days', progress: 3, target: 3, reward: 30, status: 'COMPLETED' }],
              leaders: [],
              myRank: null,
              myPoints: null,
            },
          ],
          [network],
        ),
        ...on('missions.claim', { missionId: 'M1' }),
        ...on('missions.dismiss', {}),
        ...effect('claimMission', [{ missionId: 'M1', reward: 30 }], [gatewayError('mission.reward.claimed')]),
      },
    },
  },
];
