// @vitest-environment jsdom
/**
 * The dialing code select (login, registration, password reset) against the real root actor:
 * the static list while `/wps/system/country` loads or when it failed, then the gateway's list.
 */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DIALING_CODES, DialingCodeSelect } from '../../app/components/form/fields';
import type { Country } from '../../machines/shell/bootstrap/bootstrap.types';
import { deferred, network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem } from '../support/system';

function renderSelect(value = '66') {
  const countries = deferred<Country[]>();
  const { services } = createTestSystem({ fakes: { fetchCountries: () => countries.promise } });
  renderWithSystem(<DialingCodeSelect value={value} onChange={() => {}} />, services);
  const options = () => Array.from((screen.getByRole('combobox', { name: tr('field.dialingCode') }) as HTMLSelectElement).options).map((o) => o.value);
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
      countries.reject(network);
      await countries.promise.catch(() => {});
    });
    expect(options()[0]).toBe('84');
    expect(new Set(options())).toEqual(new Set(DIALING_CODES));
  });
});
