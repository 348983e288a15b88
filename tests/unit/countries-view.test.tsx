// @vitest-environment jsdom
/**
 * The dialing code select (login, registration, password reset) against the real root actor:
 * the static list while `/wps/system/country` loads or when it failed, then the gateway's list.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import en from '../../locales/en.json';
import { DIALING_CODES, DialingCodeSelect } from '../../app/components/form/fields';
import { SystemProvider } from '../../app/system/system';
import { normaliseConfig } from '../../gateway/shell/config';
import type { Country } from '../../machines/shell/bootstrap/bootstrap.effects';
import type { Effects } from '../../machines/system/effects';
import { createMemoryStorage } from '../../machines/shared/storage';
import { createCroupierSystem, journalEffects, type RootActor } from '../../machines/system/system';

let i18n: I18n;
beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: 'EN', resources: { EN: { translation: en } }, interpolation: { escapeValue: false }, react: { useSuspense: false } });
});

const roots: RootActor[] = [];
afterEach(() => {
  cleanup();
  while (roots.length) roots.pop()!.stop();
});

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderSelect(value = '66') {
  const countries = deferred<Country[]>();
  const effects = {
    ...journalEffects(),
    fetchSystemStatus: fromPromise(async () => ({ maintenance: false, regionRestriction: false, info: { customerService: [], resources: [], imageCDNs: [], launchGameCDNs: [] } })),
    fetchWhitelabel: fromPromise(async () => []),
    fetchCountries: fromPromise(() => countries.promise),
  } as unknown as Effects;
  const config = normaliseConfig({ merchantCode: 'test', supportedLanguages: ['EN'], defaultLanguage: 'EN' });
  const root = createCroupierSystem({ effects, config, storage: createMemoryStorage({ local: { lang: 'EN' } }) });
  roots.push(root);
  root.start();
  render(
    <SystemProvider services={{ root, config }}>
      <I18nextProvider i18n={i18n}>
        <DialingCodeSelect value={value} onChange={() => {}} />
      </I18nextProvider>
    </SystemProvider>,
  );
  const options = () => Array.from((screen.getByRole('combobox', { name: en.login.dialingCode }) as HTMLSelectElement).options).map((o) => o.value);
  return { countries, options };
}

describe('DialingCodeSelect', () => {
  it("offers the static list while the gateway's list loads, then the gateway's", async () => {
    const { countries, options } = renderSelect('66');
    expect(options()).toEqual([...DIALING_CODES]);
    await act(async () => {
      countries.resolve([
        { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
        { countryCode: 'KH', countryDialingCode: '855' },
        { countryCode: 'GB', countryDialingCode: '44' },
      ]);
      await countries.promise;
    });
    expect(options()).toEqual(['66', '855', '44']);
  });

  it('keeps the static list when the load failed', async () => {
    const { countries, options } = renderSelect('84');
    await act(async () => {
      countries.reject({ kind: 'network', code: 'network.error', status: undefined, serverMessage: undefined, messageKey: 'errors.network' });
      await countries.promise.catch(() => {});
    });
    expect(options()[0]).toBe('84');
    expect(new Set(options())).toEqual(new Set(DIALING_CODES));
  });
});
