/**
 * The form kit's vocabulary, one for every form of the product (login, registration, the
 * password, deposit, withdraw, transfer, feedback and contract forms):
 *
 * - Events: `form.change {field, value}` (typed, kept as typed), `form.blur {field}`,
 *   `form.submit`, `form.dismiss` (the banner error is read), `form.reset`, `form.cancel`.
 *   A form's own events (tabs, send code, challenges) keep its name.
 * - Field errors are `{ key, params }` message keys, whether the rule validator or the gateway
 *   found them, shown under the field; a gateway error that belongs to no field is the banner.
 * - What the user typed stays in context through every failure; only a field's own change
 *   clears its message.
 */
import type { FieldError } from '../validation';

export type { FieldError };

export type FieldErrors<F extends string> = Partial<Record<F, FieldError>>;

/** Some field has a message. */
export const hasFieldErrors = (errors: Partial<Record<string, FieldError | undefined>>): boolean => Object.values(errors).some(Boolean);

/** What a `form.change` does to a form's context: the value in as typed, that field's message gone. */
export function typedValue<F extends string>(
  context: { fieldErrors: FieldErrors<F> },
  event: { field: F; value: string },
): { fieldErrors: FieldErrors<F> } & Partial<Record<F, string>> {
  return { [event.field]: event.value, fieldErrors: { ...context.fieldErrors, [event.field]: undefined } } as { fieldErrors: FieldErrors<F> } & Partial<
    Record<F, string>
  >;
}

/**
 * A gateway code that belongs under a field (`exists.email.err` → email), from a form's table;
 * null for a code that is the banner's.
 */
export function gatewayFieldError<F extends string>(
  table: Readonly<Record<string, { field: F; key: string }>>,
  code: string,
): { field: F; error: FieldError } | null {
  const hit = table[code];
  return hit ? { field: hit.field, error: { key: hit.key } } : null;
}
