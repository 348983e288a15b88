import { workflow } from '../../system/workflow';
import { chatEffects, type ChatEffects } from './chat.effects';
import { chatMachine } from './chat.machine';

export default workflow(chatMachine, {
  effects: [chatEffects],
  actors: (e: ChatEffects) => ({ launchChat: e.launchChat, fetchLiveModels: e.fetchLiveModels }),
  listens: ['session.changed'],
});
