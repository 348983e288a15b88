/** The login, registration and password forms: their live workflows and what they show. */
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { useSelector } from '@xstate/react';
import { selectCaptchaPhase, selectLoginFormPhase, type CaptchaPhase, type LoginFormPhase } from '../../machines/account/login/login.selectors';
import { selectChangePasswordSubmitting, selectForgotPasswordPhase } from '../../machines/account/password/password.selectors';
import { selectCheckingAffiliate, selectRegistrationPhase } from '../../machines/account/registration/registration.selectors';
import { selectQuickSignUpPhase } from '../../machines/account/quick-sign-up/quick-sign-up.selectors';
import { selectPasswordChangeReason } from '../../machines/account/session/session.selectors';
import type { smsCodeMachine } from '../../machines/shared/sms-code/sms-code.machine';
import { selectSmsError, selectSmsPhase, selectSmsRemaining } from '../../machines/shared/sms-code/sms-code.selectors';
import { isStandIn, standInPuzzle } from '../../machines/shared/human-check/human-check';
import type { RefOf } from '../../machines/system/system';
import { useActor, useActorSelector, useChildActor } from '../system/system';

export type { CaptchaPhase, LoginFormPhase };
/** Any owner's "send me a code" child (login, registration, forgot password). */
export type SmsCodeRef = ActorRefFrom<typeof smsCodeMachine>;
export type LoginRef = RefOf<'login'>;
export type RegistrationRef = RefOf<'registration'>;
export type QuickSignUpRef = RefOf<'quickSignUp'>;
export type ForgotPasswordRef = RefOf<'forgotPassword'>;
export type ChangePasswordRef = RefOf<'changePassword'>;

/** The live login attempt (only while logged out and a login form has opened). */
export const useLoginActor = () => useChildActor<LoginRef>(useActor('session'), 'login');
export const useRegistrationActor = () => useChildActor<RegistrationRef>(useActor('session'), 'registration');
export const useQuickSignUpActor = () => useChildActor<QuickSignUpRef>(useActor('session'), 'quickSignUp');
export const useForgotPasswordActor = () => useChildActor<ForgotPasswordRef>(useActor('session'), 'forgotPassword');
export const useChangePasswordActor = () => useChildActor<ChangePasswordRef>(useActor('session'), 'changePassword');

const EMPTY_ERRORS = {} as Record<string, never>;

export function useLoginForm(ref: LoginRef | undefined) {
  const c = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s): LoginFormPhase => (s ? selectLoginFormPhase(s) : 'editing'));
  const captchaPhase = useSelector(ref, (s): CaptchaPhase => (s ? selectCaptchaPhase(s) : 'hidden'));
  const smsRef = useChildActor<SmsCodeRef>(ref, 'smsCode');
  return {
    phase,
    captchaPhase,
    smsRef,
    variant: c?.variant ?? 'member',
    tab: c?.tab ?? 'username',
    username: c?.username ?? '',
    password: c?.password ?? '',
    mobile: c?.mobile ?? '',
    countryDialingCode: c?.countryDialingCode ?? '',
    smsCode: c?.smsCode ?? '',
    captcha: c?.captcha ?? '',
    remember: c?.remember ?? false,
    captchaImage: c?.captchaImage ?? null,
    verification: c?.verification ?? null,
    verifyMethod: c?.verifyMethod ?? null,
    verifyValue: c?.verifyValue ?? '',
    verifyMobile: c?.verifyMobile ?? '',
    fieldErrors: c?.fieldErrors ?? EMPTY_ERRORS,
    error: c?.error ?? null,
    submitting: phase === 'submitting' || phase === 'checking',
  };
}

/**
 * The human check's widget, from any owner's `humanCheck` child: the stand-in (simulator mode)
 * is drawn by the page with its puzzle; geetest's SDK draws its own, so `standIn` is false.
 */
export function useHumanCheck(owner: AnyActorRef | undefined) {
  const child = useChildActor<AnyActorRef>(owner, 'humanCheck');
  const standIn = useSelector(child, (s) => isStandIn(s));
  const puzzle = useSelector(child, (s) => standInPuzzle(s));
  return { standIn, puzzle };
}

/** A "send code" button's state, from any owner's smsCode child. */
export function useSmsCode(ref: SmsCodeRef | undefined) {
  const phase = useSelector(ref, (s) => (s ? selectSmsPhase(s) : 'ready'));
  const remaining = useSelector(ref, (s) => (s ? selectSmsRemaining(s) : 0));
  const error = useSelector(ref, (s) => (s ? selectSmsError(s) : null));
  return { phase, remaining, error };
}

export function useRegistrationForm(ref: RegistrationRef | undefined) {
  const context = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s) => (s ? selectRegistrationPhase(s) : 'starting'));
  const checkingAffiliate = useSelector(ref, (s) => (s ? selectCheckingAffiliate(s) : false));
  const smsRef = useChildActor<SmsCodeRef>(ref, 'smsCode');
  return { context, phase, checkingAffiliate, smsRef };
}

export function useQuickSignUp(ref: QuickSignUpRef | undefined) {
  const context = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s) => (s ? selectQuickSignUpPhase(s) : 'loadingRules'));
  return { context, phase };
}

export function useForgotPasswordForm(ref: ForgotPasswordRef | undefined) {
  const context = useSelector(ref, (s) => s?.context);
  const phase = useSelector(ref, (s) => (s ? selectForgotPasswordPhase(s) : 'done'));
  const smsRef = useChildActor<SmsCodeRef>(ref, 'smsCode');
  return { context, phase, smsRef };
}

export function useChangePasswordForm(ref: ChangePasswordRef | undefined) {
  const context = useSelector(ref, (s) => s?.context);
  const submitting = useSelector(ref, (s) => (s ? selectChangePasswordSubmitting(s) : false));
  /** Why a forced change is asked for: the password expired, or it is the brand's default. */
  const reason = useActorSelector('session', selectPasswordChangeReason);
  return { context, submitting, reason };
}
