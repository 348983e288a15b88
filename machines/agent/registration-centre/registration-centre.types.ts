/** The registration centre workflow's domain types, read by its effects, machine, selectors and views. */

/** What a direct registration makes: a member of the agent's team, or a downline agent. */
export type DownlineKind = 'PLAYER' | 'AGENT';
export const DOWNLINE_KINDS: readonly DownlineKind[] = ['PLAYER', 'AGENT'];

export interface ReferralLinks {
  affiliateCode: string;
  /** One link per sign-up kind, in the order the gateway gave them. */
  links: { kind: DownlineKind; url: string }[];
}

export interface DownlineRegistration {
  kind: DownlineKind;
  username: string;
  password: string;
  confirmPassword: string;
  /** The fields the brand's rules turn on, as filled (mobileNum with countryDialingCode, email, paymentPassword, …). */
  fields: Record<string, string>;
}

export interface RegisteredDownline {
  account: string;
  type: number;
  registeredAt: number;
}
