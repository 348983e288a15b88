// @vitest-environment jsdom
/**
 * Banners that carry a link can be clicked: where each linkage goes, the carousel's banners as
 * accessible links (a page of the app through the router, another site in a new tab without an
 * opener, a refused address not a link), the normalised announcements keeping the link, and a
 * single banner on the home page.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import BannerCarousel from '../../app/games/home/BannerCarousel';
import { bannerTarget } from '../../app/games/home/banner-target';
import { bannerLinkOf } from '../../machines/content/banner-link';
import { HomePage } from '../../app/shell/HomePage';
import { toAnnouncements } from '../../machines/content/content.effects';
import type { Banner } from '../../machines/content/content.types';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

const ORIGIN = 'https://casino.example';
const banner = (id: string, linkageType: string | null, linkageValue: string | null, title: string | null = `Banner ${id}`): Banner => ({
  id,
  groupName: 'w_home',
  url: `/banners/${id}.png`,
  linkageType,
  link: bannerLinkOf(linkageType, linkageValue),
  title,
});
const target = (type: string | null, value: string | null) => bannerTarget(bannerLinkOf(type, value), ORIGIN);

function Where() {
  const l = useLocation();
  return <output data-testid="where">{l.pathname + l.search}</output>;
}

describe('where a banner goes', () => {
  it.each([
    ['PROMOTION', '/promotions', { kind: 'route', to: '/promotions' }],
    ['PROMOTION', '', { kind: 'route', to: '/promotions' }],
    ['PROMOTION', '42', { kind: 'route', to: '/promotions?id=42' }],
    ['GAME', 'RNG', { kind: 'route', to: '/rng' }],
    ['game', 'live', { kind: 'route', to: '/live' }],
    ['GAME', 'RNG:PG', { kind: 'route', to: '/rng?vassalage=PG' }],
    ['URL', 'https://partner.example/offer', { kind: 'external', href: 'https://partner.example/offer' }],
    ['URL', `${ORIGIN}/rng?vassalage=JL`, { kind: 'route', to: '/rng?vassalage=JL' }],
    ['URL', '/appDownload', { kind: 'route', to: '/appDownload' }],
  ] as const)('%s %j → %j', (type, value, expected) => {
    expect(target(type, value)).toEqual(expected);
  });

  it.each([
    ['NONE', ''],
    ['NONE', 'https://partner.example/'],
    [null, null],
    ['GAME', 'NOSUCHTYPE'],
    ['URL', 'javascript:top.__xss=1'],
    ['URL', ' java\tscript:top.__xss=1'],
    ['URL', 'data:text/html,<script>top.__xss=1</script>'],
    ['URL', '//evil.example/x'],
    ['URL', 'mailto:x@example.com'],
    ['PROMOTION', 'javascript:top.__xss=1'],
    ['PROMOTION', 'java\tscript:top.__xss=1'],
  ] as const)('%s %j is not a link', (type, value) => {
    expect(target(type, value)).toBeNull();
  });

  it('the announcements keep the link the gateway sent', () => {
    const a = toAnnouncements({ banners: [{ id: 1, groupName: 'w_home', url: '/b.png', linkageType: 'GAME', linkageValue: 'RNG', title: 'Slots' }] });
    expect(a.banners[0]).toMatchObject({ linkageType: 'GAME', link: { kind: 'gameType', gameType: 'RNG', vendor: null }, title: 'Slots' });
    // A crafted address never reaches the view.
    const crafted = toAnnouncements({ banners: [{ id: 2, groupName: 'w_home', url: '/b.png', linkageType: 'URL', linkageValue: 'javascript:top.__xss=1' }] });
    expect(crafted.banners[0]!.link).toBeNull();
  });
});

describe('the banner carousel', () => {
  function renderCarousel(banners: Banner[]) {
    const sys = createTestSystem();
    renderWithSystem(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <BannerCarousel banners={banners} />
              <Where />
            </>
          }
        />
      </Routes>,
      sys.services,
      '/',
    );
  }

  it("makes a banner with a link an accessible link: the app's pages through the router, other sites in a new tab without an opener", async () => {
    renderCarousel([
      banner('a', 'PROMOTION', '/promotions', "This week's promotions"),
      banner('b', 'URL', 'https://partner.example/offer', 'Partner offer'),
      banner('c', 'NONE', '', 'Welcome'),
      banner('d', 'URL', 'javascript:top.__xss=1', 'Crafted'),
    ]);
    const carousel = await screen.findByTestId('banner-carousel');
    // The links are named by the banner's text (its image's alternative), and the new tab is said.
    const promo = within(carousel).getByRole('link', { name: "This week's promotions" });
    // (The second banner is beside the one on screen: out of the accessibility tree until it slides in.)
    const partner = within(carousel).getByRole('link', { name: `Partner offer (${tr('home.newTab')})`, hidden: true });
    expect(partner.getAttribute('href')).toBe('https://partner.example/offer');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(carousel).queryByRole('link', { name: 'Welcome' })).toBeNull();
    expect(within(carousel).queryByRole('link', { name: 'Crafted' })).toBeNull();
    for (const a of carousel.querySelectorAll('a')) expect(a.getAttribute('href')).not.toMatch(/javascript/i);
    // Only the banner on screen is in the tab order.
    expect(promo.getAttribute('tabindex')).toBeNull();
    expect(partner.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(promo);
    expect(screen.getByTestId('where').textContent).toBe('/promotions');
  });

  it('a banner without a title is named by its place', async () => {
    renderCarousel([banner('a', 'GAME', 'RNG', null), banner('b', 'GAME', 'LIVE', null)]);
    const link = await screen.findByRole('link', { name: tr('home.bannerLink', { n: 1 }) });
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/rng');
  });

  it('on the home page, even a single banner with a link is a link', async () => {
    const sys = createTestSystem({
      fakes: { fetchAnnouncements: async () => ({ banners: [banner('only', 'GAME', 'RNG:JL', 'Try the latest slots')], notices: [], promotions: [] }) },
    });
    renderWithSystem(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <HomePage />
              <Where />
            </>
          }
        />
      </Routes>,
      sys.services,
      '/',
    );
    const link = await screen.findByRole('link', { name: 'Try the latest slots' }, { timeout: 10_000 });
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/rng?vassalage=JL'));
  });
});
