/** The lottery workflow's domain types, read by its effects, machine, selectors and views. */

export interface LotteryGroup {
  code: string;
  name: string;
  games: { gameCode: string; name: string; vendor: string | null; nodeId: string | null }[];
}

export interface OpenedDraw {
  gameCode: string;
  name: string;
  numero: string;
  winningNumber: string;
  openTime: number;
}
