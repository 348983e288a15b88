/**
 * The content models: banners, notices (marquee, popups, promotions) and help topics.
 * Player-facing texts are nested `{ EN, CN, TH }` objects; handlers pick one language.
 */
import { primaryKey } from '@mswjs/data';
import { localizedField } from '../language';
import { nextId } from '../primary-keys';

export const contentModels = {
  banner: {
    id: primaryKey(nextId),
    groupName: String,
    /** Per-language image (the banner's title is drawn on it). */
    url: localizedField(),
    title: localizedField(),
    linkageType: String,
    linkageValue: String,
    sort: Number,
  },
  notice: {
    id: primaryKey(nextId),
    title: localizedField(),
    /** HTML, deliberately unsanitised (one notice carries a script and an onerror in every language). */
    content: localizedField(),
    /** PL marquee/notice, PU popup, PR promotion. */
    type: String,
    /** Popups: A after login, B anonymous, F first login. */
    execution: String,
    category: String,
    imageUrl: String,
    startDate: Number,
    endDate: Number,
    sort: Number,
  },
  helpTopic: {
    id: primaryKey(nextId),
    title: localizedField(),
    content: localizedField(),
    tag: String,
    sort: Number,
  },
};
