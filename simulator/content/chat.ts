/**
 * The chat room (CBS3, gateway-protocol §5.9 `CBS_launchChat` → `value.chatUrl`) with the page
 * it points to, its live hosts (`CBS_modelList`), and the official mirror list's "verify a
 * representative" (a domain, a link or an account checked against the brand's mirrors and
 * published contacts).
 */
import { Faker, base, en } from '@faker-js/faker';
import { HttpResponse, type HttpHandler } from 'msw';
import { chatLang, chatPageHtml, type ChatLang } from '../chat-page';
import { getBrand, type SimContext } from '../kernel/context';
import { endpoint } from '../kernel/endpoint';
import { fail, ok } from '../kernel/envelope';
import { route } from '../kernel/route';
import { moduleEnabled } from '../flags';
import { findAuth } from '../members';
import { requestLanguage } from '../language';

const CHAT_TEXT = {
  EN: {
    title: 'Chat room',
    welcome: 'Welcome to the chat room! Be kind; no links or personal details.',
    placeholder: 'Type a message',
    send: 'Send',
    bot: 'Room host',
  },
  CN: { title: '聊天室', welcome: '欢迎来到聊天室！请友善交流，勿发链接或个人信息。', placeholder: '输入消息', send: '发送', bot: '房主' },
  TH: { title: 'ห้องแชท', welcome: 'ยินดีต้อนรับสู่ห้องแชท! โปรดสุภาพ ห้ามส่งลิงก์หรือข้อมูลส่วนตัว', placeholder: 'พิมพ์ข้อความ', send: 'ส่ง', bot: 'ผู้ดูแลห้อง' },
} as const;

/** The simulated chat room: the room host welcomes, and answers what is typed with a thumbs-up. */
export function chatPage(lang: ChatLang, name: string): string {
  const t = CHAT_TEXT[lang];
  return chatPageHtml(
    lang,
    {
      title: t.title,
      agent: t.bot,
      greeting: t.welcome,
      placeholder: t.placeholder,
      send: t.send,
      typing: '',
      you: name,
      replies: [],
      fallback: '👍',
      initial: t.bot.slice(0, 1),
    },
    200,
  );
}

/** `https://www.Example.test/path` → `example.test`; `@Handle` → `@handle`; `+66 80-000 0000` → `66800000000`. */
export function normaliseContact(raw: string): string {
  const s = raw.trim().toLowerCase();
  if (!s) return '';
  if (/^[+\d][\d\s().-]{5,}$/.test(s)) return s.replace(/\D/g, '');
  if (s.startsWith('@')) return s;
  const host = s
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .split(/[/?#]/)[0]!
    .replace(/:\d+$/, '');
  return host.replace(/^www\./, '');
}

/** How many live hosts the chat room has. */
export const LIVE_MODELS = 8;

/** The chat room's live hosts, fixed by the seed: a nickname, a picture, online or not, and how many watch. */
export function liveModels(seed: number) {
  const f = new Faker({ locale: [en, base] });
  f.seed((seed ^ 0x6d0de15) >>> 0);
  return Array.from({ length: LIVE_MODELS }, (_, i) => {
    const online = f.datatype.boolean({ probability: 0.6 });
    return {
      modelId: 7001 + i,
      nickname: f.person.firstName(),
      avatar: `/sim/cdn/TCG_PROD_IMAGES/LIVE_MODEL/model-${i + 1}.png`,
      online,
      viewers: online ? f.number.int({ min: 3, max: 480 }) : 0,
      roomId: online ? `CBS${7001 + i}` : null,
    };
  });
}

export function chatHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'liveModels', () => {
      if (!moduleEnabled(ctx.db, 'CBS3')) return fail('function.not.available');
      return ok({ list: liveModels(ctx.config.seed) });
    }),
    endpoint(ctx, 'launchChat', ({ request }) => {
      if (!moduleEnabled(ctx.db, 'CBS3')) return fail('function.not.available');
      const lang = requestLanguage(request);
      const name = findAuth(ctx, request)?.member.account ?? 'guest';
      return ok({ chatUrl: ctx.config.addresses?.chat ?? `/sim/chat?lang=${lang}&name=${encodeURIComponent(name)}` });
    }),
    route(
      ctx,
      'get',
      '/sim/chat',
      ({ url }) => {
        const lang = chatLang(url.searchParams.get('lang'));
        const name = (url.searchParams.get('name') ?? 'guest').slice(0, 30);
        return HttpResponse.html(chatPage(lang, name));
      },
      { noMerchant: true },
    ),
    endpoint(ctx, 'verifyRepresentative', ({ input }) => {
      const contact = normaliseContact(input.contact);
      if (!contact) return fail('request.param.err');
      const mirrors = [getBrand(ctx).mainDomain, ...ctx.db.resource.findMany({ where: { resourceType: { equals: 'MIRROR' } } }).map((r) => r.url)];
      if (mirrors.some((m) => m && normaliseContact(m) === contact)) return ok({ official: true, channel: 'DOMAIN', name: getBrand(ctx).name });
      const rep = ctx.db.representative.getAll().find((r) => normaliseContact(r.contact) === contact || normaliseContact(r.contact) === `@${contact}`);
      return ok(rep ? { official: true, channel: rep.channel, name: rep.name } : { official: false, channel: null, name: null });
    }),
  ];
}
