/**
 * The simulator's customer-service page (`/sim/cs`, the brand's LIVECHAT address): a small live
 * chat with a simulated agent, so the 440×750 customer-service window shows something real in
 * simulator mode. The agent greets, answers by keyword (deposit, withdrawal, password, bonus,
 * game) after a short "typing…", and otherwise offers a human. In the language of `?lang=` (EN,
 * CN, TH; the app passes its own). Everything is static: no call, no data of the player's.
 */
import { xml } from '../art';

type Lang = 'EN' | 'CN' | 'TH';

interface CsTexts {
  title: string;
  agent: string;
  online: string;
  greeting: string;
  placeholder: string;
  send: string;
  typing: string;
  you: string;
  replies: [string[], string][];
  fallback: string;
}

const TEXTS: Record<Lang, CsTexts> = {
  EN: {
    title: 'Customer service',
    agent: 'Mali (simulated agent)',
    online: 'Online',
    greeting: 'Hello! I am Mali from customer service. How can I help you today?',
    placeholder: 'Type your message',
    send: 'Send',
    typing: 'Mali is typing…',
    you: 'You',
    replies: [
      [['deposit', 'top up', 'topup'], 'Deposits are in the member centre under Deposit: choose a channel, enter the amount and follow the next step. Bank transfers are usually credited within 5 minutes.'],
      [['withdraw', 'payout', 'cash out'], 'Withdrawals are under Withdraw in the member centre. You need a payment password and a bound bank account; the turnover requirement must be met.'],
      [['password', 'login', 'log in'], 'You can reset your password with "Forgot password" on the login form, by SMS or e-mail.'],
      [['bonus', 'promotion', 'promo', 'reward'], 'Current promotions are on the Promotions page; claimed bonuses show in the member centre under Bonus details.'],
      [['game', 'slot', 'spin'], 'If a game does not open, close its window and launch it again; a vendor under maintenance shows when it will be back.'],
    ],
    fallback: 'Thank you! A colleague will look into this. Is there anything else I can help with?',
  },
  CN: {
    title: '在线客服',
    agent: 'Mali（模拟客服）',
    online: '在线',
    greeting: '您好！我是客服 Mali，请问有什么可以帮您？',
    placeholder: '输入您的消息',
    send: '发送',
    typing: 'Mali 正在输入…',
    you: '您',
    replies: [
      [['存款', '充值', 'deposit'], '存款请在会员中心的“存款”页面：选择渠道、输入金额并按下一步操作。银行转账通常在 5 分钟内到账。'],
      [['提款', '取款', 'withdraw'], '提款请在会员中心的“提款”页面办理，需要设置支付密码并绑定银行账户，且需满足流水要求。'],
      [['密码', '登录', 'password'], '您可以在登录框点击“忘记密码”，通过短信或邮箱重设密码。'],
      [['优惠', '奖金', '活动', 'bonus'], '当前优惠请查看“优惠活动”页面；已领取的奖金可在会员中心的奖金明细中查看。'],
      [['游戏', '老虎机', 'game'], '如果游戏无法打开，请关闭游戏窗口后重新进入；维护中的厂商会显示恢复时间。'],
    ],
    fallback: '谢谢！我们的同事会跟进处理。还有其他可以帮您的吗？',
  },
  TH: {
    title: 'ฝ่ายบริการลูกค้า',
    agent: 'มะลิ (เจ้าหน้าที่จำลอง)',
    online: 'ออนไลน์',
    greeting: 'สวัสดีค่ะ มะลิจากฝ่ายบริการลูกค้า วันนี้ให้ช่วยอะไรดีคะ',
    placeholder: 'พิมพ์ข้อความของคุณ',
    send: 'ส่ง',
    typing: 'มะลิกำลังพิมพ์…',
    you: 'คุณ',
    replies: [
      [['ฝาก', 'เติม', 'deposit'], 'ฝากเงินได้ที่ศูนย์สมาชิก เมนูฝากเงิน: เลือกช่องทาง ใส่จำนวนเงิน แล้วทำตามขั้นตอนถัดไป โอนผ่านธนาคารมักเข้าภายใน 5 นาทีค่ะ'],
      [['ถอน', 'withdraw'], 'ถอนเงินได้ที่ศูนย์สมาชิก เมนูถอนเงิน ต้องมีรหัสผ่านการชำระเงินและบัญชีธนาคารที่ผูกไว้ และทำยอดเทิร์นครบค่ะ'],
      [['รหัสผ่าน', 'เข้าสู่ระบบ', 'password'], 'รีเซ็ตรหัสผ่านได้จาก "ลืมรหัสผ่าน" ในหน้าเข้าสู่ระบบ ทาง SMS หรืออีเมลค่ะ'],
      [['โบนัส', 'โปรโมชั่น', 'bonus'], 'โปรโมชั่นปัจจุบันอยู่ที่หน้าโปรโมชั่น โบนัสที่รับแล้วดูได้ในศูนย์สมาชิก รายละเอียดโบนัสค่ะ'],
      [['เกม', 'สล็อต', 'game'], 'ถ้าเกมเปิดไม่ได้ ให้ปิดหน้าต่างเกมแล้วเข้าใหม่ ค่ายที่ปิดปรับปรุงจะแสดงเวลาที่กลับมาค่ะ'],
    ],
    fallback: 'ขอบคุณค่ะ เพื่อนร่วมงานจะช่วยตรวจสอบให้ มีอะไรให้ช่วยอีกไหมคะ',
  },
};

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
var t=JSON.parse(document.getElementById('cs-texts').textContent);
var log=document.getElementById('log'),typing=document.getElementById('typing'),form=document.getElementById('chat'),input=document.getElementById('text');
function add(text,mine){var li=document.createElement('li');li.className='msg '+(mine?'me':'agent');var who=document.createElement('span');who.className='who';who.textContent=(mine?t.you:t.agent)+': ';li.appendChild(who);li.appendChild(document.createTextNode(text));log.appendChild(li);log.scrollTop=log.scrollHeight;}
function reply(text){var low=text.toLowerCase();for(var i=0;i<t.replies.length;i++){var r=t.replies[i];for(var j=0;j<r[0].length;j++){if(low.indexOf(r[0][j].toLowerCase())>=0)return r[1];}}return t.fallback;}
form.addEventListener('submit',function(e){e.preventDefault();var text=input.value.trim();if(!text)return;add(text,true);input.value='';typing.textContent=t.typing;
setTimeout(function(){typing.textContent='';add(reply(text),false);},900);});
add(t.greeting,false);input.focus();
})();`;

export function csPageHtml(langParam: string | null): string {
  const lang: Lang = langParam === 'CN' || langParam === 'TH' ? langParam : 'EN';
  const t = TEXTS[lang];
  const json = JSON.stringify(t).replace(/</g, '\\u003c');
  const htmlLang = lang === 'CN' ? 'zh-CN' : lang.toLowerCase();
  return `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${xml(t.title)}</title><style>${CSS}</style></head><body>
<header><span class="avatar" aria-hidden="true">M</span><div><h1>${xml(t.agent)}</h1><p class="status">${xml(t.online)}</p></div></header>
<ol id="log" aria-live="polite" aria-label="${xml(t.title)}"></ol>
<p id="typing" role="status"></p>
<form id="chat"><label class="who" for="text">${xml(t.placeholder)}</label><input id="text" autocomplete="off" maxlength="500" placeholder="${xml(t.placeholder)}"><button type="submit">${xml(t.send)}</button></form>
<script type="application/json" id="cs-texts">${json}</script><script>${JS}</script></body></html>`;
}
