/** Every conformance fixture, feature by feature (each feature's file transcribes its calls). */
import type { WireFixture } from './wire';
import { shellWire } from './shell';
import { gamesWire } from './games';
import { agentWire } from './agent';
import { contentWire } from './content';

export const fixtures: readonly WireFixture[] = [...shellWire, ...gamesWire, ...contentWire, ...agentWire];
