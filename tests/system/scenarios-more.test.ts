/** Every scenario in scenarios/ replayed: the second of each pair by id (the first: scenarios.test.ts). */
import { describe } from 'vitest';
import { replayScenarios } from '../support/scenario-replay';

describe('scenarios', () => {
  replayScenarios(1);
});
