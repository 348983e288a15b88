/**
 * The demo game page a launch URL opens (`/sim/game/<nodeId>?session=<launch id>`) and the
 * outcome of its spins.
 *
 * The page is one self-contained HTML document (inline CSS and JS, no external URL). Its Spin
 * button posts to `<its own path>/spin<its own query>`, so it works wherever it is served: at
 * /sim/game/… by the standalone gateway, behind a launch-CDN prefix (/sim/cdn/sim/game/…), and in
 * the browser, where simulator/browser.ts brings it into an iframe that loaded the app shell
 * (msw's worker lets navigations through to the dev server, see play-bridge.ts).
 *
 * Spins are seeded: the outcome of spin n of launch L is a function of (seed, L, n) only.
 */
import { HttpResponse } from 'msw';
import { fnv1a, xml } from '../art';
import { mulberry32 } from '../kernel/random';
import type { GameRow } from './game-index';
import { GAME_PAGE_MARKER } from './play-bridge';

export const DEFAULT_BET = 10;
export const MAX_BET = 1000;

export const round2 = (n: number) => Math.round(n * 100) / 100;

// ---- spins ----------------------------------------------------------------------------------

/** Plain text symbols (no emoji: they need a font many systems lack). */
const SYMBOLS = ['J', 'Q', 'K', 'A', '★', '7'];
/** multiplier → weight (of 100); win = bet × multiplier (0–5 × bet), about 91% paid back. */
const PAYTABLE: ReadonlyArray<readonly [number, number]> = [
  [0, 48],
  [0.5, 14],
  [1, 14],
  [2, 12],
  [3, 7],
  [5, 5],
];
const WIN_REELS: Record<number, string[]> = {
  0.5: ['J', 'J'],
  1: ['K', 'K'],
  2: ['A', 'A', 'A'],
  3: ['★', '★', '★'],
  5: ['7', '7', '7'],
};

/**
 * What the demo game says after a spin: a win only when it pays more than the bet; the stake back
 * when it pays the bet; a part of the stake back otherwise (a loss, however it lights the reels).
 * Embedded in the page's script as it is (its source), so it takes plain values and `fmt`.
 */
export function spinResultText(bet: number, win: number, fmt: (n: number) => string): string {
  if (win > bet) return 'You win ' + fmt(win) + '!';
  if (win > 0 && win === bet) return 'Your ' + fmt(bet) + ' bet back';
  if (win > 0) return fmt(win) + ' back of your ' + fmt(bet) + ' bet';
  return 'No win this time';
}

export interface SpinOutcome {
  multiplier: number;
  reels: string[];
}

/** Spin `n` (1-based) of launch `launchId` under `seed`. */
export function spinOutcome(seed: number, launchId: string, n: number): SpinOutcome {
  const rnd = mulberry32(fnv1a(`${seed}:${launchId}:${n}`));
  const total = PAYTABLE.reduce((s, [, w]) => s + w, 0);
  let roll = rnd() * total;
  let multiplier = 0;
  for (const [m, w] of PAYTABLE) {
    if (roll < w) {
      multiplier = m;
      break;
    }
    roll -= w;
  }
  const pick = () => SYMBOLS[Math.floor(rnd() * SYMBOLS.length)]!;
  const win = WIN_REELS[multiplier];
  let reels: string[];
  if (win) {
    reels = [...win];
    while (reels.length < 3) {
      const s = pick();
      if (s !== win[0]) reels.push(s);
    }
  } else {
    // A losing line: no two equal symbols.
    const first = pick();
    let second = pick();
    while (second === first) second = pick();
    let third = pick();
    while (third === first || third === second) third = pick();
    reels = [first, second, third];
  }
  return { multiplier, reels };
}

export function parseBet(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '') return DEFAULT_BET;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > MAX_BET || round2(n) !== n) return null;
  return n;
}

// ---- the page -------------------------------------------------------------------------------

const PAGE_CSS = `
*{box-sizing:border-box}html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:radial-gradient(circle at 30% 0,#23304a,#0b0f17 70%);color:#f2f4f7;display:flex;align-items:center;justify-content:center;padding:16px}
main{width:100%;max-width:440px;background:rgba(20,26,38,.92);border:1px solid #2c3a52;border-radius:18px;padding:20px;box-shadow:0 12px 40px rgba(0,0,0,.45)}
header{display:flex;gap:14px;align-items:center}header img{border-radius:14px;flex:none}
h1{font-size:1.25rem;margin:0 0 4px}.vendor{margin:0;color:#9aa4b2;font-size:.9rem}
.mode{display:inline-block;margin:14px 0 0;padding:3px 10px;border-radius:999px;font-size:.75rem;font-weight:700;letter-spacing:.04em;text-transform:uppercase}
.mode.real{background:#3a2a05;color:#f5b700}.mode.free{background:#0d3326;color:#4fd6a0}
.reels{display:flex;justify-content:center;gap:10px;margin:18px 0}
.reels span{width:84px;height:84px;display:grid;place-items:center;font-size:46px;font-weight:800;color:#f5b700;font-family:Georgia,"Times New Roman",serif;background:#0e131c;border:2px solid #34445f;border-radius:14px}
.reels.win span{border-color:#f5b700;box-shadow:0 0 14px rgba(245,183,0,.45)}
.row{display:flex;align-items:center;justify-content:space-between;gap:12px;margin:10px 0}
.balance strong{font-size:1.35rem;font-variant-numeric:tabular-nums}
select{background:#0e131c;color:#f2f4f7;border:1px solid #34445f;border-radius:8px;padding:6px 10px;font-size:1rem}
button{width:100%;margin-top:8px;padding:14px;border:0;border-radius:12px;font-size:1.15rem;font-weight:800;letter-spacing:.05em;background:linear-gradient(#e0243f,#a70d24);color:#fff;cursor:pointer}
button:disabled{opacity:.6;cursor:progress}
.result{min-height:1.4em;text-align:center;margin:12px 0 0;font-weight:600}
.note{color:#6f7b8c;font-size:.75rem;text-align:center;margin:14px 0 0}`;

const PAGE_JS = `
(function () {
  var spinResultText = ${spinResultText.toString()};
  var cfg = JSON.parse(document.getElementById('sim-game-config').textContent);
  var btn = document.getElementById('spin');
  var out = document.getElementById('result');
  var bal = document.getElementById('balance');
  var bet = document.getElementById('bet');
  var reels = document.getElementById('reels');
  function fmt(n) {
    return cfg.symbol + Number(n).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  var spinUrl = location.pathname.replace(/\\/+$/, '') + '/spin' + location.search;
  btn.addEventListener('click', function () {
    btn.disabled = true;
    reels.className = 'reels';
    out.textContent = 'Spinning…';
    // A plain-text body: a "simple" request, no CORS preflight from the sandboxed (opaque-origin) frame.
    fetch(spinUrl, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ bet: Number(bet.value) }) })
      .then(function (r) { return r.json(); })
      .then(function (b) {
        if (!b || b.success !== true) { out.textContent = (b && b.message) || 'Spin failed'; return; }
        var v = b.value;
        for (var i = 0; i < reels.children.length; i++) reels.children[i].textContent = v.reels[i];
        bal.textContent = fmt(v.balance);
        bal.setAttribute('data-balance', String(v.balance));
        if (v.win > v.bet) reels.className = 'reels win';
        out.textContent = spinResultText(v.bet, v.win, fmt);
        try {
          if (window.parent !== window) window.parent.postMessage({ type: 'croupier.sim.balance', balance: v.balance, accountType: v.accountType, nodeId: cfg.nodeId }, location.origin);
        } catch (e) {}
      })
      .catch(function () { out.textContent = 'Network error, try again'; })
      .then(function () { btn.disabled = false; });
  });
})();`;

function pageShell(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="${GAME_PAGE_MARKER}" content="1"><title>${xml(title)}</title><style>${PAGE_CSS}</style></head><body>${body}</body></html>`;
}

export function errorPage(status: number, message: string): Response {
  return HttpResponse.html(pageShell('Game unavailable', `<main><h1>Game unavailable</h1><p class="result" id="result">${xml(message)}</p></main>`), {
    status,
  });
}

interface PageInput {
  game: GameRow;
  vendorName: string;
  accountType: number;
  balance: number;
  symbol: string;
}

export function gamePageHtml({ game, vendorName, accountType, balance, symbol }: PageInput): string {
  const real = accountType === 1;
  // Everything interpolated is escaped; the icon must also be an http(s) address or a path here.
  const icon = /^(?:https?:\/\/|\/(?![/\\]))/i.test(game.iconUrl ?? '') ? game.iconUrl : '';
  const config = JSON.stringify({ nodeId: game.nodeId, accountType, symbol }).replace(/</g, '\\u003c');
  const bets = [1, 5, 10, 20, 50, 100].map((b) => `<option value="${b}"${b === DEFAULT_BET ? ' selected' : ''}>${b}</option>`).join('');
  const fmt = `${symbol}${balance.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  return pageShell(
    `${game.gameName} · ${vendorName}`,
    `<main>
<header>${icon ? `<img src="${xml(icon)}" alt="" width="72" height="72">` : ''}<div><h1 id="game-name">${xml(game.gameName)}</h1><p class="vendor" id="vendor-name">${xml(vendorName)}</p></div></header>
<p class="mode ${real ? 'real' : 'free'}" id="mode">${real ? 'Real money' : 'Free play'}</p>
<div class="reels" id="reels" aria-label="Reels"><span>7</span><span>★</span><span>7</span></div>
<div class="row"><div class="balance">${real ? 'Balance' : 'Play balance'}<br><strong id="balance" data-balance="${balance}">${xml(fmt)}</strong></div>
<label>Bet <select id="bet">${bets}</select></label></div>
<button id="spin" type="button">SPIN</button>
<p class="result" id="result" role="status" aria-live="polite"></p>
<p class="note">A simulated game: outcomes are seeded, ${real ? 'wins and losses move your simulated wallet' : 'play money only'}.</p>
</main>
<script type="application/json" id="sim-game-config">${config}</script>
<script>${PAGE_JS}</script>`,
  );
}
