import type { SnapshotFrom } from 'xstate';
import type { languageMachine } from './language.machine';

type S = SnapshotFrom<typeof languageMachine>;

export const selectLanguage = (s: S): string => s.context.current;
export const selectSupportedLanguages = (s: S): string[] => s.context.supported;
/** The brand's default language (what texts the gateway gives in one language only are written in). */
export const selectDefaultLanguage = (s: S): string => s.context.fallback;
