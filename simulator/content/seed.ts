/**
 * The content seed: banners, marquee notices, popups, promotions and help topics, in every
 * content language (seedContent); the members' platform messages and feedback and the brand's
 * representatives (seedMemberContent, once the members exist), from a PRNG of their own so
 * they never shift anyone else's data.
 */
import type { Faker } from '@faker-js/faker';
import type { ArtFormat } from '../config';
import type { SimDb } from '../db';
import { mulberry32 } from '../kernel/random';
import { CONTENT_LANGUAGES, type ContentLanguage, type Localized } from '../language';
import { DAY, HOUR, SEED_REFERENCE_DATE } from '../seed-date';
import { FEEDBACK_SEEDS, MAINTENANCE_VENDORS, MESSAGE_TEMPLATES, VIP_LEVELS } from './message-texts';
import { POPUP_SEEDS } from './popup-texts';
import { BANNER_SEEDS, HELP_SEEDS, NOTICE_SEEDS, PROMO_SEEDS } from './texts';

function perLanguage(make: (lang: ContentLanguage) => string): Localized {
  return Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, make(lang)])) as Localized;
}

/** Fills the content models; draws one lorem sentence per promotion from the seed's faker. */
export function seedContent(db: SimDb, faker: Faker, art: ArtFormat = 'svg'): void {
  BANNER_SEEDS.forEach(([groupName, linkageType, linkageValue, title], i) =>
    db.banner.create({
      id: i + 1,
      groupName,
      // Raster banners from the standalone gateway (art 'png'), as a real CDN serves them.
      url: perLanguage((lang) => `/sim/cdn/banners/${lang.toLowerCase()}/${groupName}-${i + 1}.${art}`),
      title: { ...title },
      linkageType,
      linkageValue,
      sort: i,
    }),
  );

  let noticeId = 0;
  const noticeBase = { execution: '', category: '', imageUrl: '', startDate: 0, endDate: 0 };
  NOTICE_SEEDS.forEach((n, sort) => db.notice.create({ id: ++noticeId, type: 'PL', ...noticeBase, title: { ...n.title }, content: { ...n.content }, sort }));
  POPUP_SEEDS.forEach((p, sort) => {
    // A popup with a picture carries it in every language, described by its title.
    const content = perLanguage((lang) =>
      p.image
        ? `<p><img src="/sim/cdn/popups/${lang.toLowerCase()}/${p.image}.svg" alt="${p.title[lang]}" width="600" height="300"></p>${p.content[lang]}`
        : p.content[lang],
    );
    db.notice.create({ id: ++noticeId, type: 'PU', ...noticeBase, execution: p.execution, title: { ...p.title }, content, sort });
  });
  PROMO_SEEDS.forEach((p, sort) => {
    // The promotions once took a lorem sentence each; draw it still so the games and members
    // that follow stay what they were for every seed.
    faker.lorem.sentence();
    db.notice.create({
      id: ++noticeId,
      type: 'PR',
      ...noticeBase,
      category: p.category,
      title: { ...p.title },
      content: { ...p.content },
      imageUrl: `/sim/cdn/promotions/${p.category}.svg`,
      startDate: SEED_REFERENCE_DATE - 7 * DAY,
      endDate: SEED_REFERENCE_DATE + 30 * DAY,
      sort,
    });
  });

  HELP_SEEDS.forEach((h, sort) => db.helpTopic.create({ id: sort + 1, tag: h.tag, title: { ...h.title }, content: { ...h.content }, sort }));
}

/** How many platform messages the seed gives each member (player01: a few hundred, read and unread). */
export const SEEDED_MESSAGES: Readonly<Record<string, number>> = { player01: 320, player02: 3, changeme: 2, agent01: 12 };

/** The brand's published contacts (the mirror list verifies against them and the mirror domains). */
export const REPRESENTATIVES: ReadonlyArray<{ channel: string; contact: string; name: string }> = [
  { channel: 'TELEGRAM', contact: '@croupier_official', name: 'Croupier Demo' },
  { channel: 'TELEGRAM', contact: '@croupier_cs', name: 'Customer service' },
  { channel: 'LINE', contact: '@croupierdemo', name: 'Croupier Demo' },
  { channel: 'WHATSAPP', contact: '+66 80 000 0000', name: 'Customer service' },
  { channel: 'EMAIL', contact: 'support@croupier.test', name: 'Customer service' },
];

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

/** Platform messages, feedback and representatives; needs the members (run after seedMembers). */
export function seedMemberContent(db: SimDb, seed: number): void {
  const random = mulberry32((seed ^ 0x6d657373) >>> 0);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pickOne = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const totalWeight = MESSAGE_TEMPLATES.reduce((n, t) => n + t.weight, 0);
  const template = () => {
    let w = random() * totalWeight;
    for (const t of MESSAGE_TEMPLATES) if ((w -= t.weight) < 0) return t;
    return MESSAGE_TEMPLATES[0]!;
  };

  let messageId = 0;
  for (const [account, count] of Object.entries(SEEDED_MESSAGES)) {
    const member = db.member.findFirst({ where: { account: { equals: account } } });
    if (!member) continue;
    // Newest first in time: message i is a little older than message i - 1, over about half a year.
    let sendTime = SEED_REFERENCE_DATE - int(1, 6) * HOUR;
    for (let i = 0; i < count; i++) {
      const t = template();
      const vars = {
        amount: (int(1, 400) * 50).toLocaleString('en-US') + '.00',
        bank: String(int(1000, 9999)),
        times: String(pickOne([1, 3, 5, 10])),
        percent: String(pickOne([5, 8, 10])),
        level: pickOne(VIP_LEVELS),
        vendor: pickOne(MAINTENANCE_VENDORS),
      };
      // The recent ones are mostly unread; older ones were read long ago.
      const read = i < 30 ? random() < 0.3 : random() < 0.97;
      db.message.create({
        id: ++messageId,
        memberId: member.id,
        category: t.category,
        title: { ...t.title },
        content: perLanguage((lang) => fill(t.content[lang], vars)),
        sendTime,
        read,
      });
      sendTime -= int(2, 14) * HOUR;
    }
  }

  const player = db.member.findFirst({ where: { account: { equals: 'player01' } } });
  let replyId = 0;
  FEEDBACK_SEEDS.forEach((f, i) => {
    if (!player) return;
    const createTime = SEED_REFERENCE_DATE - f.daysAgo * DAY + 9 * HOUR;
    db.feedback.create({ id: i + 1, memberId: player.id, questionType: f.questionType, content: { ...f.content }, images: [], createTime, status: f.status });
    for (const r of f.replies) {
      db.feedbackReply.create({
        id: ++replyId,
        feedbackId: i + 1,
        content: { ...r.content },
        replyTime: createTime + r.hoursAfter * HOUR,
        replier: 'Customer service',
      });
    }
  });

  REPRESENTATIVES.forEach((r, i) => db.representative.create({ id: `rep-${i + 1}`, ...r }));
}
