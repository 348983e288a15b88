/** Every conformance fixture, feature by feature (each feature's file transcribes its calls). */
import type { WireFixture } from './wire';
import { accountWire } from './account';
import { agentWire } from './agent';
import { contentWire } from './content';
import { contractsWire } from './contracts';
import { gamesWire } from './games';
import { memberWire } from './member';
import { moneyWire } from './money';
import { rewardsWire } from './rewards';
import { shellWire } from './shell';

export const fixtures: readonly WireFixture[] = [
  ...shellWire,
  ...accountWire,
  ...gamesWire,
  ...contentWire,
  ...memberWire,
  ...moneyWire,
  ...agentWire,
  ...contractsWire,
  ...rewardsWire,
];
