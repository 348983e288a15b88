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
