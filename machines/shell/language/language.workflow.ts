import { workflow } from '../../system/workflow';
import { languageMachine } from './language.machine';

export const languageWorkflow = workflow(languageMachine, {
  effects: [],
  actors: () => ({}),
});
