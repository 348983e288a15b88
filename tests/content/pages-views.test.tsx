// @vitest-environment jsdom
/**
 * The content pages that read the site resources, and the chat room, against the real root over
 * fake effects: the app download page (an app the brand offers, with its QR code and guide; none),
 * the official mirror list (addresses through the URL policy, the representative check with its
 * messages, a failed check that keeps what was typed), the legal licence, and the chat room (a
 * failed launch with its retry, then the sandboxed room).
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AppDownloadPage from '../../app/content/AppDownloadPage';
import ChatModal, { chatSandbox } from '../../app/content/ChatModal';
import LicenceModal from '../../app/content/LicenceModal';
import MirrorsPage, { MIRROR_TEXT } from '../../app/content/MirrorsPage';
import { network } from '../support/fakes';
import { tr } from '../support/i18n';
import { createTestSystem, renderWithSystem, STATUS } from '../support/system';

type Resource = { resourceType: string; url: string; labelNameEn?: string };

function withResources(resources: Resource[], fakes: Record<string, unknown> = {}) {
  return createTestSystem({ fakes: { fetchSystemStatus: async () => ({ ...STATUS, info: { ...STATUS.info, resources } }), ...fakes } as never });
}

describe('app download page', () => {
  it('shows each app the brand offers with its QR code, link and guide, and none it does not', async () => {
    const sys = withResources([
      { resourceType: 'APP_IOS', url: 'https://apps.example/ios' },
      { resourceType: 'APP_ANDROID', url: 'https://apps.example/app.apk' },
    ]);
    renderWithSystem(<AppDownloadPage />, sys.services, '/appDownload');
    const ios = await screen.findByRole('listitem', { name: tr('apps.name.ios') }, { timeout: 10_000 });
    expect(within(ios).getByRole('img', { name: tr('apps.qrLabel.ios') })).toBeTruthy();
    expect(
      within(ios)
        .getByRole('link', { name: tr('apps.get.ios') })
        .getAttribute('href'),
    ).toBe('https://apps.example/ios');
    expect(
      within(ios)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([1, 2, 3, 4].map((n) => tr(`apps.steps.ios.${n}`)));
    expect(screen.getByRole('listitem', { name: tr('apps.name.android') })).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: tr('apps.name.lite') })).toBeNull();
  });

  it('says so when the brand offers no app', async () => {
    const sys = withResources([]);
    renderWithSystem(<AppDownloadPage />, sys.services, '/appDownload');
    expect(await screen.findByText(tr('apps.none'), {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('official mirror list', () => {
  it('lists the mirrors (an address the URL policy refuses is left out) and checks a representative', async () => {
    const sys = withResources(
      [
        { resourceType: 'MIRROR', url: 'https://mirror-one.example', labelNameEn: 'Asia' },
        { resourceType: 'MIRROR', url: 'javascript:alert(1)' },
        { resourceType: 'MIRROR', url: 'https://mirror-two.example' },
      ],
      {
        verifyRepresentative: async ({ contact }: { contact: string }) =>
          contact === '@croupier' ? { official: true, channel: 'TELEGRAM', name: 'Croupier support' } : { official: false, channel: null, name: null },
      },
    );
    renderWithSystem(<MirrorsPage />, sys.services, '/mirrors');
    await screen.findByText('mirror-one.example', {}, { timeout: 10_000 });
    const opens = screen.getAllByRole('link');
    expect(opens.map((a) => a.getAttribute('href'))).toEqual(['https://mirror-one.example', 'https://mirror-two.example']);
    expect(opens.every((a) => a.getAttribute('rel') === 'noopener noreferrer')).toBe(true);

    const box = screen.getByRole('textbox', { name: MIRROR_TEXT.contactLabel });
    const verify = screen.getByRole('button', { name: MIRROR_TEXT.verify });
    fireEvent.click(verify);
    expect(await screen.findByText(MIRROR_TEXT.required)).toBeTruthy();
    fireEvent.change(box, { target: { value: 'fake-casino.example' } });
    fireEvent.click(verify);
    expect(await screen.findByText(MIRROR_TEXT.notOfficial('fake-casino.example'))).toBeTruthy();
    fireEvent.change(box, { target: { value: '@croupier' } });
    fireEvent.click(verify);
    expect(await screen.findByText(MIRROR_TEXT.official('@croupier', 'TELEGRAM', 'Croupier support'))).toBeTruthy();
  });

  it('a failed check says so and keeps what was typed', async () => {
    const sys = withResources([], {
      verifyRepresentative: async () => {
        throw network;
      },
    });
    renderWithSystem(<MirrorsPage />, sys.services, '/mirrors');
    expect(await screen.findByText(MIRROR_TEXT.none, {}, { timeout: 10_000 })).toBeTruthy();
    const box = screen.getByRole('textbox', { name: MIRROR_TEXT.contactLabel }) as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'line.me/ti/p/@someone' } });
    fireEvent.click(screen.getByRole('button', { name: MIRROR_TEXT.verify }));
    expect((await screen.findByRole('alert')).textContent).toBe(MIRROR_TEXT.failed);
    expect(box.value).toBe('line.me/ti/p/@someone');
  });
});

describe('legal licence and chat room', () => {
  it('the licence dialog shows the licence image', async () => {
    const sys = withResources([]);
    let closed = false;
    renderWithSystem(<LicenceModal url="https://cdn.example/licence.png" onClose={() => (closed = true)} />, sys.services);
    const dialog = screen.getByRole('dialog', { name: tr('more.licence') });
    expect(
      within(dialog)
        .getByRole('img', { name: tr('more.licenceAlt') })
        .getAttribute('src'),
    ).toBe('https://cdn.example/licence.png');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(closed).toBe(true);
  });

  it('a failed chat launch says why with a retry; the retry opens the room in a sandboxed frame', async () => {
    let calls = 0;
    const sys = withResources([], {
      launchChat: async () => {
        calls += 1;
        if (calls === 1) throw network;
        return 'https://chat.example/room?u=1';
      },
    });
    const chat = await sys.start('chat');
    renderWithSystem(<ChatModal />, sys.services);
    act(() => chat.send({ type: 'chat.open' }));
    const dialog = await screen.findByRole('dialog', { name: tr('chat.title') });
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(tr('errors.network'));
    fireEvent.click(within(alert).getByRole('button', { name: tr('common.retry') }));
    const frame = (await within(dialog).findByTitle(tr('chat.frame'))) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('https://chat.example/room?u=1');
    // A room on another site keeps its own origin (its session), and never more than the least it needs.
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toEqual(expect.arrayContaining(['allow-scripts', 'allow-forms', 'allow-same-origin']));
    for (const never of ['allow-top-navigation', 'allow-top-navigation-by-user-activation', 'allow-modals', 'allow-downloads'])
      expect(sandbox).not.toContain(never);
    await waitFor(() => expect(within(dialog).queryByRole('alert')).toBeNull());
  });

  it('a chat address on this site runs in an opaque origin: its scripts cannot read the session or lift the sandbox', async () => {
    // The gateway hands over a path on this site (the URL policy accepts it): with our origin and
    // scripts, the framed page could read the token in storage and remove its own sandbox.
    const sys = withResources([], { launchChat: async () => '/chat/room?u=1' });
    const chat = await sys.start('chat');
    renderWithSystem(<ChatModal />, sys.services);
    act(() => chat.send({ type: 'chat.open' }));
    const dialog = await screen.findByRole('dialog', { name: tr('chat.title') });
    const frame = (await within(dialog).findByTitle(tr('chat.frame'))) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/chat/room?u=1');
    const sandbox = frame.getAttribute('sandbox')!.split(' ');
    expect(sandbox).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
  });

  it("vouches only for the simulator's own room page, and only in builds that carry the simulator", () => {
    const sameOrigin = (url: string, simulator: boolean) => chatSandbox(url, simulator).split(' ').includes('allow-same-origin');
    expect(sameOrigin(`${window.location.origin}/chat`, true)).toBe(false);
    expect(sameOrigin('/sim/chat?lang=EN&name=player01', false)).toBe(false);
    expect(sameOrigin('/sim/chat?lang=EN&name=player01', true)).toBe(true);
    for (const lookalike of ['/sim/chat/../member', '/sim/chatroom', '/sim/chat.html', '/sim/chat%2F..%2Fmember'])
      expect(sameOrigin(lookalike, true)).toBe(false);
    expect(sameOrigin('https://chat.example/room', false)).toBe(true);
  });
});
