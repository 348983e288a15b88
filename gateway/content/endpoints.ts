/** Announcements, help, inbox, chat and feedback calls (gateway-protocol §5.2, §5.7, §5.9). */
import { ep, T } from '../endpoint';
import { anyValue } from '../schema';

export const contentEndpoints = {
  announcements: ep('GET', '/wps/relay/MCSFE_getListAnnouncements', 'COMM3', {}, anyValue),
  helpCenter: ep('GET', '/wps/system/helpCenter', 'COMM3', {}, anyValue),
  feedback: ep('PUT', '/wps/feedback', 'FEEDBACK3', {}, anyValue),
  unreadCount: ep('GET', '/wps/relay/CSP_unreadCount', 'INBOX3', T, anyValue),
  liveModels: ep('GET', '/wps/relay/CBS_modelList', 'CBS3', {}, anyValue),
  launchChat: ep('GET', '/wps/relay/CBS_launchChat', 'CBS3', {}, anyValue),
};
