// @vitest-environment jsdom
/**
 * The chunk loader (app/components/chunk.ts) and how a failure is worded (spec §8, §9): 120 000 ms
 * without an answer is a timeout; a failure is `missing` when the server answers 404 for the file,
 * else `other`; Vite's stylesheet failure is told as a stylesheet one, and its failed link removed
 * so a retry asks for it again. The workflows' loader words each kind.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classifyChunkError, loadChunk } from '../../app/components/chunk';
import { CHUNK_TIMEOUT_MS, chunkMessageKey } from '../../machines/shared/chunk-failure';
import { normaliseConfig } from '../../gateway/shell/config';
import { createMemoryStorage } from '../../machines/shared/storage';
import { createCroupierSystem, startActor } from '../../machines/system/system';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const answering = (status: number) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status })),
  );

describe('loading a chunk', () => {
  it('fails as a timeout after 120 000 ms, not before', async () => {
    vi.useFakeTimers();
    const outcome = loadChunk(() => new Promise(() => {})).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ name: 'ChunkFailure', kind: 'timeout', stylesheet: false });
  });

  it('a chunk the server no longer has (404) is missing; one the network failed is other', async () => {
    answering(404);
    const missing = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Page-abc.js')),
    ).catch((e: unknown) => e);
    expect(missing).toMatchObject({ kind: 'missing', url: 'http://localhost/assets/Page-abc.js' });
    answering(200);
    const other = await loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/Page-abc.js')),
    ).catch((e: unknown) => e);
    expect(other).toMatchObject({ kind: 'other', stylesheet: false });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await classifyChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toMatchObject({ kind: 'other' });
  });

  it('a stylesheet that failed is told so, and its link is removed for the retry', async () => {
    answering(200);
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/assets/Page-abc.css';
    document.head.append(link);
    const f = await classifyChunkError(new Error('Unable to preload CSS for /assets/Page-abc.css'));
    expect(f).toMatchObject({ kind: 'other', stylesheet: true, url: '/assets/Page-abc.css' });
    expect(document.querySelector('link[href="/assets/Page-abc.css"]')).toBeNull();
  });

  it('words each kind: missing asks for a reload, timeout is "too slow", a stylesheet and other failures say what did not load', () => {
    expect(chunkMessageKey({ kind: 'missing', stylesheet: false })).toBe('errors.moduleMissing');
    expect(chunkMessageKey({ kind: 'missing', stylesheet: true })).toBe('errors.moduleMissing');
    expect(chunkMessageKey({ kind: 'timeout', stylesheet: false })).toBe('errors.timeout');
    expect(chunkMessageKey({ kind: 'other', stylesheet: true })).toBe('errors.stylesheetLoad');
    expect(chunkMessageKey({ kind: 'other', stylesheet: false })).toBe('errors.moduleLoad');
  });

  it("a workflow's chunk that fails is worded by its kind, and loads on the next try", async () => {
    let fail = true;
    const root = createCroupierSystem({
      config: normaliseConfig({ merchantCode: 'test', supportedLanguages: ['EN'], defaultLanguage: 'EN', brand: { name: 'Test', ageLimit: 18 } }),
      storage: createMemoryStorage(),
      unprovided: 'pending',
      loadChunk: <T>(load: () => Promise<T>) =>
        fail ? Promise.reject({ name: 'ChunkFailure', kind: 'timeout', stylesheet: false, url: null, message: 'slow' }) : load(),
    });
    root.start();
    await expect(startActor(root, 'jackpot')).rejects.toThrow(/module.load.failed/);
    expect(root.getSnapshot().context.loadErrors.jackpot).toMatchObject({ messageKey: 'errors.timeout', detail: { chunk: 'timeout' } });
    fail = false;
    expect(await startActor(root, 'jackpot')).toBeTruthy();
    root.stop();
  });
});
