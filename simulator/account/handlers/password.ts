/** Passwords (gateway-protocol.md §5.4): change, reset by e-mail, reset by phone with an SMS code. */
import type { HttpHandler } from 'msw';
import { readEncrypted, readParams } from '../../kernel/body';
import { getBrand, type SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { dialingCode, nationalNumber, phoneDigits } from '../contact';
import { findMemberByMobile } from '../directory';
import { paramError, passwordRuleBroken, str } from '../rules';
import { checkSmsCode } from '../sms';

export function passwordHandlers(ctx: SimContext): HttpHandler[] {
  return [
    route(
      ctx,
      'post',
      '/wps/member/password',
      async ({ request, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        const { oldPassword, newPassword, confirmNewPassword } = o;
        if (typeof newPassword !== 'string' || newPassword === '') return paramError('newPassword', 'is required');
        if (oldPassword !== member.password) return fail('login.cred.err');
        if (newPassword !== confirmNewPassword) return fail('modify.new.confirm.diff');
        if (newPassword === getBrand(ctx).defaultPassword || newPassword === member.password) return fail('password.reuse');
        if (passwordRuleBroken(ctx, newPassword)) return paramError('newPassword', 'does not match its rule');
        ctx.db.member.update({ where: { id: { equals: member.id } }, data: { password: newPassword, passwordExpired: false } });
        return ok(null);
      },
      { auth: true },
    ),

    // Form-encoded {username, email}.
    route(ctx, 'post', '/wps/member/password/email', async ({ request }) => {
      const o = await readParams(request);
      const username = str(o, 'username').toLowerCase();
      const email = str(o, 'email').toLowerCase();
      if (!username || !email) return fail('request.param.err');
      const member = ctx.db.member.findFirst({ where: { account: { equals: username } } });
      if (!member || member.email === '' || member.email.toLowerCase() !== email) return fail('not.exists.mail');
      if (typeof window !== 'undefined') console.info(`[simulator] email to ${member.email} : password reset link for ${member.account}`);
      return ok('password has been sent');
    }),

    // Encrypted {newPassword, mobileNum, verificationCode}: a code sent by sms/noLogin to that mobile.
    route(ctx, 'post', '/wps/member/password/verification', async ({ request }) => {
      const payload = await readEncrypted(request);
      if (payload === undefined) return fail('request_body_required', { status: 400 });
      const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
      const newPassword = typeof o.newPassword === 'string' ? o.newPassword : '';
      const mobile = str(o, 'mobileNum');
      if (mobile === '') return fail('phone.missing');
      const digits = phoneDigits(mobile);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('phone.format.invalid');
      if (newPassword === '') return paramError('newPassword', 'is required');
      if (passwordRuleBroken(ctx, newPassword)) return paramError('newPassword', 'does not match its rule');
      const national = nationalNumber(digits, dialingCode(o.countryDialingCode));
      const member = findMemberByMobile(ctx, national);
      if (!member) return fail('phone.not.registered');
      const check = checkSmsCode(ctx, national, 'noLogin', o.verificationCode);
      if (check === 'none') return fail('code.invalid');
      if (check !== 'ok') return fail(check);
      ctx.db.member.update({ where: { id: { equals: member.id } }, data: { password: newPassword, passwordExpired: false } });
      return ok({ userName: member.account });
    }),
  ];
}
