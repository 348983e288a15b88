/**
 * The overlay queue's rules (machines/shell/overlays): one dialog at a time; what blocks the user
 * first and at once; then what needs an answer, then announcements, each only once the page has
 * settled; nothing queued over a form in use or under a click; a queued dialog on screen is not
 * replaced by a later one, but gives way to a blocking one and comes back after it.
 */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { overlaysMachine } from '../../machines/shell/overlays/overlays.machine';
import { selectGranted, selectShown } from '../../machines/shell/overlays/overlays.selectors';
import { OVERLAY_ANSWER_WAIT_MS, OVERLAY_SETTLE_MS, type OverlayId } from '../../machines/shell/overlays/overlays.types';

function queue() {
  const clock = new SimulatedClock();
  const actor = createActor(overlaysMachine, { clock }).start();
  const request = (...ids: OverlayId[]) => ids.forEach((id) => actor.send({ type: 'overlays.request', id }));
  const release = (id: OverlayId) => actor.send({ type: 'overlays.release', id });
  const shown = () => selectShown(actor.getSnapshot());
  const granted = (id: OverlayId) => selectGranted(actor.getSnapshot(), id);
  const wait = (ms: number) => clock.increment(ms);
  const settle = () => wait(OVERLAY_SETTLE_MS);
  /** Every overlay the hosts would show now: never more than one. */
  const onScreen = (ids: OverlayId[]) => ids.filter(granted);
  return { actor, request, release, shown, granted, wait, settle, onScreen };
}

describe('the overlay queue', () => {
  it('shows nothing queued before the page has settled, then the most urgent one', () => {
    const q = queue();
    q.request('popups', 'contractOffer');
    expect(q.shown()).toBeNull();
    q.wait(OVERLAY_SETTLE_MS - 1);
    expect(q.shown()).toBeNull();
    q.wait(1);
    expect(q.shown()).toBe('contractOffer');
    expect(q.onScreen(['popups', 'contractOffer'])).toEqual(['contractOffer']);
  });

  it('answers come before announcements, and the next one waits for the page to settle again', () => {
    const q = queue();
    q.request('ageGate', 'popups', 'confirmation');
    q.settle();
    expect(q.shown()).toBe('confirmation');
    q.release('confirmation');
    // The click that closed it must not land on the next dialog.
    expect(q.shown()).toBeNull();
    q.settle();
    expect(q.shown()).toBe('ageGate');
    q.release('ageGate');
    q.settle();
    expect(q.shown()).toBe('popups');
    q.release('popups');
    q.settle();
    expect(q.shown()).toBeNull();
  });

  it('a forced password change shows at once; the first-login popups wait until it is done', () => {
    const q = queue();
    q.settle();
    q.request('popups', 'changePassword');
    expect(q.granted('changePassword')).toBe(true);
    expect(q.granted('popups')).toBe(false);
    q.settle();
    expect(q.onScreen(['changePassword', 'popups'])).toEqual(['changePassword']);
    q.release('changePassword');
    expect(q.granted('popups')).toBe(false);
    q.settle();
    expect(q.onScreen(['changePassword', 'popups'])).toEqual(['popups']);
  });

  it('the visitor popups never open over the login form; they wait until it is closed and the page settles', () => {
    const q = queue();
    q.request('login');
    q.request('popups');
    q.wait(60_000);
    expect(q.onScreen(['login', 'popups'])).toEqual(['login']);
    q.release('login');
    q.wait(OVERLAY_SETTLE_MS - 1);
    expect(q.shown()).toBeNull();
    q.wait(1);
    expect(q.shown()).toBe('popups');
  });

  it('a dialog the user opens hides a queued one, which comes back when it closes', () => {
    const q = queue();
    q.request('popups');
    q.settle();
    expect(q.shown()).toBe('popups');
    q.request('dialog');
    expect(q.onScreen(['dialog', 'popups'])).toEqual(['dialog']);
    q.release('dialog');
    q.settle();
    expect(q.onScreen(['dialog', 'popups'])).toEqual(['popups']);
  });

  it('a queued dialog on screen stays until closed: a more urgent one asking meanwhile waits its turn', () => {
    const q = queue();
    q.request('popups');
    q.settle();
    q.request('contractOffer');
    q.settle();
    expect(q.shown()).toBe('popups');
    q.actor.send({ type: 'overlays.activity' });
    expect(q.shown()).toBe('popups');
    q.release('popups');
    q.settle();
    expect(q.shown()).toBe('contractOffer');
  });

  it('every click, key or navigation puts the next dialog off until the page is quiet again', () => {
    const q = queue();
    q.request('confirmation');
    for (let i = 0; i < 5; i++) {
      q.wait(OVERLAY_SETTLE_MS - 100);
      q.actor.send({ type: 'overlays.activity' });
      expect(q.shown()).toBeNull();
    }
    q.settle();
    expect(q.shown()).toBe('confirmation');
  });

  it('after a login the announcements wait for the sources of answers: an offer found a moment later still comes first', () => {
    const q = queue();
    q.actor.send({ type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'down02' });
    q.request('popups');
    q.settle();
    expect(q.shown()).toBeNull();
    q.actor.send({ type: 'overlays.checked', id: 'confirmation' });
    q.wait(2_000);
    expect(q.shown()).toBeNull();
    q.request('contractOffer');
    expect(q.shown()).toBe('contractOffer');
    q.release('contractOffer');
    q.settle();
    expect(q.shown()).toBe('popups');
  });

  it('when both sources have nothing, the announcements show as soon as the page has settled', () => {
    const q = queue();
    q.actor.send({ type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'player01' });
    q.request('popups');
    q.actor.send({ type: 'overlays.checked', id: 'confirmation' });
    q.actor.send({ type: 'overlays.checked', id: 'contractOffer' });
    q.settle();
    expect(q.shown()).toBe('popups');
  });

  it('a source that never answers holds the announcements back no longer than the answer wait', () => {
    const q = queue();
    q.actor.send({ type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'player01' });
    q.request('popups');
    q.wait(OVERLAY_ANSWER_WAIT_MS - 1);
    expect(q.shown()).toBeNull();
    q.wait(1);
    expect(q.shown()).toBe('popups');
  });

  it('a login or logout unsettles the page too', () => {
    const q = queue();
    q.request('popups');
    q.wait(OVERLAY_SETTLE_MS - 100);
    q.actor.send({ type: 'session.changed', loggedIn: false, isTrial: false, isAgent: false, username: null });
    q.wait(200);
    expect(q.shown()).toBeNull();
    q.settle();
    expect(q.shown()).toBe('popups');
  });

  it('nothing queued opens while a form field of the page has the focus', () => {
    const q = queue();
    q.actor.send({ type: 'overlays.typing', typing: true });
    q.request('contractOffer', 'popups');
    q.wait(60_000);
    expect(q.shown()).toBeNull();
    q.actor.send({ type: 'overlays.typing', typing: false });
    expect(q.shown()).toBe('contractOffer');
  });

  it('a request is counted once, a release of what never asked changes nothing, and an unknown id is ignored', () => {
    const q = queue();
    q.request('popups', 'popups');
    q.release('ageGate');
    q.actor.send({ type: 'overlays.request', id: 'nonsense' as OverlayId });
    q.settle();
    expect(q.actor.getSnapshot().context.requested).toEqual(['popups']);
    q.release('popups');
    expect(q.actor.getSnapshot().context.requested).toEqual([]);
  });
});

describe('the overlay queue after a login', () => {
  it('a release (the visitor popups going away at the login) does not forget which sources are still to be heard', () => {
    const clock = new SimulatedClock();
    const actor = createActor(overlaysMachine, { clock }).start();
    actor.send({ type: 'overlays.request', id: 'popups' });
    actor.send({ type: 'session.changed', loggedIn: true, isTrial: false, isAgent: false, username: 'down02' });
    actor.send({ type: 'overlays.release', id: 'popups' });
    actor.send({ type: 'overlays.request', id: 'popups' });
    clock.increment(OVERLAY_SETTLE_MS * 2);
    expect(actor.getSnapshot().context.unheard).toEqual(['confirmation', 'contractOffer']);
    expect(selectShown(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'overlays.request', id: 'contractOffer' });
    expect(selectShown(actor.getSnapshot())).toBe('contractOffer');
  });
});
