/** The account's calls as the public clients make them. */
import { profileEffects } from '../../../machines/account/profile/profile.effects';
import { run, type WireFixture } from './wire';

export const accountWire: WireFixture[] = [
  {
    call: 'memberIcon',
    source: 'W1b 44310799120 @~57k: icon = si.A.get(login.icon), no parameters; registry PROFPIC3, token: !0',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/member/info/icon', query: [], body: 'none' },
    drive: (client) => run(profileEffects(client).fetchMemberIcon, undefined),
  },
];
