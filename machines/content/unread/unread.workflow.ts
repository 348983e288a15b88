import { workflow } from '../../system/workflow';
import { unreadEffects, type UnreadEffects } from './unread.effects';
import { unreadMachine } from './unread.machine';

export default workflow(unreadMachine, {
  effects: [unreadEffects],
  actors: (e: UnreadEffects) => ({ fetchUnreadCount: e.fetchUnreadCount }),
  listens: ['session.changed'],
});
