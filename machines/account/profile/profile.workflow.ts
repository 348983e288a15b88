import { workflow } from '../../system/workflow';
import { profileEffects } from './profile.effects';
import { profileMachine } from './profile.machine';

type ProfileEffects = ReturnType<typeof profileEffects>;

/** The member's profile picture: read at each login (the registry wakes it), forgotten at logout. */
export default workflow(profileMachine, {
  effects: [profileEffects],
  actors: (e: ProfileEffects) => ({ fetchMemberIcon: e.fetchMemberIcon }),
  listens: ['session.changed'],
});
