/** The password workflows' effects: change, reset by email, set by phone (gateway-protocol §5.4). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import type { ChangePasswordInput } from './password.types';

export const passwordEffects = (client: GatewayClient) => ({
  changePassword: effect<ChangePasswordInput, unknown>((i, signal) => client.call('changePassword', { ...i }, { signal })),
  resetPasswordByEmail: effect<{ username: string; email: string }, unknown>((i, signal) => client.call('forgotPasswordEmail', { ...i }, { signal })),
  resetPasswordByPhone: effect<{ mobileNum: string; verificationCode: string; newPassword: string }, unknown>((i, signal) =>
    client.call('setPasswordByPhone', { ...i }, { signal }),
  ),
});

export type PasswordEffects = ReturnType<typeof passwordEffects>;
