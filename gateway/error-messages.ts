/**
 * The provider's error codes we know (gateway-protocol.md §3.3) mapped to catalogue keys.
 * Several codes share one message. Every code the simulator can answer is listed, each with a
 * message in en/cn/th (tests/gateway/error-messages.test.ts), so the server's own words (English
 * in the simulator) never reach a translated screen. A code not listed maps to its kind's key
 * (errors.ts); views show the server's own message for such a business error when it carries one
 * (app/components/error-text.ts): the live gateway answers in the requested language.
 */
/**
 * Codes no public source has, kept as designed because no code of the legacy catalogue C4 or of
 * the newer clients' lists (N1 session and special errors, gateway-protocol §3.3) covers the case.
 * Bank-card, withdraw, payment-password, points and contract codes are listed by their features.
 *
 * | code | answered by | why it is designed |
 * |---|---|---|
 * | `challenge.required`, `challenge.failed` | simulator: a login or registration without, or with a spent or wrong, geetest result while GEETEST3 is on | the gateway checks geetest's fields with geetest's server; its refusal code is in no source |
 * | `challenge.cancelled` | app: the person closed the geetest widget | a client-side outcome, never sent by the gateway |
 * | `phone.not.registered` | simulator: an SMS login code or a reset by phone for a number no member has | C4 has no code for it (`not.exists.user` names a username) |
 * | `password.reuse` | simulator: a new password equal to the old or the brand's default | C4 has no code for it |
 * | `non.member`, `non.agent` | app: the login's own refusal of an agent on the member login and the reverse | decided by the client from `customerType` (W1 agentType), never sent by the gateway |
 * | `region.restricted` | app: the status's `regionRestriction` | the status flag, not an error code |
 * | `trial.not.allowed` | simulator: a trial member launching for real money | no source shows the refusal |
 * | `age.restricted` | simulator: a registration under the brand's age limit | no source shows the refusal |
 * | `invalid.affiliate.code` | simulator: an unknown invitation code (`/wps/agent/affiliate`) | W1 reads only `success` and shows its own `invitation_code_error`; C4's `expired.affiliate.url` is a registration link, not a typed code |
 * | `sms.quota.insufficient`, `popup.closed` | simulator: the third-party phone sign-in (firebase-style, run in the page on the provider's clients) | the SDK's own outcomes, no gateway code |
 * | `social.token.invalid`, `social.account.unbound` | simulator: a social login (type firebase) whose ID token fails its check, or names a person no account is linked to | the record shows only that the login type exists (W1 handleAfterLogin); its refusals are in no source |
 *
 * Replaced by the real code for the same case: `code.invalid` → `validate_verification_code_error`
 * (wrong code); `code.expired` and a missing code → `validate_verification_code_invalid`;
 * `phone.format.invalid` and `phone.missing` → `PARAMETER_ERROR` (C4: "请输入有效的手机号", enter
 * a valid mobile number); `too.many.requests` → `TOO_MANY_REQUEST`; `system.maintenance` →
 * `system.not.available`; `system.busy` and `game.maintenance` → `function.not.available` (a game
 * in maintenance is recognised by its window, gateway/errors.ts `maintenanceWindow`);
 * `captcha.required` / `captcha.err` → the record's captcha behaviour: a failed login whose
 * `value.captcha` is truthy with the message "Please Enter The Correct Captcha Code" (G8), read by
 * the login from `value.captcha`, not from a code.
 */
export const ERROR_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  // The server's "System error, please try again later": our translation, never its English.
  'unknown.system.err': 'errors.systemError',
  'system.not.available': 'errors.maintenance',
  'ods.err': 'errors.systemError',
  'transaction.failed': 'errors.systemError',
  'no.data': 'errors.noData',
  'not.found': 'errors.notFound',
  http_method_not_support: 'errors.requestParam',
  'request.param.err': 'errors.requestParam',
  request_param_err: 'errors.requestParam',
  PARAMETER_ERROR: 'errors.requestParam',
  request_body_required: 'errors.requestParam',
  'network.timeout': 'errors.timeout',
  'login.cred.err': 'errors.wrongCredentials',
  'login.not.session': 'errors.notLoggedIn',
  CUSTOMER_NOT_LOGIN: 'errors.notLoggedIn',
  'login.token.failed': 'errors.loggedInElsewhere',
  'user.token.expired': 'errors.loggedInElsewhere',
  'user.or.token.invalid': 'errors.loggedInElsewhere',
  // N1 specialErrors: the account must be bound to a customer profile before it can go on.
  bind_customer_required: 'errors.bindCustomerRequired',
  token_ip_different: 'errors.notLoggedIn',
  'login.pwd.forbidden.err': 'errors.accountLocked',
  'login.denied': 'errors.loginDenied',
  'not.exists.account.err': 'errors.userNotFound',
  'not.exists.user': 'errors.userNotFound',
  'not.exists.mail': 'errors.userOrEmailNotFound',
  'exists.account.err': 'errors.usernameExists',
  'exists.username.err': 'errors.usernameExists',
  'exists.email.err': 'errors.emailExists',
  'exists.mobile.err': 'errors.mobileExists',
  'exists.qq.err': 'errors.qqExists',
  'function.not.available': 'errors.functionNotAvailable',
  'too.much.request': 'errors.tooManyRequests',
  TOO_MANY_REQUEST: 'errors.tooManyRequests',
  TOO_MANY_REQUESTS: 'errors.tooManyRequests',
  'expired.affiliate.url': 'errors.invalidDomain',
  'merchant.acct.setup.err': 'errors.invalidDomain',
  'region.restricted': 'errors.regionRestricted',
  'non.agent': 'errors.nonAgent',
  'non.member': 'errors.nonMember',
  'trial.not.allowed': 'errors.trialRegister',
  'account.balance.not.enough': 'errors.balanceNotEnough',
  fund_account_low_banlance: 'errors.balanceNotEnough',
  WALLET_BALANCE_NOT_ENOUGH: 'errors.balanceNotEnough',
  // Money (deposit, withdraw)
  'deposit.not.allowed': 'errors.depositNotAllowed',
  'deposit.channel.closed': 'errors.depositChannelClosed',
  'invalid.payment.pw': 'errors.wrongPaymentPassword',
  fund_account_payment_pwd_error: 'errors.wrongPaymentPassword',
  'payment.password.not.set': 'errors.paymentPasswordNotSet',
  // Account security banners (the codes that belong under a field are mapped by their forms)
  'payment.password.exists': 'errors.paymentPasswordExists',
  'withdraw.bank.card.max': 'errors.bankCardLimit',
  'exists.bank.card': 'errors.bankCardExists',
  'bank.card.locked': 'errors.bankCardLocked',
  'withdraw.turnover.not.met': 'errors.turnoverNotMet',
  'withdraw.amount.limit': 'errors.withdrawLimit',
  'withdraw.reach.max.count': 'errors.withdrawMaxCount',
  'not.exists.agent': 'errors.noUpline',
  'wallet.is.locked': 'errors.walletLocked',
  'rebate.below.minimum': 'errors.rebateBelowMinimum',
  WALLET_TRANSFER_BUSY: 'errors.transferBusy',
  'account.transfer.processing': 'errors.transferBusy',
  // A form's own table puts these under its field; anywhere else they read as:
  'empty.amount': 'errors.amountRequired',
  'deposit.invalid.amount': 'errors.amountInvalid',
  'account.amount.negative': 'errors.amountInvalid',
  'account.amount.positive': 'errors.amountInvalid',
  'deposit.amount.limit': 'errors.amountOutOfRange',
  'account.transfer.exceed.min': 'errors.amountOutOfRange',
  'account.transfer.exceed.max': 'errors.amountOutOfRange',
  'withdraw.bank.card.fail': 'errors.bankCardRefused',
  'not.exists.transaction': 'errors.transactionNotFound',
  'account.booked.trans.confirmed': 'errors.transactionClosed',
  'account.booked.trans.cancelled': 'errors.transactionClosed',
  'feedback.image.invalid': 'errors.imageInvalid',
  'feedback.content.length': 'errors.contentLength',
  // Agent contracts (the agent centre's own table names each one)
  'contract.not.active': 'errors.contractRefused',
  'contract.not.downline': 'errors.contractRefused',
  'contract.not.found': 'errors.contractRefused',
  'contract.not.pending': 'errors.contractRefused',
  'contract.offer.pending': 'errors.contractRefused',
  'contract.rate.above.upline': 'errors.contractRefused',
  'contract.kind.unavailable': 'errors.contractRefused',
  // Account workflows
  'challenge.failed': 'errors.challengeFailed',
  'challenge.required': 'errors.challengeFailed',
  login_verify_required: 'errors.verifyRequired',
  validate_verification_code_error: 'errors.phone.invalidCode',
  validate_verification_code_invalid: 'errors.phone.codeExpired',
  'phone.not.registered': 'errors.phone.notRegistered',
  'sms.quota.insufficient': 'errors.phone.quotaExceeded',
  'popup.closed': 'errors.phone.popupClosed',
  'social.token.invalid': 'errors.socialTokenInvalid',
  'social.account.unbound': 'errors.socialAccountUnbound',
  'invalid.affiliate.code': 'errors.invitationCode',
  'age.restricted': 'errors.ageRestricted',
  'password.reuse': 'errors.passwordReuse',
  'modify.new.confirm.diff': 'errors.confirmMismatch',
  // Promotions
  'prom.claim.expired': 'errors.promotionClosed',
  'prom.claim.processed': 'errors.promotionProcessed',
  'prom.claim.req.field': 'errors.promotionApplication',
  'promotion.id.invalid': 'errors.promotionInvalid',
  'mission.reward.claimed': 'errors.missionClaimed',
  'mission.not.completed': 'errors.missionNotCompleted',
  'mission.id.invalid': 'errors.missionInvalid',
  // Points
  'pwd.check.fail': 'errors.passwordIncorrect',
  'point.not.enough': 'errors.pointsNotEnough',
  'point.reward.soldout': 'errors.rewardSoldOut',
  'point.convert.min': 'errors.pointsBelowMinimum',
  // Games
  // The rest of the legacy catalogue C4 (gateway-protocol §3.3) and of the newer clients' lists.
  'agent.lower.rebate.limit': 'errors.agentCreateFailed',
  'invalid.rebate.value': 'errors.rebateSetting',
  'not.exists.agent.rebate': 'errors.rebateSetting',
  'exists.platform.transfer.rec': 'errors.duplicateTransaction',
  'exists.transaction': 'errors.duplicateTransaction',
  'transaction.not.created': 'errors.transactionNotCreated',
  'exists.prom.claim.ip': 'errors.promotionClaimedFromIp',
  'prom.claim.invalid.ip': 'errors.promotionIpInvalid',
  'not.exists.prom.deposit': 'errors.promotionDepositMissing',
  'promotion.budget.exceeded': 'errors.promotionBudget',
  'promotion.claim.fail': 'errors.promotionClaimFailed',
  'prom.pnl.less.threshold': 'errors.promotionLossThreshold',
  'prom.balance.greater.lower': 'errors.promotionBalanceTooHigh',
  'balance.greater.lower': 'errors.promotionBalanceTooHigh',
  'switch.limit.reached': 'errors.switchLimit',
  'empty.username': 'errors.usernameRequired',
  'format.qq.err': 'errors.qqFormat',
  'max.attempt.limit': 'errors.maxAttempts',
  login_userNamePassword_required: 'errors.credentialsRequired',
  login_userName_required: 'errors.usernameRequired',
  login_password_required: 'errors.passwordRequired',
  login_userName_invalid: 'errors.formatIncorrect',
  login_password_invalid: 'errors.formatIncorrect',
  login_failed: 'errors.notLoggedIn',
  not_verified_mobileNo: 'errors.mobileNotVerified',
  not_updated_mobileNo: 'errors.profileNotSaved',
  // C4's success codes: never a failure, but a message if one ever reaches a screen.
  'request.success': 'errors.success.request',
  'login.success': 'errors.success.login',
  'promotion.claim.success': 'errors.success.promotionClaimed',
  'message.sent': 'errors.success.messageSent',
  get_verification_code_success: 'errors.success.codeSent',
  validate_verification_code_success: 'errors.success.codeVerified',
};
