/** The languages table (gateway/shell/language.contract.ts), for the views (views import machines, never gateway/). */
export { LANGUAGES, isRtl, languageOf, tagOf } from '../../../gateway/shell/language.contract';
export type { LanguageCode } from '../../../gateway/shell/language.contract';
