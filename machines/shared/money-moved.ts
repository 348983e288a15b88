/**
 * The `money.moved` broadcast as an action, for the workflows that move the member's money
 * (deposit, withdraw, the wallet transfer, a transfer to another account, the withdrawal
 * confirmation, the manual rebate, the wallet when it finds the balance changed).
 */
import type { EventObject, MachineContext } from 'xstate';
import { broadcast, tell } from './broadcasts';

/** Action: tell every list of money movements that the member's money moved. */
export const moneyMoved = <TContext extends MachineContext, TExpressionEvent extends EventObject, TEvent extends EventObject>() =>
  broadcast<TContext, TExpressionEvent, TEvent>(() => ({ type: 'money.moved' }));

/**
 * Action: ask the header's balance to be read again after moving the member's money and telling
 * the lists (`announced`: the wallet does not tell them a second time).
 */
export const refreshAnnounced = <TContext extends MachineContext, TExpressionEvent extends EventObject, TEvent extends EventObject>() =>
  tell<TContext, TExpressionEvent, TEvent>('wallet', { type: 'wallet.refresh', announced: true } as EventObject);
