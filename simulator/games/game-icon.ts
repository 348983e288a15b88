/** Game icons: their CDN URL and the generated tile behind it (an SVG, or a PNG as a real CDN serves). */
import { encodePng, fnv1a, hslToRgb, memoisedArt, xml } from '../art';
import type { ArtFormat } from '../config';
import type { GameRow } from './game-index';

export function gameIconUrl(nodeId: number, format: ArtFormat = 'svg'): string {
  return `/sim/cdn/games/${nodeId}.${format}`;
}

/** The PNG tile's size: cards draw the art at 100 to 200 CSS px. */
const PNG_SIZE = 160;

/**
 * The same tile as a PNG (the standalone gateway's art): the gradient and the decoration of the
 * SVG tile, without its lettering (the card's caption names the game).
 */
export function gameIconPng(nodeId: number): Promise<Uint8Array<ArrayBuffer>> {
  return memoisedArt(`game:${nodeId}`, () => drawGameIconPng(nodeId));
}

function drawGameIconPng(nodeId: number): Promise<Uint8Array<ArrayBuffer>> {
  const h = fnv1a(`game:${nodeId}`);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >>> 9) % 120)) % 360;
  const accent = (hue + 180) % 360;
  const shape = (h >>> 17) % 3;
  const from = hslToRgb(hue, 0.7, 0.42);
  const to = hslToRgb(hue2, 0.75, 0.2);
  const deco = hslToRgb(accent, 0.8, 0.6);
  const n = PNG_SIZE;
  const rgb = new Uint8Array(n * n * 3);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      // Tile coordinates (0–300), as the SVG's.
      const tx = (x / n) * 300;
      const ty = (y / n) * 300;
      const t = (tx + ty) / 600;
      let px = [0, 1, 2].map((c) => from[c]! + (to[c]! - from[c]!) * t);
      const inside =
        shape === 0
          ? (tx - 240) ** 2 + (ty - 60) ** 2 < 90 ** 2 || (tx - 40) ** 2 + (ty - 250) ** 2 < 60 ** 2
          : shape === 1
            ? ty > 220 - (100 * tx) / 300
            : Math.abs((ty - 190) * Math.cos(0.314) + (tx - 150) * Math.sin(0.314)) < 30;
      if (inside) px = px.map((v, c) => v + (deco[c]! - v) * 0.22);
      if (ty > 236) px = px.map((v) => v * 0.65); // the caption band
      rgb.set(px.map(Math.round), (y * n + x) * 3);
    }
  }
  return encodePng(n, n, rgb);
}

/** "Golden Tiger Megaways" → "GT" (the icon's initials). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .split(/\s+/)
    .filter((w) => w && !/^(of|the|and|or)$/i.test(w));
  const letters = words.slice(0, 2).map((w) => w[0]!.toUpperCase());
  return letters.join('') || '?';
}

/** A 300×300 tile: colours from the node id, the game's initials, its name and vendor. */
export function gameIconSvg(nodeId: number, game: GameRow | undefined): string {
  const h = fnv1a(`game:${nodeId}`);
  const hue = h % 360;
  const hue2 = (hue + 30 + ((h >>> 9) % 120)) % 360;
  const accent = (hue + 180) % 360;
  const name = game?.gameName ?? `Game ${nodeId}`;
  const label = name.length > 24 ? `${name.slice(0, 23)}…` : name;
  const letters = game ? initials(game.gameName) : '?';
  const shape = (h >>> 17) % 3;
  const deco =
    shape === 0
      ? `<circle cx="240" cy="60" r="90" fill="hsla(${accent},80%,60%,.25)"/><circle cx="40" cy="250" r="60" fill="hsla(${accent},80%,70%,.18)"/>`
      : shape === 1
        ? `<path d="M0 220 L300 120 L300 300 L0 300 Z" fill="hsla(${accent},70%,55%,.22)"/>`
        : `<rect x="-40" y="160" width="380" height="60" transform="rotate(-18 150 190)" fill="hsla(${accent},75%,60%,.22)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300" role="img" aria-label="${xml(name)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,42%)"/><stop offset="1" stop-color="hsl(${hue2},75%,20%)"/></linearGradient></defs>
<rect width="300" height="300" rx="28" fill="url(#g)"/>${deco}
<rect x="14" y="14" width="${Math.max(44, (game?.vassalage.length ?? 1) * 13 + 20)}" height="28" rx="14" fill="rgba(0,0,0,.35)"/>
<text x="${24}" y="33" font-family="system-ui,sans-serif" font-size="15" font-weight="700" fill="#fff">${xml(game?.vassalage ?? '')}</text>
<text x="150" y="150" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="800" font-size="${letters.length > 1 ? 104 : 128}" fill="#fff" fill-opacity=".95">${xml(letters)}</text>
<rect x="0" y="236" width="300" height="64" fill="rgba(0,0,0,.35)"/>
<text x="150" y="270" text-anchor="middle" dominant-baseline="middle" font-family="system-ui,sans-serif" font-weight="600" font-size="${label.length > 18 ? 19 : 23}" fill="#fff">${xml(label)}</text>
</svg>`;
}
