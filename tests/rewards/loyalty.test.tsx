// @vitest-environment jsdom
/**
 * Loyalty: the simulator's answers (rank progress, referral details, missions and leaderboard)
 * parsed with the gateway's schemas, and the pages against the real root over fake effects: the
 * VIP card, invite friends (code, links, QR; the member-centre tab, the page and the side menu's
 * quick link only while the public state's availablePromo.REFERRAL.enabled), the missions and
 * their badge, a failed part with its retry.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import MemberCentre from '../../app/member/MemberCentre';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import { SideMenu } from '../../app/shell/SideMenu';
import type { AvailablePromos, Missions, RankProgress, Referral } from '../../machines/rewards/loyalty/loyalty.types';
import { biz } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, PLAYER, renderWithSystem } from '../support/system';

const RANK: RankProgress = {
  hasVip: true,
  rank: 'Gold',
  level: 3,
  nextRank: 'Platinum',
  monthly: { actual: 45_000, expected: 150_000 },
  total: { actual: 900_000, expected: 3_000_000 },
};
const ON: AvailablePromos = { count: 4, referral: true };
const OFF: AvailablePromos = { count: 4, referral: false };
const REFERRAL: Referral = { code: 'REF7', invitations: 4, domains: ['https://play.example'], rules: ['Share your code.'] };
const MISSIONS: Missions = {
  missions: [
    { id: 'M1', title: 'Spin 50 times', progress: 32, target: 50, reward: 10, status: 'ONGOING' },
    { id: 'M2', title: 'Deposit 3 days', progress: 3, target: 3, reward: 30, status: 'COMPLETED' },
  ],
  leaders: [{ rank: 1, name: 'lucky***88', points: 2400 }],
  myRank: 15,
  myPoints: 640,
};

function PageRoute() {
  const page = useLocation().pathname.split('/')[2] ?? null;
  return <MemberCentre pages={MEMBER_PAGES} page={page} />;
}

function renderCentre(path: string, fakes: Record<string, unknown> = {}) {
  const sys = createTestSystem({
    token: 'tok',
    flags: { REWCEN3: true },
    fakes: {
      fetchAvailable: async () => ON,
      fetchRank: async () => RANK,
      fetchReferral: async () => REFERRAL,
      fetchMissions: async () => MISSIONS,
      fetchClaims: async () => [],
      ...fakes,
    } as never,
  });
  renderWithSystem(
    <Routes>
      <Route path="/member/:page" element={<PageRoute />} />
    </Routes>,
    sys.services,
    path,
  );
  return sys;
}

describe('loyalty pages', () => {
  it('invite friends while availablePromo.REFERRAL.enabled: its tab, the code, a link per domain with copy and a QR code, the invitations and rules', async () => {
    renderCentre('/member/referral');
    expect((await screen.findByTestId('referral-code', {}, { timeout: 5000 })).textContent).toBe('REF7');
    const nav = screen.getByRole('navigation', { name: tr('centre.memberNav') });
    expect(
      within(nav)
        .getByRole('link', { name: new RegExp(tr('memberPages.referral')) })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(screen.getByTestId('invitations').textContent).toBe('4');
    const link = 'https://play.example/register?affiliateCode=REF7';
    expect(screen.getByText(link)).toBeTruthy();
    expect(screen.getByRole('img', { name: tr('referral.qr', { link }) })).toBeTruthy();
    expect(screen.getByText('Share your code.')).toBeTruthy();
  });

  it('hides invite friends from the navigation while the programme is off, whatever the referral details say', async () => {
    const sys = renderCentre('/member/rewardCenter', { fetchAvailable: async () => OFF });
    const nav = await screen.findByRole('navigation', { name: tr('centre.memberNav') });
    await within(nav).findByRole('link', { name: new RegExp(tr('memberPages.rewardCenter')) });
    await waitFor(() => expect(sys.callsOf('fetchAvailable')).toHaveLength(1));
    expect(within(nav).queryByRole('link', { name: new RegExp(tr('memberPages.referral')) })).toBeNull();
    // The referral details (which a gateway may answer anyway) are never read.
    expect(sys.callsOf('fetchReferral')).toHaveLength(0);
  });

  it('the invite-friends page itself says the programme is off and shows no code', async () => {
    const { default: ReferralPage } = await import('../../app/rewards/ReferralPage');
    const sys = createTestSystem({ token: 'tok', fakes: { fetchAvailable: async () => OFF, fetchReferral: async () => REFERRAL } as never });
    renderWithSystem(<ReferralPage />, sys.services, '/member/referral');
    expect(await screen.findByText(tr('referral.off'), {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('referral-code')).toBeNull();
    expect(sys.callsOf('fetchReferral')).toHaveLength(0);
  });

  it('a failed read of the public state is said on the invite-friends page with a retry', async () => {
    const { default: ReferralPage } = await import('../../app/rewards/ReferralPage');
    let fail = true;
    const sys = createTestSystem({
      token: 'tok',
      fakes: {
        fetchAvailable: async () => {
          if (fail) throw biz('unknown.system.err', 'errors.unknown');
          return ON;
        },
        fetchReferral: async () => REFERRAL,
      } as never,
    });
    renderWithSystem(<ReferralPage />, sys.services, '/member/referral');
    const retry = await screen.findByRole('button', { name: tr('common.retry') }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    expect((await screen.findByTestId('referral-code')).textContent).toBe('REF7');
  });

  it('missions: progress, the completed badge, the leaderboard and the member’s place', async () => {
    renderCentre('/member/missionLeaderboard');
    expect(await screen.findAllByTestId('mission', {}, { timeout: 5000 })).toHaveLength(2);
    expect(screen.getByRole('progressbar', { name: 'Spin 50 times' }).getAttribute('aria-valuenow')).toBe('32');
    const nav = screen.getByRole('navigation', { name: tr('centre.memberNav') });
    const link = within(nav).getByRole('link', { name: new RegExp(tr('memberPages.missionLeaderboard')) });
    await waitFor(() => expect(within(link).getByText(tr('centre.badge_one', { count: 1 }))).toBeTruthy());
    expect(screen.getByText('lucky***88')).toBeTruthy();
    expect(screen.getByText(tr('missions.myRank', { rank: '15', points: '640' }))).toBeTruthy();
  });

  it('the reward centre shows the VIP rank against the next one; a failed part offers a retry', async () => {
    let fail = true;
    renderCentre('/member/rewardCenter', {
      fetchRank: async () => {
        if (fail) throw biz('unknown.system.err', 'errors.unknown');
        return RANK;
      },
    });
    const retry = await screen.findByRole('button', { name: tr('common.retry') }, { timeout: 5000 });
    fail = false;
    fireEvent.click(retry);
    const vip = await screen.findByTestId('vip');
    expect(within(vip).getByRole('heading', { name: tr('vip.title', { rank: 'Gold' }) })).toBeTruthy();
    expect(within(vip).getByText(tr('vip.next', { rank: 'Platinum' }))).toBeTruthy();
    expect(within(vip).getAllByRole('progressbar')).toHaveLength(2);
  });
});

describe('claiming a mission reward', () => {
  it('a completed mission is claimed from the mission page: the result is said, the badge drops, the wallet is read again', async () => {
    let claimed = false;
    const sys = renderCentre('/member/missionLeaderboard', {
      fetchMissions: async () => ({ ...MISSIONS, missions: MISSIONS.missions.map((m) => (m.id === 'M2' && claimed ? { ...m, status: 'CLAIMED' } : m)) }),
      claimMission: async ({ missionId }: { missionId: string }) => {
        claimed = true;
        return { missionId, reward: 30 };
      },
    });
    await screen.findAllByTestId('mission', {}, { timeout: 5000 });
    // Only the completed mission offers a claim.
    expect(screen.queryByRole('button', { name: `${tr('action.claim')}: Spin 50 times` })).toBeNull();
    const nav = screen.getByRole('navigation', { name: tr('centre.memberNav') });
    const link = within(nav).getByRole('link', { name: new RegExp(tr('memberPages.missionLeaderboard')) });
    await waitFor(() => expect(within(link).getByText(tr('centre.badge_one', { count: 1 }))).toBeTruthy());
    const balanceReads = sys.callsOf('fetchBalance').length;

    fireEvent.click(screen.getByRole('button', { name: `${tr('action.claim')}: Deposit 3 days` }));
    // The claim's result (other status regions, the loader's, may be on screen too).
    const said = await waitFor(
      () => {
        const found = screen.getAllByRole('status').find((el) => el.textContent?.includes('Deposit 3 days'));
        expect(found).toBeTruthy();
        return found!.textContent!;
      },
      { timeout: 5000 },
    );
    const [before, after] = tr('notice.CLAIMED', { title: 'Deposit 3 days', amount: '§' }).split('§');
    // The banner holds the sentence and its close button.
    expect(said.startsWith(before!) && said.includes(after!) && said.includes('30')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('button', { name: `${tr('action.claim')}: Deposit 3 days` })).toBeNull());
    expect(screen.getAllByTestId('mission')[1]!.getAttribute('data-status')).toBe('CLAIMED');
    await waitFor(() => expect(within(link).queryByText(tr('centre.badge_one', { count: 1 }))).toBeNull());
    await waitFor(() => expect(sys.callsOf('fetchBalance').length).toBeGreaterThan(balanceReads));
    expect(sys.callsOf('claimMission')).toEqual([{ missionId: 'M2' }]);
  });

  it('a refusal (already claimed) is said under the mission, translated, and the list is read again', async () => {
    let reads = 0;
    renderCentre('/member/missionLeaderboard', {
      fetchMissions: async () => {
        reads += 1;
        return reads === 1 ? MISSIONS : { ...MISSIONS, missions: MISSIONS.missions.map((m) => (m.id === 'M2' ? { ...m, status: 'CLAIMED' } : m)) };
      },
      claimMission: async () => {
        throw biz('mission.reward.claimed', 'errors.missionClaimed');
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: `${tr('action.claim')}: Deposit 3 days` }, { timeout: 5000 }));
    const mission = screen.getAllByTestId('mission')[1]!;
    expect((await within(mission).findByRole('alert')).textContent).toBe(tr('errors.missionClaimed'));
    await waitFor(() => expect(mission.getAttribute('data-status')).toBe('CLAIMED'));
    expect(reads).toBe(2);
  });
});

describe('the side menu VIP and invite-friends links', () => {
  function renderMenu(
    memberInfo: Record<string, unknown>,
    { available = ON, hasVip = true, token = 'tok' }: { available?: AvailablePromos; hasVip?: boolean; token?: string | null } = {},
  ) {
    const sys = createTestSystem({
      token,
      fakes: {
        fetchMemberInfo: async () => memberInfo,
        fetchClaims: async () => [],
        fetchAvailable: async () => available,
        fetchRank: async () => ({ ...RANK, hasVip }),
      } as never,
    });
    renderWithSystem(<SideMenu />, sys.services);
    return sys;
  }

  it('offers invite friends as a quick link, between account and events, while availablePromo.REFERRAL.enabled', async () => {
    renderMenu(PLAYER);
    const quick = screen.getByRole('navigation', { name: tr('sideMenu.quickLinks') });
    const invite = await within(quick).findByRole('link', { name: tr('memberPages.referral') }, { timeout: 5000 });
    expect(invite.getAttribute('href')).toBe('/member/referral');
    const names = within(quick)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names.indexOf(tr('memberPages.referral'))).toBe(names.indexOf(tr('memberPages.securityCenter')) + 1);
    expect(names.indexOf(tr('routes.promotions'))).toBe(names.indexOf(tr('memberPages.referral')) + 1);
  });

  it('leaves invite friends out while the programme is off, and for a visitor', async () => {
    const sys = renderMenu(PLAYER, { available: OFF });
    const quick = screen.getByRole('navigation', { name: tr('sideMenu.quickLinks') });
    await waitFor(() => expect(sys.callsOf('fetchAvailable')).toHaveLength(1), { timeout: 5000 });
    await within(quick).findByRole('link', { name: tr('routes.promotions') });
    expect(within(quick).queryByRole('link', { name: tr('memberPages.referral') })).toBeNull();
    cleanup();

    const visitor = renderMenu(PLAYER, { token: null });
    const quickV = screen.getByRole('navigation', { name: tr('sideMenu.quickLinks') });
    expect(within(quickV).getByRole('link', { name: tr('routes.promotions') })).toBeTruthy();
    expect(within(quickV).queryByRole('link', { name: tr('memberPages.referral') })).toBeNull();
    expect(visitor.callsOf('fetchAvailable')).toHaveLength(0);
  });

  it("shows VIP (quick link) and VIP bonus (member links) where the brand has VIP (hasVip), whatever the member's label", async () => {
    renderMenu({ ...PLAYER, clubLabel: null }, { hasVip: true });
    const quick = screen.getByRole('navigation', { name: tr('sideMenu.quickLinks') });
    const vip = await within(quick).findByRole('link', { name: tr('sideMenu.vip') }, { timeout: 15_000 });
    expect(vip.getAttribute('href')).toBe('/member/securityCenter');
    expect(await screen.findByRole('link', { name: tr('memberPages.rewardCenter') })).toBeTruthy();
  });

  it('leaves both out where there is no VIP (hasVip false), even for a member with a club label', async () => {
    const { callsOf } = renderMenu({ ...PLAYER, clubLabel: { labelName: 'Gold' } }, { hasVip: false });
    const centre = await screen.findByRole('navigation', { name: tr('sideMenu.memberCentre') }, { timeout: 5000 });
    await waitFor(() => expect(callsOf('fetchRank')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(within(centre).getByRole('link', { name: tr('memberPages.personalHistoryCopy') })).toBeTruthy();
    expect(screen.queryByRole('link', { name: tr('sideMenu.vip') })).toBeNull();
    expect(screen.queryByRole('link', { name: tr('memberPages.rewardCenter') })).toBeNull();
  });
});
