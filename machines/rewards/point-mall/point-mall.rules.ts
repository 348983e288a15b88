/** The points mall's form rules (pure): checked as typed and again before anything is sent. */
import type { FieldErrors } from '../../shared/form/form';
import type { PointMall } from './point-mall.types';

export type PointFormField = 'quantity' | 'points' | 'password';

export interface PointForm {
  mode: 'redeem' | 'convert';
  rewardId: string;
  quantity: string;
  points: string;
  password: string;
  fieldErrors: FieldErrors<PointFormField>;
}

const whole = (s: string): number | null => (/^\d{1,9}$/.test(s.trim()) ? Number(s.trim()) : null);

export function validatePointForm(form: PointForm, mall: Pick<PointMall, 'points' | 'rewards' | 'minConvert'>): FieldErrors<PointFormField> {
  const errors: FieldErrors<PointFormField> = {};
  if (form.mode === 'redeem') {
    const reward = mall.rewards.find((r) => r.id === form.rewardId);
    const q = whole(form.quantity);
    if (q === null || q < 1) errors.quantity = { key: 'rewards:mall.errors.quantity' };
    else if (reward?.stock != null && q > reward.stock) errors.quantity = { key: 'rewards:mall.errors.stock', params: { max: reward.stock } };
    else if (reward && q * reward.points > mall.points) errors.quantity = { key: 'errors.pointsNotEnough' };
  } else {
    const p = whole(form.points);
    if (p === null || p < 1) errors.points = { key: 'rewards:mall.errors.points' };
    else if (p < mall.minConvert) errors.points = { key: 'rewards:mall.errors.minConvert', params: { min: mall.minConvert } };
    else if (p > mall.points) errors.points = { key: 'errors.pointsNotEnough' };
  }
  if (form.password === '') errors.password = { key: 'validation.required' };
  return errors;
}

/** Gateway refusals that belong under a field (null: a banner). */
export function pointFieldError(code: string, mode: 'redeem' | 'convert'): { field: PointFormField; key: string } | null {
  const amountField = mode === 'redeem' ? 'quantity' : 'points';
  switch (code) {
    case 'pwd.check.fail':
      return { field: 'password', key: 'errors.passwordIncorrect' };
    case 'point.not.enough':
      return { field: amountField, key: 'errors.pointsNotEnough' };
    case 'point.reward.soldout':
      return { field: 'quantity', key: 'errors.rewardSoldOut' };
    case 'point.convert.min':
      return { field: 'points', key: 'errors.pointsBelowMinimum' };
    default:
      return null;
  }
}
