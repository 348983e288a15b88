// @vitest-environment jsdom
/**
 * The header's avatar (spec §2; §8 "avatar load failure falls back to a default avatar"): the
 * member's picture from `/wps/member/info/icon` once logged in; the default avatar when the read
 * fails, when there is no picture, when the picture does not load, and after logout.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../app/shell/Header';
import { network } from '../support/fakes';
import { createTestSystem, renderWithSystem } from '../support/system';

const PICTURE = 'https://cdn.example/TCG_PROD_IMAGES/AVATAR/avatar-03.png';

function header(fetchMemberIcon: () => Promise<unknown>) {
  const sys = createTestSystem({ token: 'tok', fakes: { fetchMemberIcon } });
  renderWithSystem(<Header />, sys.services);
  return sys;
}

describe('the avatar', () => {
  it("shows the member's picture; a picture that does not load gives way to the default avatar", async () => {
    const { callsOf } = header(async () => PICTURE);
    const img = await screen.findByTestId('avatar-picture');
    expect(img.getAttribute('src')).toBe(PICTURE);
    expect(img.getAttribute('alt')).toBe('');
    expect(callsOf('fetchMemberIcon')).toHaveLength(1);
    fireEvent.error(img);
    await screen.findByTestId('avatar-default');
    expect(screen.queryByTestId('avatar-picture')).toBeNull();
  });

  it('shows the default avatar when the read fails or there is no picture', async () => {
    const failing = header(async () => Promise.reject(network));
    await waitFor(() => expect(failing.callsOf('fetchMemberIcon')).toHaveLength(1));
    expect(await screen.findByTestId('avatar-default')).toBeTruthy();
    expect(screen.queryByTestId('avatar-picture')).toBeNull();
  });

  it('forgets the picture at logout and reads it again at the next login', async () => {
    const { actors, callsOf } = header(async () => PICTURE);
    await screen.findByTestId('avatar-picture');
    actors.session.send({ type: 'session.logout' });
    await waitFor(() => expect(screen.queryByTestId('avatar-picture')).toBeNull());
    expect(callsOf('fetchMemberIcon')).toHaveLength(1);
  });
});
