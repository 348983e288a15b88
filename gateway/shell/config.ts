import type { SocialProvider } from './social.contract';
import { DEFAULT_GATEWAY_PROFILE, isGatewayProfile, type GatewayProfileId } from '../profile';
import { languageOf } from './language.contract';

/**
 * The deployment contract: `config.json` next to index.html (the production build reads it at
 * start; the simulator serves it). One build serves many brands. The machines, the app and the
 * simulator all take these types from here.
 */
export interface BrandTheme {
  primary: string;
  primaryContrast: string;
  surface: string;
  surfaceAlt: string;
  text: string;
  textMuted: string;
  accent: string;
}

export interface BrandConfig {
  name: string;
  logoText?: string;
  logoUrl?: string;
  theme: Partial<BrandTheme>;
  /** The brand's default password: logging in with it forces a change (public clients: 123456). */
  defaultPassword: string;
  ageLimit: number;
  /** Visitors confirm they are at least `ageLimit` before browsing (the age announcement); off by default. */
  ageAnnouncement?: boolean;
  /**
   * How registration verifies the phone: the SMS code alone ('sms', the default), or the code
   * through a third-party sign-in service whose token goes with the registration ('thirdParty').
   */
  phoneVerification?: 'sms' | 'thirdParty';
  /** The brand's copyright line, written in its default language (other languages show the catalogue's line). */
  copyright?: string;
  /** The brand's currency symbol, for amounts shown before a member's wallet says its own (jackpot, winners). */
  currencySymbol?: string;
  platform?: string;
  lotteryType?: string;
  prizeModes?: string[];
  /**
   * /pointMall without a login (spec §2 gives both readings): false (the default) sends visitors
   * to the login; true shows them the mall's contents (the rewards and their cost, the exchange
   * rules and rate table, read without a token), and redeeming or converting asks them to log in.
   */
  pointMallPublic?: boolean;
  /**
   * Per language code, the digits numbers are written in (a Unicode numbering system: `latn`,
   * `arab`, `arabext`, `thai`, `deva`, ...); a language not named, or a value Intl does not take,
   * keeps the language's own (app/components/format.ts reads both maps).
   */
  numberingSystem?: Record<string, string>;
  /** Per language code, the calendar dates are written in (`gregory`, `buddhist`, `persian`, ...); a language not named keeps its own (Thai the Buddhist year, Persian the Solar Hijri). */
  calendar?: Record<string, string>;
  /**
   * The social sign-ins the login modal offers (spec §2: facebook, google, line), each the address
   * of the provider's sign-in page (an https page, or a path on this site): opened in a popup, it
   * posts the person's ID token back to the app (docs/deploy.md "Social sign-in"). A provider
   * left out is not offered; none: no social buttons. Passed through as written: the login modal
   * keeps only the known providers with a usable address (`usableSocialLogins`), so this check
   * stays out of the first paint.
   */
  socialLogins?: Partial<Record<SocialProvider, string>>;
  /**
   * One-click sign-up in the login and register modals (spec §2 names one-click login): the
   * gateway picks the username (`PUT /wps/member/register/autoUsername`), the app a strong password
   * by the brand's password rule, and the player sees both once. Off by default: the brand turns
   * it on where its gateway offers the call (docs/deploy.md).
   */
  oneClickSignUp?: boolean;
}

export interface RuntimeConfig {
  /** '' means same origin. */
  gatewayBaseUrl: string;
  merchantCode: string;
  rsaKeyPath: string;
  /** Which build of the provider's gateway this is (gateway/profile.ts; docs/deploy.md says how to tell). */
  gatewayProfile: GatewayProfileId;
  defaultLanguage: string;
  /** The brand's languages (codes of gateway/shell/language.contract.ts), in the selector's order. */
  supportedLanguages: string[];
  brand: BrandConfig;
  /** Load the operator's analytics (the status' gtag) in simulator mode too (off: a demo never reports). */
  analyticsInSimulator?: boolean;
}

/** The languages when the config names none; the default is TH (spec §1). */
export const SHELL_LANGUAGES = ['EN', 'CN', 'TH'] as const;
export const DEFAULT_LANGUAGE = 'TH';

export const DEFAULT_BRAND: BrandConfig = {
  name: 'Croupier',
  theme: {},
  defaultPassword: '123456',
  ageLimit: 18,
};

/** Normalises a config read from the outside; unknown fields are ignored, missing ones defaulted. */
export function normaliseConfig(raw: unknown): RuntimeConfig {
  const r = (raw && typeof raw === 'object' ? raw : {}) as Partial<RuntimeConfig> & { brand?: Partial<BrandConfig> };
  // A code no catalogue has is dropped (it would show English under another language's name).
  const listed = Array.isArray(r.supportedLanguages)
    ? [...new Set(r.supportedLanguages.map((l) => String(l).trim().toUpperCase()))].filter((l) => languageOf(l))
    : [];
  const supported = listed.length ? listed : [...SHELL_LANGUAGES];
  const defaultLanguage =
    typeof r.defaultLanguage === 'string' && supported.includes(r.defaultLanguage.toUpperCase())
      ? r.defaultLanguage.toUpperCase()
      : supported.includes(DEFAULT_LANGUAGE)
        ? DEFAULT_LANGUAGE
        : supported[0]!;
  return {
    gatewayBaseUrl: typeof r.gatewayBaseUrl === 'string' ? r.gatewayBaseUrl.replace(/\/$/, '') : '',
    merchantCode: typeof r.merchantCode === 'string' ? r.merchantCode : '',
    rsaKeyPath: typeof r.rsaKeyPath === 'string' ? r.rsaKeyPath : '/wps/session/key/rsa',
    gatewayProfile: isGatewayProfile(r.gatewayProfile) ? r.gatewayProfile : DEFAULT_GATEWAY_PROFILE,
    defaultLanguage,
    supportedLanguages: supported,
    brand: normaliseBrand(r.brand),
    ...(r.analyticsInSimulator === true ? { analyticsInSimulator: true } : {}),
  };
}

function normaliseBrand(raw: Partial<BrandConfig> | undefined): BrandConfig {
  const { phoneVerification, oneClickSignUp, ...rest } = raw ?? {};
  return {
    ...DEFAULT_BRAND,
    ...rest,
    theme: { ...(raw?.theme ?? {}) },
    // Passed through when it is one of the known modes; anything else is ignored.
    ...(phoneVerification === 'sms' || phoneVerification === 'thirdParty' ? { phoneVerification } : {}),
    // On only when it says so (a string "false" would otherwise offer it).
    ...(oneClickSignUp === true ? { oneClickSignUp } : {}),
  };
}
