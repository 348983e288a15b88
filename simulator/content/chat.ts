/**
 * The chat room (CBS3, gateway-protocol §5.9 `CBS_launchChat` → `value.chatUrl`) with the page
 * it points to, and the official mirror list's "verify a representative" (a domain, a link or
 * an account checked against the brand's mirrors and published contacts).
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { xml } from '../art';
import { fail, getBrand, ok, route, type SimContext } from '../context';
import { moduleEnabled } from '../flags';
import { findAuth } from '../members';
import { requestLanguage } from '../language';

const CHAT_TEXT = {
  EN: { title: 'Chat room', welcome: 'Welcome to the chat room! Be kind; no links or personal details.', placeholder: 'Type a message', send: 'Send', bot: 'Room host' },
  CN: { title: '聊天室', welcome: '欢迎来到聊天室！请友善交流，勿发链接或个人信息。', placeholder: '输入消息', send: '发送', bot: '房主' },
  TH: { title: 'ห้องแชท', welcome: 'ยินดีต้อนรับสู่ห้องแชท! โปรดสุภาพ ห้ามส่งลิงก์หรือข้อมูลส่วนตัว', placeholder: 'พิมพ์ข้อความ', send: 'ส่ง', bot: 'ผู้ดูแลห้อง' },
} as const;

/** The simulated chat room: a page that echoes what is typed and answers from the room host. */
export function chatPage(lang: keyof typeof CHAT_TEXT, name: string): string {
  const t = CHAT_TEXT[lang];
  return `<!doctype html><html lang="${lang === 'CN' ? 'zh-CN' : lang.toLowerCase()}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${xml(t.title)}</title>
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;background:#0f1923;color:#eef2f6;display:flex;flex-direction:column;height:100vh}
ol{flex:1;overflow:auto;margin:0;padding:12px;list-style:none;display:flex;flex-direction:column;gap:8px}
li{max-width:80%;padding:8px 12px;border-radius:12px;background:#1c2a38;line-height:1.4}li.me{align-self:flex-end;background:#f5b40f;color:#111}
b{display:block;font-size:12px;opacity:.8}form{display:flex;gap:8px;padding:12px;border-top:1px solid #2a3a4a}
input{flex:1;min-width:0;padding:10px;border-radius:8px;border:1px solid #3a4a5a;background:#15212c;color:inherit;font-size:16px}
button{padding:10px 16px;border:0;border-radius:8px;background:#f5b40f;color:#111;font-weight:700;font-size:16px}
</style></head><body>
<ol id="log" aria-live="polite"><li><b>${xml(t.bot)}</b>${xml(t.welcome)}</li></ol>
<form id="f"><label for="m" style="position:absolute;left:-9999px">${xml(t.placeholder)}</label><input id="m" autocomplete="off" maxlength="200" placeholder="${xml(t.placeholder)}"><button>${xml(t.send)}</button></form>
<script>
const log=document.getElementById('log'),m=document.getElementById('m');
function add(who,text,me){const li=document.createElement('li');if(me)li.className='me';const b=document.createElement('b');b.textContent=who;li.append(b,document.createTextNode(text));log.append(li);log.scrollTop=log.scrollHeight;}
document.getElementById('f').addEventListener('submit',e=>{e.preventDefault();const v=m.value.trim();if(!v)return;add(${JSON.stringify(name)},v,true);m.value='';setTimeout(()=>add(${JSON.stringify(t.bot)},'👍',false),600);});
</script></body></html>`;
}

/** `https://www.Example.test/path` → `example.test`; `@Handle` → `@handle`; `+66 80-000 0000` → `66800000000`. */
export function normaliseContact(raw: string): string {
  const s = raw.trim().toLowerCase();
  if (!s) return '';
  if (/^[+\d][\d\s().-]{5,}$/.test(s)) return s.replace(/\D/g, '');
  if (s.startsWith('@')) return s;
  const host = s.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').split(/[/?#]/)[0]!.replace(/:\d+$/, '');
  return host.replace(/^www\./, '');
}

export function chatHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/wps/relay/CBS_launchChat', ({ request }) => {
      if (!moduleEnabled(ctx.db, 'CBS3')) return fail('function.not.available');
      const lang = requestLanguage(request);
      const name = findAuth(ctx, request)?.member.account ?? 'guest';
      return ok({ chatUrl: `/sim/chat?lang=${lang}&name=${encodeURIComponent(name)}` });
    }),
    route(
      ctx,
      'get',
      '/sim/chat',
      ({ url }) => {
        const lang = (['EN', 'CN', 'TH'] as const).find((l) => l === url.searchParams.get('lang')) ?? 'EN';
        const name = (url.searchParams.get('name') ?? 'guest').slice(0, 30);
        return HttpResponse.html(chatPage(lang, name));
      },
      { noMerchant: true },
    ),
    route(ctx, 'get', '/wps/relay/WPSCORE_verifyRepresentative', ({ url }) => {
      const contact = normaliseContact(url.searchParams.get('contact') ?? '');
      if (!contact) return fail('request.param.err');
      const mirrors = [getBrand(ctx).mainDomain, ...ctx.db.resource.findMany({ where: { resourceType: { equals: 'MIRROR' } } }).map((r) => r.url)];
      if (mirrors.some((m) => m && normaliseContact(m) === contact)) return ok({ official: true, channel: 'DOMAIN', name: getBrand(ctx).name });
      const rep = ctx.db.representative.getAll().find((r) => normaliseContact(r.contact) === contact || normaliseContact(r.contact) === `@${contact}`);
      return ok(rep ? { official: true, channel: rep.channel, name: rep.name } : { official: false, channel: null, name: null });
    }),
  ];
}
