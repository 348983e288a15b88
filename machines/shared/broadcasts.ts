/**
 * Broadcasts: news one actor tells every actor that cares, declared once here and imported as
 * types by the senders and the listeners. A sender hands a broadcast to the root actor
 * (`broadcast(...)`); the root delivers it to every listener the registry names
 * (`listens: [...]`) and remembers the latest of each kind, so an actor that starts later (a
 * lazily loaded one) is told the current state at once.
 *
 * Machines also ask the root to navigate (`navigate(to)`): the app's router carries it out, so no
 * machine knows the router.
 */
import { enqueueActions, sendTo, type AnyActorRef, type EventObject, type MachineContext } from 'xstate';
import type { RegisterRule } from '../../gateway/schema';

/** The root actor's systemId. */
export const ROOT_ID = 'root';

/** Who is logged in now (sent by the session on every login and logout). */
export interface SessionChanged {
  type: 'session.changed';
  loggedIn: boolean;
  isTrial: boolean;
  isAgent: boolean;
  username: string | null;
  /** The login was the member's first (the login answer's firstTimeLogin): first-login popups show. */
  firstLogin?: boolean;
}

/** The language changed: language-bound data must be read again. */
export interface LanguageChanged {
  type: 'language.changed';
  lang: string;
}

/** The system status answered: the white-label flags and what the permission info configures. */
export interface BootstrapConfigured {
  type: 'bootstrap.configured';
  flags: Record<string, boolean>;
  passwordRule?: RegisterRule;
  launchCdns: string[];
}

/**
 * The member's money moved (a deposit, a withdrawal, a transfer, a confirmation answered, a rebate
 * claimed, or the balance found changed by something outside the app): lists of money movements
 * read their page again. Sent by the workflow that moved it, on success.
 */
export interface MoneyMoved {
  type: 'money.moved';
}

export type Broadcast = SessionChanged | LanguageChanged | BootstrapConfigured | MoneyMoved;
export type BroadcastType = Broadcast['type'];
export const BROADCAST_TYPES: readonly BroadcastType[] = ['session.changed', 'language.changed', 'bootstrap.configured', 'money.moved'];

const root = ({ system }: { system: { get(id: string): AnyActorRef | undefined } }) => system.get(ROOT_ID)!;

/** Navigation asked of the app: the root re-emits it as `navigate` for the router (only from actors the registry says navigate). */
export interface NavigateRequest {
  type: 'system.navigate';
  to: string;
  /** The asking actor's id. */
  from: string;
}

/** Action: hand a broadcast to the root, which delivers it to every listener. */
export function broadcast<TContext extends MachineContext, TExpressionEvent extends EventObject, TEvent extends EventObject>(
  make: (args: { context: TContext; event: TExpressionEvent }) => Broadcast,
) {
  // `make` reads the context and the event of the action's arguments (it is handed them as they are).
  return sendTo<TContext, TExpressionEvent, undefined, AnyActorRef, TEvent>(root, make);
}

/** Action: ask the app to go to `to` (a path), or to the path `to` computes. */
export function navigate<TContext extends MachineContext, TExpressionEvent extends EventObject, TEvent extends EventObject>(
  to: string | ((args: { context: TContext; event: TExpressionEvent }) => string),
) {
  return sendTo<TContext, TExpressionEvent, undefined, AnyActorRef, TEvent>(
    root,
    ({ context, event, self }: { context: TContext; event: TExpressionEvent; self: AnyActorRef }) =>
      ({
        type: 'system.navigate',
        to: typeof to === 'string' ? to : to({ context, event }),
        from: self.id,
      }) satisfies NavigateRequest,
  );
}

/**
 * Action: send an event to another long-lived actor by systemId (a direct request, not news),
 * if it is running: a lazy actor that has not started has nothing to act on (no wallet to
 * refresh for a visitor, no login form to reconfigure when none is open). The event may be
 * computed from the sender's context and event.
 */
export function tell<TContext extends MachineContext, TExpressionEvent extends EventObject, TEvent extends EventObject>(
  systemId: string,
  event: EventObject | ((args: { context: TContext; event: TExpressionEvent }) => EventObject),
) {
  return enqueueActions<TContext, TExpressionEvent, undefined, TEvent, never, never, never, never, never>(({ context, event: current, system, enqueue }) => {
    const target = (system as { get(id: string): AnyActorRef | undefined }).get(systemId);
    if (target) enqueue.sendTo(target, typeof event === 'function' ? event({ context, event: current }) : event);
  });
}
