/** The content's calls as the public clients make them. */
import { chatEffects } from '../../../machines/content/chat/chat.effects';
import { run, type WireFixture } from './wire';

export const contentWire: WireFixture[] = [
  {
    call: 'liveModels',
    source: 'W1b 44310799120 @~73k: getModelList = si.A.get(live.getModelList), registry CBS3, token: !1',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/CBS_modelList', body: 'none' },
    drive: (client) => run(chatEffects(client).fetchLiveModels, undefined),
  },
  {
    call: 'launchChat',
    source: 'W1b 44310799120 @~73k: getLaunchChat = si.A.get(live.launchChat), reads value.chatUrl; registry CBS3, token: !1',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/CBS_launchChat', body: 'none' },
    drive: (client) => run(chatEffects(client).launchChat, undefined),
  },
];
