/**
 * Reachability of the shell machines: one row each (tests/support/reachability.ts says what a row
 * holds and how it is walked; tests/system/reachability.test.ts checks every machine has one).
 */
import { bootstrapMachine } from '../../machines/shell/bootstrap/bootstrap.machine';
import { languageMachine } from '../../machines/shell/language/language.machine';
import { overlaysMachine, type OverlaysContext } from '../../machines/shell/overlays/overlays.machine';
import { network } from '../support/fakes';
import { systemError, on, effect, languageChanged, pick, sessionChanged, storage, SYSTEM, rootInput, type Row } from '../support/reachability';

const status = (over: object = {}) => ({
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9' },
  info: { customerService: [], domainRoute: [], resources: [], imageCDNs: ['https://cdn.example'], launchGameCDNs: ['https://launch.example'] },
  ...over,
});

export const rows: Row[] = [
  {
    machine: overlaysMachine,
    opts: {
      key: pick<OverlaysContext>((c) => [c.requested.join(), c.shown, c.typing, c.settled, c.unheard.join()]),
      payloads: {
        // A blocking overlay, an answer, an announcement, and an id the queue does not know.
        ...on('overlays.request', { id: 'changePassword' }, { id: 'confirmation' }, { id: 'popups' }, { id: 'unknown' }),
        ...on('overlays.release', { id: 'changePassword' }, { id: 'confirmation' }, { id: 'popups' }, { id: 'unknown' }),
        ...on('overlays.activity', {}),
        ...on('overlays.checked', { id: 'contractOffer' }, { id: 'confirmation' }, { id: 'unknown' }),
        ...on('overlays.typing', { typing: true }, { typing: false }),
        ...sessionChanged('member', 'visitor'),
      },
    },
  },
  {
    machine: bootstrapMachine,
    opts: {
      input: { brand: rootInput.config.brand },
      systemIds: SYSTEM,
      payloads: {
        ...effect('fetchSystemStatus', [status(), status({ maintenance: { endTime: 1_795_312_800_000 } }), status({ regionRestriction: true })], [network]),
        ...effect('fetchWhitelabel', [[{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }]], [systemError]),
        ...effect('fetchCountries', [[{ countryCode: 'TH', countryDialingCode: '66', name: 'Thailand' }]], [network]),
        ...languageChanged,
      },
    },
  },
  {
    machine: languageMachine,
    opts: {
      // A supported language saved, and none (the default is chosen and saved).
      inputs: [storage({ lang: 'TH' }), storage()].map((s) => ({ supported: ['EN', 'CN', 'TH'], fallback: 'EN', storage: s })),
      systemIds: SYSTEM,
      key: pick<{ current: string }>((c) => c.current),
      payloads: on('language.change', { lang: 'cn' }, { lang: 'EN' }, { lang: 'XX' }),
    },
  },
];
