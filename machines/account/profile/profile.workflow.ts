import { workflow } from '../../system/workflow';
import { profileEffects } from './profile.effects';
import { profileMachine } from './profile.machine';

type ProfileEffects = ReturnType<typeof profileEffects>;

/** The registry loads the workflow as the module's default export (decision 0010). */
export default workflow(profileMachine, {
  effects: [profileEffects],
  actors: (e: ProfileEffects) => ({ fetchMemberIcon: e.fetchMemberIcon }),
  listens: ['session.changed'],
});
