/**
 * Turns a file the user chose into an attachment: files that are not png/jpg or are over the
 * limit are not read (the machine names the problem from their type and size); large photos are
 * shrunk to about half a megabyte first (browser-image-compression, loaded only when an image is
 * attached: it keeps EXIF orientation and searches the quality for the target size, which a
 * canvas round-trip of our own would not), falling back to the original if that fails.
 */
import { imageProblem, type Attachment } from '../../../machines/shared/form/attachments';

const SHRINK_ABOVE = 600 * 1024;

function dataUrlOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(blob);
  });
}

async function shrink(file: File): Promise<Blob> {
  if (file.size <= SHRINK_ABOVE || typeof createImageBitmap !== 'function') return file;
  try {
    const { default: compress } = await import('browser-image-compression');
    return await compress(file, { maxSizeMB: 0.5, maxWidthOrHeight: 2048, useWebWorker: true, fileType: file.type });
  } catch {
    return file;
  }
}

let next = 0;

export async function readImage(file: File): Promise<Attachment> {
  const base = { id: `img-${Date.now().toString(36)}-${++next}`, name: file.name, type: file.type, size: file.size };
  if (imageProblem(file)) return { ...base, dataUrl: '' };
  try {
    return { ...base, dataUrl: await dataUrlOf(await shrink(file)) };
  } catch {
    return { ...base, dataUrl: '' };
  }
}
