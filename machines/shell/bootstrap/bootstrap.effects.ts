/** bootstrap's effects: system status, the white-label menu, the country list (gateway-protocol §5.2). */
import type { GatewayClient } from '../../../gateway/client';
import type { SystemStatusValue, WhitelabelNode } from '../../../gateway/shell/schemas';
import { effect } from '../../shared/effect';
import type { Country } from './bootstrap.types';

export const bootstrapEffects = (client: GatewayClient) => ({
  fetchSystemStatus: effect<void, SystemStatusValue>((_, signal) => client.systemStatus({ signal })),
  fetchWhitelabel: effect<void, WhitelabelNode | WhitelabelNode[]>((_, signal) => client.call('whitelabel', {}, { signal })),
  fetchCountries: effect<void, Country[]>(async (_, signal) =>
    (await client.call('countries', {}, { signal })).map((c) => ({
      countryCode: c.countryCode,
      countryDialingCode: c.countryDialingCode,
      ...(c.name ? { name: c.name } : {}),
    })),
  ),
});

export type BootstrapEffects = ReturnType<typeof bootstrapEffects>;
