import type { SnapshotFrom } from 'xstate';
import type { GatewayErrorInfo } from '../../../gateway/errors';
import type { chatMachine } from './chat.machine';

type S = SnapshotFrom<typeof chatMachine> | undefined;

export type ChatPhase = 'closed' | 'launching' | 'open' | 'failed';

export const selectChat = (s: S): { phase: ChatPhase; url: string | null; error: GatewayErrorInfo | null } => ({
  phase: !s ? 'closed' : s.matches('open') ? 'open' : s.matches('failed') ? 'failed' : s.matches('launching') ? 'launching' : 'closed',
  url: s?.context.url ?? null,
  error: s?.context.error ?? null,
});
