import { workflow } from '../../system/workflow';
import { loyaltyEffects, type LoyaltyEffects } from './loyalty.effects';
import { loyaltyMachine } from './loyalty.machine';

export default workflow(loyaltyMachine, {
  effects: [loyaltyEffects],
  actors: (e: LoyaltyEffects) => ({
    fetchAvailable: e.fetchAvailable,
    fetchRank: e.fetchRank,
    fetchReferral: e.fetchReferral,
    fetchMissions: e.fetchMissions,
    claimMission: e.claimMission,
  }),
  listens: ['session.changed', 'language.changed'],
});
