// @vitest-environment node
/**
 * The chat room's live hosts (`GET /wps/relay/CBS_modelList`, W1 live.getModelList; the answer is
 * designed), fixed by the seed: who they are, their pictures (through the URL policy), who is
 * online and how many watch.
 */
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createGatewayClient } from '../../gateway/client';
import { chatEffects } from '../../machines/content/chat/chat.effects';
import { LIVE_MODELS } from '../../simulator/content/chat';
import { GATEWAY, useNodeSimulator } from '../support/simulator';

const { sim } = useNodeSimulator({ games: 60 });
// The client is made per call: msw's server takes fetch over once it listens.
const client = () => createGatewayClient({ baseUrl: GATEWAY, merchantCode: 'croupier', language: () => 'EN', getToken: () => null, timeoutMs: 2_000 });
const models = () => toPromise(createActor(chatEffects(client()).fetchLiveModels).start());

describe('GET /wps/relay/CBS_modelList', () => {
  it('lists the seeded hosts, the same after a reset; only an online host has watchers', async () => {
    const list = await models();
    expect(list).toHaveLength(LIVE_MODELS);
    expect(new Set(list.map((m) => m.id)).size).toBe(LIVE_MODELS);
    expect(list.some((m) => m.online)).toBe(true);
    expect(list.some((m) => !m.online)).toBe(true);
    for (const m of list) {
      expect(m.nickname).toBeTruthy();
      expect(m.avatar).toMatch(/^\/sim\/cdn\//);
      expect(m.online ? m.viewers > 0 : m.viewers === 0).toBe(true);
    }
    sim.reset();
    expect(await models()).toEqual(list);
  });
});
