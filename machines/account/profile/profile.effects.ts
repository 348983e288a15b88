/**
 * The member's profile picture (`GET /wps/member/info/icon`, W1 `login.icon`): one address, an
 * image on the image CDN or an inline raster image. Only what the URL policy lets an image show is
 * kept; anything else is no picture.
 */
import type { GatewayClient } from '../../../gateway/client';
import { effect } from '../../shared/effect';
import { safeUrl } from '../../shared/url-policy';

export const profileEffects = (client: GatewayClient) => ({
  fetchMemberIcon: effect<void, string | null>(async (_, signal) => {
    const value = await client.call('memberIcon', {}, { signal });
    return typeof value === 'string' ? safeUrl(value, 'image') : null;
  }),
});
