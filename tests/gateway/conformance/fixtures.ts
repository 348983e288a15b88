/** Every conformance fixture, feature by feature (each feature's file transcribes its calls). */
import type { WireFixture } from './wire';
import { shellWire } from './shell';
import { gamesWire } from './games';
import { contractsWire } from './contracts';

export const fixtures: readonly WireFixture[] = [...shellWire, ...gamesWire, ...contractsWire];
