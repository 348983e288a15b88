/** session's effects: member info ("load login info"), logout, the free-play login (gateway-protocol §5.1, §5.4). */
import type { GatewayClient } from '../../../gateway/client';
import type { LoginValue, MemberInfoValue } from '../../../gateway/account/schemas';
import { effect } from '../../shared/effect';

export const sessionEffects = (client: GatewayClient) => ({
  fetchMemberInfo: effect<void, MemberInfoValue>((_, signal) => client.call('memberInfo', {}, { signal })),
  logout: effect<void, unknown>((_, signal) => client.call('logout', {}, { signal, quietSession: true })),
  /** W1b loginFreePlay: plain JSON {os, platform:"W", Encryption, "X-Gateway-Version":3}. */
  freeplayLogin: effect<void, LoginValue>(async (_, signal) =>
    client.call('loginFreeplay', { os: 'web', platform: 'W', Encryption: await client.encryptionValue({ signal }), 'X-Gateway-Version': 3 }, { signal }),
  ),
});

export type SessionEffects = ReturnType<typeof sessionEffects>;
