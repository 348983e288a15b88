/**
 * The simulator's banner art: the lettering keeps a margin on each side (not clipped by the
 * carousel's rounded, overlapped edges at any width) and stays above the bottom third, where the
 * carousel draws its dots.
 */
import { describe, expect, it } from 'vitest';
import { svgFor } from '../../simulator/shell/assets';

function lettering(svg: string) {
  const width = Number(/width="(\d+)"/.exec(svg)![1]);
  const texts = [...svg.matchAll(/<text x="50%" y="([\d.]+)%"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)].map((m) => ({
    y: Number(m[1]),
    size: Number(m[2]),
    text: m[3]!,
  }));
  return { width, texts };
}

describe('banner art', () => {
  it.each(['Welcome to Croupier Demo', "This week's promotions", 'ยินดีต้อนรับสู่ Croupier Demo', '欢迎来到 Croupier Demo', 'Try the latest slots'])(
    '"%s" fits with a margin and clears the dots',
    (title) => {
      const { width, texts } = lettering(svgFor('/sim/cdn/banners/en/w_home-1.svg', title));
      const [main, sub] = texts;
      // A bold Latin letter is at most about 0.68 em wide: the title stays within 84% of the art.
      const wide = (title.match(/[\u2E80-\u9FFF]/g) ?? []).length;
      expect((title.length - wide) * 0.68 * main!.size + wide * main!.size).toBeLessThanOrEqual(width * 0.84);
      // Title and subtitle sit above the bottom third (the dots' band).
      expect(main!.y).toBeLessThan(50);
      expect(sub!.y + ((sub!.size / 400) * 100) / 2).toBeLessThan(66);
    },
  );
});
