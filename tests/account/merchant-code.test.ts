/**
 * Spec §3 storage: the merchant code is kept in local storage (beside lang and hisLang) from the
 * start, and a logout, which clears the session's keys, keeps it in both stores.
 */
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../../machines/shared/storage';
import { createTestSystem } from '../support/system';

describe('localStorage.merchantCode', () => {
  it('is written when the app starts, for a visitor too, and survives a logout', async () => {
    const storage = createMemoryStorage({ local: { lang: 'EN' } });
    const { actors } = createTestSystem({ storage, token: 'tok', config: { merchantCode: 'brand7' } });
    expect(storage.dump().local.merchantCode).toBe('brand7');
    await expect.poll(() => actors.session.getSnapshot().matches('loggedIn')).toBe(true);
    actors.session.send({ type: 'session.logout' });
    await expect.poll(() => actors.session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(storage.dump().local.merchantCode).toBe('brand7');
    expect(storage.dump().session.merchantCode).toBe('brand7');
    expect(storage.dump().session.token).toBeUndefined();

    const visitorStorage = createMemoryStorage();
    createTestSystem({ storage: visitorStorage, config: { merchantCode: 'brand7' } });
    expect(visitorStorage.dump().local.merchantCode).toBe('brand7');
  });
});
