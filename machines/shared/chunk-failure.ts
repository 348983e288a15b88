/**
 * A chunk of code or its stylesheet that did not arrive (spec §8 "module load failure (missing,
 * timeout, other) and stylesheet chunk failure"; spec §9: a chunk load times out after
 * 120 000 ms). The app's loader (app/components/chunk.ts) tells the kinds apart and rejects with a
 * `ChunkFailure`; the workflows' loader and the views' boundary word it with `chunkMessageKey`.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

/** `missing`: the server no longer has it (a newer deployment); `timeout`: no answer in time; `other`: the network failed. */
export type ChunkFailureKind = 'missing' | 'timeout' | 'other';

export interface ChunkFailure {
  name: 'ChunkFailure';
  kind: ChunkFailureKind;
  /** It was the chunk's stylesheet that failed. */
  stylesheet: boolean;
  /** The file that failed, when known. */
  url: string | null;
  message: string;
}

export const isChunkFailure = (e: unknown): e is ChunkFailure => typeof e === 'object' && e !== null && (e as { name?: unknown }).name === 'ChunkFailure';

/**
 * The message of each kind: a missing chunk needs the page reloaded (the new version), a timeout
 * is the spec's "page too slow, check network", a stylesheet or another failure say which part
 * did not load.
 */
export function chunkMessageKey(f: Pick<ChunkFailure, 'kind' | 'stylesheet'>): string {
  if (f.kind === 'missing') return 'errors.moduleMissing';
  if (f.kind === 'timeout') return 'errors.timeout';
  return f.stylesheet ? 'errors.stylesheetLoad' : 'errors.moduleLoad';
}
