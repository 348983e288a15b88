/** The shell's models: the brand, the white-label module tree, the registration field rules, site resources, customer service. */
import { primaryKey } from '@mswjs/data';
import { nextKey } from '../primary-keys';

export const shellModels = {
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
};
