/** Points calls (gateway-protocol §5.9). */
import { ENC, ep, T } from '../endpoint';
import { anyValue } from '../schema';

export const rewardsEndpoints = {
  pointBalance: ep('GET', '/wps/relay/MCS2_getPointBalance', 'PTSYS3', T, anyValue),
  redeemPoints: ep('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', 'PTSYS3', { ...T, ...ENC }, anyValue),
  convertPoints: ep('POST', '/wps/relay/passwordCheck/MCS2_convertPoint', 'PTSYS3', { ...T, ...ENC }, anyValue),
};
