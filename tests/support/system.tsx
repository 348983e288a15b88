/**
 * View tests' system: the REAL root actor (every machine, the registry, lazy workflows) over
 * fake effects — no gateway, no simulator. Effects a test does not fake never settle; every
 * faked call is recorded with its input. Rendering puts the view under the system, a router and
 * the English catalogue. Systems and renders are cleaned up after each test.
 */
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import { fromPromise, type AnyActorLogic, type SimulatedClock } from 'xstate';
import { SystemProvider, type AppServices } from '../../app/system/system';
import { normaliseConfig } from '../../gateway/shell/config';
import { createMemoryStorage } from '../../machines/shared/storage';
import type { ActorId, EffectName } from '../../machines/system/registry';
import { actorsOf, childOf, createCroupierSystem, startActor, type RootActor } from '../../machines/system/system';
import { i18n } from './i18n';

export type Fake = (input: never) => Promise<unknown>;
export type Fakes = Partial<Record<EffectName, Fake>>;

/** A permission info as a brand might send it (image CDN, no customer service, no resources). */
export const STATUS = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9' },
  info: { customerService: [], domainRoute: [], resources: [], imageCDNs: ['https://cdn.example'], launchGameCDNs: [] },
};
export const PLAYER = { id: 7, account: 'player01', nickname: 'Lucky', type: 0 };

export interface TestSystemOptions {
  fakes?: Fakes;
  /** Effects given as actor logic as they are (the human check's stand-in verifier), over the fakes. */
  logic?: Partial<Record<EffectName, AnyActorLogic>>;
  /** White-label flags the menu call answers. */
  flags?: Record<string, boolean>;
  token?: string | null;
  clock?: SimulatedClock;
  /** Over the default config.json (merchant test, EN/CN/TH, English first). */
  config?: Record<string, unknown>;
  storage?: ReturnType<typeof createMemoryStorage>;
  /** Picks the image CDN among the status' list, in [0, 1) (default: the first). */
  cdnPick?: number;
}

const roots: RootActor[] = [];
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  for (const r of roots.splice(0)) r.stop();
});

export function createTestSystem(opts: TestSystemOptions = {}) {
  const calls: { name: string; input: unknown }[] = [];
  const flags = opts.flags ?? {};
  const fakes: Fakes = {
    fetchSystemStatus: async () => STATUS,
    fetchWhitelabel: async () => Object.entries(flags).map(([modId, enabled]) => ({ modId, enabled, childrenNodes: [] })),
    fetchMemberInfo: async () => PLAYER,
    fetchBalance: async () => ({ sumBalance: 10, balance: [], currencySymbol: '$' }),
    fetchAnnouncements: async () => ({ banners: [], notices: [], popups: [], promotions: [] }),
    fetchHelp: async () => [],
    logout: async () => ({}),
    ...opts.fakes,
  };
  const effects: Record<string, AnyActorLogic> = {};
  for (const [name, run] of Object.entries(fakes)) {
    effects[name] = fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      // A fake takes its effect's own input, which this loop over every effect cannot name.
      return run!(input as never);
    });
  }
  Object.assign(effects, opts.logic ?? {});
  const config = normaliseConfig({
    merchantCode: 'test',
    supportedLanguages: ['EN', 'CN', 'TH'],
    defaultLanguage: 'EN',
    ...opts.config,
    brand: { name: 'Test Casino', ageLimit: 18, ...(opts.config?.brand as object | undefined) },
  });
  const root = createCroupierSystem({
    effects,
    // Effects a test does not fake never settle (the parts of the system it does not look at).
    unprovided: 'pending',
    config,
    storage: opts.storage ?? createMemoryStorage({ local: { lang: 'EN' } }),
    urlToken: opts.token ?? null,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.cdnPick !== undefined ? { cdnPick: opts.cdnPick } : {}),
  });
  root.start();
  roots.push(root);
  const services: AppServices = { root, config };
  return {
    root,
    services,
    actors: actorsOf(root),
    calls,
    /** The inputs of every call of one effect, in order. */
    callsOf: (name: EffectName) => calls.filter((c) => c.name === name).map((c) => c.input),
    /** Starts lazily loaded actors (the lobby, the launcher) for a test that talks to them directly. */
    start: <K extends ActorId>(id: K) => startActor(root, id),
  };
}

export function renderWithSystem(ui: ReactNode, services: AppServices, path = '/') {
  return render(
    <SystemProvider services={services}>
      <MemoryRouter initialEntries={[path]}>
        <I18nextProvider i18n={i18n}>{ui}</I18nextProvider>
      </MemoryRouter>
    </SystemProvider>,
  );
}

/** Opens the login form's workflow (as a login form on screen does) and resolves with it once it runs. */
export async function openLogin(root: RootActor, variant?: 'member' | 'agent') {
  root.system.get('session').send({ type: 'session.openLogin', ...(variant ? { variant } : {}) });
  await vi.waitFor(() => {
    if (!childOf(root, 'login')) throw new Error('the login workflow has not started');
  });
  return childOf(root, 'login')!;
}
