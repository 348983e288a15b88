/** Who is logged in, as every feature reads it (the session's selectors). */
import * as s from '../../machines/account/session/session.selectors';
import { useState } from 'react';
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

/**
 * Whether the member has just signed out while on `path` (spec §2: logout leads to /): the
 * session's own navigation home is under way, so a page that needs a login goes home too, not to
 * the login (the router applies the navigation home a moment after the session has changed). A
 * visitor who arrives on the page logged out is still sent to the login.
 */
export function useSignedOutHere(path: string): boolean {
  const phase = useSessionPhase();
  const ended = useSessionEnded();
  const [signedInOn, setSignedInOn] = useState<string | null>(phase === 'loggedOut' ? null : path);
  // Derived state: the last path seen signed in (set during render, React's pattern for it).
  if (phase !== 'loggedOut' && signedInOn !== path) setSignedInOn(path);
  return phase === 'loggedOut' && ended === 'logout' && signedInOn === path;
}
