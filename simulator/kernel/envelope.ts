/**
 * The provider's envelope, as every handler answers: `{ success: true, value }`, or
 * `{ success: false, errorCode, message }` with the provider's own English message for the code.
 */
import { HttpResponse } from 'msw';

const MESSAGES: Record<string, string> = {
  'login.not.session': 'customer not login or login timeout',
  'login.cred.err': 'Wrong username or password',
  'function.not.available': 'The feature is under maintenance',
  request_body_required: 'request body required',
  http_method_not_support: 'HTTP method not supported',
  'request.param.err': 'Request parameters do not match the system',
  'unknown.system.err': 'System error, please try again later',
  'system.not.available': 'System not available',
  'network.timeout': 'Network unstable, please try again',
  'no.data': 'No matching data',
  'challenge.required': 'Please complete the verification first',
  'challenge.failed': 'Verification failed, please try again',
  PARAMETER_ERROR: 'Please enter a valid mobile number',
  'phone.not.registered': 'This phone number is not registered',
  TOO_MANY_REQUEST: 'Too many requests, please try again later',
  'sms.quota.insufficient': 'SMS quota not sufficient, please contact customer service',
  validate_verification_code_error: 'Verification failed',
  validate_verification_code_invalid: 'Please enter the verification code',
  'user.or.token.invalid': 'Login failed',
  bind_customer_required: 'Please bind a customer profile first',
  'popup.closed': 'The verification window was closed, please try again',
  'exists.username.err': 'Username already exists',
  'exists.email.err': 'Email already bound to another account',
  'exists.mobile.err': 'Mobile number already bound to another account',
  'invalid.affiliate.code': 'Invalid invitation code',
  'age.restricted': 'You must be of legal age to register',
  'modify.new.confirm.diff': 'The new password and its confirmation differ',
  'password.reuse': 'The new password must differ from the old and the default password',
  'not.exists.mail': 'Username or email incorrect',
  login_verify_required: 'Login from an unregistered IP: verification required',
};

/** G8: the live gateway's words for a wrong or missing login captcha (the answer's value.captcha is truthy). */
export const CAPTCHA_MESSAGE = 'Please Enter The Correct Captcha Code';

export function messageFor(code: string): string {
  return MESSAGES[code] ?? code;
}

export function ok(value: unknown): Response {
  return HttpResponse.json({ success: true, value });
}

export function fail(errorCode: string, opts: { status?: number; message?: string; value?: unknown; headers?: Record<string, string> } = {}): Response {
  const body: Record<string, unknown> = { success: false, errorCode, message: opts.message ?? messageFor(errorCode) };
  if (opts.value !== undefined) body.value = opts.value;
  return HttpResponse.json(body, { status: opts.status ?? 200, ...(opts.headers ? { headers: opts.headers } : {}) });
}
