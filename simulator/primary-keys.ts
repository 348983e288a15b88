/**
 * Fallback primary-key generators for every model of the db (one counter for all). Every primary
 * key is given explicitly by the seed and the handlers, so these only run if someone forgets one.
 */
let fallbackId = 0;
export const nextId = (): number => ++fallbackId;
export const nextKey = (): string => `auto-${++fallbackId}`;
