/**
 * profile: the member's profile picture (`GET /wps/member/info/icon`, spec §2 header avatar;
 * §8 "avatar load failure falls back to a default avatar"). Read at each login, forgotten at
 * logout. A failed read, an address the URL policy refuses, or a picture that does not load
 * (`profile.imageFailed`, from the view) leave no picture: the view shows the default avatar.
 * Nothing is retried: the picture is read again at the next login.
 */
import { assign, setup } from 'xstate';
import type { SessionChanged } from '../../shared/broadcasts';
import { notProvided } from '../../shared/effect';

export interface ProfileContext {
  /** The picture's address, or null (none, refused, or failed): the default avatar shows. */
  icon: string | null;
}

export type ProfileEvent = SessionChanged | { type: 'profile.imageFailed' };

export const profileMachine = setup({
  types: {
    context: {} as ProfileContext,
    events: {} as ProfileEvent,
  },
  actors: {
    fetchMemberIcon: notProvided<void, string | null>('fetchMemberIcon'),
  },
  guards: {
    loggedIn: ({ event }) => event.type === 'session.changed' && event.loggedIn,
  },
}).createMachine({
  id: 'profile',
  context: { icon: null },
  initial: 'loggedOut',
  on: {
    'session.changed': [
      { guard: 'loggedIn', target: '.loading', reenter: true, actions: assign({ icon: null }) },
      { target: '.loggedOut', actions: assign({ icon: null }) },
    ],
  },
  states: {
    loggedOut: {},
    loading: {
      invoke: {
        id: 'fetchMemberIcon',
        src: 'fetchMemberIcon',
        onDone: { target: 'ready', actions: assign({ icon: ({ event }) => event.output }) },
        onError: 'defaultAvatar',
      },
    },
    ready: {
      on: { 'profile.imageFailed': { target: 'defaultAvatar', actions: assign({ icon: null }) } },
    },
    /** No picture to show: the default avatar. */
    defaultAvatar: {},
  },
});
