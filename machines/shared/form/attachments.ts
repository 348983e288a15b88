/**
 * Images a form carries (spec §5 and §9: png or jpg only, at most 5 MB each, at most 3): proof
 * of a withdrawal not received, a promotion application, a feedback. One vocabulary for every
 * form that takes them:
 *
 * - `form.attach {field, files}`: the view read the files the user chose (as data URLs; a file
 *   it refused to read arrives with `dataUrl: ''`); the machine checks them again and keeps the
 *   good ones up to the limit, with a message naming the first problem.
 * - `form.detach {field, id}` removes one.
 *
 * The images travel in the events and the context (a replay must rebuild the same form), so
 * the view shrinks large photos before attaching them (at most about half a megabyte each).
 */
import type { FieldError } from '../validation';

export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const MAX_IMAGES = 3;

export interface Attachment {
  /** Unique within the form (the view makes it). */
  id: string;
  name: string;
  /** MIME type as the browser reported it. */
  type: string;
  /** Bytes of the file the user chose (before any compression). */
  size: number;
  /** The image to send, `data:image/...;base64,...` ('' when the view did not read it). */
  dataUrl: string;
}

export type AttachmentEvent<F extends string = string> = { type: 'form.attach'; field: F; files: Attachment[] } | { type: 'form.detach'; field: F; id: string };

export type AttachmentProblem = 'type' | 'size' | 'count' | 'unreadable';

/** What is wrong with one file on its own (type and size), or null. */
export function imageProblem(file: Pick<Attachment, 'type' | 'size'>): 'type' | 'size' | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'type';
  if (file.size > MAX_IMAGE_BYTES) return 'size';
  return null;
}

/** The message of a problem, with the limits it names. */
export function attachmentError(problem: AttachmentProblem): FieldError {
  return { key: `validation.image.${problem}`, params: { max: MAX_IMAGES, mb: MAX_IMAGE_BYTES / 1024 / 1024 } };
}

/**
 * The list after the user added `files`: each checked (type, size, read), added while there is
 * room; the first problem met is the message (null when all went in).
 */
export function attach(current: readonly Attachment[], files: readonly Attachment[], max = MAX_IMAGES): { list: Attachment[]; error: FieldError | null } {
  const list = [...current];
  let problem: AttachmentProblem | null = null;
  for (const f of files) {
    const wrong = imageProblem(f) ?? (f.dataUrl.startsWith('data:image/') ? null : 'unreadable');
    if (wrong) problem ??= wrong;
    else if (list.length >= max) problem ??= 'count';
    else if (!list.some((x) => x.id === f.id)) list.push(f);
  }
  return { list, error: problem ? attachmentError(problem) : null };
}

/** Every image is still acceptable (checked again before sending). */
export function attachmentsValid(list: readonly Attachment[], max = MAX_IMAGES): boolean {
  return list.length <= max && list.every((f) => imageProblem(f) === null && f.dataUrl.startsWith('data:image/'));
}
