import type { AnyActorLogic } from 'xstate';
import { workflow } from '../../system/workflow';
import { sessionEffects, type SessionEffects } from './session.effects';
import { sessionMachine } from './session.machine';

/** The login, registration and password workflows load when the session first needs them. */
export const sessionWorkflow = workflow(sessionMachine, {
  effects: [sessionEffects],
  actors: (e: SessionEffects, lazy) => ({
    fetchMemberInfo: e.fetchMemberInfo,
    freeplayLogin: e.freeplayLogin,
    logout: e.logout,
    loadWorkflow: lazy.loader,
    login: lazy.logic<AnyActorLogic>('login') as never,
    registration: lazy.logic<AnyActorLogic>('registration') as never,
    forgotPassword: lazy.logic<AnyActorLogic>('forgotPassword') as never,
    changePassword: lazy.logic<AnyActorLogic>('changePassword') as never,
  }),
});
