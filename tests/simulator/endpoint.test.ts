// @vitest-environment node
/**
 * The simulator serves each call from its entry of the endpoint table and refuses what the
 * gateway refuses: a body in the wrong form, parameters its request schema rejects, the table's
 * path with another method, a path the table does not have.
 */
import { describe, expect, it } from 'vitest';
import { useNodeSimulator } from '../support/simulator';

// The calls as W1 (the wic11f3 client) spells them: gateway/profile.ts tcg-w1.
const { call } = useNodeSimulator({ gatewayProfile: 'tcg-w1', games: 60 });

const json = async (res: Response) => (await res.json()) as { success?: boolean; errorCode?: string };

describe('requests checked against the endpoint table', () => {
  it('answers a call made as its entry says', async () => {
    const res = await call('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20');
    expect(res.status).toBe(200);
    expect((await json(res)).success).toBe(true);
  });

  it('refuses parameters the request schema rejects with HTTP 400 request.param.err', async () => {
    const notANumber = await call('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=twenty');
    expect(notANumber.status).toBe(400);
    expect((await json(notANumber)).errorCode).toBe('request.param.err');
    const notWhole = await call('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=2.5');
    expect(notWhole.status).toBe(400);
  });

  it('refuses an encrypted request to a plain call with HTTP 400 request_body_required', async () => {
    const res = await call('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20', { headers: { Encryption: 'ab12' } });
    expect(res.status).toBe(400);
    expect((await json(res)).errorCode).toBe('request_body_required');
  });

  it("answers the table's path with another method 405 http_method_not_support, naming the method it takes", async () => {
    const res = await call('/wps/system/status', { method: 'POST', body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')).toBe('GET');
    expect((await json(res)).errorCode).toBe('http_method_not_support');
  });

  it('answers a gateway path the table does not have with 404', async () => {
    expect((await call('/wps/relay/MCSFE_noSuchRelay')).status).toBe(404);
    expect((await call('/lgw/no/such/path')).status).toBe(404);
  });
});
