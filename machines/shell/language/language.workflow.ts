import { workflow } from '../../system/workflow';
import { languageMachine } from './language.machine';

export default workflow(languageMachine, {
  effects: [],
  actors: () => ({}),
  input: (root) => ({ supported: root.config.supportedLanguages, fallback: root.config.defaultLanguage, storage: root.storage }),
});
