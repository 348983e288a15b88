import { smsCodeWith } from '../../shared/sms-code/sms-code.machine';
import { workflow } from '../../system/workflow';
import { bindContactMachine } from './bind-contact.machine';
import { bindContactEffects, type BindContactEffects } from './bind-contact.effects';

export default workflow(bindContactMachine, {
  effects: [bindContactEffects],
  actors: (e: BindContactEffects) => ({ smsCode: smsCodeWith(e.sendBindCode), bindContact: e.bindContact }),
  listens: ['session.changed'],
});
