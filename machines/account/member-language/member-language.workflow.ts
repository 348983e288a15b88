import { workflow } from '../../system/workflow';
import { memberLanguageEffects, type MemberLanguageEffects } from './member-language.effects';
import { memberLanguageMachine } from './member-language.machine';

export default workflow(memberLanguageMachine, {
  effects: [memberLanguageEffects],
  actors: (e: MemberLanguageEffects) => ({ saveMemberLanguage: e.saveMemberLanguage }),
  input: (root) => ({ language: root.initialLanguage }),
  listens: ['session.changed', 'language.changed'],
});
