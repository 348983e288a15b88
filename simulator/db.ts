/**
 * The provider's data, modelled with @mswjs/data 0.16. Foreign keys are plain ids (no
 * oneOf/manyOf: two-way relations make circular JSON). Never mutate what getAll()/findFirst()
 * return; use update(). Every primary key is given explicitly by the seed, so the generators
 * below only run if someone forgets one. Player-facing texts (notice, popup, promotion, banner
 * and help titles and bodies) are nested `{ EN, CN, TH }` objects; handlers pick one language.
 */
import { drop, factory, primaryKey } from '@mswjs/data';
import { localizedField } from './language';

let fallbackId = 0;
const nextId = (): number => ++fallbackId;
const nextKey = (): string => `auto-${++fallbackId}`;

export function createDb() {
  return factory({
    brand: {
      id: primaryKey(nextKey),
      name: String,
      merchantCode: String,
      logoText: String,
      defaultLanguage: String,
      supportedLanguages: () => [] as string[],
      defaultPassword: String,
      ageLimit: Number,
      theme: {
        primary: String,
        primaryContrast: String,
        surface: String,
        surfaceAlt: String,
        text: String,
        textMuted: String,
        accent: String,
      },
      copyright: String,
      currency: String,
      currencySymbol: String,
      mainDomain: String,
      gtagId: String,
    },
    whitelabelModule: {
      modId: primaryKey(nextKey),
      enabled: Boolean,
      /** '' for a top-level node. */
      parentModId: String,
      sort: Number,
    },
    registerRule: {
      field: primaryKey(nextKey),
      enabled: Boolean,
      required: Boolean,
      acceptedPattern: String,
      patternId: Number,
      minLength: Number,
      maxLength: Number,
      /** Only the synthetic verificationCode rule has one ('SMS'). */
      type: String,
      sort: Number,
    },
    resource: {
      id: primaryKey(nextKey),
      resourceType: String,
      url: String,
      labelNameEn: String,
      sort: Number,
    },
    customerService: {
      id: primaryKey(nextKey),
      csType: String,
      /** `<base64 DES ciphertext><8-char key>` (gateway-protocol.md §4.3). */
      path: String,
      sort: Number,
    },
    member: {
      id: primaryKey(nextId),
      account: String,
      password: String,
      nickname: String,
      /** 0 ordinary, 1/2/41/42 agent, 4 trial, 9 staff (not a player). */
      type: Number,
      email: String,
      mobile: String,
      passwordExpired: Boolean,
      firstTimeLogin: Boolean,
      currency: String,
      /** epoch ms */
      regDate: Number,
      vipLabel: String,
      /** Real name on the bank account (registration payeeName). */
      payeeName: String,
      /** Agents: the invitation code new members register with; '' otherwise. */
      affiliateCode: String,
      /** The agent account whose invitation code the member registered with; '' if none. */
      upline: String,
      /** Logins count as coming from an unregistered IP (LOGINIPVERF3): login_verify_required. */
      loginVerify: Boolean,
      /** The other registration fields (fullName, birthday, telegram…) as JSON text. */
      profile: String,
    },
    session: {
      token: primaryKey(nextKey),
      memberId: Number,
      /** Issue order, for inspection (no wall-clock time in the db). */
      seq: Number,
    },
    wallet: {
      memberId: primaryKey(nextId),
      balance: Number,
      currency: String,
      currencySymbol: String,
    },
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
    vendor: {
      code: primaryKey(nextKey),
      name: String,
      /** The vendor's own category: RNG, LIVE, FISH, PVP, SPORTS, ESPORTS, COCKFIGHT, LOTT, ELOTT. */
      gameType: String,
      /** The lane the gateway sends it in (e-sports and cockfight vendors ride in SPORTS). */
      lane: String,
      /** VASSALAGE opens a game picker; GAME launches the vendor lobby directly. */
      isGame: String,
      accountTypeName: String,
      /** Under maintenance in the seed (config.gameMaintenance adds more at run time). */
      maintenance: Boolean,
      /** The seeded maintenance window, epoch ms (0 when not under maintenance). */
      maintainTime: Number,
      endTime: Number,
      sort: Number,
    },
    game: {
      nodeId: primaryKey(nextId),
      gameId: String,
      gameCode: String,
      gameName: String,
      gameType: String,
      vassalage: String,
      /** 1 hot */
      isHot: Number,
      /** 0 means a free trial is offered */
      supportPlay: Number,
      /** SC, VP, JP, TG, AC, BG for some RNG games; '' otherwise. */
      gameClassify: String,
      iconUrl: String,
      isGame: String,
      /** 1 new (the lobby's NEW filter) */
      isNew: Number,
      sort: Number,
    },
    /** A member's favourite game; id `<memberId>:<nodeId>`. */
    favourite: {
      id: primaryKey(nextKey),
      memberId: Number,
      nodeId: Number,
      vendor: String,
      gameType: String,
      /** Add order per member (newest = highest). */
      seq: Number,
    },
    /** A member's recently launched game; id `<memberId>:<nodeId>`, at most 50 per member. */
    recentGame: {
      id: primaryKey(nextKey),
      memberId: Number,
      nodeId: Number,
      seq: Number,
    },
    /** A game launch: the opaque `session` of the demo game page. */
    launch: {
      id: primaryKey(nextKey),
      /** 0 for a logged-out free trial. */
      memberId: Number,
      nodeId: Number,
      /** 1 real money (moves the wallet), 0 free play (moves playBalance). */
      accountType: Number,
      playBalance: Number,
      spins: Number,
      seq: Number,
    },
  });
}

export type SimDb = ReturnType<typeof createDb>;

export const MODEL_NAMES = [
  'brand',
  'whitelabelModule',
  'registerRule',
  'resource',
  'customerService',
  'member',
  'session',
  'wallet',
  'banner',
  'notice',
  'helpTopic',
  'vendor',
  'game',
  'favourite',
  'recentGame',
  'launch',
] as const satisfies ReadonlyArray<keyof SimDb>;

export type ModelName = (typeof MODEL_NAMES)[number];
export type DbSnapshot = Record<ModelName, Array<Record<string, unknown>>>;

/** Plain JSON copy of every model, in insertion order. */
export function snapshotDb(db: SimDb): DbSnapshot {
  const out = {} as DbSnapshot;
  for (const name of MODEL_NAMES) {
    out[name] = JSON.parse(JSON.stringify(db[name].getAll())) as Array<Record<string, unknown>>;
  }
  return out;
}

/** Deletes every entity of every model. */
export function clearDb(db: SimDb): void {
  drop(db);
}
