import { workflow } from '../../system/workflow';
import { lotteryEffects, type LotteryEffects } from './lottery.effects';
import { lotteryMachine } from './lottery.machine';

export const lotteryWorkflow = workflow(lotteryMachine, {
  effects: [lotteryEffects],
  actors: (e: LotteryEffects) => ({ fetchLotteryPageMenus: e.fetchLotteryPageMenus, fetchLotteryRecent: e.fetchLotteryRecent, fetchLotteryDraws: e.fetchLotteryDraws }),
});

/** The registry loads the workflow as the module's default export (decision 0010). */
export default lotteryWorkflow;
