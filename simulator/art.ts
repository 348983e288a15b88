/** Helpers of the generated art and pages (the shell's /sim/cdn placeholders, the games' icons and game page). */

/** 32-bit FNV-1a: stable colours and shapes from a path or an id. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Escapes text for SVG and HTML (text and attribute values). */
export function xml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** One decimal place (coordinates in generated SVG). */
export const round1 = (x: number): number => Math.round(x * 10) / 10;

/** base64 of an ASCII string (the generated SVGs are ASCII only). */
export function base64Ascii(text: string): string {
  return btoa(text);
}

/** CRC-32 (PNG chunks). */
const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

async function deflate(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  // zlib format, as PNG's IDAT wants; CompressionStream exists in browsers and Node alike.
  const stream = new Blob([data]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Generated raster art, made once per key and kept (a few thousand small PNGs at most): a real
 * CDN answers from files, and making a tile again for every request took the CPU the browser
 * under measurement needed (the bench runs the gateway on the same 2-core machine).
 */
const artCache = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();
const ART_CACHE_MAX = 5_000;
export function memoisedArt(key: string, make: () => Promise<Uint8Array<ArrayBuffer>>): Promise<Uint8Array<ArrayBuffer>> {
  let art = artCache.get(key);
  if (!art) {
    if (artCache.size >= ART_CACHE_MAX) artCache.clear();
    art = make();
    artCache.set(key, art);
    art.catch(() => artCache.delete(key));
  }
  return art;
}

/**
 * A PNG (8-bit RGB, no interlace) of `rgb` (width × height × 3 bytes, rows top to bottom). The
 * standalone gateway serves its game art as PNG, as a real image CDN serves raster images: an
 * SVG image is a document of its own that the page's main thread lays out and draws.
 */
export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  const raw = new Uint8Array(height * (width * 3 + 1));
  for (let y = 0; y < height; y++) raw.set(rgb.subarray(y * width * 3, (y + 1) * width * 3), y * (width * 3 + 1) + 1); // filter 0
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const h = new DataView(ihdr.buffer);
  h.setUint32(0, width);
  h.setUint32(4, height);
  ihdr.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, filter 0, no interlace
  const parts = [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', await deflate(raw)), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    png.set(p, at);
    at += p.length;
  }
  return png;
}

/** HSL (degrees, 0–1, 0–1) to 8-bit RGB. */
export function hslToRgb(hue: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(f(0) * 255), Math.round(f(8) * 255), Math.round(f(4) * 255)];
}
