/** What the registration centre's view reads. */
import type { SnapshotFrom } from 'xstate';
import type { registrationCentreMachine } from './registration-centre.machine';

export type { DownlineField } from './registration-centre.machine';
/** The fields the brand's rules add (the view shows them in this order, required as each rule says). */
export { extraFields } from './registration-centre.machine';

type S = SnapshotFrom<typeof registrationCentreMachine>;
export type FormPhase = 'idle' | 'loadingRules' | 'rulesFailed' | 'editing' | 'sending' | 'registered';
export type LinksPhase = 'idle' | 'loading' | 'ready' | 'failed';

const FORM_PHASES = ['loadingRules', 'rulesFailed', 'editing', 'sending', 'registered'] as const;
const LINK_PHASES = ['loading', 'ready', 'failed'] as const;

export const selectFormPhase = (s: S | undefined): FormPhase => (s ? (FORM_PHASES.find((p) => s.matches({ open: { form: p } })) ?? 'idle') : 'idle');
export const selectLinksPhase = (s: S | undefined): LinksPhase => (s ? (LINK_PHASES.find((p) => s.matches({ open: { links: p } })) ?? 'idle') : 'idle');
export const selectRegistrationForm = (s: S | undefined) => s?.context;
