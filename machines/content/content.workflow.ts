import { workflow } from '../system/workflow';
import { contentEffects, type ContentEffects } from './content.effects';
import { contentMachine } from './content.machine';

export default workflow(contentMachine, {
  effects: [contentEffects],
  actors: (e: ContentEffects) => ({ fetchAnnouncements: e.fetchAnnouncements, fetchHelp: e.fetchHelp }),
  input: (root) => ({ storage: root.storage }),
  listens: ['session.changed', 'language.changed'],
});
