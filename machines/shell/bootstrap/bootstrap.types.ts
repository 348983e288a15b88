/** The bootstrap workflow's domain types, read by its effects, machine, selectors and views. */

/** One entry of the country dialing code list (spec §3, §9). */
export interface Country {
  countryCode: string;
  /** Digits only: '66'. */
  countryDialingCode: string;
  name?: string;
}
