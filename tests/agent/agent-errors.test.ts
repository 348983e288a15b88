// @vitest-environment node
/**
 * The agent's own refusals as the app says them: every code of the agent's table has its message
 * in en, cn and th (translated, not the English), and every agent call's effect gives its refusal
 * that message — `non.agent` from the downline list, the team overview, the transfer, the offer
 * and the registration centre alike reads "only agent accounts", not the agent login's wording.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import type { GatewayClient } from '../../gateway/client';
import { GatewayError } from '../../gateway/errors';
import { AGENT_ERROR_KEYS } from '../../machines/agent/contracts/contract-errors';
import { contractsEffects } from '../../machines/agent/contracts/contracts.effects';
import { downlinesEffects } from '../../machines/agent/downlines/downlines.effects';
import { registrationCentreEffects } from '../../machines/agent/registration-centre/registration-centre.effects';
import { teamOverviewEffects } from '../../machines/agent/team-overview/team-overview.effects';

const root = join(import.meta.dirname, '../..');
const catalogue = (lang: string, ns: string) => JSON.parse(readFileSync(join(root, `locales/${lang}/${ns}.json`), 'utf8')) as Record<string, unknown>;
const lookup = (cat: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown> | undefined)?.[p], cat);
/** A key as the agent views read it: `ns:key`, or a key of the agent namespace. */
const text = (lang: string, key: string) => {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['agent', key];
  return lookup(catalogue(lang, ns), path);
};

describe('the agent refusals', () => {
  it('each have a message in en, cn and th, translated', () => {
    const missing: string[] = [];
    for (const [code, key] of Object.entries(AGENT_ERROR_KEYS)) {
      const en = text('en', key);
      for (const lang of ['en', 'cn', 'th']) {
        const t = text(lang, key);
        if (typeof t !== 'string' || t === '') missing.push(`${lang} ${key} (${code})`);
        else if (lang !== 'en' && t === en) missing.push(`${lang} ${key} is the English text`);
      }
    }
    expect(missing).toEqual([]);
    expect(AGENT_ERROR_KEYS['non.agent']).toBe('agent:centreErrors.agentsOnly');
    expect(AGENT_ERROR_KEYS['contract.kind.unavailable']).toBe('contracts.errors.kindUnavailable');
  });

  it('reach the views from every agent call: a non-agent is told the page is for agents', async () => {
    const refusing = {
      call: async () => {
        throw new GatewayError({ kind: 'business', code: 'non.agent', status: 200, serverMessage: 'Not an agent' });
      },
    } as unknown as GatewayClient;
    const effects: Record<string, [AnyActorLogic, unknown]> = {
      fetchDownlines: [downlinesEffects(refusing).fetchDownlines, { page: 1, pageSize: 20, filters: { account: '' } }],
      transferToDownline: [downlinesEffects(refusing).submitDownlineTransfer, { recipient: 'down01', amount: 10, paymentPassword: '246810' }],
      fetchTeamOverview: [teamOverviewEffects(refusing).fetchTeamOverview, { from: '2026-11-14', to: '2026-11-20' }],
      fetchContractDraft: [contractsEffects(refusing).fetchContractDraft, { downline: 'down01' }],
      offerContract: [contractsEffects(refusing).offerContract, { downline: 'down01', kind: 'DAILY', gameType: 'CONS', period: '', tiers: [] }],
      registerDownline: [
        registrationCentreEffects(refusing).registerDownline,
        { kind: 'PLAYER', username: 'x', password: 'y', confirmPassword: 'y', fields: {} },
      ],
    };
    const keys: Record<string, unknown> = {};
    for (const [name, [logic, input]] of Object.entries(effects)) {
      const actor = createActor(logic, { input }).start();
      keys[name] = await toPromise(actor).then(
        () => 'resolved',
        (e: { code: string; messageKey: string }) => `${e.code} → ${e.messageKey}`,
      );
    }
    expect(Object.values(keys)).toEqual(Object.keys(effects).map(() => 'non.agent → agent:centreErrors.agentsOnly'));
  });
});
