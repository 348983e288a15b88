/**
 * The loaders of every catalogue but the shell's (which comes with the first paint), one lazy
 * chunk each. The simulator panel's strings ship only in simulator builds (the production bundle
 * carries nothing of the simulator).
 */
type CatalogueModule = { default: Record<string, unknown> };

export const FEATURE_CATALOGUES: Record<string, () => Promise<CatalogueModule>> = {
  ...import.meta.glob<CatalogueModule>(['../../locales/*/*.json', '!../../locales/*/shell.json', '!../../locales/*/simulator.json']),
  ...(__SIMULATOR__ ? import.meta.glob<CatalogueModule>('../../locales/*/simulator.json') : {}),
};
