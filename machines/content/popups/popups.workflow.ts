import { workflow } from '../../system/workflow';
import { popupsEffects, type PopupsEffects } from './popups.effects';
import { popupsMachine } from './popups.machine';

export const popupsWorkflow = workflow(popupsMachine, {
  effects: [popupsEffects],
  actors: (e: PopupsEffects) => ({ fetchPopups: e.fetchPopups }),
});
