/**
 * The root actor: spawns every long-lived actor with its systemId. Anything reaches them with
 * `system.get(SYSTEM_IDS.x)`; views get typed refs from `machines/system.ts`.
 */
import { setup, spawnChild } from 'xstate';
import { bootstrapMachine } from '../shell/bootstrap/bootstrap.machine';
import { agentClockMachine } from '../agent/agent-clock/agent-clock.machine';
import { catalogueMachine } from '../games/catalogue/catalogue.machine';
import { contentMachine } from '../content/content.machine';
import { favouritesMachine } from '../games/favourites/favourites.machine';
import { jackpotMachine } from '../games/jackpot/jackpot.machine';
import { launcherMachine } from '../games/launcher/launcher.machine';
import { lobbyMachine } from '../games/lobby/lobby.machine';
import type { RuntimeConfig } from '../shared/config';
import { languageMachine, resolveLanguage } from '../shell/language/language.machine';
import { sessionMachine } from '../account/session/session.machine';
import type { AppStorage } from '../shared/storage';
import { SYSTEM_IDS } from './system-ids';
import { walletMachine } from '../member/wallet/wallet.machine';

export interface RootInput {
  config: RuntimeConfig;
  storage: AppStorage;
  /** `?token=` from the URL at start. */
  urlToken: string | null;
  /** Seed of the jackpot ticker's randomness (random in the app, fixed in tests and replays). */
  jackpotSeed: number;
}

export type RootContext = RootInput;

export const rootMachine = setup({
  types: {
    input: {} as RootInput,
    context: {} as RootContext,
  },
  actors: {
    bootstrap: bootstrapMachine,
    language: languageMachine,
    session: sessionMachine,
    wallet: walletMachine,
    content: contentMachine,
    catalogue: catalogueMachine,
    favourites: favouritesMachine,
    launcher: launcherMachine,
    lobby: lobbyMachine,
    jackpot: jackpotMachine,
    agentClock: agentClockMachine,
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ ...input }),
  entry: [
    // The wallet before the session: the session tells it when a member logs in.
    spawnChild('wallet', { id: SYSTEM_IDS.wallet, systemId: SYSTEM_IDS.wallet, input: ({ context }) => ({ storage: context.storage }) }),
    // Spawned before the session and bootstrap, which tell them about logins and the CDNs.
    spawnChild('launcher', { id: SYSTEM_IDS.launcher, systemId: SYSTEM_IDS.launcher, input: ({ context }) => ({ language: resolveLanguage(context.storage, context.config.supportedLanguages, context.config.defaultLanguage).lang }) }),
    spawnChild('favourites', { id: SYSTEM_IDS.favourites, systemId: SYSTEM_IDS.favourites, input: ({ context }) => ({ storage: context.storage }) }),
    spawnChild('lobby', { id: SYSTEM_IDS.lobby, systemId: SYSTEM_IDS.lobby }),
    spawnChild('catalogue', { id: SYSTEM_IDS.catalogue, systemId: SYSTEM_IDS.catalogue }),
    spawnChild('agentClock', { id: SYSTEM_IDS.agentClock, systemId: SYSTEM_IDS.agentClock }),
    spawnChild('jackpot', { id: SYSTEM_IDS.jackpot, systemId: SYSTEM_IDS.jackpot, input: ({ context }) => ({ seed: context.jackpotSeed }) }),
    spawnChild('bootstrap', { id: SYSTEM_IDS.bootstrap, systemId: SYSTEM_IDS.bootstrap, input: ({ context }) => ({ brand: context.config.brand }) }),
    spawnChild('content', { id: SYSTEM_IDS.content, systemId: SYSTEM_IDS.content }),
    spawnChild('language', {
      id: SYSTEM_IDS.language,
      systemId: SYSTEM_IDS.language,
      input: ({ context }) => ({
        supported: context.config.supportedLanguages,
        fallback: context.config.defaultLanguage,
        storage: context.storage,
      }),
    }),
    spawnChild('session', {
      id: SYSTEM_IDS.session,
      systemId: SYSTEM_IDS.session,
      input: ({ context }) => ({
        storage: context.storage,
        merchantCode: context.config.merchantCode,
        urlToken: context.urlToken,
        defaultPassword: context.config.brand.defaultPassword,
        challengeMode: context.config.brand.challenge ?? 'none',
        ageLimit: context.config.brand.ageLimit,
        ...(context.config.brand.phoneVerification ? { phoneVerification: context.config.brand.phoneVerification } : {}),
      }),
    }),
  ],
});
