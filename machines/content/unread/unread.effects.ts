/** The unread count of platform messages (`CSP_unreadCount`: a bare number). */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';

export const unreadEffects = (client: GatewayClient) => ({
  fetchUnreadCount: effect<void, number>(async (_, signal) => Math.max(0, Math.floor(await client.call('unreadCount', {}, { signal })))),
});

export type UnreadEffects = ReturnType<typeof unreadEffects>;
