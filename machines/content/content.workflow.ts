import { workflow } from '../system/workflow';
import { contentEffects, type ContentEffects } from './content.effects';
import { contentMachine } from './content.machine';

export const contentWorkflow = workflow(contentMachine, {
  effects: [contentEffects],
  actors: (e: ContentEffects) => ({ fetchAnnouncements: e.fetchAnnouncements, fetchHelp: e.fetchHelp }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default contentWorkflow;
