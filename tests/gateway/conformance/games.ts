/** The games' calls as the public clients make them. */
import { catalogueEffects } from '../../../machines/games/catalogue/catalogue.effects';
import { run, type WireFixture } from './wire';

export const gamesWire: WireFixture[] = [
  {
    call: 'winnerBoard',
    source: 'W1d 44544363540 @~4.4k: getWinnerBoard {gameCategory: "ALL", language, limitNum: 20}, sent as query',
    as: 'visitor',
    wire: { method: 'GET', path: '/wps/relay/ODSFE2_getWinnerBoard', query: ['gameCategory', 'language', 'limitNum'], body: 'none' },
    drive: (client) => run(catalogueEffects(client).fetchWinners, undefined),
  },
];
