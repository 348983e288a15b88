/** Every conformance fixture, feature by feature (each feature's file transcribes its calls). */
import type { WireFixture } from './wire';
import { accountWire } from './account';
import { contentWire } from './content';
import { shellWire } from './shell';
import { gamesWire } from './games';

export const fixtures: readonly WireFixture[] = [...shellWire, ...accountWire, ...gamesWire, ...contentWire];
