/**
 * The account forms the session opens on any route, the bare agent pages included: forgot
 * password (from a login form), the one-click sign-up (from the login or register modal) and
 * change password (forced after login, or from the menu). Each shows itself while its workflow
 * runs; App loads this module once one of them is open.
 */
import type { ReactNode } from 'react';
import ChangePasswordModal from './ChangePasswordModal';
import ForgotPasswordModal from './ForgotPasswordModal';
import QuickSignUpModal from './QuickSignUpModal';

/** `forgotBanner`: the forgot-password banners (group w_forget), handed in by the shell. */
export default function AccountForms({ forgotBanner }: { forgotBanner: ReactNode }) {
  return (
    <>
      <ForgotPasswordModal banner={forgotBanner} />
      <ChangePasswordModal />
      <QuickSignUpModal />
    </>
  );
}
