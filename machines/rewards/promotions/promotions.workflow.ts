import { workflow } from '../../system/workflow';
import { promotionsEffects, type PromotionsEffects } from './promotions.effects';
import { promotionsMachine } from './promotions.machine';

export default workflow(promotionsMachine, {
  effects: [promotionsEffects],
  actors: (e: PromotionsEffects) => ({ fetchPromotions: e.fetchPromotions }),
  listens: ['language.changed'],
});
