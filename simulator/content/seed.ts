/** The content seed: banners, marquee notices, popups, promotions and help topics, in every content language. */
import type { Faker } from '@faker-js/faker';
import type { SimDb } from '../db';
import { CONTENT_LANGUAGES, type ContentLanguage, type Localized } from '../language';
import { DAY, SEED_REFERENCE_DATE } from '../seed-date';
import { BANNER_SEEDS, HELP_SEEDS, NOTICE_SEEDS, POPUP_SEEDS, PROMO_SEEDS } from './texts';

function perLanguage(make: (lang: ContentLanguage) => string): Localized {
  return Object.fromEntries(CONTENT_LANGUAGES.map((lang) => [lang, make(lang)])) as Localized;
}

/** Fills the content models; draws one lorem sentence per promotion from the seed's faker. */
export function seedContent(db: SimDb, faker: Faker): void {
  BANNER_SEEDS.forEach(([groupName, linkageType, linkageValue, title], i) =>
    db.banner.create({
      id: i + 1,
      groupName,
      url: perLanguage((lang) => `/sim/cdn/banners/${lang.toLowerCase()}/${groupName}-${i + 1}.svg`),
      title: { ...title },
      linkageType,
      linkageValue,
      sort: i,
    }),
  );

  let noticeId = 0;
  const noticeBase = { execution: '', category: '', imageUrl: '', startDate: 0, endDate: 0 };
  NOTICE_SEEDS.forEach((n, sort) =>
    db.notice.create({ id: ++noticeId, type: 'PL', ...noticeBase, title: { ...n.title }, content: { ...n.content }, sort }),
  );
  POPUP_SEEDS.forEach((p, sort) =>
    db.notice.create({ id: ++noticeId, type: 'PU', ...noticeBase, execution: p.execution, title: { ...p.title }, content: { ...p.content }, sort }),
  );
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
