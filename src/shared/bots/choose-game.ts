import type { GameId, SplitRule, Stakes } from '../engine/types';
import { validateConfig } from '../engine/config';
import { GAMES } from '../games/registry';
import { botRng } from './rand';

/**
 * Adventurer's Choice (Appendix A): when it is a bot's turn to choose, it picks a game it may choose, a few
 * variants, the stakes and a Split Rule. Simple and sensible: simpler games more often, a game just played
 * less often, variants now and then, Merchant's Rule (the book's default) most of the time.
 */
export interface ChoosableGame {
  id: string;
  complexity: string;
  players: { min: number; max: number };
  shares: string;
  variants: { id: string; requiresShares?: boolean }[];
}

export interface ChooseGameOptions {
  seed: number;
  /** The games the chooser may pick from (the host's catalogue, or the tavern's subset). */
  allowed: ChoosableGame[];
  /** The table plays every game for Shares. */
  sharesOnly?: boolean;
  /** The table refuses Playing for Shares (inside the tavern). */
  noShares?: boolean;
  /** Inside The Red Dragon Inn: variants marked not for the tavern are left out. */
  tavern?: boolean;
  /** Seats at the table, to skip games that do not fit. */
  players?: number;
  /** Games played recently, chosen less often. */
  recent?: string[];
  /** The share size when playing for Shares (default 3, as Appendix D suggests 3 to 5). */
  share?: number;
  personality?: 'cautious' | 'loose' | 'bluffer';
}

export interface GameChoice {
  game: GameId;
  variants: string[];
  stakes: Stakes;
  splitRule: SplitRule;
}

const WEIGHT: Record<string, number> = { simple: 3, medium: 2, complex: 1 };

export function chooseGame(opts: ChooseGameOptions): GameChoice {
  const rng = botRng(opts.seed);
  const fits = opts.allowed.filter((g) => {
    if (opts.players !== undefined && (opts.players < g.players.min || opts.players > g.players.max)) return false;
    if (opts.sharesOnly && g.shares === 'refused') return false;
    if (opts.noShares && g.shares === 'required') return false;
    return true;
  });
  if (fits.length === 0) throw new Error('chooseGame: none of the allowed games fits this table');
  const weights = fits.map((g) => (WEIGHT[g.complexity] ?? 1) * (opts.recent?.includes(g.id) ? 0.25 : 1));
  let pick = rng.next() * weights.reduce((a, b) => a + b, 0);
  let game = fits[fits.length - 1]!;
  for (let i = 0; i < fits.length; i++) {
    pick -= weights[i]!;
    if (pick < 0) {
      game = fits[i]!;
      break;
    }
  }

  const def = GAMES[game.id as GameId];
  const shares = opts.sharesOnly === true || game.shares === 'required';
  const variantChance = opts.personality === 'cautious' ? 0.15 : opts.personality === 'loose' ? 0.4 : 0.25;
  const variants: string[] = [];
  for (const v of game.variants) {
    if (rng.next() >= variantChance) continue;
    const full = def?.variants.find((x) => x.id === v.id);
    if (v.requiresShares && (opts.noShares || game.shares === 'refused')) continue;
    if (opts.tavern && full?.notInTavern) continue;
    const clash = variants.some((c) => full?.excludes?.includes(c) || def?.variants.find((x) => x.id === c)?.excludes?.includes(v.id));
    if (clash) continue;
    variants.push(v.id);
  }
  const r = rng.next();
  const splitRule: SplitRule = r < 0.8 ? 'merchant' : r < 0.9 ? 'king' : 'commoner';
  // A game may have its own rules on combinations (a variant that needs another): drop variants until it accepts.
  for (;;) {
    const needsShares = shares || variants.some((v) => game.variants.find((x) => x.id === v)?.requiresShares);
    const stakes: Stakes = needsShares ? { mode: 'shares', share: opts.share ?? 3 } : { mode: 'betting', minRaise: true };
    const choice = { game: game.id as GameId, variants: [...variants], stakes, splitRule };
    if (variants.length === 0 || accepted(choice, opts.players ?? game.players.min)) return choice;
    variants.pop();
  }
}

function accepted(c: GameChoice, players: number): boolean {
  try {
    validateConfig({ ...c, seats: Array.from({ length: players }, (_, i) => ({ name: `Seat ${i + 1}`, kind: 'bot' })), startingChips: 100, seed: 0 });
    return true;
  } catch {
    return false;
  }
}
