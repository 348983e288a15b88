/**
 * The simulator's chat pages (one builder): the customer-service window (`/sim/cs`, a simulated
 * agent answering by keyword) and the chat room (`/sim/chat`, CBS3, a room host). A static page
 * whose texts travel as JSON (escaped for a script element) and whose markup escapes everything
 * it interpolates: no call, no data of the player's beyond the name the room shows.
 */
import { xml } from './art';

export type ChatLang = 'EN' | 'CN' | 'TH';

export interface ChatTexts {
  /** The document's title and the message log's name. */
  title: string;
  /** Who answers (the heading). */
  agent: string;
  /** A line under the heading ("Online"), if any. */
  status?: string;
  /** The first message, from the agent. */
  greeting: string;
  placeholder: string;
  send: string;
  /** Shown while the agent "types" ('' for none). */
  typing: string;
  /** The name the player's own messages carry. */
  you: string;
  /** Keyword lists and their answers, tried in order (case-insensitive). */
  replies: [string[], string][];
  /** The answer when no keyword matches. */
  fallback: string;
  /** The avatar's letter. */
  initial: string;
}

const CSS = `*{box-sizing:border-box}html,body{height:100%;margin:0}body{font-family:system-ui,"Noto Sans Thai","Noto Sans CJK SC",sans-serif;background:#0f1923;color:#f2f4f7;display:flex;flex-direction:column}
header{display:flex;align-items:center;gap:12px;padding:12px 16px;background:#16222e;border-block-end:1px solid #2a3a4a}
.avatar{width:40px;height:40px;border-radius:50%;background:#f5b40f;color:#0f1923;display:grid;place-items:center;font-weight:800}
h1{font-size:1rem;margin:0}.status{font-size:.8rem;color:#4fd6a0;margin:0}
#log{flex:1;overflow-y:auto;padding:16px;display:flex;flex-direction:column;gap:8px;margin:0;list-style:none}
.msg{max-width:85%;padding:10px 12px;border-radius:14px;line-height:1.45;overflow-wrap:anywhere}
.agent{background:#1f2d3a;align-self:flex-start;border-end-start-radius:4px}.me{background:#f5b40f;color:#0f1923;align-self:flex-end;border-end-end-radius:4px}
.who{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip:rect(0 0 0 0)}
#typing{min-height:1.5em;padding:0 16px;color:#a9b4c2;font-size:.85rem}
form{display:flex;gap:8px;padding:12px 16px;border-block-start:1px solid #2a3a4a;background:#16222e}
input{flex:1;min-width:0;padding:10px 12px;border-radius:10px;border:1px solid #3a4a5a;background:#0f1923;color:#f2f4f7;font-size:1rem}
button{padding:10px 16px;border:0;border-radius:10px;background:#f5b40f;color:#0f1923;font-weight:700;font-size:1rem;cursor:pointer}
:focus-visible{outline:3px solid #7cc4ff;outline-offset:2px}`;

const JS = `(function(){
var t=JSON.parse(document.getElementById('chat-texts').textContent);
var log=document.getElementById('log'),typing=document.getElementById('typing'),form=document.getElementById('chat'),input=document.getElementById('text');
function add(text,mine){var li=document.createElement('li');li.className='msg '+(mine?'me':'agent');var who=document.createElement('span');who.className='who';who.textContent=(mine?t.you:t.agent)+': ';li.appendChild(who);li.appendChild(document.createTextNode(text));log.appendChild(li);log.scrollTop=log.scrollHeight;}
function reply(text){var low=text.toLowerCase();for(var i=0;i<t.replies.length;i++){var r=t.replies[i];for(var j=0;j<r[0].length;j++){if(low.indexOf(r[0][j].toLowerCase())>=0)return r[1];}}return t.fallback;}
form.addEventListener('submit',function(e){e.preventDefault();var text=input.value.trim();if(!text)return;add(text,true);input.value='';typing.textContent=t.typing;
setTimeout(function(){typing.textContent='';add(reply(text),false);},900);});
add(t.greeting,false);input.focus();
})();`;

export const chatLang = (raw: string | null): ChatLang => (raw === 'CN' || raw === 'TH' ? raw : 'EN');

export function chatPageHtml(lang: ChatLang, t: ChatTexts, maxLength = 500): string {
  const json = JSON.stringify(t).replace(/</g, '\\u003c');
  const htmlLang = lang === 'CN' ? 'zh-CN' : lang.toLowerCase();
  return `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${xml(t.title)}</title><style>${CSS}</style></head><body>
<header><span class="avatar" aria-hidden="true">${xml(t.initial)}</span><div><h1>${xml(t.agent)}</h1>${t.status ? `<p class="status">${xml(t.status)}</p>` : ''}</div></header>
<ol id="log" aria-live="polite" aria-label="${xml(t.title)}"></ol>
<p id="typing" role="status"></p>
<form id="chat"><label class="who" for="text">${xml(t.placeholder)}</label><input id="text" autocomplete="off" maxlength="${maxLength}" placeholder="${xml(t.placeholder)}"><button type="submit">${xml(t.send)}</button></form>
<script type="application/json" id="chat-texts">${json}</script><script>${JS}</script></body></html>`;
}
