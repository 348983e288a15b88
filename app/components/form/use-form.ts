/**
 * The form kit's view side: binds a form workflow (any machine that speaks the form vocabulary of
 * machines/shared/form/form.ts) to the fields. `bind(field)` gives a field its value, its change
 * handler and its translated message; `submit`, `blur` and `dismiss` send the rest. Values and
 * messages come from the machine's context; the view keeps no form state of its own.
 */
import type { FormEvent as ReactFormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../machines/shared/form/form';

type FormRef = { send(event: { type: string; [k: string]: unknown }): void };
type FormContext = { fieldErrors: Partial<Record<string, FieldError | undefined>> };

/** A field error's message in the current language (or null). */
export function useFieldMessage(): (e: FieldError | undefined | null) => string | null {
  const { t } = useTranslation('forms');
  return (e) => (e ? t(e.key, e.params) : null);
}

export function useFormBinding<F extends string>(ref: FormRef | undefined, context: FormContext | undefined) {
  const message = useFieldMessage();
  const change = (field: F, value: string) => ref?.send({ type: 'form.change', field, value });
  const error = (field: F) => message(context?.fieldErrors[field]);
  return {
    /** Props for a TextField / PasswordField bound to `field`. */
    bind: (field: F) => ({
      name: field,
      value: String((context as Record<string, unknown> | undefined)?.[field] ?? ''),
      onValueChange: (value: string) => change(field, value),
      error: error(field),
    }),
    change,
    error,
    blur: (field: F) => ref?.send({ type: 'form.blur', field }),
    dismiss: () => ref?.send({ type: 'form.dismiss' }),
    submit: (e?: ReactFormEvent) => {
      e?.preventDefault();
      ref?.send({ type: 'form.submit' });
    },
  };
}
