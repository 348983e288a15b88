import { workflow } from '../system/workflow';
import type { ContentEffects } from './content.effects';
import { contentMachine } from './content.machine';

export const contentWorkflow = workflow(contentMachine, (e: ContentEffects) => ({ fetchAnnouncements: e.fetchAnnouncements, fetchHelp: e.fetchHelp }));
