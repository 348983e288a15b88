/**
 * change password (spec §2 change-password modal, §4 Change password, §5 Change password):
 * voluntary (from the account menu) or forced after login (default or expired password).
 * When the old password is known from the login it is not asked again. Success ends the actor
 * with `{ changed: true }`: the session then reloads member info, closes the modal and goes
 * to '/'. A forced change cannot be cancelled.
 *
 * Invokes 'changePassword' (the same-named effect). No children.
 */
import { assign, setup } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { RegisterRule } from '../../../gateway/schema';
import { notProvided, toErrorInfo, errorOf } from '../../shared/effect';
import { hasFieldErrors, typedValue } from '../../shared/form/form';
import { validateConfirm, validateField, type FieldError } from '../../shared/validation';

export type ChangePasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export interface ChangePasswordInput {
  /** The password just used to log in: the old-password field is then hidden. */
  knownOldPassword?: string;
  /** Forced after login: no cancel. */
  forced: boolean;
  /** The registration rule for passwords (`rules.password`), when there is one. */
  passwordRule?: RegisterRule;
}

export interface ChangePasswordContext {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
  /** The old password came from the login and is not asked for. */
  oldPasswordHidden: boolean;
  forced: boolean;
  passwordRule: RegisterRule | undefined;
  fieldErrors: Partial<Record<ChangePasswordField, FieldError>>;
  error: GatewayErrorInfo | null;
  changed: boolean;
}

export type ChangePasswordEvent =
  { type: 'form.change'; field: ChangePasswordField; value: string } | { type: 'form.submit' } | { type: 'form.cancel' } | { type: 'form.dismiss' };

export interface ChangePasswordOutput {
  changed: boolean;
}

export const CHANGE_PASSWORD_FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

export function validateChangePassword(
  ctx: Pick<ChangePasswordContext, 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'oldPasswordHidden' | 'passwordRule'>,
): Partial<Record<ChangePasswordField, FieldError>> {
  const errors: Partial<Record<ChangePasswordField, FieldError>> = {};
  if (!ctx.oldPasswordHidden && ctx.oldPassword === '') errors.oldPassword = { key: 'validation.required' };
  const fresh =
    validateField(ctx.newPassword, ctx.passwordRule, { required: true }) ??
    (ctx.oldPassword !== '' && ctx.newPassword === ctx.oldPassword ? { key: 'validation.passwordReuse' } : null);
  if (fresh) errors.newPassword = fresh;
  const confirm = validateConfirm(ctx.newPassword, ctx.confirmNewPassword);
  if (confirm) errors.confirmNewPassword = confirm;
  return errors;
}

/** Gateway codes of `changePassword` that belong under a field (null: a banner). */
export function changePasswordErrorField(e: unknown): { field: ChangePasswordField; error: FieldError } | null {
  switch (toErrorInfo(e).code) {
    case 'login.cred.err':
      return { field: 'oldPassword', error: { key: 'errors.wrongOldPassword' } };
    case 'modify.new.confirm.diff':
      return { field: 'confirmNewPassword', error: { key: 'validation.inconsistentTwice' } };
    case 'password.reuse':
      return { field: 'newPassword', error: { key: 'validation.passwordReuse' } };
    default:
      return null;
  }
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
    output: {} as ChangePasswordOutput,
  },
  actors: {
    changePassword: notProvided<{ oldPassword: string; newPassword: string; confirmNewPassword: string }, unknown>('changePassword'),
  },
  guards: {
    isValid: ({ context }) => !hasFieldErrors(validateChangePassword(context)),
    cancellable: ({ context }) => !context.forced,
    /** The change is to one of this form's inputs (anything else is ignored). */
    knownField: ({ event }) => event.type === 'form.change' && CHANGE_PASSWORD_FIELDS.includes(event.field),
    /** `changePassword`'s refusal belongs under a field (otherwise it is a banner). */
    errorOnField: ({ event }) => changePasswordErrorField(errorOf(event)) !== null,
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    oldPassword: input.knownOldPassword ?? '',
    newPassword: '',
    confirmNewPassword: '',
    oldPasswordHidden: Boolean(input.knownOldPassword),
    forced: input.forced,
    passwordRule: input.passwordRule,
    fieldErrors: {},
    error: null,
    changed: false,
  }),
  initial: 'editing',
  output: ({ context }) => ({ changed: context.changed }),
  states: {
    editing: {
      on: {
        'form.change': { guard: 'knownField', actions: assign(({ context, event }) => typedValue(context, event)) },
        'form.submit': [
          { guard: 'isValid', target: 'submitting', actions: assign({ fieldErrors: {}, error: null }) },
          { actions: assign(({ context }) => ({ fieldErrors: validateChangePassword(context), error: null })) },
        ],
        'form.cancel': { guard: 'cancellable', target: 'cancelled' },
        'form.dismiss': { actions: assign({ error: null }) },
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({
          oldPassword: context.oldPassword,
          newPassword: context.newPassword,
          confirmNewPassword: context.confirmNewPassword,
        }),
        onDone: { target: 'changed', actions: assign({ changed: true }) },
        onError: [
          {
            guard: 'errorOnField',
            target: 'editing',
            actions: assign(({ context, event }) => {
              const { field, error } = changePasswordErrorField(event.error)!;
              return {
                fieldErrors: { ...context.fieldErrors, [field]: error },
                // The password from the login was refused after all: ask for it.
                ...(field === 'oldPassword' && context.oldPasswordHidden ? { oldPasswordHidden: false, oldPassword: '' } : {}),
              };
            }),
          },
          { target: 'editing', actions: assign(({ event }) => ({ error: toErrorInfo(event.error) })) },
        ],
      },
    },
    changed: { type: 'final' },
    cancelled: { type: 'final' },
  },
});
