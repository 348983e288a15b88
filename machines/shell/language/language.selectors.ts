import type { SnapshotFrom } from 'xstate';
import type { languageMachine } from './language.machine';

type S = SnapshotFrom<typeof languageMachine>;

export const selectLanguage = (s: S): string => s.context.current;
export const selectSupportedLanguages = (s: S): string[] => s.context.supported;
