/**
 * Loading a chunk of code (a page, a dialog, a workflow) with the spec's limits (§8, §9): an
 * import that has not settled after CHUNK_TIMEOUT_MS fails as `timeout`; a failed one is `missing`
 * when the server answers 404/410 for its file (a newer deployment replaced it), else `other`; a
 * failure of the chunk's stylesheet (Vite's "Unable to preload CSS") is told as such. The failed
 * stylesheet link is removed, so a retry asks for it again (Vite skips a stylesheet whose link is
 * already in the page).
 */
import { CHUNK_TIMEOUT_MS, type ChunkFailure, type ChunkFailureKind } from '../../machines/shared/chunk-failure';

const URL_IN_MESSAGE = /((?:https?:\/\/[^\s'"]+)?\/[^\s'"]+\.(?:m?js|css|tsx?|jsx?)(?:\?[^\s'"]*)?)/;
/** Vite's words when a chunk's stylesheet failed (its preload helper). */
const STYLESHEET = /Unable to preload CSS/i;

function failure(kind: ChunkFailureKind, stylesheet: boolean, url: string | null, message: string): ChunkFailure {
  return { name: 'ChunkFailure', kind, stylesheet, url, message };
}

/** Does the server still have the file? (a 404 or 410 says a newer deployment replaced it). */
async function isMissing(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: 'HEAD', cache: 'no-store' });
    return res.status === 404 || res.status === 410;
  } catch {
    return false;
  }
}

/** What failed, from the browser's or Vite's error. */
export async function classifyChunkError(e: unknown): Promise<ChunkFailure> {
  const message = e instanceof Error ? e.message : String(e);
  const url = URL_IN_MESSAGE.exec(message)?.[1] ?? null;
  const stylesheet = STYLESHEET.test(message);
  if (stylesheet && url) {
    const path = new URL(url, window.location.href).pathname;
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
      if (new URL(link.href, window.location.href).pathname === path) link.remove();
    }
  }
  return failure(url && (await isMissing(url)) ? 'missing' : 'other', stylesheet, url, message);
}

/** Imports a chunk within the spec's 120 s, rejecting with a `ChunkFailure` that names the kind. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(failure('timeout', false, null, `The chunk did not load in ${timeoutMs} ms`)), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (e: unknown) => {
        clearTimeout(timer);
        void classifyChunkError(e).then(reject);
      },
    );
  });
}
