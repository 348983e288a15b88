/**
 * The one-click sign-up's effects: the gateway's registration with a username it picks (designed
 * payload: docs/gateway-conformance.md), the password from the browser's crypto, and the copy to
 * the clipboard. The rules and the human check are the registration's and the login's effects.
 */
import type { GatewayClient } from '../../../gateway/client';
import type { LoginValue } from '../../../gateway/account/schemas';
import { effect, errorInfo } from '../../shared/effect';
import { PASSWORD_BYTES, passwordFor } from './quick-sign-up.password';
import type { PasswordRequest, QuickRegisterInput } from './quick-sign-up.types';

export const quickSignUpEffects = (client: GatewayClient) => ({
  registerAutoUsername: effect<QuickRegisterInput, LoginValue>((i, signal) =>
    client.call('registerAutoUsername', { ...i.fields, registerMethod: 'WEB', login: true }, { signal }),
  ),
  generatePassword: effect<PasswordRequest, string>(async (i) => {
    const bytes = crypto.getRandomValues(new Uint8Array(PASSWORD_BYTES));
    const password = passwordFor(i.rule, bytes);
    if (password === null) throw errorInfo('quick.password.unfit', 'errors.unknown', 'malformed');
    return password;
  }),
  copyText: effect<string, void>(async (text) => {
    if (!globalThis.navigator?.clipboard) throw errorInfo('clipboard.unavailable', 'errors.unknown', 'malformed');
    await globalThis.navigator.clipboard.writeText(text);
  }),
});

export type QuickSignUpEffects = ReturnType<typeof quickSignUpEffects>;
