/** memberLanguage's one call: `/wps/member/language` {language} in the gateway's spelling (W1 getUpdateLanguage). */
import type { GatewayClient } from '../../../gateway/client';
import { gatewayLanguage } from '../../../gateway/shell/language.contract';
import { effect } from '../../shared/effect';

export const memberLanguageEffects = (client: GatewayClient) => ({
  /** True when saved; a failure answers false, never an error (the switch stands either way). */
  saveMemberLanguage: effect<{ language: string }, boolean>((i, signal) =>
    client.call('memberLanguage', { language: gatewayLanguage(i.language) }, { signal }).then(
      () => true,
      () => false,
    ),
  ),
});

export type MemberLanguageEffects = ReturnType<typeof memberLanguageEffects>;
