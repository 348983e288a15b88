/** The chat room's launch (gateway-protocol §5.9 `CBS_launchChat` → `value.chatUrl`) and its live hosts (`CBS_modelList`). */
import type { GatewayClient } from '../../../gateway/client';
import { effect, errorInfo } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';
import type { LiveModel } from './chat.types';

export const chatEffects = (client: GatewayClient) => ({
  fetchLiveModels: effect<void, LiveModel[]>(async (_, signal) => {
    const { list } = await client.call('liveModels', {}, { signal });
    return list.map((m) => ({ id: m.modelId, nickname: m.nickname, avatar: safeUrl(m.avatar, 'image'), online: m.online, viewers: m.viewers }));
  }),
  launchChat: effect<void, string>(async (_, signal) => {
    const { chatUrl } = await client.call('launchChat', { language: client.options.language() }, { signal });
    // Only a web page may go in the chat frame.
    const url = safeUrl(chatUrl, 'frame');
    if (!url) throw errorInfo('chat.url.refused', 'errors.unknown', 'malformed');
    return url;
  }),
});

export type ChatEffects = ReturnType<typeof chatEffects>;
