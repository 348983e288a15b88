/**
 * Model-based test of game launch (xstate/graph): a user-level model of who is playing and what
 * they click, every shortest path driving the REAL root actor over the simulator (the launcher
 * machine's own reachability: tests/system/reachability.test.ts).
 */
import { describe, expect } from 'vitest';
import { createMachine } from 'xstate';
import type { Game, Lane, Vendor } from '../../machines/games/rules';
import { launcherMachine } from '../../machines/games/launcher/launcher.machine';
import { modelTests } from '../support/model';
import { logIn, useRuns, type ScenarioRun } from '../support/scenario';

const model = createMachine({
  id: 'launchModel',
  initial: 'visitor',
  states: {
    visitor: {
      on: {
        PLAY_REAL: 'askedToLogIn',
        PLAY_FREE_TRIAL: 'playingTrial',
        PLAY_FREE_TRIAL_UNDER_MAINTENANCE: 'trialMaintenance',
        LOG_IN_MEMBER: 'member',
        LOG_IN_TRIAL_ACCOUNT: 'trialAccount',
      },
    },
    // A visitor's free trial is under maintenance; a suggestion played for real asks to log in.
    trialMaintenance: { on: { PLAY_SUGGESTION: 'askedToLogIn', CLOSE: 'visitor' } },
    askedToLogIn: { on: { LOG_IN_MEMBER: 'member' } },
    playingTrial: { on: { CLOSE: 'visitor' } },
    member: {
      on: {
        PLAY: 'playing',
        PLAY_UNDER_MAINTENANCE: 'maintenance',
        OPEN_LIST_VENDOR: 'vendorList',
        OPEN_LIST_VENDOR_FAILS: 'vendorListFailed',
        OPEN_LOTTERY_VENDOR: 'sentToLottery',
        PLAY_LOTTERY_GAME: 'sentToLotteryGame',
        PLAY_FAILS: 'failed',
      },
    },
    playing: { on: { CLOSE: 'member', FULLSCREEN: 'playingFullscreen' } },
    playingFullscreen: { on: { FULLSCREEN: 'playing', CLOSE: 'member' } },
    maintenance: { on: { PLAY_SUGGESTION: 'playing', CLOSE: 'member' } },
    vendorList: { on: { PICK: 'playing', CLOSE: 'member' } },
    // The vendor's game list could not be read: the message, and Retry (dismiss) reads it again.
    vendorListFailed: { on: { DISMISS: 'vendorList', CLOSE: 'member' } },
    sentToLottery: { on: { PLAY: 'playing' } },
    // A lottery vendor's game from a list opens its lottery page, which launches it (launchMode LOTT).
    sentToLotteryGame: { on: { PLAY: 'playing' } },
    failed: { on: { DISMISS: 'member' } },
    trialAccount: { on: { PLAY: 'trialNotice' } },
    trialNotice: { on: { DISMISS: 'trialAccount' } },
  },
});

/** The launcher starts when first needed; until then it is idle as far as the player can tell. */
const launcher = (r: ScenarioRun) => r.root.system.get('launcher')?.getSnapshot() ?? { matches: (v: string) => v === 'idle', context: { notice: null } };
const newRun = useRuns();

describe('game launch (model-based)', () => {
  modelTests(model, {
    start: async () => {
      const r = await newRun({ id: 'launch-model' });
      // The games come from the home's hot list, which loads once the home is shown.
      await r.step({ send: { to: 'catalogue', event: { type: 'catalogue.home.shown' } } });
      await r.step({ expect: { actor: 'catalogue', state: { hot: 'ready', lanes: 'ready' } } });
      const catalogue = r.root.system.get('catalogue').getSnapshot().context as { hot: Game[]; lanes: Lane[] };
      const casino = catalogue.hot.filter((g) => !['LOTT', 'ELOTT'].includes(g.gameType) && !g.opensList);
      const playable = casino.find((g) => !g.freeTrial) ?? casino[0]!;
      const trialGame = casino.find((g) => g.freeTrial)!;
      const vendors = catalogue.lanes.flatMap((l) => l.vendors);
      // Slot vendors go to /rng first (spec routing); a live vendor with a list opens the list.
      const listVendor = vendors.find((v: Vendor) => v.opensList && !v.maintenance && v.gameType !== 'RNG')!;
      const lotteryVendor = vendors.find((v: Vendor) => v.code === 'TCG_LOTTO_VN' || v.code === 'TCG_SEA' || v.code === 'LOTT')!;
      const maintenanceGame = casino.find((g) => g.nodeId !== playable.nodeId && g.vendor !== playable.vendor) ?? casino[1]!;
      const vnRow = r.sim.db.game.findFirst({ where: { vassalage: { equals: 'TCG_LOTTO_VN' } } })!;
      const lotteryGame: Game = {
        ...playable,
        nodeId: String(vnRow.nodeId),
        gameId: vnRow.gameId,
        gameCode: vnRow.gameCode,
        name: vnRow.gameName,
        gameType: vnRow.gameType,
        vendor: 'TCG_LOTTO_VN',
        opensList: false,
      };
      const navigations: string[] = [];
      r.root.on('navigate', (e: { to: string }) => navigations.push(e.to));
      const balanceBefore = { value: 0 };

      const logInAs = async (username: string, password: string) => {
        await logIn(r, username, password);
        await r.settle();
      };
      const play = async (game: Game, mode: 'real' | 'trial' = 'real') => {
        await r.step({ send: { to: 'launcher', event: { type: 'launch.game', game, mode, random: 0.5 } } });
        await r.settle();
      };
      return { r, playable, trialGame, listVendor, lotteryVendor, lotteryGame, maintenanceGame, navigations, balanceBefore, play, logInAs };
    },
    events: ({ r, playable, trialGame, listVendor, lotteryVendor, lotteryGame, maintenanceGame, balanceBefore, play, logInAs }) => ({
      PLAY_REAL: () => play(playable),
      PLAY_FREE_TRIAL: () => play(trialGame, 'trial'),
      PLAY_FREE_TRIAL_UNDER_MAINTENANCE: async () => {
        r.sim.configure({ gameMaintenance: { nodeIds: [trialGame.nodeId], endTime: 1_795_312_800_000 } });
        await play(trialGame, 'trial');
      },
      LOG_IN_MEMBER: () => logInAs('player01', 'Player123'),
      LOG_IN_TRIAL_ACCOUNT: () => logInAs('trial01', 'Trial123'),
      PLAY: async () => {
        balanceBefore.value = r.root.system.get('wallet').getSnapshot().context.balance ?? 0;
        await play(playable);
      },
      PLAY_UNDER_MAINTENANCE: async () => {
        r.sim.configure({ gameMaintenance: { nodeIds: [maintenanceGame.nodeId], endTime: 1_795_312_800_000 } });
        await play(maintenanceGame);
      },
      PLAY_SUGGESTION: async () => {
        const suggestion = launcher(r).context.suggestions[0]!;
        await play(suggestion);
      },
      OPEN_LIST_VENDOR: async () => {
        await r.step({ send: { to: 'launcher', event: { type: 'launch.vendor', vendor: listVendor, random: 0.5 } } });
        await r.settle();
      },
      OPEN_LIST_VENDOR_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['GCSGAME_gameList'] } });
        await r.step({ send: { to: 'launcher', event: { type: 'launch.vendor', vendor: listVendor, random: 0.5 } } });
        await r.settle();
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      PICK: async () => play(launcher(r).context.vendorGames[0]!),
      OPEN_LOTTERY_VENDOR: async () => {
        await r.step({ send: { to: 'launcher', event: { type: 'launch.vendor', vendor: lotteryVendor, random: 0.5 } } });
        await r.settle();
      },
      PLAY_LOTTERY_GAME: () => play(lotteryGame),
      PLAY_FAILS: async () => {
        r.sim.configure({ faults: { errorRate: 1, errorCode: 'unknown.system.err', paths: ['/wps/game/launchGame'] } });
        await play(playable);
        r.sim.configure({ faults: { errorRate: 0 } });
      },
      FULLSCREEN: async () => {
        await r.step({ send: { to: 'launcher', event: { type: 'launch.toggleFullscreen' } } });
      },
      CLOSE: async () => {
        await r.step({ send: { to: 'launcher', event: { type: 'launch.close' } } });
        await r.settle();
      },
      DISMISS: async () => {
        await r.step({ send: { to: 'launcher', event: { type: 'launch.dismiss' } } });
        await r.settle();
      },
    }),
    states: ({ r, listVendor, lotteryGame, maintenanceGame, navigations }) => ({
      visitor: () => {
        expect(launcher(r).matches('idle')).toBe(true);
        expect(r.root.system.get('session').getSnapshot().matches('loggedOut')).toBe(true);
      },
      askedToLogIn: () => {
        expect(launcher(r).matches('idle')).toBe(true);
        expect(r.root.system.get('session').getSnapshot().context.loginPrompt).toBe(true);
      },
      playingTrial: () => {
        expect(launcher(r).matches('playing')).toBe(true);
        expect(launcher(r).context.url).toMatch(/\/sim\/game\//);
        expect(launcher(r).context.mode).toBe('trial');
      },
      member: () => {
        expect(launcher(r).matches('idle')).toBe(true);
        expect(r.root.system.get('session').getSnapshot().matches('loggedIn')).toBe(true);
      },
      playing: () => {
        expect(launcher(r).matches('playing')).toBe(true);
        expect(launcher(r).context.url).toMatch(new RegExp(`/sim/game/${launcher(r).context.game!.nodeId}`));
        expect(launcher(r).context.fullscreen).toBe(false);
      },
      playingFullscreen: () => {
        expect(launcher(r).matches('playing')).toBe(true);
        expect(launcher(r).context.fullscreen).toBe(true);
      },
      trialMaintenance: () => {
        expect(launcher(r).matches('maintenance')).toBe(true);
        expect(launcher(r).context.mode).toBe('trial');
        expect(launcher(r).context.suggestions.length).toBeGreaterThan(0);
      },
      maintenance: () => {
        expect(launcher(r).matches('maintenance')).toBe(true);
        expect(launcher(r).context.maintenanceEnd).toBe(1_795_312_800_000);
        expect(launcher(r).context.suggestions.length).toBeGreaterThan(0);
        expect(launcher(r).context.suggestions.map((g: Game) => g.nodeId)).not.toContain(maintenanceGame.nodeId);
      },
      vendorList: () => {
        expect(launcher(r).matches({ vendorList: 'ready' })).toBe(true);
        expect(launcher(r).context.vendorGames.length).toBeGreaterThan(0);
        expect(launcher(r).context.vendorGames.every((g: Game) => g.vendor === listVendor.code)).toBe(true);
      },
      vendorListFailed: () => {
        expect(launcher(r).matches({ vendorList: 'failed' })).toBe(true);
        expect(launcher(r).context.error?.messageKey).toBe('errors.systemError');
      },
      sentToLottery: () => {
        expect(launcher(r).matches('idle')).toBe(true);
        expect(navigations.at(-1)).toMatch(/^\/(vnLottery|seaLottery|lottery)$/);
      },
      sentToLotteryGame: () => {
        expect(launcher(r).matches('idle')).toBe(true);
        expect(navigations.at(-1)).toBe(`/vnLottery?gameCode=${lotteryGame.gameCode}`);
        expect(launcher(r).context.routedTo).toBe(`/vnLottery?gameCode=${lotteryGame.gameCode}`);
      },
      failed: () => {
        expect(launcher(r).matches('failed')).toBe(true);
        expect(launcher(r).context.error?.messageKey).toBe('errors.systemError');
      },
      trialAccount: () => {
        expect(r.root.system.get('session').getSnapshot().context.isTrial).toBe(true);
        expect(launcher(r).context.notice).toBeNull();
      },
      trialNotice: () => {
        expect(launcher(r).matches('idle')).toBe(true);
        expect(launcher(r).context.notice).toBe('trialMustRegister');
      },
    }),
    covers: [{ machine: launcherMachine }],
  });
});
