import { workflow } from '../../system/workflow';
import { lotteryEffects, type LotteryEffects } from './lottery.effects';
import { lotteryMachine } from './lottery.machine';

export default workflow(lotteryMachine, {
  effects: [lotteryEffects],
  actors: (e: LotteryEffects) => ({
    fetchLotteryPageMenus: e.fetchLotteryPageMenus,
    fetchLotteryRecent: e.fetchLotteryRecent,
    fetchLotteryDraws: e.fetchLotteryDraws,
  }),
  listens: ['session.changed', 'language.changed'],
});
