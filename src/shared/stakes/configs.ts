/**
 * Each stakes mode's part of a table config (`config.stakes`), told apart by `mode`. A leaf module, so the
 * engine's types can name them without depending on the modes' code; index.ts checks that every `mode`
 * here has its module in STAKES.
 */
export interface BettingStakes {
  mode: 'betting';
  /** Each raise must add at least as much as the last raise. */
  minRaise: boolean;
}

export interface SharesStakes {
  mode: 'shares';
  /** The ante, and the unit of the prizes. */
  share: number;
}

/** Appendix B: the game is a Round of Gambling inside The Red Dragon Inn (stakes/tavern). */
export interface TavernStakes {
  mode: 'tavern';
}

export type Stakes = BettingStakes | SharesStakes | TavernStakes;
