import { workflow } from '../../system/workflow';
import { securityCenterMachine } from './security-center.machine';
import { securityCenterEffects, type SecurityCenterEffects } from './security-center.effects';

export default workflow(securityCenterMachine, {
  effects: [securityCenterEffects],
  actors: (e: SecurityCenterEffects) => ({ fetchSecurityProfile: e.fetchSecurityProfile }),
  listens: ['session.changed'],
});
