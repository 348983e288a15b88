/** The fixed lottery games: the first games of the lottery vendors and the /lgw menus. */

export interface LotteryGameSeed {
  vendor: string;
  gameGroupCode: string;
  gameCode: string;
  gameName: string;
}

const lottery = (vendor: string, groups: Record<string, Array<[string, string]>>): LotteryGameSeed[] =>
  Object.entries(groups).flatMap(([gameGroupCode, games]) => games.map(([gameCode, gameName]) => ({ vendor, gameGroupCode, gameCode, gameName })));

export const LOTTERY_GAMES: readonly LotteryGameSeed[] = [
  ...lottery('LOTT', {
    SSC: [
      ['CQSSC', 'Chongqing Lucky 5'],
      ['TJSSC', 'Tianjin Lucky 5'],
      ['XJSSC', 'Xinjiang Lucky 5'],
      ['TXFFC', 'Tencent 1-Minute Lucky 5'],
    ],
    '11X5': [
      ['GD11X5', 'Guangdong 11 Pick 5'],
      ['SD11X5', 'Shandong 11 Pick 5'],
      ['JX11X5', 'Jiangxi 11 Pick 5'],
    ],
    K3: [
      ['JSK3', 'Jiangsu Fast 3'],
      ['AHK3', 'Anhui Fast 3'],
      ['HBK3', 'Hubei Fast 3'],
    ],
    PK10: [
      ['BJPK10', 'Beijing PK10'],
      ['XYFT', 'Lucky Airship'],
    ],
    KENO: [
      ['BJKL8', 'Beijing Keno'],
      ['TWBINGO', 'Taiwan Bingo'],
    ],
  }),
  ...lottery('TCG_LOTTO_VN', {
    NORTH: [
      ['VNHN', 'Northern Lottery (Hanoi)'],
      ['VNHNVIP', 'Hanoi VIP 5-Minute'],
    ],
    CENTRAL: [
      ['VNDN', 'Da Nang Lottery'],
      ['VNKH', 'Khanh Hoa Lottery'],
      ['VNBDI', 'Binh Dinh Lottery'],
    ],
    SOUTH: [
      ['VNHCM', 'Ho Chi Minh City Lottery'],
      ['VNDT', 'Dong Thap Lottery'],
      ['VNCM', 'Ca Mau Lottery'],
      ['VNVT', 'Vung Tau Lottery'],
      ['VNCT', 'Can Tho Lottery'],
    ],
    FAST: [
      ['VNF1', 'VN Fast 1-Minute'],
      ['VNF3', 'VN Fast 3-Minute'],
    ],
  }),
  ...lottery('ELOTT', {
    SSC: [
      ['ESSC1', 'Speed Lucky 5 (1 min)'],
      ['ESSC3', 'Speed Lucky 5 (3 min)'],
    ],
    '11X5': [['E11X5', 'Speed 11 Pick 5']],
    K3: [['EK3', 'Speed Fast 3']],
    PK10: [['EPK10', 'Speed Racing PK10']],
    LUCKY: [
      ['ELK28', 'Lucky 28'],
      ['EMK6', 'Speed Mark Six'],
    ],
  }),
  ...lottery('TCG_SEA', {
    THAI: [
      ['THGOV', 'Thai Government Lottery'],
      ['THSTOCK', 'Thai Stock Lottery'],
    ],
    LAO: [['LAOS', 'Lao Lottery']],
    '4D': [
      ['MY4DMG', 'Magnum 4D'],
      ['MY4DTT', 'Sports Toto 4D'],
      ['MY4DDMC', 'Da Ma Cai 4D'],
      ['SG4D', 'Singapore 4D'],
    ],
  }),
];
