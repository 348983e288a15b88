/**
 * How each registration field's input behaves (type, autocomplete, keyboard, icon, reveal): the
 * same for every form that opens an account — the register modal and the agent centre's direct
 * registration of a downline — so a brand's extra fields look and type alike in both.
 */
import type { TextFieldProps } from './fields';

export type RegistrationInputBits = Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'icon' | 'autoCapitalize' | 'spellCheck'> & {
  reveal?: boolean;
};

export const REGISTRATION_INPUTS: Readonly<Partial<Record<string, RegistrationInputBits>>> = {
  username: { autoComplete: 'username', icon: 'user', autoCapitalize: 'none', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password', icon: 'lock', reveal: true },
  confirmPassword: { type: 'password', autoComplete: 'new-password', icon: 'lock', reveal: true },
  paymentPassword: { type: 'password', autoComplete: 'off', icon: 'lock', reveal: true, inputMode: 'numeric' },
  mobileNum: { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  email: { type: 'email', autoComplete: 'email', icon: 'mail', spellCheck: false },
  payeeName: { autoComplete: 'name' },
  fullName: { autoComplete: 'name' },
  nickname: { autoComplete: 'nickname' },
  birthday: { type: 'date', autoComplete: 'bday' },
  address: { autoComplete: 'street-address' },
  nationality: { autoComplete: 'country-name' },
  occupation: { autoComplete: 'organization-title' },
  qqNum: { inputMode: 'numeric' },
  idNumber: { inputMode: 'numeric' },
  zalo: { inputMode: 'tel' },
  affiliateCode: { autoCapitalize: 'characters', spellCheck: false },
};
