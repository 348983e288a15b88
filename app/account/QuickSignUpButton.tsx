/**
 * The one-click sign-up's button (the login and register modals), shown when the brand turns it
 * on (`brand.oneClickSignUp`) with username registration (USERNAMEREG3). A click asks the session
 * for the one-click sign-up, with the invitation code of the page's link, and closes the modal it
 * sits in (`onStarted`): its own dialog (QuickSignUpModal) takes the place.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Icon } from '../components/Icon';
import { useActor } from '../system/system';
import { useBrand, useFlag } from '../system/use-bootstrap';
import { signUpOrigin } from './affiliate-code';

/** The brand offers the one-click sign-up. */
export function useQuickSignUpOffered(): boolean {
  const brand = useBrand();
  const usernameRegistration = useFlag('USERNAMEREG3');
  return brand.oneClickSignUp === true && usernameRegistration;
}

/** Render only where `useQuickSignUpOffered()`. */
export function QuickSignUpButton({ onStarted }: { onStarted: () => void }) {
  const { t } = useTranslation('account');
  const session = useActor('session');
  const start = () => {
    session.send({ type: 'session.openQuickSignUp', ...signUpOrigin(window.location.search) });
    onStarted();
  };
  return (
    <Button variant="secondary" block onClick={start}>
      <Icon name="user" size={18} />
      {t('quickSignUp.button')}
    </Button>
  );
}
