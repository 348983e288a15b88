/**
 * Deposits (gateway/money/endpoints.ts depositSettings, deposit): the merchant's channels with
 * their limits, and the encrypted submit that writes a PENDING deposit through the ledger (it
 * shows in the account record at once and moves the balance when it is paid). A REDIRECT channel
 * answers a payment page of the simulator (/sim/pay/<transId>) whose "Pay" settles the deposit.
 *
 * A bank transfer or QR deposit is credited by the operator a few minutes later (deposits.ts).
 *
 * Switches (SimulatorConfig.money): depositDisabled (allowDeposit "N", deposit.not.allowed),
 * closedChannels (status "N", deposit.channel.closed), depositCreditMinutes.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { DEPOSIT_CHANNEL_TYPES } from '../../../gateway/money/contract';
import { round2 } from '../../activity';
import { readEncrypted } from '../../kernel/body';
import type { SimContext } from '../../kernel/context';
import { fail, ok } from '../../kernel/envelope';
import { route } from '../../kernel/route';
import { post, settle } from '../../ledger';
import { HOUR } from '../../seed-date';
import { recordDepositOrder } from '../deposits';

type ChannelRow = NonNullable<ReturnType<SimContext['db']['depositChannel']['findFirst']>>;

const closed = (ctx: SimContext, c: ChannelRow) => (ctx.config.money.closedChannels ?? []).includes(c.channelId);

function channelValue(ctx: SimContext, c: ChannelRow) {
  return {
    channelId: c.channelId,
    channelType: c.channelType,
    channelName: c.channelName,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    quickAmounts: JSON.parse(c.quickAmounts) as number[],
    status: closed(ctx, c) ? 'N' : 'Y',
  };
}

/** The reference a member writes on a bank transfer: short, unique per deposit. */
const referenceOf = (transId: string) => `DP${transId.replace(/[^0-9]/g, '').slice(-8).padStart(8, '0')}`;

const NEXT_STEP: Record<string, 'BANK' | 'QR' | 'REDIRECT'> = { BANK: 'BANK', QR: 'QR', EWALLET: 'REDIRECT', ONLINE: 'REDIRECT' };

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;background:#0f1923;color:#e8eef5;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#182634;padding:24px;border-radius:12px;max-width:360px}button{font:inherit;padding:10px 20px;border:0;border-radius:8px;background:#f5b300;color:#111;font-weight:700;cursor:pointer}</style></head><body><main>${body}</main></body></html>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function depositHandlers(ctx: SimContext): HttpHandler[] {
  const channels = () => [...ctx.db.depositChannel.getAll()].sort((a, b) => a.sort - b.sort);
  const findTransaction = (transId: string) => ctx.db.transaction.findFirst({ where: { transId: { equals: transId } } });
  return [
    route(
      ctx,
      'get',
      '/wps/relay/MCSFE_getDepositSettings',
      ({ auth: { member } }) => {
        const count = ctx.db.transaction.findMany({ where: { memberId: { equals: member.id }, transType: { equals: 'DEPOSIT' }, status: { equals: 'SUCCESS' } } }).length;
        return ok({
          allowDeposit: ctx.config.money.depositDisabled ? 'N' : 'Y',
          totalDepositSuccessCount: count,
          depositInfo: channels().map((c) => channelValue(ctx, c)),
        });
      },
      { auth: true },
    ),

    // Encrypted {channelId, amount}.
    route(
      ctx,
      'post',
      '/wps/v2/transaction/deposit',
      async ({ request, url, auth: { member } }) => {
        const payload = await readEncrypted(request);
        if (payload === undefined) return fail('request_body_required', { status: 400 });
        const o = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>;
        if (ctx.config.money.depositDisabled) return fail('deposit.not.allowed');
        const channel = ctx.db.depositChannel.findFirst({ where: { channelId: { equals: String(o.channelId ?? '') } } });
        if (!channel || !(DEPOSIT_CHANNEL_TYPES as readonly string[]).includes(channel.channelType)) return fail('request.param.err');
        if (closed(ctx, channel)) return fail('deposit.channel.closed');
        const amount = typeof o.amount === 'number' ? o.amount : Number(o.amount);
        if (o.amount === undefined || o.amount === '') return fail('empty.amount');
        if (!Number.isFinite(amount) || amount <= 0 || round2(amount) !== amount) return fail('deposit.invalid.amount');
        if (amount < channel.minAmount || amount > channel.maxAmount) return fail('deposit.amount.limit');
        const posted = post(ctx, { memberId: member.id, type: 'DEPOSIT', amount, status: 'PENDING', detail: channel.channelName });
        if (!posted.ok) return fail(posted.errorCode);
        const transId = posted.value.transId;
        recordDepositOrder(ctx, member.id, transId, channel.channelType);
        const reference = referenceOf(transId);
        ctx.db.transaction.update({ where: { transId: { equals: transId } }, data: { remark: reference } });
        const step = NEXT_STEP[channel.channelType]!;
        return ok({
          transId,
          amount,
          nextStep: step,
          reference,
          ...(step === 'BANK' ? { bankName: channel.bankName, accountName: channel.accountName, accountNumber: channel.accountNumber } : {}),
          ...(step === 'QR' ? { qrContent: `promptpay://pay?ref=${reference}&amount=${amount.toFixed(2)}` } : {}),
          ...(step === 'REDIRECT' ? { payUrl: new URL(`/sim/pay/${encodeURIComponent(transId)}`, url.origin).href } : {}),
          expireTime: ctx.clock.now() + HOUR,
        });
      },
      { auth: true },
    ),

    // The simulated payment page of a REDIRECT deposit, and its "Pay" (settles the deposit).
    route(
      ctx,
      'get',
      '/sim/pay/:transId',
      ({ params }) => {
        const row = findTransaction(String(params.transId ?? ''));
        if (!row || row.transType !== 'DEPOSIT') return HttpResponse.html(page('Payment', '<h1>Payment not found</h1>'), { status: 404 });
        const body =
          row.status === 'PENDING'
            ? `<h1>Simulated payment</h1><p>${escapeHtml(row.detail)}</p><p>Amount: <strong>${row.amount.toFixed(2)}</strong></p><p>Reference: ${escapeHtml(row.remark)}</p><form method="post"><button type="submit">Pay</button></form>`
            : `<h1>Payment ${row.status === 'SUCCESS' ? 'received' : escapeHtml(row.status.toLowerCase())}</h1><p>You can close this window.</p>`;
        return HttpResponse.html(page('Payment', body));
      },
      { noMerchant: true },
    ),
    route(
      ctx,
      'post',
      '/sim/pay/:transId',
      ({ params }) => {
        const transId = String(params.transId ?? '');
        const row = findTransaction(transId);
        if (!row || row.transType !== 'DEPOSIT') return HttpResponse.html(page('Payment', '<h1>Payment not found</h1>'), { status: 404 });
        if (row.status === 'PENDING') settle(ctx, transId, 'SUCCESS');
        return HttpResponse.html(page('Payment', '<h1>Payment received</h1><p>You can close this window.</p>'));
      },
      { noMerchant: true },
    ),
  ];
}
