/** The chat room's launch (gateway-protocol §5.9 `CBS_launchChat` → `value.chatUrl`) and its live hosts (`CBS_modelList`). */
import type { GatewayClient } from '../../../gateway/client';
import { effect, errorInfo } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';
import type { LiveModel } from './chat.types';

export const chatEffects = (client: GatewayClient) => ({
  fetchLiveModels: effect<void, LiveModel[]>(async (_, signal) => {
    const { list } = await client.call('liveModels', {}, { signal });
    const models = list.map((m) => ({ id: m.modelId, nickname: m.nickname, avatar: safeUrl(m.avatar, 'image'), online: m.online, viewers: m.viewers }));
    // Online hosts first, the most watched first; the others after, in the gateway's order.
    return [...models.filter((m) => m.online).sort((a, b) => b.viewers - a.viewers), ...models.filter((m) => !m.online)];
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
