/** The member centre's models: wallets (one per member). */
import { primaryKey } from '@mswjs/data';
import { nextId } from '../primary-keys';

export const memberModels = {
  wallet: {
    memberId: primaryKey(nextId),
    balance: Number,
    currency: String,
    currencySymbol: String,
  },
};
