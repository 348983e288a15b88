/**
 * Reachability of the root machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { ACTORS, isLazy, LONG_LIVED_IDS } from '../../machines/system/registry';
import { rootMachine, on, sessionChanged, languageChanged, rootInput, loads, type Row } from '../support/reachability';

export const rows: Row[] = [
  {
    machine: await rootMachine(),
    opts: {
      input: rootInput,
      // No actor registers in a walk: the root delivers to nobody and loads every lazy actor asked for.
      payloads: {
        ...sessionChanged('member'),
        ...languageChanged,
        ...on('bootstrap.configured', { flags: { FREEPLAY3: true }, launchCdns: ['https://launch.example'] }),
        // From an actor that navigates (the session), and from one that may not (the wallet).
        ...on('system.navigate', { to: '/agentHome', from: 'session' }, { to: '/', from: 'wallet' }),
        ...on('system.send', { to: 'wallet', event: { type: 'wallet.refresh' } }, { to: 'session', event: { type: 'session.logout' } }),
        ...on('system.start', { to: 'jackpot' }),
        ...loads(...LONG_LIVED_IDS.filter((id) => isLazy(ACTORS[id]))),
        // The transitions that take every loader's outcome: sent as each actor's (above), never as is.
        'xstate.done.actor.load.*': [],
        'xstate.error.actor.load.*': [],
      },
    },
  },
];
