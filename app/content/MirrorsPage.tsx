/**
 * The official mirror list (spec §2: titled "Official Mirror List", English text only): the
 * brand's own addresses from the site resources, and "verify a representative" — a domain, a
 * link or an account someone presented as the brand's, checked with the gateway. The page's
 * text is English in every language by the spec (marked lang="en"); the navigation that leads
 * here is translated.
 */
import { useId, type FormEvent } from 'react';
import { RESOURCE, hostOf, resourcesOf } from '../../machines/content/resources';
import { Button } from '../components/Button';
import page from '../components/Page.module.css';
import { useResources } from '../system/use-bootstrap';
import { useSendVerify, useVerify, useVerifyContext } from './use-verify';
import styles from './Mirrors.module.css';

/** The spec fixes this page's text in English. */
export const MIRROR_TEXT = {
  title: 'Official Mirror List',
  lead: 'These are our only official addresses. Bookmark one: if an address is blocked, another one works the same, with the same account.',
  open: 'Open',
  none: 'No mirror site is listed right now.',
  verifyTitle: 'Verify a representative',
  verifyLead: 'Someone claims to work for us? Check their website, link or account (Telegram, LINE, phone) before you trust them.',
  contactLabel: 'Website, link or account',
  verify: 'Verify',
  official: (contact: string, channel: string | null, name: string | null) =>
    `“${contact}” is official${channel ? ` (${channel.toLowerCase()}${name ? `: ${name}` : ''})` : ''}.`,
  notOfficial: (contact: string) => `“${contact}” is NOT one of ours. Do not send money or passwords to it.`,
  required: 'Please enter a website, link or account.',
  tooLong: 'That is too long to be an address or an account.',
  failed: 'The check could not be made right now. Please try again.',
  newWindow: '(opens in a new window)',
} as const;

export default function MirrorsPage() {
  const resources = useResources();
  const mirrors = resourcesOf(resources, RESOURCE.mirror, 'link');
  const verify = useVerify();
  const c = useVerifyContext();
  const send = useSendVerify();
  const inputId = useId();
  const errorId = useId();

  const fieldError = c?.fieldErrors.contact ? (c.fieldErrors.contact.key === 'validation.required' ? MIRROR_TEXT.required : MIRROR_TEXT.tooLong) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send({ type: 'form.submit' });
  };

  return (
    <div className={page.page} lang="en" dir="ltr">
      <h1 className={page.title}>{MIRROR_TEXT.title}</h1>
      <p className={styles.lead}>{MIRROR_TEXT.lead}</p>
      {mirrors.length === 0 ? (
        <p className={styles.lead}>{MIRROR_TEXT.none}</p>
      ) : (
        <ul className={styles.list}>
          {mirrors.map((m) => (
            <li key={m.url} className={styles.item}>
              <span className={styles.host}>{hostOf(m.url)}</span>
              {m.label && <span className={styles.label}>{m.label}</span>}
              <a href={m.url} target="_blank" rel="noopener noreferrer" className={styles.open}>
                {MIRROR_TEXT.open}
                <span className="visually-hidden">
                  {' '}
                  {hostOf(m.url)} {MIRROR_TEXT.newWindow}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}

      <section className={styles.verify} aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`} className={styles.verifyTitle}>
          {MIRROR_TEXT.verifyTitle}
        </h2>
        <p className={styles.lead}>{MIRROR_TEXT.verifyLead}</p>
        <form className={styles.form} onSubmit={submit} noValidate>
          <label htmlFor={inputId} className={styles.label}>
            {MIRROR_TEXT.contactLabel}
          </label>
          <div className={styles.row}>
            <input
              id={inputId}
              className={styles.input}
              value={c?.contact ?? ''}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? errorId : undefined}
              onChange={(e) => send({ type: 'form.change', field: 'contact', value: e.target.value })}
            />
            <Button type="submit" variant="primary" busy={verify.checking}>
              {MIRROR_TEXT.verify}
            </Button>
          </div>
          {fieldError && (
            <p id={errorId} className={styles.error}>
              {fieldError}
            </p>
          )}
        </form>
        <div role="status" aria-live="polite">
          {verify.result && (
            <p className={verify.result.official ? styles.official : styles.fake}>
              {verify.result.official
                ? MIRROR_TEXT.official(verify.result.contact, verify.result.channel, verify.result.name)
                : MIRROR_TEXT.notOfficial(verify.result.contact)}
            </p>
          )}
        </div>
        {verify.error && (
          <p className={styles.error} role="alert">
            {MIRROR_TEXT.failed}
          </p>
        )}
      </section>
    </div>
  );
}
