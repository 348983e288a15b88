/** The social sign-in workflow's domain types, read by its effects, machine, selectors and views. */
import { usableSocialLogins, type SocialProvider } from '../../../gateway/shell/social.contract';

export { usableSocialLogins, type SocialProvider };

/** What the provider's sign-in page hands back: the provider's ID token for the person. */
export interface ProviderToken {
  idToken: string;
}

/** What the popup is opened with: the provider and its sign-in page (the brand's `socialLogins`). */
export interface ProviderSignIn {
  provider: SocialProvider;
  url: string;
}

/**
 * The ways the provider's part can fail, each a code the machine shows by its message key
 * (the popup itself reports them: app/boot/social-popup.ts).
 */
export const SOCIAL_FAILURES = {
  /** The browser refused to open the popup. */
  blocked: { code: 'social.popup.blocked', messageKey: 'errors.socialPopupBlocked' },
  /** The person closed the popup before signing in. */
  closed: { code: 'social.popup.closed', messageKey: 'errors.socialPopupClosed' },
  /** The provider answered with an error (refused, cancelled on its page, misconfigured). */
  provider: { code: 'social.provider.error', messageKey: 'errors.socialProviderError' },
} as const;
