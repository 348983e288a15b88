/** The loyalty workflow's domain types, read by its effects, machine, selectors and views. */

export interface RankProgress {
  hasVip: boolean;
  rank: string;
  level: number;
  nextRank: string | null;
  monthly: { actual: number; expected: number };
  total: { actual: number; expected: number };
}

/** The member's share of the public state (spec §3): promotions open to them, and which programmes are on. */
export interface AvailablePromos {
  count: number;
  /** availablePromo.REFERRAL.enabled: invite friends shows only while it is on. */
  referral: boolean;
}

export interface Referral {
  code: string;
  invitations: number;
  domains: string[];
  rules: string[];
}

export interface Mission {
  id: string;
  title: string;
  progress: number;
  target: number;
  reward: number;
  /** ONGOING, COMPLETED (reward ready) or CLAIMED. */
  status: 'ONGOING' | 'COMPLETED' | 'CLAIMED';
}

export interface Missions {
  missions: Mission[];
  leaders: { rank: number; name: string; points: number }[];
  myRank: number | null;
  myPoints: number | null;
}

/** A claimed mission reward (MCSFE_claimMissionReward). */
export interface MissionClaimed {
  missionId: string;
  reward: number;
}
