/** The chat room's launch (gateway-protocol §5.9 `CBS_launchChat` → `value.chatUrl`). */
import type { GatewayClient } from '../../../gateway/client';
import { effect, errorInfo } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';

export const chatEffects = (client: GatewayClient) => ({
  launchChat: effect<void, string>(async (_, signal) => {
    const { chatUrl } = await client.call('launchChat', { language: client.options.language() }, { signal });
    // Only a web page may go in the chat frame.
    const url = safeUrl(chatUrl, 'frame');
    if (!url) throw errorInfo('chat.url.refused', 'errors.unknown', 'malformed');
    return url;
  }),
});

export type ChatEffects = ReturnType<typeof chatEffects>;
