// @vitest-environment jsdom
/**
 * The promotions page and the reward centre against the real root actor over fake effects: the
 * categories filter the cards, a detail shows the gateway's HTML without its script, a visitor is
 * asked to log in; a member's claim hall shows every activity status of spec §4 and offers each
 * the action it means (join, claim, draw, apply, apply again, none), a refusal is said under its
 * claim, a failed list offers a retry, the wagering stays live while the hall is on screen; the
 * reward centre's badge counts issued rewards and drops after a claim.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { ACTIVITY_STATUSES } from '../../gateway/rewards/contract';
import { LIVE_REFRESH_MS } from '../../machines/rewards/claims/claims.machine';
import { advanceClock } from '../../machines/system/system';
import MemberCentre from '../../app/member/MemberCentre';
import PromotionsPage from '../../app/rewards/PromotionsPage';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import type { Claim } from '../../machines/rewards/claims/claims.types';
import { claimAction } from '../../machines/rewards/rewards.rules';
import { toPromotion } from '../../machines/rewards/promotions/promotions.effects';
import type { PromotionCatalogue } from '../../machines/rewards/promotions/promotions.types';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const CATALOGUE: PromotionCatalogue = {
  categories: [
    { code: 'rng_promo', name: 'Slots' },
    { code: 'live_promo', name: 'Live casino' },
  ],
  promotions: [
    {
      id: '1',
      title: 'Slots reload',
      category: 'rng_promo',
      image: '/img/1.svg',
      startDate: Date.UTC(2026, 10, 1),
      endDate: Date.UTC(2026, 11, 1),
      content: '<p>Reload rules</p><script>window.__x=1</script><img src="x" onerror="window.__x=1">',
      status: 'JOIN',
    },
    { id: '2', title: 'Live cashback', category: 'live_promo', image: null, startDate: null, endDate: null, content: '<p>Cashback</p>', status: 'COMING_SOON' },
  ],
};

const claim = (id: string, status: Claim['status'], over: Partial<Claim> = {}): Claim => ({
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
  ...over,
});

function gateway() {
  const state = {
    claims: [
      claim('A', 'JOIN'),
      claim('B', 'ISSUED', { bonus: 88 }),
      claim('C', 'ISSUED'),
      claim('D', 'CLAIMED', { turnover: { actual: 250, required: 1000 } }),
      claim('E', 'CLOSE'),
    ],
    failList: false,
    refuse: null as string | null,
  };
  return {
    state,
    fetchPromotions: async () => CATALOGUE,
    fetchClaims: async () => {
      if (state.failList) throw biz('unknown.system.err', 'errors.unknown');
      return state.claims;
    },
    actOnClaim: async ({ claim: c, action }: { claim: Claim; action: string }) => {
      if (state.refuse) throw biz(state.refuse, 'errors.promotionClosed');
      const status = action === 'join' ? 'SIGNED' : 'CLAIMED';
      state.claims = state.claims.map((x) => (x.id === c.id ? { ...x, status, action: null } : x));
      return { status, bonus: c.bonus };
    },
  };
}

function renderPromotions(loggedIn: boolean, path = '/promotions') {
  const gw = gateway();
  const sys = createTestSystem({
    token: loggedIn ? 'tok' : null,
    fakes: { fetchPromotions: gw.fetchPromotions, fetchClaims: gw.fetchClaims, actOnClaim: gw.actOnClaim as never },
  });
  renderWithSystem(<PromotionsPage />, sys.services, path);
  return { ...sys, gw };
}

describe('a promotion from the gateway', () => {
  const value = (url: string) => ({
    id: '1',
    title: 'T',
    category: 'rng_promo',
    announcementImages: [
      { sequence: 2, url: '/img/second.png' },
      { sequence: 1, url },
    ],
    startDate: null,
    endDate: null,
    content: '',
    status: 'JOIN',
  });
  it('shows its first image only when the URL policy accepts it', () => {
    expect(toPromotion(value('https://cdn.example/promo.png')).image).toBe('https://cdn.example/promo.png');
    for (const crafted of ['javascript:top.__xss=1', 'data:image/svg+xml,<svg onload="top.__xss=1"/>', '//tracker.example/p.gif'])
      expect(toPromotion(value(crafted)).image).toBeNull();
  });
});

describe('promotions page', () => {
  it('shows the cards, filters them by category and opens a sanitised detail; a visitor is asked to log in', async () => {
    renderPromotions(false);
    expect(await screen.findByText('Slots reload')).toBeTruthy();
    expect(screen.getByText('Live cashback')).toBeTruthy();
    expect(screen.getByText(tr('promotions.loginToClaim'))).toBeTruthy();
    const group = screen.getByRole('group', { name: tr('promotions.categories') });
    fireEvent.click(within(group).getByRole('button', { name: 'Live casino' }));
    await waitFor(() => expect(screen.queryByText('Slots reload')).toBeNull());
    expect(within(group).getByRole('button', { name: 'Live casino' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(within(group).getByRole('button', { name: tr('promotions.all') }));
    fireEvent.click(await screen.findByRole('button', { name: tr('promotions.detailsOf', { title: 'Slots reload' }) }));
    const dialog = await screen.findByRole('dialog', { name: 'Slots reload' });
    expect(within(dialog).getByText('Reload rules')).toBeTruthy();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(screen.queryByRole('heading', { name: tr('claims.title') })).toBeNull();
  });

  it("a link to one promotion (/promotions?id=2, a banner's) opens its detail once the list is read; closed, it stays closed", async () => {
    renderPromotions(false, '/promotions?id=2');
    const dialog = await screen.findByRole('dialog', { name: 'Live cashback' });
    expect(within(dialog).getByText('Cashback')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives a member the claim hall: each status its action, progress for a claimed bonus, a refusal under its claim', async () => {
    const { gw, callsOf } = renderPromotions(true);
    await screen.findByRole('heading', { name: tr('claims.title') });
    const rows = await screen.findAllByTestId('claim');
    expect(rows).toHaveLength(5);
    expect(within(rows[0]!).getByRole('button', { name: `${tr('action.join')}: Promo A` })).toBeTruthy();
    expect(within(rows[4]!).queryByRole('button')).toBeNull();
    expect(within(rows[3]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('250');

    gw.state.refuse = 'prom.claim.expired';
    fireEvent.click(within(rows[0]!).getByRole('button', { name: `${tr('action.join')}: Promo A` }));
    expect(await within(screen.getAllByTestId('claim')[0]!).findByText(tr('errors.promotionClosed'))).toBeTruthy();

    gw.state.refuse = null;
    fireEvent.click(within(screen.getAllByTestId('claim')[1]!).getByRole('button', { name: `${tr('action.claim')}: Promo B` }));
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('claim')[1]!.getAttribute('data-status')).toBe('CLAIMED'));
    expect(callsOf('actOnClaim')).toHaveLength(2);
  });

  it('shows every activity status of spec §4 and acts on each as it means', async () => {
    const { gw, callsOf } = renderPromotions(true);
    gw.state.claims = ACTIVITY_STATUSES.map((st) =>
      claim(st, st, {
        title: `Promo ${st}`,
        expireDate: Date.UTC(2026, 11, 31),
        ...(st === 'CLAIMED' || st === 'SIGNED' ? { turnover: { actual: 300, required: 1200 } } : {}),
        ...(st === 'REJECTED' ? { remark: 'Screenshot unreadable' } : {}),
      }),
    );
    const rows = await screen.findAllByTestId('claim', {}, { timeout: 5000 });
    await waitFor(() => expect(screen.getAllByTestId('claim')).toHaveLength(10));
    const row = (st: string) => screen.getAllByTestId('claim').find((r) => r.getAttribute('data-status') === st)!;
    expect(rows).toHaveLength(10);
    // Each status in words, and the one button it means (or none).
    const button: Record<string, string | null> = {
      JOIN: 'action.join',
      CLAIM: 'action.claim',
      ISSUED: 'action.claim',
      APPLYING: 'action.apply',
      REJECTED: 'action.applyAgain',
      SIGNED: null,
      PROCESS: null,
      CLAIMED: null,
      CLOSE: null,
      COMING_SOON: null,
    };
    for (const st of ACTIVITY_STATUSES) {
      const r = row(st);
      // The status pill (CLAIM's pill and its button read alike).
      expect(
        within(r)
          .getAllByText(tr(`status.${st}`))
          .some((el) => el.closest('button') === null),
        st,
      ).toBe(true);
      const buttons = within(r).queryAllByRole('button');
      if (button[st])
        expect(
          buttons.map((b) => b.getAttribute('aria-label')),
          st,
        ).toEqual([`${tr(button[st]!)}: Promo ${st}`]);
      else expect(buttons, st).toHaveLength(0);
    }
    // Joined and claimed bonuses show their wagering; a rejection says why; a closed or claimed one shows no end date.
    for (const st of ['SIGNED', 'CLAIMED']) expect(within(row(st)).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('300');
    for (const st of ['JOIN', 'CLAIM', 'PROCESS', 'CLOSE', 'COMING_SOON']) expect(within(row(st)).queryByRole('progressbar'), st).toBeNull();
    expect(within(row('REJECTED')).getByText(tr('claims.reason', { remark: 'Screenshot unreadable' }))).toBeTruthy();
    const ends = tr('claims.ends', { date: '§' }).split('§')[0]!;
    expect(within(row('CLOSE')).queryByText((t) => t.startsWith(ends))).toBeNull();
    expect(within(row('JOIN')).getByText((t) => t.startsWith(ends))).toBeTruthy();

    // Acting: join joins, claim and an issued reward claim (each read again with its new status).
    for (const [st, after] of [
      ['JOIN', 'SIGNED'],
      ['CLAIM', 'CLAIMED'],
      ['ISSUED', 'CLAIMED'],
    ] as const) {
      fireEvent.click(within(row(st)).getByRole('button'));
      await waitFor(() =>
        expect(
          screen
            .getAllByTestId('claim')
            .find((r) => r.textContent?.includes(`Promo ${st}`))!
            .getAttribute('data-status'),
        ).toBe(after),
      );
    }
    expect((callsOf('actOnClaim') as { claim: Claim; action: string }[]).map((c) => [c.claim.id, c.action])).toEqual([
      ['JOIN', 'join'],
      ['CLAIM', 'claim'],
      ['ISSUED', 'claim'],
    ]);
    // Apply and apply again open the application for that promotion (nothing is sent yet).
    for (const st of ['APPLYING', 'REJECTED']) {
      fireEvent.click(within(row(st)).getByRole('button'));
      const dialog = await screen.findByRole('dialog', { name: tr('apply.title', { title: `Promo ${st}` }) });
      fireEvent.click(within(dialog).getByRole('button', { name: tr('common.cancel') }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(callsOf('actOnClaim')).toHaveLength(3);
    expect(callsOf('applyPromotion')).toHaveLength(0);
  });

  it('keeps the wagering live while the claim hall is on screen: read again every 30 s, and no more once it is left', async () => {
    const clock = new SimulatedClock();
    const gw = gateway();
    const sys = createTestSystem({ token: 'tok', clock, fakes: { fetchPromotions: gw.fetchPromotions, fetchClaims: gw.fetchClaims } });
    const view = renderWithSystem(<PromotionsPage />, sys.services, '/promotions');
    await screen.findAllByTestId('claim', {}, { timeout: 5000 });
    const reads = () => sys.callsOf('fetchClaims').length;
    await waitFor(() =>
      expect(
        sys.root.system
          .get('claims')
          ?.getSnapshot()
          .matches({ active: { live: 'on', list: 'ready' } }),
      ).toBe(true),
    );
    const before = reads();
    gw.state.claims = gw.state.claims.map((c) => (c.id === 'D' ? { ...c, turnover: { actual: 640, required: 1000 } } : c));
    advanceClock(clock, clock.now() + LIVE_REFRESH_MS);
    await waitFor(() => expect(screen.getAllByTestId('claim')[3]!.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('640'));
    expect(reads()).toBe(before + 1);
    view.unmount();
    await waitFor(() =>
      expect(
        sys.root.system
          .get('claims')
          ?.getSnapshot()
          .matches({ active: { live: 'off' } }),
      ).toBe(true),
    );
    advanceClock(clock, clock.now() + 3 * LIVE_REFRESH_MS);
    await new Promise((r) => setTimeout(r, 50));
    expect(reads()).toBe(before + 1);
  });

  it("shows each raffle's own status: the draws left before a draw, the prize and date after", async () => {
    const { gw } = renderPromotions(true);
    gw.state.claims = [
      claim('R1', 'CLAIM', { kind: 'RAFFLE', bonus: null, raffle: { chances: 2, prize: null, drawnAt: null } }),
      claim('R2', 'CLAIMED', { kind: 'RAFFLE', bonus: 88, raffle: { chances: 0, prize: 88, drawnAt: Date.UTC(2026, 10, 20, 8) } }),
    ];
    const rows = await screen.findAllByTestId('claim', {}, { timeout: 5000 });
    expect(within(rows[0]!).getByTestId('raffle-chances').textContent).toBe(tr('claims.chances_other', { count: 2 }));
    expect(within(rows[0]!).queryByTestId('raffle-drawn')).toBeNull();
    expect(within(rows[0]!).getByRole('button', { name: `${tr('action.draw')}: Promo R1` })).toBeTruthy();
    expect(within(rows[1]!).queryByTestId('raffle-chances')).toBeNull();
    const drawn = within(rows[1]!).getByTestId('raffle-drawn').textContent!;
    const [before] = tr('claims.drawn', { date: '§', amount: '§' }).split('§');
    expect(drawn.startsWith(before!) && drawn.includes('88')).toBe(true);
  });

  it('keeps the claim hall failing in words with a retry', async () => {
    const gw = gateway();
    gw.state.failList = true;
    const sys = createTestSystem({ token: 'tok', fakes: { fetchPromotions: gw.fetchPromotions, fetchClaims: gw.fetchClaims } });
    renderWithSystem(<PromotionsPage />, sys.services, '/promotions');
    const alert = await screen.findByText(tr('errors.unknown'));
    gw.state.failList = false;
    fireEvent.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: tr('common.retry') }));
    expect(await screen.findAllByTestId('claim')).toHaveLength(5);
  });
});

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

describe('reward centre', () => {
  it('lists the issued rewards with their count as the badge, which drops after a claim', async () => {
    const gw = gateway();
    const sys = createTestSystem({ token: 'tok', flags: { REWCEN3: true }, fakes: { fetchClaims: gw.fetchClaims, actOnClaim: gw.actOnClaim as never } });
    renderWithSystem(
      <Routes>
        <Route path="/member/:page" element={<PageRoute />} />
      </Routes>,
      sys.services,
      '/member/rewardCenter',
    );
    const nav = await screen.findByRole('navigation', { name: tr('centre.memberNav') });
    const link = within(nav).getByRole('link', { name: new RegExp(tr('memberPages.rewardCenter')) });
    await waitFor(() => expect(within(link).getByText(tr('centre.badge_other', { count: 2 }))).toBeTruthy());
    expect(await screen.findByRole('heading', { name: tr('rewardCenter.toClaim', { count: 2 }) }, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `${tr('action.claim')}: Promo B` }));
    await waitFor(() => expect(within(link).getByText(tr('centre.badge_one', { count: 1 }))).toBeTruthy());
    expect(screen.getByRole('heading', { name: tr('rewardCenter.claimed') })).toBeTruthy();
  });
});
