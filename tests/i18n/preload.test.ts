// @vitest-environment node
/**
 * Boot starts the first page's catalogues beside the shell's. A preload is only a
 * download: a namespace that does not exist must not surface as an error (the view's own load
 * reports a real failure), and the views then read the preloaded catalogue as usual.
 */
import { describe, expect, it } from 'vitest';
import { createI18n, preloadCatalogues } from '../../app/i18n/i18n';

describe('preloading catalogues', () => {
  it('swallows a namespace that does not exist (no unhandled rejection)', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (e: unknown) => unhandled.push(e);
    process.on('unhandledRejection', onUnhandled);
    try {
      preloadCatalogues('TH', ['no-such-namespace']);
      await new Promise((r) => setTimeout(r, 50));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('a preloaded namespace is what the views then read, in the language asked for', async () => {
    preloadCatalogues('TH', ['games']);
    const i18n = await createI18n('TH');
    await i18n.loadNamespaces('games');
    const th = i18n.t('games:games.playNow');
    expect(th).not.toBe('games.playNow');
    expect(th).not.toBe(i18n.getFixedT('en')('games:games.playNow'));
  });
});
