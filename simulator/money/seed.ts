/**
 * The money seed: four deposit channels (a bank transfer, a QR code, an e-wallet and online
 * banking, so every kind of deposit and every next step exists), two receiving bank accounts for
 * the bank transfer and, for every seeded member with a wallet,
 * the payment password SEED_PAYMENT_PASSWORD and a bank account in the member's real name
 * (player01 also has an e-wallet).
 */
import type { SimDb } from '../db';

/** The payment (withdrawal) password of every seeded member. */
export const SEED_PAYMENT_PASSWORD = '246810';

export const SEED_CHANNELS = [
  { channelId: 'BANK-KBANK', channelType: 'BANK', channelName: 'Bank transfer', minAmount: 100, maxAmount: 200000, quick: [100, 500, 1000, 5000, 10000] },
  { channelId: 'QR-PROMPTPAY', channelType: 'QR', channelName: 'PromptPay QR', minAmount: 50, maxAmount: 50000, quick: [100, 300, 500, 1000, 3000] },
  { channelId: 'EW-TRUEMONEY', channelType: 'EWALLET', channelName: 'TrueMoney Wallet', minAmount: 50, maxAmount: 30000, quick: [100, 200, 500, 1000] },
  { channelId: 'ONLINE-FPX', channelType: 'ONLINE', channelName: 'Online banking', minAmount: 200, maxAmount: 100000, quick: [500, 1000, 2000, 5000] },
] as const;

/** The merchant's receiving bank accounts, the first one offered first. */
export const SEED_DEPOSIT_BANKS = [
  { bankId: 'DB-KBANK', bankCode: 'KBANK', bankName: 'Kasikornbank', accountName: 'Croupier Co., Ltd.', accountNumber: '123-4-56789-0' },
  { bankId: 'DB-SCB', bankCode: 'SCB', bankName: 'Siam Commercial Bank', accountName: 'Croupier Co., Ltd.', accountNumber: '402-1-23456-7' },
] as const;

export function seedMoney(db: SimDb): void {
  SEED_CHANNELS.forEach(({ quick, ...c }, sort) => db.depositChannel.create({ ...c, quickAmounts: JSON.stringify(quick), sort }));
  SEED_DEPOSIT_BANKS.forEach((b, sort) => db.depositBank.create({ ...b, sort }));
  const members = new Map(db.member.getAll().map((m) => [m.id, m]));
  for (const wallet of db.wallet.getAll()) {
    const member = members.get(wallet.memberId);
    db.moneyAccount.create({ memberId: wallet.memberId, paymentPassword: SEED_PAYMENT_PASSWORD, turnoverRemaining: 0 });
    const name = member?.payeeName || member?.nickname || member?.account || '';
    const digits = String(1000000000 + ((wallet.memberId * 7919) % 900000000));
    db.payoutAccount.create({
      id: `BC${wallet.memberId}-1`,
      memberId: wallet.memberId,
      accountType: 'BANK',
      bankName: 'Siam Commercial Bank',
      accountName: name,
      accountNumber: digits,
    });
    if (member?.account === 'player01') {
      db.payoutAccount.create({
        id: `BC${wallet.memberId}-2`,
        memberId: wallet.memberId,
        accountType: 'EWALLET',
        bankName: 'TrueMoney Wallet',
        accountName: name,
        accountNumber: member.mobile || '0812345601',
      });
    }
  }
}
