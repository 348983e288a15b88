import { workflow } from '../../system/workflow';
import { popupsEffects, type PopupsEffects } from './popups.effects';
import { popupsMachine } from './popups.machine';

export default workflow(popupsMachine, {
  effects: [popupsEffects],
  actors: (e: PopupsEffects) => ({ fetchPopups: e.fetchPopups }),
  input: (root) => ({ storage: root.storage, urlToken: root.urlToken }),
  listens: ['session.changed', 'language.changed'],
});
