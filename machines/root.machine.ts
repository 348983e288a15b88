/**
 * The root actor: spawns every long-lived actor with its systemId. Anything reaches them with
 * `system.get(SYSTEM_IDS.x)`; views get typed refs from `machines/system.ts`.
 */
import { setup, spawnChild } from 'xstate';
import { bootstrapMachine } from './bootstrap.machine';
import { contentMachine } from './content.machine';
import type { RuntimeConfig } from './config';
import { languageMachine } from './language.machine';
import { sessionMachine } from './session.machine';
import type { AppStorage } from './storage';
import { SYSTEM_IDS } from './system-ids';
import { walletMachine } from './wallet.machine';

export interface RootInput {
  config: RuntimeConfig;
  storage: AppStorage;
  /** `?token=` from the URL at start. */
  urlToken: string | null;
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
  },
}).createMachine({
  id: 'root',
  context: ({ input }) => ({ ...input }),
  entry: [
    // The wallet before the session: the session tells it when a member logs in.
    spawnChild('wallet', { id: SYSTEM_IDS.wallet, systemId: SYSTEM_IDS.wallet, input: ({ context }) => ({ storage: context.storage }) }),
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
      input: ({ context }) => ({ storage: context.storage, merchantCode: context.config.merchantCode, urlToken: context.urlToken }),
    }),
  ],
});
