/**
 * The account-security workflows (member centre securityCenter: the profile and level, the
 * payment password, binding a mobile or e-mail, adding a payout account) behind one lazy import,
 * loaded when the page first opens (decision 0010: one chunk, one loader).
 */
export { bindContactWorkflow } from './bind-contact/bind-contact.workflow';
export { paymentPasswordWorkflow } from './payment-password/payment-password.workflow';
export { payoutAccountWorkflow } from './payout-account/payout-account.workflow';
export { securityCenterWorkflow } from './security-center/security-center.workflow';
