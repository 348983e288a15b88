import { shallowEqual } from '@xstate/react';
import { selectDefaultLanguage, selectLanguage, selectSupportedLanguages } from '../../machines/shell/language/language.selectors';
import { useActorSelector } from '../system/system';

/** The current language and the supported ones. */
export function useLanguage(): { current: string; supported: string[] } {
  return { current: useActorSelector('language', selectLanguage), supported: useActorSelector('language', selectSupportedLanguages, shallowEqual) };
}

/** The brand's default language. */
export const useDefaultLanguage = (): string => useActorSelector('language', selectDefaultLanguage);
