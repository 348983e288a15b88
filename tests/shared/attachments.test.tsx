// @vitest-environment jsdom
/**
 * Images on a form (spec §5, §9: png or jpg, at most 5 MB each, at most 3): the machines' check
 * and the picker a user adds and removes them with.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { ImagePicker } from '../../app/components/form/ImagePicker';
import { attach, attachmentsValid, MAX_IMAGE_BYTES, type Attachment } from '../../machines/shared/form/attachments';
import type { FieldError } from '../../machines/shared/validation';
import { i18n, tr } from '../support/i18n';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const img = (id: string, over: Partial<Attachment> = {}): Attachment => ({ id, name: `${id}.png`, type: 'image/png', size: 1000, dataUrl: PNG, ...over });

describe('attach', () => {
  it('keeps png and jpg up to three, and names the first problem', () => {
    expect(attach([], [img('a'), img('b', { type: 'image/jpeg' })])).toEqual({ list: [img('a'), img('b', { type: 'image/jpeg' })], error: null });
    const gif = attach([img('a')], [img('g', { type: 'image/gif', dataUrl: '' }), img('c')]);
    expect(gif.list.map((x) => x.id)).toEqual(['a', 'c']);
    expect(gif.error).toEqual({ key: 'validation.image.type', params: { max: 3, mb: 5 } });
    const big = attach([], [img('big', { size: MAX_IMAGE_BYTES + 1, dataUrl: '' })]);
    expect(big).toEqual({ list: [], error: { key: 'validation.image.size', params: { max: 3, mb: 5 } } });
    const full = attach([img('a'), img('b')], [img('c'), img('d')]);
    expect(full.list.map((x) => x.id)).toEqual(['a', 'b', 'c']);
    expect(full.error?.key).toBe('validation.image.count');
    expect(attach([], [img('x', { dataUrl: '' })]).error?.key).toBe('validation.image.unreadable');
  });

  it('checks the list again before sending', () => {
    expect(attachmentsValid([img('a'), img('b')])).toBe(true);
    expect(attachmentsValid([img('a'), img('b'), img('c'), img('d')])).toBe(false);
    expect(attachmentsValid([img('a', { type: 'image/webp' })])).toBe(false);
  });
});

/** The picker over a list kept the way a form machine keeps it. */
function Harness() {
  const [images, setImages] = useState<Attachment[]>([]);
  const [error, setError] = useState<FieldError | null>(null);
  return (
    <I18nextProvider i18n={i18n}>
      <ImagePicker
        label="Proof"
        images={images}
        error={error}
        onAttach={(files) => {
          const next = attach(images, files);
          setImages(next.list);
          setError(next.error);
        }}
        onDetach={(id) => setImages(images.filter((x) => x.id !== id))}
      />
    </I18nextProvider>
  );
}

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('ImagePicker', () => {
  afterEach(cleanup);

  it('adds chosen images as thumbnails, refuses a gif with the message, and removes one', async () => {
    const { container } = render(<Harness />);
    expect(screen.getByRole('group', { name: 'Proof' })).toBeTruthy();
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('image/png,image/jpeg');
    fireEvent.change(input, { target: { files: [file('a.png', 'image/png'), file('b.gif', 'image/gif')] } });
    expect(await screen.findByRole('img', { name: 'a.png' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(tr('validation.image.type'));
    expect(screen.queryByRole('img', { name: 'b.gif' })).toBeNull();
    expect(screen.getByText(tr('field.imagesHint_one', { count: 1, max: 3 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: tr('field.removeImage', { name: 'a.png' }) }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'a.png' })).toBeNull());
  });

  it('offers no add button once three images are in', async () => {
    const { container } = render(<Harness />);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file('1.png', 'image/png'), file('2.jpg', 'image/jpeg'), file('3.png', 'image/png')] } });
    await screen.findByRole('img', { name: '3.png' });
    expect(screen.queryByRole('button', { name: tr('field.addImages') })).toBeNull();
  });
});
