/** The shell's calls: the RSA key, system status, white label, register rules, countries (gateway-protocol §5.1, §5.2). */
import { ep, SYSTEM_STATUS_PATH } from '../endpoint';
import { anyValue, registerRules } from '../schema';
import * as s from './schemas';

export const shellEndpoints = {
  rsaKey: ep('GET', '/wps/session/key/rsa', 'COMM3', { answer: 'text' }, anyValue),
  systemStatus: ep('GET', SYSTEM_STATUS_PATH, 'COMM3', {}, s.systemStatus),
  whitelabel: ep('GET', '/wps/system/whitelabel', 'COMM3', {}, s.whitelabelTree),
  registerSettings: ep('GET', '/wps/system/setting/register', 'REG3', {}, registerRules),
  domainRoute: ep('GET', '/wps/system/domainRoute', 'COMM3', {}, s.domainRoutes),
  /** The country dialing code list (spec §9 menu bootstrap). */
  countries: ep('GET', '/wps/system/country', 'COMM3', {}, s.countries),
};
