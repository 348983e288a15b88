/** Every account handler: sessions, the human checks, SMS codes, registration, passwords, member info. */
import type { HttpHandler } from 'msw';
import type { SimContext } from '../../kernel/context';
import { challengeHandlers } from './challenge';
import { iconHandlers } from './icon';
import { memberInfoHandlers } from './member';
import { passwordHandlers } from './password';
import { registerHandlers } from './register';
import { securityHandlers } from './security';
import { sessionHandlers } from './session';
import { smsHandlers } from './sms';

export function accountHandlers(ctx: SimContext): HttpHandler[] {
  return [
    ...sessionHandlers(ctx),
    ...challengeHandlers(ctx),
    ...smsHandlers(ctx),
    ...registerHandlers(ctx),
    ...passwordHandlers(ctx),
    ...memberInfoHandlers(ctx),
    ...iconHandlers(ctx),
    ...securityHandlers(ctx),
  ];
}
