// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator';
import { parseLanguage } from '../../simulator/language';
import { matchRoute } from '../../app/shell/routes';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

// The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
const { sim } = useNodeSimulator({ gatewayProfile: 'tcg-w1', games: 40 });

type Item = Record<string, unknown>;
interface Announcements {
  banners: Item[];
  player: Item[];
  popup: Item[];
  promotion: Item[];
}

/** Thai letters and marks (not ฿, which English texts use too). */
const THAI = /[\u0E01-\u0E3A\u0E40-\u0E4E]/;
const HAN = /[\u4E00-\u9FFF]/;
const ANNOUNCEMENTS = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W';

/** A gateway GET as the app makes it; `language: null` leaves the Language header out. */
async function get<T>(path: string, language: string | null): Promise<T> {
  const headers = new Headers({ Merchant: 'croupier', Device: 'web', 'X-Gateway-Version': '3' });
  if (language !== null) headers.set('Language', language);
  const res = await fetch(GATEWAY + path, { headers });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}

const announcements = (language: string | null) => get<Announcements>(ANNOUNCEMENTS, language);
const help = (language: string | null, query = '?lang=EN&device=WEB') => get<Item[]>(`/wps/system/helpCenter${query}`, language);
const titles = (xs: Item[]) => xs.map((x) => String(x.title));
const keys = (xs: Item[]) => xs.map((x) => Object.keys(x).sort().join(','));

describe('simulator content by language', () => {
  it('announcements differ by Language header: EN, TH and CN titles and bodies, same ids and shape', async () => {
    const [en, th, cn] = await Promise.all([announcements('EN'), announcements('TH'), announcements('CN')]);
    expect(titles(en.player)).toContain('Welcome to Croupier Demo');
    expect(titles(th.player)).toContain('ยินดีต้อนรับสู่ Croupier Demo');
    expect(titles(cn.player)).toContain('欢迎来到 Croupier Demo');
    for (const kind of ['player', 'popup', 'promotion'] as const) {
      expect(en[kind].length, kind).toBeGreaterThan(0);
      expect(
        th[kind].map((x) => x.id),
        kind,
      ).toEqual(en[kind].map((x) => x.id));
      expect(
        cn[kind].map((x) => x.id),
        kind,
      ).toEqual(en[kind].map((x) => x.id));
      expect(keys(th[kind]), kind).toEqual(keys(en[kind]));
      expect(keys(cn[kind]), kind).toEqual(keys(en[kind]));
      en[kind].forEach((e, i) => {
        const t = th[kind][i]!;
        const c = cn[kind][i]!;
        expect(new Set([e.title, t.title, c.title]).size, `${kind} ${String(e.id)} title`).toBe(3);
        expect(new Set([e.content, t.content, c.content]).size, `${kind} ${String(e.id)} content`).toBe(3);
        expect(String(t.title), `${kind} ${String(e.id)} TH`).toMatch(THAI);
        expect(String(c.title) + String(c.content), `${kind} ${String(e.id)} CN`).toMatch(HAN);
        expect(String(e.title) + String(e.content), `${kind} ${String(e.id)} EN`).not.toMatch(THAI);
        expect(String(e.title) + String(e.content), `${kind} ${String(e.id)} EN`).not.toMatch(HAN);
      });
    }
    expect(keys(th.banners)).toEqual(keys(en.banners));
    expect(th.banners.map((b) => b.groupName)).toEqual(en.banners.map((b) => b.groupName));
    expect(en.banners.every((b) => String(b.url).startsWith('/sim/cdn/banners/en/'))).toBe(true);
    expect(th.banners.every((b) => String(b.url).startsWith('/sim/cdn/banners/th/'))).toBe(true);
    expect(cn.banners.every((b) => String(b.url).startsWith('/sim/cdn/banners/cn/'))).toBe(true);
  });

  it('the unsafe security notice carries the same script, onerror and javascript: link in every language', async () => {
    for (const lang of ['EN', 'CN', 'TH']) {
      const { player } = await announcements(lang);
      const unsafe = player.filter((n) => String(n.content).includes('<script>'));
      expect(unsafe, lang).toHaveLength(1);
      const html = String(unsafe[0]!.content);
      expect(html, lang).toContain(`onerror="alert('notice-xss')"`);
      expect(html, lang).toContain('window.__noticeXss = true');
      expect(html, lang).toContain('href="javascript:alert(1)"');
    }
  });

  it('every link to this site in the seeded notices, popups and promotions opens a page the app has, with only the query its page reads', async () => {
    const lobbies = new Set(['gameList', 'gameType']);
    for (const lang of ['EN', 'TH', 'CN']) {
      const a = await announcements(lang);
      const hrefs = [...a.player, ...a.popup, ...a.promotion].flatMap((x) => [...String(x.content).matchAll(/href="([^"]*)"/g)].map((m) => m[1]!));
      const internal = hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//'));
      expect(internal.length, lang).toBeGreaterThan(0);
      for (const href of internal) {
        const url = new URL(href, 'https://site.example');
        const route = matchRoute(url.pathname);
        expect(route.name, `${lang} ${href}`).not.toBe('notFound');
        // The lobby's vendor is `vassalage` (spec §2); nothing else in the query.
        for (const key of url.searchParams.keys()) expect(lobbies.has(route.name) ? key : `${key} on ${route.name}`, `${lang} ${href}`).toBe('vassalage');
      }
      expect(internal, lang).toContain('/rng?vassalage=JL');
    }
  });

  it('the Language header is case-insensitive; an unknown or missing language falls back to EN', async () => {
    const en = await announcements('EN');
    expect(await announcements('th')).toEqual(await announcements('TH'));
    expect(await announcements('cn')).toEqual(await announcements('CN'));
    expect(await announcements('XX')).toEqual(en);
    expect(await announcements('HI')).toEqual(en);
    expect(await announcements('')).toEqual(en);
    expect(await announcements(null)).toEqual(en);
  });

  it('help centre differs by Language header and says which language it answered', async () => {
    const [en, th, cn] = await Promise.all([help('EN'), help('TH', '?lang=TH&device=WEB'), help('CN', '?lang=CN&device=WEB')]);
    expect(titles(en)).toEqual(['About us', 'How to deposit', 'How to withdraw', 'Game rules', 'FAQs', 'Terms and conditions']);
    expect(titles(th)).toEqual(['เกี่ยวกับเรา', 'วิธีฝากเงิน', 'วิธีถอนเงิน', 'กติกาการเล่นเกม', 'คำถามที่พบบ่อย', 'ข้อกำหนดและเงื่อนไข']);
    expect(titles(cn)).toEqual(['关于我们', '如何存款', '如何取款', '游戏规则', '常见问题', '条款与条件']);
    expect(th.map((t) => t.tag)).toEqual(en.map((t) => t.tag));
    expect(keys(th)).toEqual(keys(en));
    expect(th.every((t) => THAI.test(String(t.content)))).toBe(true);
    expect(cn.every((t) => HAN.test(String(t.content)))).toBe(true);
    expect(new Set([...en, ...th, ...cn].map((t) => t.lang))).toEqual(new Set(['EN', 'TH', 'CN']));
    expect(th.every((t) => t.lang === 'TH')).toBe(true);
  });

  it('help centre: ?lang= is used without a header, the header wins over it, unknown falls back to EN', async () => {
    const en = await help('EN');
    const th = await help('TH', '?lang=TH&device=WEB');
    expect(await help(null, '?lang=TH&device=WEB')).toEqual(th);
    expect(await help(null, '?lang=th&device=WEB')).toEqual(th);
    expect(await help('th', '?lang=CN&device=WEB')).toEqual(th);
    expect(await help('EN', '?lang=TH&device=WEB')).toEqual(en);
    expect(await help(null, '?lang=XX&device=WEB')).toEqual(en);
    expect(await help(null, '?device=WEB')).toEqual(en);
    expect(await help('XX', '?device=WEB')).toEqual(en);
  });

  it('banner images carry the banner title in the language of their URL', async () => {
    const [en, th] = await Promise.all([announcements('EN'), announcements('TH')]);
    const enSvg = await (await fetch(GATEWAY + String(en.banners[0]!.url))).text();
    const thSvg = await (await fetch(GATEWAY + String(th.banners[0]!.url))).text();
    expect(enSvg).toContain('Welcome to Croupier Demo');
    expect(thSvg).toContain('ยินดีต้อนรับสู่ Croupier Demo');
  });

  it('the same seed gives the same content, over HTTP and in the db', async () => {
    const before = await Promise.all(['EN', 'CN', 'TH'].map((l) => Promise.all([announcements(l), help(l)])));
    sim.reset();
    const after = await Promise.all(['EN', 'CN', 'TH'].map((l) => Promise.all([announcements(l), help(l)])));
    expect(after).toEqual(before);

    const content = (seed: number) => {
      const { notice, helpTopic, banner } = createSimulator({ seed, games: 10 }).snapshot();
      return JSON.stringify({ notice, helpTopic, banner });
    };
    expect(content(42)).toBe(content(42));
    expect(content(20261121)).toBe(content(20261121));
  });

  it('parseLanguage: codes in any case, regional variants and ZH for Chinese', () => {
    expect(['EN', 'en', 'en-US', 'En_gb'].map(parseLanguage)).toEqual(['EN', 'EN', 'EN', 'EN']);
    expect(['CN', 'cn', 'ZH', 'zh-CN', 'zh_Hans'].map(parseLanguage)).toEqual(['CN', 'CN', 'CN', 'CN', 'CN']);
    expect(['TH', 'th', 'th-TH', ' TH '].map(parseLanguage)).toEqual(['TH', 'TH', 'TH', 'TH']);
    expect(['', 'XX', 'HI', null, undefined].map(parseLanguage)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });
});
