/**
 * Feedback and complaints (spec §2 named screen, §3 question types, §5 rules): the question
 * type, the content (required, within the configured word bounds, which are not shown), up to 3
 * png/jpg images with previews, and, for a member, the earlier feedback with customer service's
 * replies. What was typed stays through every failure; a sent form is cleared with a
 * confirmation and the list read again.
 */
import { useEffect, useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_TYPES } from '../../machines/content/feedback/feedback.selectors';
import type { FeedbackEntry } from '../../machines/content/feedback/feedback.types';
import type { FeedbackField } from '../../machines/content/feedback/feedback.machine';
import { safeUrl } from '../../machines/shared/url-policy';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { formatDateTime, useLocaleTag } from '../components/format';
import { FormError, useFocusFirstInvalid } from '../components/form/fields';
import { ImagePicker } from '../components/form/ImagePicker';
import { useFieldMessage } from '../components/form/use-form';
import { Loader } from '../components/Loader';
import { Pagination } from '../components/Pagination';
import { SafeHtml } from '../components/SafeHtml';
import form from '../components/form/Form.module.css';
import page from '../components/Page.module.css';
import { useStartActor } from '../system/system';
import { useIsLoggedIn } from '../system/use-session';
import { useFeedbackContext, useFeedbackForm, useFeedbackList, useSendFeedback } from './use-feedback';
import styles from './Feedback.module.css';

export default function FeedbackPage() {
  const { t } = useTranslation(['content', 'forms']);
  const send = useSendFeedback();
  const c = useFeedbackContext();
  const state = useFeedbackForm();
  const errorText = useErrorText();
  const loggedIn = useIsLoggedIn();
  const message = useFieldMessage();
  const change = (field: Extract<FeedbackField, 'questionType' | 'content'>, value: string) => send({ type: 'form.change', field, value });
  const invalid = useFocusFirstInvalid<HTMLFormElement>(c?.fieldErrors);
  const typeId = useId();
  const contentId = useId();
  const contentHintId = useId();
  const contentErrorId = useId();
  const typeErrorId = useId();

  // Opening the page starts the workflow (it reads the configured bounds).
  useStartActor('feedback');

  if (!c) return <Loader />;
  const typeError = message(c.fieldErrors.questionType);
  const contentError = message(c.fieldErrors.content);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invalid.submitted();
    send({ type: 'form.submit' });
  };

  return (
    <div className={page.page}>
      <h1 className={page.title}>{t('feedback.title')}</h1>
      <div className={styles.layout}>
        <form ref={invalid.ref} className={[form.form, styles.card].join(' ')} onSubmit={submit} noValidate aria-labelledby={`${typeId}-heading`}>
          <h2 id={`${typeId}-heading`} className={styles.heading}>
            {t('feedback.formTitle')}
          </h2>
          <p className={form.requiredNote}>{t('feedback.requiredNote')}</p>
          {c.error && (
            <FormError onDismiss={() => send({ type: 'form.dismiss' })} dismissLabel={t('feedback.dismiss')}>
              {errorText(c.error)}
            </FormError>
          )}
          {c.sentId && (
            <p className={styles.sent} role="status">
              {t('feedback.sent')}
            </p>
          )}
          <div className={form.field}>
            <label className={form.label} htmlFor={typeId}>
              {t('feedback.type')}{' '}
              <span className={form.required} aria-hidden="true">
                *
              </span>
            </label>
            <select
              id={typeId}
              className={styles.select}
              value={c.questionType}
              required
              aria-invalid={typeError ? true : undefined}
              aria-describedby={typeError ? typeErrorId : undefined}
              onChange={(e) => change('questionType', e.target.value)}
            >
              <option value="">{t('feedback.choose')}</option>
              {(c.settings.types.length ? c.settings.types : FEEDBACK_TYPES).map((type) => (
                <option key={type} value={type}>
                  {t(`feedback.types.${type}`)}
                </option>
              ))}
            </select>
            {typeError && (
              <p id={typeErrorId} className={form.fieldError}>
                {t('feedback.typeRequired')}
              </p>
            )}
          </div>
          <div className={form.field}>
            <label className={form.label} htmlFor={contentId}>
              {t('feedback.content')}{' '}
              <span className={form.required} aria-hidden="true">
                *
              </span>
            </label>
            <textarea
              id={contentId}
              className={styles.textarea}
              rows={6}
              value={c.content}
              required
              aria-invalid={contentError ? true : undefined}
              aria-describedby={[contentHintId, contentError ? contentErrorId : ''].filter(Boolean).join(' ')}
              onChange={(e) => change('content', e.target.value)}
            />
            <p id={contentHintId} className={form.hint}>
              {t('feedback.words', { count: state.words })}
            </p>
            {contentError && (
              <p id={contentErrorId} className={form.fieldError}>
                {contentError}
              </p>
            )}
          </div>
          <ImagePicker
            label={t('feedback.images')}
            images={c.images}
            error={c.fieldErrors.images}
            max={c.settings.maxImages}
            disabled={state.sending}
            onAttach={(files) => send({ type: 'form.attach', field: 'images', files })}
            onDetach={(id) => send({ type: 'form.detach', field: 'images', id })}
          />
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={() => send({ type: 'form.reset' })} disabled={state.sending}>
              {t('feedback.clear')}
            </Button>
            <Button type="submit" variant="primary" busy={state.sending}>
              {t('feedback.submit')}
            </Button>
          </div>
        </form>
        {loggedIn && <EarlierFeedback />}
      </div>
    </div>
  );
}

function EarlierFeedback() {
  const { t } = useTranslation('content');
  const list = useFeedbackList();
  const send = useSendFeedback();
  const errorText = useErrorText();
  const locale = useLocaleTag();
  const headingId = useId();

  useEffect(() => {
    if (list.phase === 'idle') send({ type: 'feedback.refreshList' });
  }, [list.phase, send]);

  return (
    <section className={styles.card} aria-labelledby={headingId} aria-busy={list.phase === 'loading'}>
      <h2 id={headingId} className={styles.heading}>
        {t('feedback.earlier')}
      </h2>
      {list.phase === 'failed' && list.error && (
        <div className={styles.failed} role="alert">
          <p>{errorText(list.error)}</p>
          <Button size="sm" variant="secondary" onClick={() => send({ type: 'feedback.retryList' })}>
            {t('shell:common.retry')}
          </Button>
        </div>
      )}
      {(list.phase === 'loading' || list.phase === 'idle') && !list.stale && <Loader />}
      {list.phase === 'ready' && list.rows.length === 0 && <p className={styles.empty}>{t('feedback.none')}</p>}
      {list.rows.length > 0 && (
        <ul className={styles.entries} data-stale={list.stale || undefined}>
          {list.rows.map((f) => (
            <Entry key={f.id} entry={f} locale={locale} />
          ))}
        </ul>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} onPage={(p) => send({ type: 'feedback.page', page: p })} disabled={list.phase === 'loading'} />
    </section>
  );
}

function Entry({ entry, locale }: { entry: FeedbackEntry; locale: string }) {
  const { t } = useTranslation('content');
  // Addresses from the gateway go through the one URL policy.
  const images = entry.images.flatMap((src) => safeUrl(src, 'image') ?? []);
  return (
    <li className={styles.entry}>
      <div className={styles.entryHead}>
        <span className={styles.entryType}>{t(`feedback.types.${entry.type}`, { defaultValue: entry.type })}</span>
        <span className={styles.status} data-status={entry.status}>
          {t(`feedback.statuses.${entry.status}`)}
        </span>
        <time className={styles.time} dateTime={new Date(entry.at).toISOString()}>
          {formatDateTime(entry.at, locale)}
        </time>
      </div>
      <p className={styles.entryText}>{entry.content}</p>
      {images.length > 0 && (
        <ul className={styles.thumbs}>
          {images.map((src, i) => (
            <li key={i}>
              <img src={src} alt={t('feedback.imageAlt', { n: i + 1 })} width={64} height={64} />
            </li>
          ))}
        </ul>
      )}
      {entry.replies.map((r, i) => (
        <div key={i} className={styles.reply}>
          <p className={styles.replyBy}>
            {r.by || t('feedback.support')} · <time dateTime={new Date(r.at).toISOString()}>{formatDateTime(r.at, locale)}</time>
          </p>
          {/* Customer service answers in HTML: through the one sanitiser. */}
          <SafeHtml html={r.content} className={styles.replyText} />
        </div>
      ))}
    </li>
  );
}
