/** Passwords (gateway-protocol.md §5.4): change, reset by e-mail, reset by phone with an SMS code. */
import type { HttpHandler } from 'msw';
import { getBrand, type SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { endpoint } from '../../kernel/endpoint';
import { dialingCode, nationalNumber, phoneDigits } from '../contact';
import { findMemberByMobile } from '../directory';
import { paramError, passwordRuleBroken, str } from '../rules';
import { checkSmsCode } from '../sms';

export function passwordHandlers(ctx: SimContext): HttpHandler[] {
  return [
    endpoint(ctx, 'changePassword', ({ input: o, auth: { member } }) => {
      const { oldPassword, newPassword, confirmNewPassword } = o;
      if (typeof newPassword !== 'string' || newPassword === '') return paramError('newPassword', 'is required');
      if (oldPassword !== member.password) return fail('login.cred.err');
      if (newPassword !== confirmNewPassword) return fail('modify.new.confirm.diff');
      if (newPassword === getBrand(ctx).defaultPassword || newPassword === member.password) return fail('password.reuse');
      if (passwordRuleBroken(ctx, newPassword)) return paramError('newPassword', 'does not match its rule');
      ctx.db.member.update({ where: { id: { equals: member.id } }, data: { password: newPassword, passwordExpired: false } });
      return ok(null);
    }),

    // Form-encoded {username, email}.
    endpoint(ctx, 'forgotPasswordEmail', ({ input: o }) => {
      const username = str(o, 'username').toLowerCase();
      const email = str(o, 'email').toLowerCase();
      if (!username || !email) return fail('request.param.err');
      const member = ctx.db.member.findFirst({ where: { account: { equals: username } } });
      if (!member || member.email === '' || member.email.toLowerCase() !== email) return fail('not.exists.mail');
      if (typeof window !== 'undefined') console.info(`[simulator] email to ${member.email} : password reset link for ${member.account}`);
      return ok('password has been sent');
    }),

    // Encrypted {newPassword, mobileNum, verificationCode}: a code sent by sms/noLogin to that mobile.
    endpoint(ctx, 'setPasswordByPhone', ({ input: o }) => {
      const newPassword = typeof o.newPassword === 'string' ? o.newPassword : '';
      const mobile = str(o, 'mobileNum');
      if (mobile === '') return fail('PARAMETER_ERROR');
      const digits = phoneDigits(mobile);
      if (!digits || !/^[0-9]{6,15}$/.test(digits)) return fail('PARAMETER_ERROR');
      if (newPassword === '') return paramError('newPassword', 'is required');
      if (passwordRuleBroken(ctx, newPassword)) return paramError('newPassword', 'does not match its rule');
      const national = nationalNumber(digits, dialingCode(o.countryDialingCode));
      const member = findMemberByMobile(ctx, national);
      if (!member) return fail('phone.not.registered');
      const check = checkSmsCode(ctx, national, 'noLogin', o.verificationCode);
      if (check === 'none') return fail('validate_verification_code_error');
      if (check !== 'ok') return fail(check);
      ctx.db.member.update({ where: { id: { equals: member.id } }, data: { password: newPassword, passwordExpired: false } });
      return ok({ userName: member.account });
    }),
  ];
}
