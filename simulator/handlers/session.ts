/** Session module (gateway-protocol.md §5.1): RSA key, encrypted login, logout. */
import { HttpResponse, type HttpHandler } from 'msw';
import { decryptPayload } from '../../gateway/codec';
import { SIM_RSA_MODULUS_HEX, SIM_RSA_PRIVATE_EXPONENT_HEX } from '../keys';
import { SIMULATOR_SMS_CODE } from '../seed';
import { fail, newToken, nextSessionSeq, ok, readBody, route, type SimContext } from '../context';

interface LoginPayload {
  username: string;
  password: string;
  captcha?: string;
  type?: 'username' | 'sms';
}

function asLoginPayload(p: unknown): LoginPayload | undefined {
  if (!p || typeof p !== 'object') return undefined;
  const o = p as Record<string, unknown>;
  if (typeof o.username !== 'string' || typeof o.password !== 'string') return undefined;
  return o as unknown as LoginPayload;
}

export function sessionHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(ctx, 'get', '/wps/session/key/rsa', () =>
      HttpResponse.text(SIM_RSA_MODULUS_HEX, { headers: { 'Cache-Control': 'no-cache' } }),
    ),

    route(ctx, 'post', '/wps/session/login', async ({ request }) => {
      let payload: unknown;
      try {
        payload = decryptPayload(
          await readBody(request),
          request.headers.get('Encryption') ?? '',
          SIM_RSA_MODULUS_HEX,
          SIM_RSA_PRIVATE_EXPONENT_HEX,
        );
      } catch {
        return fail('request_body_required', { status: 400 });
      }
      const login = asLoginPayload(payload);
      if (!login || login.username.trim() === '' || login.password === '') return fail('request.param.err');

      const db = ctx.db;
      const name = login.username.trim();
      const member =
        login.type === 'sms'
          ? db.member.findFirst({ where: { mobile: { equals: name } } })
          : db.member.findFirst({ where: { account: { equals: name.toLowerCase() } } });
      const expected = login.type === 'sms' ? SIMULATOR_SMS_CODE : member?.password;
      if (!member || login.password !== expected) return fail('login.cred.err');

      const token = newToken(ctx);
      db.session.create({ token, memberId: member.id, seq: nextSessionSeq(ctx) });
      const firstTimeLogin = member.firstTimeLogin;
      if (firstTimeLogin) db.member.update({ where: { id: { equals: member.id } }, data: { firstTimeLogin: false } });
      return ok({
        token,
        id: member.id,
        userName: member.account,
        customerType: member.type,
        firstTimeLogin,
        passwordExpired: member.passwordExpired,
      });
    }),

    ...(['delete', 'post'] as const).map((method) =>
      route(
        ctx,
        method,
        '/wps/session/logout',
        ({ auth }) => {
          ctx.db.session.delete({ where: { token: { equals: auth.session.token } } });
          return ok(null);
        },
        { auth: true },
      ),
    ),
  ];
}
