/**
 * `/wps/system/country`: the country dialing code list (spec §3, §9), the brand's own country
 * first. Dialing codes are digits only, as the SMS and register calls take them.
 */
export const SIM_COUNTRIES: ReadonlyArray<{ countryCode: string; countryDialingCode: string; name: string }> = [
  { countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' },
  { countryCode: 'VN', countryDialingCode: '84', name: 'Vietnam' },
  { countryCode: 'CN', countryDialingCode: '86', name: 'China' },
  { countryCode: 'MY', countryDialingCode: '60', name: 'Malaysia' },
  { countryCode: 'ID', countryDialingCode: '62', name: 'Indonesia' },
  { countryCode: 'PH', countryDialingCode: '63', name: 'Philippines' },
  { countryCode: 'SG', countryDialingCode: '65', name: 'Singapore' },
  { countryCode: 'KH', countryDialingCode: '855', name: 'Cambodia' },
  { countryCode: 'MM', countryDialingCode: '95', name: 'Myanmar' },
  { countryCode: 'LA', countryDialingCode: '856', name: 'Laos' },
  { countryCode: 'IN', countryDialingCode: '91', name: 'India' },
  { countryCode: 'KR', countryDialingCode: '82', name: 'South Korea' },
  { countryCode: 'JP', countryDialingCode: '81', name: 'Japan' },
  { countryCode: 'US', countryDialingCode: '1', name: 'United States' },
  { countryCode: 'GB', countryDialingCode: '44', name: 'United Kingdom' },
];
