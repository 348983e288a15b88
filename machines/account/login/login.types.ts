/** The login workflow's domain types, read by its effects, machine, selectors and views. */
import type { GeetestResult } from '../../../gateway/account/schemas';

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  type: 'username' | 'sms';
  /** The device's id (G1 sends it as `loginDeviceId` and as the SHELL_deviceId cookie). */
  loginDeviceId: string;
}

/** A username login after the human check: geetest's fields merged into the payload (W1 handleLogin). */
export type LoginPayload = LoginInput & Partial<GeetestResult>;

export interface LoginVerificationInput {
  username: string;
  password: string;
  method: 'SMS' | 'EMAIL' | 'PAYEE_NAME' | 'GOOGLE';
  code?: string;
  email?: string;
  payeeName?: string;
  googleCode?: string;
}
