/**
 * Images for a form (proof of a withdrawal not received, a promotion application, a feedback):
 * a button that opens the file chooser (png or jpg), the chosen images as thumbnails each with
 * a remove button, how many more fit, and the machine's message when a file was refused. The
 * form's machine owns the list (`form.attach` / `form.detach`, machines/shared/form/attachments.ts).
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, MAX_IMAGES, type Attachment } from '../../../machines/shared/form/attachments';
import type { FieldError } from '../../../machines/shared/validation';
import { Icon } from '../Icon';
import { readImage } from './read-image';
import form from './Form.module.css';

interface Props {
  label: string;
  images: readonly Attachment[];
  error?: FieldError | null;
  onAttach: (files: Attachment[]) => void;
  onDetach: (id: string) => void;
  max?: number;
  disabled?: boolean;
}

export function ImagePicker({ label, images, error, onAttach, onDetach, max = MAX_IMAGES, disabled = false }: Props) {
  const { t } = useTranslation('forms');
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const room = max - images.length;

  const choose = async (list: FileList | null) => {
    if (!list || list.length === 0) return;
    setReading(true);
    try {
      onAttach(await Promise.all(Array.from(list).map(readImage)));
    } finally {
      setReading(false);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className={form.field} role="group" aria-labelledby={labelId} aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}>
      <span id={labelId} className={form.label}>
        {label}
      </span>
      <ul className={form.images}>
        {images.map((img) => (
          <li key={img.id} className={form.image}>
            <img src={img.dataUrl} alt={img.name} />
            <button
              type="button"
              className={form.imageRemove}
              onClick={() => onDetach(img.id)}
              disabled={disabled}
              aria-label={t('field.removeImage', { name: img.name })}
            >
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
        {room > 0 && (
          <li>
            <button type="button" className={form.imageAdd} onClick={() => input.current?.click()} disabled={disabled || reading} aria-busy={reading}>
              <Icon name="plus" size={22} />
              <span>{t('field.addImages')}</span>
            </button>
          </li>
        )}
      </ul>
      <input
        ref={input}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple={room > 1}
        hidden
        tabIndex={-1}
        aria-hidden="true"
        onChange={(e) => void choose(e.target.files)}
      />
      <p id={hintId} className={form.hint}>
        {t('field.imagesHint', { count: images.length, max })}
      </p>
      {error && (
        <p id={errorId} className={form.fieldError} role="alert">
          {t(error.key, error.params)}
        </p>
      )}
    </div>
  );
}
