// @vitest-environment jsdom
/**
 * The navigation a player clicks through (spec §2): home and promotions in the header's nav, the
 * points mall from the side menu and the member centre, and the banner groups where they belong
 * (w_leftmenu in the side menu, w_reg and w_forget over their forms).
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelName } from '../../machines/content/resources';
import { headerEntries } from '../../app/games/GameNav';
import { Header } from '../../app/shell/Header';
import GroupBanners from '../../app/shell/GroupBanners';
import { SideMenu } from '../../app/shell/SideMenu';
import MemberCentre from '../../app/member/MemberCentre';
import RegisterModal from '../../app/account/RegisterModal';
import PointMallPage from '../../app/rewards/PointMallPage';
import { MEMBER_PAGES } from '../../app/shell/centre-pages';
import { navClick } from '../../machines/games/rules';
import type { Banner } from '../../machines/content/content.types';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const LOCALES = join(__dirname, '../../locales');

const banner = (id: string, groupName: string, title: string): Banner => ({ id, groupName, url: `/banners/${id}.png`, linkageType: 'NONE', link: null, title });
const BANNERS = [
  banner('1', 'w_home', 'Home banner'),
  banner('2', 'w_leftmenu', 'Side banner'),
  banner('3', 'w_reg', 'Sign-up banner'),
  banner('4', 'w_forget', 'Reset banner'),
];

const withBanners = (token: string | null = null) =>
  createTestSystem({ token, fakes: { fetchAnnouncements: async () => ({ banners: BANNERS, notices: [], popups: [], promotions: [] }) } });

describe('header nav: HOME and PROMO', () => {
  it('opens with home and ends with promotions, around the game types, each a page on a click', async () => {
    const entries = headerEntries([], true);
    expect(entries[0]).toMatchObject({ gameType: 'HOME', path: '/' });
    expect(entries.at(-1)).toMatchObject({ gameType: 'PROMO', path: '/promotions' });
    // The spec's nav-click rule: HOME and PROMO always go to their page.
    expect(navClick('HOME', undefined)).toEqual({ kind: 'page' });
    expect(navClick('PROMO', undefined)).toEqual({ kind: 'page' });

    const { services } = createTestSystem();
    renderWithSystem(<Header />, services, '/live');
    const nav = screen.getByRole('navigation', { name: tr('header.gameNav') });
    await waitFor(() =>
      expect(
        within(nav)
          .getByRole('link', { name: tr('routes.promotions') })
          .getAttribute('href'),
      ).toBe('/promotions'),
    );
    const links = within(nav).getAllByRole('link');
    expect(links[0]!.textContent).toBe(tr('routes.home'));
    expect(links[0]!.getAttribute('href')).toBe('/');
    // On /live home is not the current page.
    expect(links[0]!.getAttribute('aria-current')).toBeNull();
    expect(links.at(-1)!.textContent).toBe(tr('routes.promotions'));
  });
});

describe('points mall by clicking', () => {
  it('the side menu links to /pointMall under the route title, for a visitor too (the page applies the login rule)', async () => {
    const { services } = createTestSystem();
    renderWithSystem(<SideMenu />, services);
    const quick = screen.getByRole('navigation', { name: tr('sideMenu.quickLinks') });
    expect(
      within(quick)
        .getByRole('link', { name: tr('routes.pointMall') })
        .getAttribute('href'),
    ).toBe('/pointMall');
  });

  it("the member centre's navigation links to /pointMall", async () => {
    const { services } = createTestSystem({ token: 'tok' });
    renderWithSystem(<MemberCentre pages={MEMBER_PAGES} page="securityCenter" />, services, '/member/securityCenter');
    const nav = await screen.findByRole('navigation', { name: tr('centre.memberNav') });
    expect(
      within(nav)
        .getByRole('link', { name: tr('routes.pointMall') })
        .getAttribute('href'),
    ).toBe('/pointMall');
  });
});

describe('banner groups where they belong', () => {
  it('the side menu shows the w_leftmenu banners, no other group', async () => {
    const { services } = withBanners();
    renderWithSystem(<SideMenu />, services);
    const side = screen.getByRole('complementary', { name: tr('sideMenu.label') });
    expect(await within(side).findByRole('img', { name: 'Side banner' })).toBeTruthy();
    expect(within(side).queryByRole('img', { name: 'Home banner' })).toBeNull();
    expect(within(side).queryByRole('img', { name: 'Sign-up banner' })).toBeNull();
  });

  it('w_reg and w_forget each show their own banners (the register and forgot-password forms carry them)', async () => {
    const { services } = withBanners();
    const { unmount } = renderWithSystem(<GroupBanners group="w_reg" />, services);
    expect(await screen.findByRole('img', { name: 'Sign-up banner' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Reset banner' })).toBeNull();
    unmount();
    renderWithSystem(<GroupBanners group="w_forget" />, services);
    expect(await screen.findByRole('img', { name: 'Reset banner' })).toBeTruthy();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('the registration dialog carries its banners above the form; no banners, nothing drawn', async () => {
    const { services } = withBanners();
    const { unmount } = renderWithSystem(<RegisterModal onClose={() => {}} banner={<GroupBanners group="w_reg" />} />, services, '/register');
    const dialog = await screen.findByRole('dialog', { name: tr('account:register.title') });
    expect(await within(dialog).findByRole('img', { name: 'Sign-up banner' })).toBeTruthy();
    unmount();
    const empty = createTestSystem();
    const { container } = renderWithSystem(<GroupBanners group="w_reg" />, empty.services);
    await waitFor(() => expect(empty.callsOf('fetchAnnouncements').length).toBeGreaterThan(0));
    expect(container.querySelector('[data-testid="group-banner"]')).toBeNull();
  });
});

describe('trial accounts (spec §4: member-centre controls only when not trial)', () => {
  const TRIAL = { id: 9, account: 'trial01', nickname: '', type: 4 };

  it('the header shows the balance but no deposit/withdraw shortcuts and no member-centre links in the menu; an ordinary member has them', async () => {
    const trial = createTestSystem({ token: 'tok', fakes: { fetchMemberInfo: async () => TRIAL } });
    const { unmount } = renderWithSystem(<Header />, trial.services);
    const balance = await screen.findByTestId('balance');
    await waitFor(() => expect(balance.textContent).toMatch(/10\.00/));
    expect(screen.queryByRole('link', { name: tr('memberPages.depositv2') })).toBeNull();
    expect(screen.queryByRole('link', { name: tr('memberPages.withdraw') })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: tr('header.accountMenu') }));
    expect(screen.queryByRole('link', { name: tr('memberPages.securityCenter') })).toBeNull();
    expect(screen.queryByRole('link', { name: tr('memberPages.personalHistoryCopy') })).toBeNull();
    expect(screen.getByRole('button', { name: tr('header.signOut') })).toBeTruthy();
    unmount();

    const member = createTestSystem({ token: 'tok' });
    renderWithSystem(<Header />, member.services);
    expect((await screen.findByRole('link', { name: tr('memberPages.depositv2') })).getAttribute('href')).toBe('/member/depositv2');
    expect(screen.getByRole('link', { name: tr('memberPages.withdraw') }).getAttribute('href')).toBe('/member/withdraw');
  });

  it("the side menu's quick links leave out the member-centre pages for a trial account", async () => {
    const trial = createTestSystem({ token: 'tok', fakes: { fetchMemberInfo: async () => TRIAL } });
    renderWithSystem(<SideMenu />, trial.services);
    await waitFor(() => expect(trial.actors.session.getSnapshot().matches('loggedIn')).toBe(true));
    const quick = screen.getByRole('navigation', { name: tr('sideMenu.quickLinks') });
    await waitFor(() => expect(within(quick).queryByRole('link', { name: tr('memberPages.depositv2') })).toBeNull());
    expect(within(quick).queryByRole('link', { name: tr('memberPages.withdraw') })).toBeNull();
    expect(within(quick).getByRole('link', { name: tr('routes.promotions') })).toBeTruthy();
  });
});

describe('one name per page', () => {
  it('the side menu, the avatar menu and the member centre name each page by its one title key', async () => {
    const { services } = createTestSystem({ token: 'tok' });
    renderWithSystem(
      <>
        <Header />
        <SideMenu />
        <MemberCentre pages={MEMBER_PAGES} page="transactionHistory" />
      </>,
      services,
      '/member/transactionHistory',
    );
    const centre = await screen.findByRole('navigation', { name: tr('centre.memberNav') });
    const side = await screen.findByRole('navigation', { name: tr('sideMenu.memberCentre') }, { timeout: 5000 });
    for (const [id, key] of [
      ['personalHistoryCopy', 'memberPages.personalHistoryCopy'],
      ['transactionHistory', 'memberPages.transactionHistory'],
      ['securityCenter', 'memberPages.securityCenter'],
      ['personalProfit', 'memberPages.personalProfit'],
      ['messageV2', 'memberPages.messageV2'],
    ] as const) {
      const href = `/member/${id}`;
      const named = (nav: HTMLElement) =>
        within(nav)
          .getAllByRole('link')
          .filter((a) => a.getAttribute('href') === href)
          .map((a) => a.textContent?.replace(/\d+$/, '').trim());
      expect(named(side), id).toEqual([tr(key)]);
      expect(named(centre), id).toEqual([tr(key)]);
    }
    // The avatar menu too.
    const banner = screen.getByRole('banner');
    fireEvent.click(within(banner).getByRole('button', { name: tr('header.accountMenu') }));
    expect(
      within(banner)
        .getByRole('link', { name: tr('memberPages.personalHistoryCopy') })
        .getAttribute('href'),
    ).toBe('/member/personalHistoryCopy');
    // And the page's document title.
    await waitFor(() => expect(document.title).toContain(tr('memberPages.transactionHistory')));
  });
});

describe('signing out on a page that needs a login', () => {
  function Where() {
    return <p data-testid="where">{useLocation().pathname}</p>;
  }

  it('/pointMall: signing out leads home (spec §2), while a visitor arriving logged out gets the login', async () => {
    const { services, actors } = createTestSystem({ token: 'tok' });
    renderWithSystem(
      <>
        <Routes>
          <Route path="/pointMall" element={<PointMallPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </>,
      services,
      '/pointMall',
    );
    await waitFor(() => expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true));
    actors.session.send({ type: 'session.logout' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/'));
    cleanup();

    const visitor = createTestSystem();
    renderWithSystem(
      <>
        <Routes>
          <Route path="/pointMall" element={<PointMallPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
      </>,
      visitor.services,
      '/pointMall',
    );
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/login'));
  });
});

describe('wording a player reads', () => {
  it("official channels: the gateway's English label in English, the service's name in the reader's language otherwise", () => {
    const telegram = { type: 'OFFICIAL_CHANNEL', url: 'https://t.me/croupier_news', label: 'Telegram announcements' };
    expect(channelName(telegram, true)).toEqual({ label: 'Telegram announcements' });
    expect(channelName(telegram, false)).toEqual({ service: 'TELEGRAM' });
    expect(channelName({ ...telegram, url: 'https://www.youtube.com/@brand' }, false)).toEqual({ service: 'YOUTUBE' });
    expect(channelName({ ...telegram, url: 'https://www.news.example/brand' }, false)).toEqual({ host: 'news.example' });
  });

  it("a promotion's status pill never repeats its action button, in any language", () => {
    const same: string[] = [];
    for (const lang of readdirSync(join(LOCALES, '.')).filter((d) => !d.includes('.'))) {
      const r = JSON.parse(readFileSync(join(LOCALES, lang, 'rewards.json'), 'utf8')) as { status: Record<string, string>; action: Record<string, string> };
      for (const [status, action] of [
        ['CLAIM', 'claim'],
        ['APPLYING', 'apply'],
        ['JOIN', 'join'],
      ] as const) {
        if (r.status[status] === r.action[action]) same.push(`${lang}: ${status} = ${action} "${r.action[action]}"`);
      }
    }
    expect(same).toEqual([]);
  });
});
