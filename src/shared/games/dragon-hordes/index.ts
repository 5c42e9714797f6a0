import { CARDS, DRAGON_IDS, GREY_IDS } from '../../cards/card';
import { altersOf, type Holdings } from '../../engine/holdings';
import { RuleError } from '../../engine/errors';
import type { CardMark, Ctx, GameDef, Step } from '../../engine/game';
import { activeSeats, inTurnOrder, seatName } from '../../engine/seats';
import type { Action, GameResult, Seat, TableConfig } from '../../engine/types';
import { cardsIn, dealInto, discardCard, PUBLIC, zone } from '../../engine/zones';
import { holdChips, releaseChips } from '../../engine/chips';
import { endGame as gameOver } from '../../engine/settle';
import { rollDie } from '../../rng';
import {
  addCoins, allPredictions, coinsOn, COLORS, dragonTotal, emptyHordes, hordeName, hordeTotal, predictionHordes,
  predictionName, predictionStake, RANKS, resolvePrediction, rollEffect,
  type DragonColor, type HordeId, type HordeRank, type Hordes, type Prediction,
} from './hordes';
import { actionName } from '../../sentence';
import { nextWhere } from '../../rotation';

/**
 * Dragon Hordes (page 13). No ante, no pot, no Betting Rounds: coins go from stacks onto the eight Horde
 * Cards and back, so `heldMoney` counts the Hordes for the conservation check, and the game settles itself.
 *
 * Zones: `hordes` (the five Grey and three Dragon cards, face up) and `revealed` (the last card revealed
 * from the deck; the one before it is discarded). Everything in `g` is public.
 *
 * A player leaves by folding (`s.folded`). Who is still "in the game" is `activeSeats`.
 */
export interface HordesG {
  hordes: Hordes;
  /** Whose turn it is (null before the first turn). */
  turn: Seat | null;
  /** Where the turn stands: before the roll, choosing a Dragon Horde for a 6, predicting, done. */
  stage: 'roll' | 'six' | 'predict' | 'done';
  dice: number[];
  /** The roll ended the turn (doubles, or the player left): no prediction. */
  turnOver: boolean;
  /** Double Double: the same player takes another turn. */
  again: boolean;
  /** Coins each seat took from and placed on the Hordes this game. */
  taken: number[];
  placed: number[];
  last: { seat: Seat; prediction: Prediction; card: number; result: string } | null;
}

type C = Ctx<HordesG>;

/** Dragon Hordes' decisions: roll or leave; the Dragon Horde for a 6; a prediction (a color, a rank or both) or a pass. */
export type HordesAction = { t: 'roll' } | { t: 'leave' } | { t: 'place'; color: DragonColor } | { t: 'pass' } | { t: 'predict'; color?: DragonColor; rank?: HordeRank };

const opening = (config: TableConfig): number => config.options?.openingCoins ?? 1;

/** Puts up to `n` coins from the seat's stack on a Horde; returns how many it could pay. */
function place(c: C, seat: Seat, horde: HordeId, n = 1): number {
  const paid = holdChips(c, seat, n);
  if (paid === 0) return 0;
  addCoins(c.s.g.hordes, horde, paid);
  c.s.g.placed[seat]! += paid;
  c.events.push({ t: 'placed', seat, horde, amount: paid });
  return paid;
}

function take(c: C, seat: Seat, horde: HordeId, amount: number): void {
  if (amount <= 0) return;
  addCoins(c.s.g.hordes, horde, -amount);
  releaseChips(c, seat, amount);
  c.s.g.taken[seat]! += amount;
  c.events.push({ t: 'took', seat, horde, amount });
}

const ALL_HORDES: readonly HordeId[] = [...COLORS, ...RANKS];

/** Ends the game, `winner` first taking whatever is left on every Horde; the Hordes are the only pot. */
function endGame(c: C, reason: string, winner: Seat | null = null): void {
  const s = c.s;
  const g = s.g;
  const awards: GameResult['awards'] = [];
  if (winner !== null) {
    const left = hordeTotal(g.hordes);
    for (const h of ALL_HORDES) take(c, winner, h, coinsOn(g.hordes, h));
    awards.push({ pot: 0, amount: left, winners: [winner], paid: [left], carried: 0, reason: `${seatName(s, winner)} ${reason}` });
  }
  if (hordeTotal(g.hordes) !== 0) throw new Error('Dragon Hordes ended with coins still on the Hordes');
  const net = s.stacks.map((_, seat) => (s.inGame[seat] ? g.taken[seat]! - g.placed[seat]! : null));
  const standings = net.map((x, seat) => ({
    seat,
    place: x === null ? null : 1 + net.filter((y) => y !== null && y > x).length,
    score: x,
    label: x === null ? 'sat out' : `took ${g.taken[seat]}, placed ${g.placed[seat]}${s.folded[seat] ? ' (left the game)' : ''}`,
  }));
  const result: GameResult = { kind: 'special', standings, awards, refunds: [], payouts: [...g.taken], net: net.map((x) => x ?? 0), carry: s.carry, replay: null };
  g.turn = null;
  g.stage = 'done';
  gameOver(c, result, { reason });
}

/** If all Horde Cards are empty, the game ends immediately. */
function endIfEmpty(c: C): boolean {
  if (c.s.phase !== 'playing' || hordeTotal(c.s.g.hordes) > 0) return c.s.phase !== 'playing';
  endGame(c, 'all Horde Cards are empty');
  return true;
}

/** A player leaves; their coins on the Hordes stay. The last player in takes every Horde (docs/RULINGS.md). */
function leave(c: C, seat: Seat, why: string): void {
  c.s.folded[seat] = true;
  c.events.push({ t: 'left', seat, why });
  lastOneTakesAll(c);
}

function lastOneTakesAll(c: C): void {
  const alive = activeSeats(c.s);
  if (alive.length === 1) endGame(c, 'is the last player in the game and takes every Horde', alive[0]!);
}

/** A seat folded from outside (Step.exit): its turn, if it was its turn, is over; the last one in takes all. */
function exitTurn(c: C, seat: Seat): void {
  if (c.s.g.turn === seat) {
    c.s.g.turnOver = true;
    c.s.g.stage = 'done';
  }
  lastOneTakesAll(c);
}

function nextActiveAfter(c: C, seat: Seat): Seat {
  return nextWhere(c.s.stacks.length, seat, (other) => c.s.inGame[other]! && !c.s.folded[other]) ?? seat;
}

/**
 * A player with no coins has run out of money and may not roll (a roll they cannot fully pay for is paid
 * with what they have: docs/RULINGS.md). See loans.ts for the Adventurer's Choice loan.
 */
const canRoll = (c: C, seat: Seat): boolean => c.s.stacks[seat]! >= 1;

function reveal(c: C): number {
  for (const id of [...cardsIn(c.s, 'revealed')]) discardCard(c, 'revealed', id);
  return dealInto(c, 'revealed', 1, PUBLIC)[0]!;
}

/** Setup: the Horde Cards; each player in turn reveals a card and places the opening coins. */
const setup: Step<HordesG> = {
  id: 'setup',
  title: 'Lay out the Horde Cards and place the opening coins',
  enter(c) {
    zone(c.s, 'hordes', PUBLIC).cards.push(...GREY_IDS, ...DRAGON_IDS);
    c.events.push({ t: 'hordes-laid', zone: 'hordes', cards: [...GREY_IDS, ...DRAGON_IDS], vis: PUBLIC });
    const n = opening(c.s.config);
    for (const seat of inTurnOrder(c.s, activeSeats(c.s))) {
      const card = CARDS[reveal(c)]!;
      // A player short of coins places what they have (docs/RULINGS.md).
      place(c, seat, card.color as DragonColor, n);
      place(c, seat, card.rank as HordeRank, n);
    }
    endIfEmpty(c);
  },
};

function rollDice(c: C, seat: Seat): void {
  const g = c.s.g;
  g.dice = [rollDie(c.rng), rollDie(c.rng)];
  c.events.push({ t: 'rolled', seat, dice: [...g.dice] });
  const effect = rollEffect(g.dice);
  if (effect.doubles) {
    g.turnOver = true;
    g.stage = 'done';
    if (dragonTotal(g.hordes) === 0) return endGame(c, 'rolled doubles with the Dragon Hordes empty and takes every Horde', seat);
    for (const color of COLORS) take(c, seat, color, g.hordes.dragon[color]);
    if (endIfEmpty(c)) return;
    g.again = c.s.config.variants.includes('double-double');
    return;
  }
  for (const rank of effect.grey) place(c, seat, rank);
  // Short of coins, the Grey Horde is paid first; with nothing left there is no 6 coin to place.
  g.stage = effect.sixes > 0 && c.s.stacks[seat]! > 0 ? 'six' : 'done';
}

/** 1. Roll two dice, or leave the game (the only choice of a player out of money). */
const roll: Step<HordesG, HordesAction> = {
  id: 'roll',
  title: 'Roll two dice',
  enter(c) {
    const g = c.s.g;
    const alive = activeSeats(c.s);
    if (g.turn === null) g.turn = inTurnOrder(c.s, alive)[0]!;
    else if (!(g.again && alive.includes(g.turn))) g.turn = nextActiveAfter(c, g.turn);
    Object.assign(g, { again: false, stage: 'roll', dice: [], turnOver: false });
  },
  waiting: (c) => (c.s.phase === 'playing' && (c.s.g.stage === 'roll' || c.s.g.stage === 'six') ? [c.s.g.turn!] : []),
  legal(c, seat) {
    if (c.s.g.stage === 'six') return COLORS.map((color): HordesAction => ({ t: 'place', color }));
    const out: HordesAction[] = [];
    if (canRoll(c, seat)) out.push({ t: 'roll' });
    out.push({ t: 'leave' });
    return out;
  },
  check(c, seat, a) {
    if (c.s.g.stage === 'six') {
      if (a.t !== 'place' || !COLORS.includes(a.color as DragonColor)) throw new RuleError('illegal-action', 'You rolled a 6: choose the Dragon Horde (red, green or blue) for its coin');
      return;
    }
    if (a.t === 'roll' && !canRoll(c, seat)) throw new RuleError('illegal-action', "You have no coins left to pay for a roll: leave the game (or take a loan under Adventurer's Choice)");
    if (a.t !== 'roll' && a.t !== 'leave') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: roll, or leave the game`);
  },
  act(c, seat, a) {
    const g = c.s.g;
    if (g.stage === 'six' && a.t === 'place') {
      place(c, seat, a.color);
      g.stage = 'done';
      return;
    }
    if (a.t === 'roll') return rollDice(c, seat);
    g.turnOver = true;
    g.stage = 'done';
    return leave(c, seat, 'chose to leave');
  },
  exit: exitTurn,
  next: (c) => (c.s.g.turnOver ? 'roll' : null),
};

function predictionOf(a: Action): Prediction | null {
  const keys = Object.keys(a).filter((k) => k !== 't');
  if (keys.some((k) => k !== 'color' && k !== 'rank')) return null;
  const p: Prediction = {};
  if (a.color !== undefined) {
    if (!COLORS.includes(a.color as DragonColor)) return null;
    p.color = a.color as DragonColor;
  }
  if (a.rank !== undefined) {
    if (!RANKS.includes(a.rank as HordeRank)) return null;
    p.rank = a.rank as HordeRank;
  }
  return p.color || p.rank ? p : null;
}

/**
 * What stops `seat` from making prediction `p` (an empty Horde it names, or a stake it cannot pay), or null.
 * Unworded: the legal list asks it of all 23 predictions every turn (`npm run bench`, Dragon Hordes), and only
 * a refused action needs the sentence (`refusal`).
 */
function obstacle(c: C, seat: Seat, p: Prediction): { empty: HordeId } | { stake: number } | null {
  for (const h of predictionHordes(p)) if (coinsOn(c.s.g.hordes, h) === 0) return { empty: h };
  const stake = predictionStake(p);
  return c.s.stacks[seat]! < stake ? { stake } : null;
}

/** The same predictions every turn, made once (each action copies its fields). */
const PREDICTIONS: readonly Prediction[] = allPredictions();

/** Why this prediction is refused, or null. */
function refusal(c: C, seat: Seat, p: Prediction): string | null {
  const o = obstacle(c, seat, p);
  if (o === null) return null;
  if ('empty' in o) return `The ${hordeName(o.empty)} is empty: you may not predict it`;
  return `A wrong "${predictionName(p)}" costs ${o.stake} coin${o.stake > 1 ? 's' : ''}, and you have ${c.s.stacks[seat]}`;
}

function predict(c: C, seat: Seat, p: Prediction): void {
  const g = c.s.g;
  c.events.push({ t: 'predicted', seat, ...p });
  const card = reveal(c);
  const out = resolvePrediction(g.hordes, p, CARDS[card]!);
  for (const t of out.take) take(c, seat, t.horde, t.amount);
  for (const h of out.place) place(c, seat, h);
  if (out.move && out.move.amount > 0) {
    addCoins(g.hordes, out.move.from, -out.move.amount);
    addCoins(g.hordes, out.move.to, out.move.amount);
    c.events.push({ t: 'moved-coins', seat, ...out.move });
  }
  g.last = { seat, prediction: p, card, result: out.result };
  endIfEmpty(c);
}

/** 2. Make a prediction or pass. */
const predictOrPass: Step<HordesG, HordesAction> = {
  id: 'predict',
  title: 'Predict the next card, or pass',
  enter(c) {
    c.s.g.stage = 'predict';
  },
  waiting: (c) => (c.s.phase === 'playing' && c.s.g.stage === 'predict' ? [c.s.g.turn!] : []),
  legal: (c, seat): HordesAction[] => [{ t: 'pass' }, ...PREDICTIONS.filter((p) => obstacle(c, seat, p) === null).map((p): HordesAction => ({ t: 'predict', ...p }))],
  check(c, seat, a) {
    if (a.t === 'pass') return;
    if (a.t !== 'predict') throw new RuleError('unknown-action', `${actionName(a.t)} is not possible now: predict or pass`);
    const p = predictionOf(a);
    if (!p) throw new RuleError('illegal-action', 'A prediction names a color (r, g, b), a rank (1 to 5), or both');
    const why = refusal(c, seat, p);
    if (why) throw new RuleError('illegal-action', why);
  },
  act(c, seat, a) {
    c.s.g.stage = 'done';
    if (a.t === 'predict') predict(c, seat, predictionOf(a)!);
  },
  exit: exitTurn,
  next: () => 'roll',
};

/** No card or die is a player's own: the Hordes and the dice of the turn are the table's. */
const HOLDINGS: Holdings = { seat: [], common: { zones: ['hordes', 'revealed'], dice: ['dice'] } };

export const dragonHordes: GameDef<HordesG, HordesAction> = {
  id: 'dragon-hordes',
  name: 'Dragon Hordes',
  complexity: 'medium',
  players: { min: 2, max: 8 },
  summary: 'Roll, then predict the next card\'s color or rank to take the coins piled on its Horde.',
  variants: [{ id: 'double-double', name: 'Double Double', description: 'Doubles take the three Dragon Hordes and give you another turn.' }],
  shares: 'refused',
  // RULINGS (Appendix B): no pot and no Betting Rounds, so it never replaces a Round of Gambling.
  holdings: HOLDINGS,
  tavern: { allowed: false, alters: altersOf(HOLDINGS), note: 'Not playable inside The Red Dragon Inn.' },
  options: [
    {
      id: 'openingCoins',
      name: 'Opening coins',
      description: 'Coins each player puts on each of the two Hordes their setup card shows (the book says 1).',
      min: 1,
      max: 10,
      default: 1,
    },
  ],
  dragonsInDeck: () => false, // the Dragons are Horde Cards
  cardMarks(s) {
    // Each Horde card shows the coins on its Horde: a Dragon by its color, a Grey Horde by its rank. The
    // Hordes lie face up, so every seat sees them.
    const out: Record<number, CardMark> = {};
    for (const id of s.zones.hordes?.cards ?? []) {
      const c = CARDS[id]!;
      const n = coinsOn(s.g.hordes, c.kind === 'dragon' ? (c.color as DragonColor) : (c.rank as HordeRank));
      out[id] = { badge: String(n), words: `${n} ${n === 1 ? 'coin' : 'coins'} on this Horde` };
    }
    return out;
  },
  // A seat out of coins leaves the game (folded), yet stays in it for the screen's sentence.
  outOfMoney: (s, seat) =>
    s.folded[seat] ? 'You are out of coins: you have left this game.' : 'You have no coins left: you cannot place any more this game.',
  init: (c) => ({
    hordes: emptyHordes(),
    turn: null,
    stage: 'done',
    dice: [],
    turnOver: false,
    again: false,
    taken: c.s.stacks.map(() => 0),
    placed: c.s.stacks.map(() => 0),
    last: null,
  }),
  steps: () => [setup, roll, predictOrPass],
  heldMoney: (s) => hordeTotal(s.g.hordes),
  validateConfig(config) {
    const o = config.options ?? {};
    const whole = (k: string, lo: number, hi: number) => o[k] === undefined || (Number.isInteger(o[k]) && o[k]! >= lo && o[k]! <= hi);
    if (!whole('openingCoins', 1, 10)) return 'Dragon Hordes: the opening coins per Horde are a whole number from 1 to 10';
    return null;
  },
  describe(a, s, seat) {
    switch (a.t) {
      case 'roll':
        return 'Roll two dice';
      case 'leave':
        return s.stacks[seat] === 0 ? 'Leave the game: you have no coins left' : 'Leave the game (your coins on the Hordes stay there)';
      case 'place':
        return `Put the 6's coin on the ${hordeName(a.color)}`;
      case 'pass':
        return 'Pass';
      case 'predict': {
        const p = predictionOf(a);
        if (!p) return '';
        const coins = predictionHordes(p).map((h) => coinsOn(s.g.hordes, h)).join(' and ');
        return `Predict ${predictionName(p)} (${coins} on ${predictionHordes(p).length > 1 ? 'those Hordes' : 'it'})`;
      }
    }
    return '';
  },
};
