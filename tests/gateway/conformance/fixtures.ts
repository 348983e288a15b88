/** Every conformance fixture, feature by feature (each feature's file transcribes its calls). */
import type { WireFixture } from './wire';
import { shellWire } from './shell';
import { gamesWire } from './games';
import { accountWire } from './account';

export const fixtures: readonly WireFixture[] = [...shellWire, ...gamesWire, ...accountWire];
