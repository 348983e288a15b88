// @vitest-environment jsdom
/**
 * The largest paint of a lobby is a game card's image and of the home a banner: the
 * lobby's first row and the first banner load at once with high priority and known dimensions;
 * every other image waits until it nears the screen.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Game } from '../../machines/games/rules';
import BannerCarousel from '../../app/games/home/BannerCarousel';
import { FIRST_ROW_CARDS, GameGrid } from '../../app/games/GameGrid';
import { createTestSystem, renderWithSystem } from '../support/system';

const game = (i: number): Game => ({
  nodeId: String(1000 + i),
  gameId: null,
  gameCode: null,
  name: `Game ${i}`,
  gameType: 'LIVE',
  vendor: 'EVO',
  icon: `/games/${i}.png`,
  isHot: false,
  freeTrial: false,
  classify: null,
  opensList: false,
});

async function started() {
  const sys = createTestSystem();
  await sys.start('bootstrap');
  return sys;
}

describe('the first images', () => {
  it("loads a lobby's first row at once and first, the rest lazily, all with their dimensions", async () => {
    const sys = await started();
    renderWithSystem(<GameGrid games={Array.from({ length: 18 }, (_, i) => game(i))} eager={FIRST_ROW_CARDS} label="Live" />, sys.services);
    await waitFor(() => expect(screen.getByTestId('game-grid').querySelectorAll('img')).toHaveLength(18));
    const imgs = [...screen.getByTestId('game-grid').querySelectorAll('img')];
    imgs.forEach((img, i) => {
      expect(img.getAttribute('loading'), `card ${i}`).toBe(i < FIRST_ROW_CARDS ? 'eager' : 'lazy');
      expect(img.getAttribute('fetchpriority'), `card ${i}`).toBe(i < FIRST_ROW_CARDS ? 'high' : null);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['300', '300']);
    });
  });

  it('keeps every image of a grid lazy when it is not the main content (the home sections)', async () => {
    const sys = await started();
    renderWithSystem(<GameGrid games={Array.from({ length: 6 }, (_, i) => game(i))} compact rail />, sys.services);
    await waitFor(() => expect(screen.getByTestId('game-grid').querySelectorAll('img')).toHaveLength(6));
    for (const img of screen.getByTestId('game-grid').querySelectorAll('img')) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBeNull();
    }
  });

  it('loads the first banner at once with high priority, the second at once, the loop copies lazily', async () => {
    const sys = await started();
    const banners = ['a', 'b', 'c'].map((id) => ({ id, groupName: 'home', url: `/banners/${id}.png`, linkageType: null, title: `Banner ${id}` }));
    renderWithSystem(<BannerCarousel banners={banners} />, sys.services);
    const first = await screen.findByAltText('Banner a');
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect([first.getAttribute('width'), first.getAttribute('height')]).toEqual(['1200', '400']);
    const second = screen.getByAltText('Banner b');
    expect(second.getAttribute('loading')).toBe('eager');
    expect(second.getAttribute('fetchpriority')).toBeNull();
    expect(screen.getByAltText('Banner c').getAttribute('loading')).toBe('lazy');
    const copies = [...document.querySelectorAll('img')].filter((img) => img.getAttribute('alt') === '');
    expect(copies.length).toBeGreaterThan(0);
    for (const img of copies) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('fetchpriority')).toBeNull();
    }
  });
});
