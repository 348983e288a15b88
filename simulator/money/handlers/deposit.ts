/**
 * Deposits (gateway/money/endpoints.ts depositSettings, depositBanks, depositMt, depositQr,
 * depositMa, depositPg): the merchant's channels with their limits, its receiving bank accounts,
 * and the submit of each kind of channel on its own path (plain JSON), which writes a PENDING
 * deposit through the ledger (it shows in the account record at once and moves the balance when it
 * is paid). A bank transfer answers the reference to write on it (the page shows the chosen
 * receiving account); a QR payment the code to scan; an e-wallet or online-banking payment a
 * payment page of the simulator (/sim/pay/<transId>) whose "Pay" settles the deposit.
 *
 * A bank transfer or QR deposit is credited by the operator a few minutes later (deposits.ts).
 *
 * Switches (SimulatorConfig.money): depositDisabled (allowDeposit "N", deposit.not.allowed),
 * closedChannels (status "N", deposit.channel.closed), depositCreditMinutes.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import { DEPOSIT_CALLS, DEPOSIT_CHANNEL_TYPES, type DepositCall, type DepositChannelType } from '../../../gateway/money/contract';
import { round2 } from '../../activity';
import type { SimContext } from '../../kernel/context';
import { endpoint, type EndpointInfo } from '../../kernel/endpoint';
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
const referenceOf = (transId: string) =>
  `DP${transId
    .replace(/[^0-9]/g, '')
    .slice(-8)
    .padStart(8, '0')}`;

/** The kind of channel each deposit path takes. */
const KIND_OF = Object.fromEntries(DEPOSIT_CHANNEL_TYPES.map((t) => [DEPOSIT_CALLS[t], t])) as Record<DepositCall, DepositChannelType>;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title><style>body{font-family:system-ui,sans-serif;background:#0f1923;color:#e8eef5;display:grid;place-items:center;min-height:100vh;margin:0}main{background:#182634;padding:24px;border-radius:12px;max-width:360px}button{font:inherit;padding:10px 20px;border:0;border-radius:8px;background:#f5b300;color:#111;font-weight:700;cursor:pointer}</style></head><body><main>${body}</main></body></html>`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** An amount as sent: a number, or the decimal text of one. */
const amountOf = (raw: unknown): number => (typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN);

export function depositHandlers(ctx: SimContext): HttpHandler[] {
  const channels = () => [...ctx.db.depositChannel.getAll()].sort((a, b) => a.sort - b.sort);
  const banks = () => [...ctx.db.depositBank.getAll()].sort((a, b) => a.sort - b.sort);
  const findTransaction = (transId: string) => ctx.db.transaction.findFirst({ where: { transId: { equals: transId } } });

  /** A deposit on the path of its kind: checked, written PENDING, answered with what its next step needs. */
  const deposit = (call: DepositCall) =>
    endpoint(ctx, call, (info: EndpointInfo<DepositCall>) => {
      const { input, url, auth } = info;
      const member = auth.member;
      const kind = KIND_OF[call];
      if (ctx.config.money.depositDisabled) return fail('deposit.not.allowed');
      const channel = ctx.db.depositChannel.findFirst({ where: { channelId: { equals: input.channelId } } });
      // A channel of another kind has its own path.
      if (!channel || channel.channelType !== kind) return fail('request.param.err');
      const bank =
        kind === 'BANK' ? ctx.db.depositBank.findFirst({ where: { bankId: { equals: String((input as { bankId?: unknown }).bankId ?? '') } } }) : null;
      if (kind === 'BANK' && !bank) return fail('request.param.err');
      if (closed(ctx, channel)) return fail('deposit.channel.closed');
      if (input.amount === undefined || input.amount === '') return fail('empty.amount');
      const amount = amountOf(input.amount);
      if (!Number.isFinite(amount) || amount <= 0 || round2(amount) !== amount) return fail('deposit.invalid.amount');
      if (amount < channel.minAmount || amount > channel.maxAmount) return fail('deposit.amount.limit');
      const detail = bank ? `${channel.channelName} · ${bank.bankName}` : channel.channelName;
      const posted = post(ctx, { memberId: member.id, type: 'DEPOSIT', amount, status: 'PENDING', detail });
      if (!posted.ok) return fail(posted.errorCode);
      const transId = posted.value.transId;
      recordDepositOrder(ctx, member.id, transId, kind);
      const reference = referenceOf(transId);
      ctx.db.transaction.update({ where: { transId: { equals: transId } }, data: { remark: reference } });
      const expireTime = ctx.clock.now() + HOUR;
      if (kind === 'BANK') return ok({ transId, amount, reference, expireTime });
      if (kind === 'QR') return ok({ transId, amount, reference, qrContent: `promptpay://pay?ref=${reference}&amount=${amount.toFixed(2)}`, expireTime });
      return ok({ transId, amount, payUrl: new URL(`/sim/pay/${encodeURIComponent(transId)}`, url.origin).href, expireTime });
    });

  return [
    endpoint(ctx, 'depositSettings', ({ auth: { member } }) => {
      const count = ctx.db.transaction.findMany({
        where: { memberId: { equals: member.id }, transType: { equals: 'DEPOSIT' }, status: { equals: 'SUCCESS' } },
      }).length;
      return ok({
        allowDeposit: ctx.config.money.depositDisabled ? 'N' : 'Y',
        totalDepositSuccessCount: count,
        depositInfo: channels().map((c) => channelValue(ctx, c)),
      });
    }),

    endpoint(ctx, 'depositBanks', () =>
      ok({
        list: banks().map((b) => ({
          bankId: b.bankId,
          bankCode: b.bankCode,
          bankName: b.bankName,
          accountName: b.accountName,
          accountNumber: b.accountNumber,
        })),
      }),
    ),

    ...DEPOSIT_CHANNEL_TYPES.map((t) => deposit(DEPOSIT_CALLS[t])),

    // The simulated payment page of an e-wallet or online-banking deposit, and its "Pay" (settles the deposit).
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
