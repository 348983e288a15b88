import type { SnapshotFrom } from 'xstate';
import type { unreadMachine } from './unread.machine';

type S = SnapshotFrom<typeof unreadMachine> | undefined;

/** Unread platform messages (0 while unknown, logged out or trial). */
export const selectUnreadCount = (s: S): number => s?.context.count ?? 0;
