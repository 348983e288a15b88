/**
 * The languages the simulator has content in, and how a request picks one. The app sends the
 * current language as an upper-case `Language` header on every gateway call, in the gateway's
 * spelling (EN, ZH, TH: gateway/shell/language.contract.ts); help-centre calls also carry `?lang=XX`.
 * Content is keyed by the app's codes (Chinese is CN); anything unknown or missing falls back to EN.
 */

export const CONTENT_LANGUAGES = ['EN', 'CN', 'TH'] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];
export const FALLBACK_LANGUAGE: ContentLanguage = 'EN';

/** One text per content language (titles, HTML bodies, per-language image URLs). */
export type Localized = Record<ContentLanguage, string>;

/** The @mswjs/data field definition for a `Localized` value: a nested object of strings. */
export const localizedField = () => ({ EN: String, CN: String, TH: String });

/** `EN`, `en`, `en-US`, `zh_CN`, `ZH` … → EN / CN / TH; anything else → undefined. */
export function parseLanguage(raw: string | null | undefined): ContentLanguage | undefined {
  const primary = (raw ?? '').trim().toUpperCase().split(/[-_]/)[0] ?? '';
  if (primary === 'ZH') return 'CN';
  return (CONTENT_LANGUAGES as readonly string[]).includes(primary) ? (primary as ContentLanguage) : undefined;
}

/**
 * The language a request asks for: the `Language` header (any case) if it is present, else
 * the `lang` query parameter when `useQuery` is set (help centre); unknown or missing → EN.
 */
export function requestLanguage(request: Request, opts: { url?: URL; useQuery?: boolean } = {}): ContentLanguage {
  const header = request.headers.get('Language')?.trim();
  const query = opts.useQuery ? (opts.url ?? new URL(request.url)).searchParams.get('lang')?.trim() : undefined;
  return parseLanguage(header || query) ?? FALLBACK_LANGUAGE;
}

/** The text for `lang`, falling back to EN if a translation is empty (db rows type nested fields as partial). */
export function pick(text: Partial<Localized>, lang: ContentLanguage): string {
  return text[lang] || text[FALLBACK_LANGUAGE] || '';
}
