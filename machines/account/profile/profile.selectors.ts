/** What the avatar reads of the profile actor: the picture's address, or null for the default avatar. */
import type { SnapshotFrom } from 'xstate';
import type { profileMachine } from './profile.machine';

export const selectProfileIcon = (s: SnapshotFrom<typeof profileMachine> | undefined): string | null => (s?.matches('ready') ? s.context.icon : null);
