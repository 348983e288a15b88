/** Who is logged in, as every feature reads it (the session's selectors). */
import * as s from '../../machines/account/session/session.selectors';
import { useActorSelector } from './system';

export const useSessionPhase = () => useActorSelector('session', s.selectSessionPhase);
export const useIsLoggedIn = () => useActorSelector('session', s.selectIsLoggedIn);
export const useMember = () => useActorSelector('session', s.selectMember);
export const useIsAgent = () => useActorSelector('session', s.selectIsAgent);
export const useIsTrial = () => useActorSelector('session', s.selectIsTrial);
export const useLoginPrompt = () => useActorSelector('session', s.selectLoginPrompt);
export const useSessionEnded = () => useActorSelector('session', s.selectSessionEnded);
export const useSessionError = () => useActorSelector('session', s.selectSessionError);
export const useFreeplay = () => useActorSelector('session', s.selectFreeplay, (a, b) => a.busy === b.busy && a.error === b.error);
/** Where a workflow the session starts is: its code loading, failed to load, or running. */
export const useChildPhase = (child: Parameters<typeof s.selectChildPhase>[0]) => useActorSelector('session', s.selectChildPhase(child));
export const useSessionLoadError = () => useActorSelector('session', s.selectLoadError);
