/** The verify workflow's domain types, read by its effects, machine, selectors and views. */

export interface RepresentativeCheck {
  official: boolean;
  /** DOMAIN, TELEGRAM, LINE, WHATSAPP, EMAIL... when it is official. */
  channel: string | null;
  name: string | null;
}

/** One of the brand's domains: its host and its kind (MAIN, MIRROR). */
export interface BrandDomain {
  domain: string;
  type: string;
}
