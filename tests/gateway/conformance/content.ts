/** The content calls (announcements, the help centre, feedback) as the public clients make them. */
import { contentEffects } from '../../../machines/content/content.effects';
import { feedbackEffects } from '../../../machines/content/feedback/feedback.effects';
import { popupsEffects } from '../../../machines/content/popups/popups.effects';
import { run, type WireFixture } from './wire';

export const contentWire: WireFixture[] = [
  {
    call: 'announcements',
    source: 'W1d 44544363540 @~4.1k: getAnnouncementContentV2 {types: "B,PL,PU,PR,H", platform: "W"}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', query: ['types', 'platform'], body: 'none' },
    drive: (client) => run(contentEffects(client).fetchAnnouncements, undefined),
  },
  {
    // The popups read the same call with the same query (W1 takes its popups from the one answer).
    call: 'announcements',
    source: 'W1d 44544363540 @~4.1k (the popups): filtered from the same answer, Public.popup by execution',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getListAnnouncements', query: ['types', 'platform'], body: 'none' },
    drive: (client) => run(popupsEffects(client).fetchPopups, undefined),
  },
  {
    call: 'helpCenter',
    source: 'W3 44789767042: GET /wps/system/helpCenter?lang=<XX>&device=WEB',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/system/helpCenter', query: ['lang', 'device'], body: 'none' },
    drive: (client) => run(contentEffects(client).fetchHelp, undefined),
  },
  {
    call: 'feedback',
    source: 'W1b 44310799120 service layer (@~57k-59k): feedback = si.A.put(ri.A.common.feedback, e), a JSON body; W1 37374: token:!1',
    as: 'visitor',
    wire: { method: 'PUT', path: '/wps/feedback', body: 'json' },
    drive: (client) => run(feedbackEffects(client).sendFeedback, { questionType: 'GAME', content: 'The slot froze after my last spin today', images: [] }),
  },
];
