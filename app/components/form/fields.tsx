/**
 * Form pieces shared by the account modals and the agent login page: a labelled text field
 * (with its error and hint wired to aria-describedby), a password field with show/hide, a
 * checkbox, the country dialing code select and keyboard-operable tabs. They hold no workflow
 * state: values come from a machine's context and every change goes back as an event.
 */
import { useEffect, useId, useMemo, useRef, useState, type InputHTMLAttributes, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from '../Icon';
import { useCountries } from '../../system/use-bootstrap';
import form from './Form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  /** The translated message under the input (aria-invalid and aria-describedby follow). */
  error?: string | null;
  /** A short help text under the input. */
  hint?: ReactNode;
  required?: boolean;
  icon?: IconName;
  /** Before the input on the same row (the dialing code select). */
  start?: ReactNode;
  /** After the input on the same row (a send-code button, the captcha image). */
  end?: ReactNode;
  /** A show/hide button for passwords. */
  reveal?: boolean;
  /** Hide the visible label (it still names the input). */
  hideLabel?: boolean;
  id?: string;
}

/** `a b` without empties, or undefined. */
function ids(...parts: (string | false | null | undefined)[]): string | undefined {
  const s = parts.filter(Boolean).join(' ');
  return s || undefined;
}

export function TextField({
  label,
  value,
  onValueChange,
  error,
  hint,
  required,
  icon,
  start,
  end,
  reveal,
  hideLabel,
  id: givenId,
  type = 'text',
  className,
  ...input
}: TextFieldProps) {
  const { t } = useTranslation('forms');
  const autoId = useId();
  const id = givenId ?? autoId;
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div className={[form.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : form.label}>
        {label}
        {required && (
          <span className={form.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <div className={form.inputRow}>
        {start}
        <div className={[form.control, form.grow].join(' ')}>
          {icon && <Icon name={icon} size={18} className={form.controlIcon} />}
          <input
            id={id}
            type={reveal && shown ? 'text' : type}
            className={[form.input, icon ? '' : form.noIcon].filter(Boolean).join(' ')}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            required={required}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids(error ? errorId : null, hint && hint !== error ? hintId : null)}
            {...input}
          />
          {reveal && (
            <button type="button" className={form.reveal} aria-pressed={shown} aria-label={t('field.showPassword')} onClick={() => setShown((s) => !s)}>
              <Icon name={shown ? 'eyeOff' : 'eye'} size={18} />
            </button>
          )}
        </div>
        {end}
      </div>
      {hint && !error && (
        <p id={hintId} className={form.hint}>
          {hint}
        </p>
      )}
      {hint && error && hint !== error && (
        <p id={hintId} className="visually-hidden">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={form.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The password rule as a hint under a new-password field (the pattern's message with its bounds). */
export function passwordRuleHint(
  t: (key: string, params: Record<string, number | string>) => string,
  rule: { patternId?: number | null; minLength?: number | null; maxLength?: number | null } | null | undefined,
): string | undefined {
  if (rule?.patternId == null) return undefined;
  return t(`validation.pattern.${rule.patternId}`, { min: rule.minLength ?? 0, max: rule.maxLength ?? '∞' });
}

export function PasswordField(props: Omit<TextFieldProps, 'type' | 'reveal'>) {
  return <TextField icon="lock" {...props} type="password" reveal />;
}

export function CheckboxField({
  label,
  checked,
  onToggle,
  error,
  required,
  disabled,
}: {
  label: ReactNode;
  checked: boolean;
  onToggle: () => void;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className={form.field}>
      <label htmlFor={id} className={form.check}>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={onToggle}
          disabled={disabled}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          {label}
          {required && (
            <span className={form.required} aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </span>
      </label>
      {error && (
        <p id={`${id}-error`} className={form.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Country dialing codes offered next to a mobile number while the gateway's list
 * (`/wps/system/country`) loads, or when it could not be read.
 */
export const DIALING_CODES = ['66', '86', '84', '60', '62', '63', '65', '855', '856', '95', '91', '81', '82', '852', '853', '886', '1', '44'] as const;

/**
 * The codes to offer: the gateway's list in its order (each code once: several countries can
 * share one), else the static list. The current value (the brand's default at first) is always
 * in it and comes first.
 */
export function dialingCodeOptions(value: string, countries: readonly { countryDialingCode: string }[]): string[] {
  const source = countries.length > 0 ? countries.map((c) => c.countryDialingCode) : DIALING_CODES;
  return [...new Set([value, ...source])].filter(Boolean);
}

export function DialingCodeSelect({ value, onChange, disabled }: { value: string; onChange: (code: string) => void; disabled?: boolean }) {
  const { t } = useTranslation('forms');
  const countries = useCountries();
  const codes = useMemo(() => dialingCodeOptions(value, countries), [value, countries]);
  return (
    <select
      className={form.dialingCode}
      value={value}
      aria-label={t('field.dialingCode')}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      dir="ltr"
    >
      {codes.map((c) => (
        <option key={c} value={c}>
          +{c}
        </option>
      ))}
    </select>
  );
}

export interface TabItem<T extends string> {
  id: T;
  label: ReactNode;
}

/**
 * Tabs (WAI-ARIA tabs pattern): arrow keys, Home and End move between tabs and select them;
 * only the selected tab is in the Tab order. `panelId` is the id of the panel they control.
 */
export function Tabs<T extends string>({
  tabs,
  selected,
  onSelect,
  label,
  panelId,
  idPrefix,
}: {
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (id: T) => void;
  label: string;
  panelId: string;
  idPrefix: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const i = tabs.findIndex((tab) => tab.id === selected);
    const rtl = getComputedStyle(e.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next = -1;
    if (e.key === forward) next = (i + 1) % tabs.length;
    else if (e.key === back) next = (i - 1 + tabs.length) % tabs.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = tabs.length - 1;
    if (next < 0) return;
    e.preventDefault();
    onSelect(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={form.tabs} onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => (
        <button
          key={tab.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          id={`${idPrefix}-tab-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={panelId}
          tabIndex={tab.id === selected ? 0 : -1}
          className={form.tab}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** The form's banner error (a gateway failure), with an optional dismiss button. */
export function FormError({ id, children, onDismiss, dismissLabel }: { id?: string; children: ReactNode; onDismiss?: () => void; dismissLabel?: string }) {
  return (
    <div id={id} className={[form.formError, form.banner].join(' ')} role="alert">
      <span>{children}</span>
      {onDismiss && (
        <button type="button" className={form.bannerDismiss} onClick={onDismiss}>
          {dismissLabel}
        </button>
      )}
    </div>
  );
}

/**
 * Moves the focus into a step that replaced another inside an open dialog (the verification
 * step, a success message): to its `[data-autofocus]` element, else the container itself.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const target = node.querySelector<HTMLElement>('[data-autofocus]') ?? node;
    target.focus({ preventScroll: true });
  }, []);
  return ref;
}

/**
 * After a submit the machine marks the fields it refused: the focus moves to the first of them
 * (and the dialog scrolls it into view). `errors` is the machine's field-error map, which is a
 * new object after every validation.
 */
export function useFocusFirstInvalid<T extends HTMLElement>(errors: unknown) {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  useEffect(() => {
    if (!pending.current) return;
    pending.current = false;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);
  return {
    ref,
    /** Call when the form is submitted. */
    submitted: () => {
      pending.current = true;
    },
  };
}
