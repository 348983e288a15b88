/**
 * The money calls as the public clients make them: the balance and the wallet transfer, deposits,
 * withdrawals and their confirmation, the manual rebate's settings, and the account-security calls
 * that guard where money goes (the payment password, the payout accounts). Where the source shows
 * no parameters the fixture says so (`query: []`); where it is silent on them the fixture checks
 * the path, verb, token, body form and encryption only.
 */
import { paymentPasswordEffects } from '../../../machines/account/payment-password/payment-password.effects';
import { payoutAccountEffects } from '../../../machines/account/payout-account/payout-account.effects';
import { rebateEffects } from '../../../machines/member/rebate/rebate.effects';
import { walletTransferEffects } from '../../../machines/member/wallet-transfer/wallet-transfer.effects';
import { confirmationEffects } from '../../../machines/money/confirmation/confirmation.effects';
import { depositEffects } from '../../../machines/money/deposit/deposit.effects';
import type { DepositRequest } from '../../../machines/money/deposit/deposit.types';
import { withdrawEffects } from '../../../machines/money/withdraw/withdraw.effects';
import type { GatewayClient } from '../../../gateway/client';
import { run, type WireFixture } from './wire';

/** A deposit of one kind through the deposit page's own effect: the settings first, then the submit on the channel's path. */
async function depositBy(client: GatewayClient, type: DepositRequest['type'], amount: number) {
  const settings = await run(depositEffects(client).fetchDepositSettings, undefined);
  const channel = settings.channels.find((c) => c.type === type && !c.closed)!;
  return run(depositEffects(client).submitDeposit, { channelId: channel.id, type, bank: type === 'BANK' ? settings.banks[0]! : null, amount });
}

export const moneyWire: WireFixture[] = [
  // The wallets.
  {
    call: 'balance',
    source: 'G3 71608137121: GET /wps/v2/wallets/balance?typeId=0 with the token',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/v2/wallets/balance', query: ['typeId'], body: 'none' },
    drive: (client) => run(walletTransferEffects(client).fetchWallets, undefined),
  },
  {
    call: 'merchantWallet',
    source: 'W1b 44310799120 @~64.7k: getMerchantWallet = si.A.get(home.merchantWallet) with the token, reads value.isSingle',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/GCS_merchantWallet', body: 'none' },
    drive: (client) => run(walletTransferEffects(client).fetchWallets, undefined),
  },
  {
    call: 'walletTransfer',
    source: 'W1b 44310799120 @~58.1k: walletTransfer = si.A.post(ri.A.walletTransfer, e); W1 45068225465 @~18.3k registers it with no encrypt flag: plain JSON',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/relay/GCS_walletTransfer', body: 'json' },
    drive: (client) => run(walletTransferEffects(client).transferFunds, { direction: 'in', vendor: 101, amount: 25 }),
  },

  // Deposits.
  {
    call: 'depositSettings',
    source: 'G3 71608137121: GET /wps/relay/MCSFE_getDepositSettings with the token, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getDepositSettings', query: [], body: 'none' },
    drive: (client) => run(depositEffects(client).fetchDepositSettings, undefined),
  },
  {
    call: 'depositBanks',
    source: 'C1:156 getDepositBanks: GET /wps/system/depositBanks with the token, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/system/depositBanks', query: [], body: 'none' },
    drive: (client) => run(depositEffects(client).fetchDepositSettings, undefined),
  },
  {
    call: 'depositMt',
    source: 'C1:186 depositMT: POST /wps/transaction/deposit/mt, JSON text, the token, no Encryption',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/transaction/deposit/mt', body: 'json' },
    drive: (client) => depositBy(client, 'BANK', 500),
  },
  {
    call: 'depositQr',
    source: 'C1:206 depositQR: POST /wps/transaction/deposit/qr, JSON text, the token, no Encryption',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/transaction/deposit/qr', body: 'json' },
    drive: (client) => depositBy(client, 'QR', 300),
  },
  {
    call: 'depositMa',
    source: 'C1:196 depositMA: POST /wps/transaction/deposit/ma, JSON text, the token, no Encryption',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/transaction/deposit/ma', body: 'json' },
    drive: (client) => depositBy(client, 'EWALLET', 200),
  },
  {
    call: 'depositPg',
    source: 'C1:176 depositPG: POST /wps/transaction/deposit/pg, JSON text, the token, no Encryption',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/transaction/deposit/pg', body: 'json' },
    drive: (client) => depositBy(client, 'ONLINE', 1000),
  },

  // Withdrawals.
  {
    call: 'withdrawSettings',
    source: 'G3 71608137121: GET /wps/relay/MCSFE_getWithdrawSettings?groupId=0 with the token',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getWithdrawSettings', query: ['groupId'], body: 'none' },
    drive: (client) => run(withdrawEffects(client).fetchWithdrawInfo, undefined),
  },
  {
    call: 'bankCards',
    source: 'C1:277 getWithdrawCards: GET /wps/member/bankCard with the token, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/member/bankCard', query: [], body: 'none' },
    drive: (client) => run(withdrawEffects(client).fetchWithdrawInfo, undefined),
  },
  {
    call: 'hasWithdrawalPassword',
    source: 'C1:307 checkWithdrawPassword: GET /wps/member/hasWithdrawalPassword with the token, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/member/hasWithdrawalPassword', query: [], body: 'none' },
    drive: (client) => run(withdrawEffects(client).fetchWithdrawInfo, undefined),
  },
  {
    call: 'withdraw',
    source: 'C1:289 withdraw: POST /wps/transaction/withdraw, RSA + DES encrypted with the Encryption header, the token',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/transaction/withdraw', body: 'encrypted', headers: ['Encryption'] },
    drive: async (client) => {
      const info = await run(withdrawEffects(client).fetchWithdrawInfo, undefined);
      return run(withdrawEffects(client).submitWithdraw, { amount: 500, bankCardId: info.accounts[0]!.id, paymentPassword: '246810' });
    },
  },
  {
    call: 'paymentConfirmations',
    source: 'W2 44714497568 @~11.0k: getPaymentConfirmationList {link: /wps/relay/MCSFE_getPaymentConfirmationList, token: !0}, a GET',
    as: 'confirm01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getPaymentConfirmationList', body: 'none' },
    drive: (client) => run(confirmationEffects(client).fetchConfirmations, { status: 'PENDING' }),
  },
  {
    call: 'processC2c',
    source: 'W2 44714497568 @~11.2k: processC2CTransaction {link: /wps/relay/MCSFE_processC2CTransaction, token: !0}, no encrypt flag: plain JSON',
    as: 'confirm01',
    wire: { method: 'POST', path: '/wps/relay/MCSFE_processC2CTransaction', body: 'json' },
    drive: async (client) => {
      const [waiting] = await run(confirmationEffects(client).fetchConfirmations, { status: 'PENDING' });
      return run(confirmationEffects(client).processC2c, { id: waiting!.id, answer: 'RECEIVED', remark: '', images: [] });
    },
  },

  // The manual rebate's settings.
  {
    call: 'manualRebate',
    source: 'W2 44714497568 @~10.9k: getRebate {link: /wps/relay/MCSFE_getCustomerRebateSettingByProductType, token: !0}, a GET',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType', body: 'none' },
    drive: (client) => run(rebateEffects(client).fetchRebates, undefined),
  },

  // The payment password and the payout accounts.
  {
    call: 'setPaymentPassword',
    source: 'C1:359 setWithdrawPassword: PUT /wps/member/paymentPassword, RSA + DES encrypted with the Encryption header, the token',
    as: 'player01',
    wire: { method: 'PUT', path: '/wps/member/paymentPassword', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) => run(paymentPasswordEffects(client).setPaymentPassword, { paymentPassword: '135790', confirmPaymentPassword: '135790' }),
    // player01 has one already: it is changed, not set.
    refusedWith: 'payment.password.exists',
  },
  {
    call: 'changePaymentPassword',
    source: 'C1:372 changeWithdrawPassword: POST /wps/member/paymentPassword, JSON text, the token; the encryption is commented out at C1:367-369',
    as: 'player01',
    wire: { method: 'POST', path: '/wps/member/paymentPassword', body: 'json' },
    drive: (client) =>
      run(paymentPasswordEffects(client).changePaymentPassword, {
        oldPaymentPassword: '246810',
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
  },
  {
    call: 'withdrawBanks',
    source: 'C1:316 getWithdrawBanks: GET /wps/system/withdrawBanks with the token, no parameters',
    as: 'player01',
    wire: { method: 'GET', path: '/wps/system/withdrawBanks', query: [], body: 'none' },
    drive: (client) => run(payoutAccountEffects(client).fetchBanks, undefined),
  },
  {
    call: 'addBankCard',
    source: 'C1:328 withdrawAddCard: PUT /wps/member/bankCard, RSA + DES encrypted with the Encryption header, the token',
    as: 'player01',
    wire: { method: 'PUT', path: '/wps/member/bankCard', body: 'encrypted', headers: ['Encryption'] },
    drive: (client) =>
      run(payoutAccountEffects(client).addPayoutAccount, {
        bankCode: 'KBANK',
        accountName: 'Lucky Player',
        accountNumber: '2223334445',
        paymentPassword: '246810',
      }),
  },
];
