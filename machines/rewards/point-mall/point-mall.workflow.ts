import { workflow } from '../../system/workflow';
import { pointMallEffects, type PointMallEffects } from './point-mall.effects';
import { pointMallMachine } from './point-mall.machine';

export default workflow(pointMallMachine, {
  effects: [pointMallEffects],
  actors: (e: PointMallEffects) => ({
    fetchPointMall: e.fetchPointMall,
    fetchPublicMall: e.fetchPublicMall,
    redeemPoints: e.redeemPoints,
    convertPoints: e.convertPoints,
  }),
  listens: ['session.changed', 'language.changed'],
});
