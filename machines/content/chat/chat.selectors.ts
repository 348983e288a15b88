import type { SnapshotFrom } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { chatMachine } from './chat.machine';
import type { LiveModel } from './chat.types';

type S = SnapshotFrom<typeof chatMachine> | undefined;

export type ChatPhase = 'closed' | 'launching' | 'open' | 'failed';

export const selectChat = (s: S): { phase: ChatPhase; url: string | null; error: GatewayErrorInfo | null } => ({
  phase:
    !s || !s.matches('shown') ? 'closed' : s.matches({ shown: { room: 'open' } }) ? 'open' : s.matches({ shown: { room: 'failed' } }) ? 'failed' : 'launching',
  url: s?.context.url ?? null,
  error: s?.context.error ?? null,
});

export type LiveModelsPhase = 'closed' | 'loading' | 'ready' | 'failed';

const NONE: LiveModel[] = [];

/** The room's live hosts (online first, the most watched first: the effect orders them). */
export const selectLiveModels = (s: S): { phase: LiveModelsPhase; models: LiveModel[]; error: GatewayErrorInfo | null } => ({
  phase:
    !s || !s.matches('shown')
      ? 'closed'
      : s.matches({ shown: { models: 'ready' } })
        ? 'ready'
        : s.matches({ shown: { models: 'failed' } })
          ? 'failed'
          : 'loading',
  models: s?.context.models ?? NONE,
  error: s?.context.modelsError ?? null,
});
