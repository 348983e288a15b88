import { workflow } from '../../system/workflow';
import { memberLanguageEffects, type MemberLanguageEffects } from './member-language.effects';
import { memberLanguageMachine } from './member-language.machine';

const memberLanguageWorkflow = workflow(memberLanguageMachine, {
  effects: [memberLanguageEffects],
  actors: (e: MemberLanguageEffects) => ({ saveMemberLanguage: e.saveMemberLanguage }),
});
export default memberLanguageWorkflow;
