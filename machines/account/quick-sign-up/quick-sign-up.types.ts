/** The one-click sign-up's domain types, read by its effects, machine, selectors and views. */
import type { RegisterRule } from '../../../gateway/schema';

/** What the one-click sign-up sends (`PUT /wps/member/register/autoUsername`, encrypted): a registration without a username. */
export interface QuickRegisterInput {
  /** The generated password, twice, the page's address and domain, the invitation code, loginDeviceId and, after the human check, geetest's three fields. */
  fields: { password: string; confirmPassword: string; registerUrl: string; domain: string } & Record<string, string>;
}

/** The password generator's input: the brand's password rule (none: the generator's own bounds). */
export interface PasswordRequest {
  rule?: RegisterRule;
}
