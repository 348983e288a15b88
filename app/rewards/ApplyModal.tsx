/**
 * A promotion application (spec §3: a comment and up to 3 images; §5: png or jpg, at most
 * 5 MB each): the claims actor owns the form; the images are checked as chosen, with
 * previews, and again before sending. A refusal keeps everything typed and chosen.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useErrorText } from '../components/error-text';
import { FormError } from '../components/form/fields';
import { ImagePicker } from '../components/form/ImagePicker';
import form from '../components/form/Form.module.css';
import { useFieldMessage } from '../components/form/use-form';
import { Modal } from '../components/Modal';
import { useApplication, useClaims, useSendClaims } from './use-rewards';
import styles from './Rewards.module.css';

const COMMENT_MAX = 140;

export function ApplyModal() {
  const { t } = useTranslation(['rewards', 'forms']);
  const { form: f, open, sending } = useApplication();
  const { claims } = useClaims();
  const send = useSendClaims();
  const errorText = useErrorText();
  const message = useFieldMessage();
  const commentId = useId();
  const commentErrorId = useId();
  const hintId = useId();
  if (!open || !f) return null;
  const title = claims.find((c) => c.id === f.claimId)?.title ?? '';
  const commentError = message(f.fieldErrors.comment);

  return (
    <Modal
      title={t('apply.title', { title })}
      onClose={() => send({ type: 'form.cancel' })}
      closable={!sending}
      footer={
        <>
          <Button variant="secondary" onClick={() => send({ type: 'form.cancel' })} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={`${commentId}-form`} busy={sending} disabled={sending}>
            {t('apply.submit')}
          </Button>
        </>
      }
    >
      <form
        id={`${commentId}-form`}
        className={form.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        {f.error && <FormError>{errorText(f.error)}</FormError>}
        <div className={form.field}>
          <label className={form.label} htmlFor={commentId}>
            {t('apply.comment')}{' '}
            <span className={form.required} aria-hidden="true">
              *
            </span>
          </label>
          <textarea
            id={commentId}
            className={`${form.input} ${styles.textarea}`}
            value={f.comment}
            maxLength={COMMENT_MAX * 2}
            required
            aria-invalid={commentError ? true : undefined}
            aria-describedby={[hintId, commentError ? commentErrorId : ''].filter(Boolean).join(' ')}
            disabled={sending}
            onChange={(e) => send({ type: 'form.change', field: 'comment', value: e.target.value })}
          />
          <p id={hintId} className={form.hint}>
            {t('apply.commentHint', { count: f.comment.trim().length, max: COMMENT_MAX })}
          </p>
          {commentError && (
            <p id={commentErrorId} className={form.fieldError} role="alert">
              {commentError}
            </p>
          )}
        </div>
        <ImagePicker
          label={t('apply.images')}
          images={f.images}
          error={f.fieldErrors.images}
          disabled={sending}
          onAttach={(files) => send({ type: 'form.attach', field: 'images', files })}
          onDetach={(id) => send({ type: 'form.detach', field: 'images', id })}
        />
      </form>
    </Modal>
  );
}
