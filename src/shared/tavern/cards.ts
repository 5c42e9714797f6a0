/**
 * Cards as data (TAVERN.md §3.1). Every character card, core card, Prize, test-kit card and Drink is a plain
 * record; one interpreter (interpreter.ts) runs them and one generator (text.ts) writes their rules text.
 * Nothing here is code: a card is `{types, modes[{when, cost, targets, effects}]}`.
 */

import type { RivetEffect, RivetPick } from './content/rivet';

export type CardType = 'action' | 'sometimes' | 'anytime' | 'gambling' | 'cheating' | 'prize';
export type Stat = 'F' | 'AC' | 'G';
export type RollBand = 'low' | 'mid' | 'high';

/** What a Sometimes card (or a Prize, played like one) answers. */
export type Trigger =
  /** An Action, Sometimes or Anytime card (or a collection step, answered as Vess's Action) that directly changes one of your `stats`. */
  | { t: 'card-affects-you'; stats: Stat[] }
  /** An Action card that picked you as a target. */
  | { t: 'action-targets-you' }
  /** A Drink being resolved (any drinker). */
  | { t: 'drink' }
  /** A Drink you would drink (yours, your half, passed to you). */
  | { t: 'your-drink' }
  /** A Drink Event, before it starts resolving. */
  | { t: 'event' }
  /** A Sometimes card (a Prize counts: it is played like one). */
  | { t: 'sometimes-card' }
  /** A Sometimes card that changes a Drink, unless it is a Warden. */
  | { t: 'drink-changer' }
  /** A Cheating card. */
  | { t: 'cheating-card' }
  /** F loss a card (Drink, Event or step included) is about to cause you. */
  | { t: 'before-f-loss' }
  /** After a card made you lose F. */
  | { t: 'after-f-loss' }
  /** A payment or an ante you are about to make. */
  | { t: 'about-to-lose-g' }
  /** Your ante step. */
  | { t: 'must-ante' }
  /** The pot-collection step at a Round's end. */
  | { t: 'pot-collection' }
  /** Anything during a Round of Gambling, within §4.6's limits (End-to-Inn). */
  | { t: 'in-round' }
  /** The checkpoint at the start of your own turn. */
  | { t: 'turn-start' }
  /** The checkpoint that opens your own Order a Drink phase. */
  | { t: 'order-phase' };

export type When =
  | { type: 'action' }
  | { type: 'anytime' }
  | { type: 'gambling' }
  | { type: 'cheating' }
  | { type: 'sometimes'; on: Trigger };

/** How a card picks what it affects, fixed as it is played. */
export type TargetSpec =
  | { t: 'other' } // another living player
  | { t: 'player' } // any living player, you included
  | { t: 'other-in-round' } // another player in the Round
  | { t: 'debtor'; optional?: boolean } // a player holding one of your IOUs
  | { t: 'sniff' } // a living player's non-empty Drink Me! pile, or the Drink Deck
  | { t: 'pile' } // a living player's non-empty Drink Me! pile
  | { t: 'companion-owner' }; // a living player with a companion in play (the card aims at that companion)

/** A number, or one per roll band (low 1–2, mid 3–5, high 6). */
export type Amount = number | [low: number, mid: number, high: number];

/** Who an effect reaches. `its-player` is the player of the card whose F loss is being answered. */
export type Who = 'you' | 'target' | 'target2' | 'each-other' | 'each' | 'its-player';

export type Op = (
  | { op: 'F'; who: Who; n: Amount }
  | { op: 'AC'; who: Who; n: Amount }
  | { op: 'pay'; who: Who; to: 'you' | 'inn'; n: number }
  | { op: 'draw'; who: Who; n: number }
  | { op: 'orderExtra'; n: number }
  | { op: 'drinkFromDeck'; who?: 'target' | 'each' } // the target (or each player, one Champion a team) drinks from the Drink Deck
  | { op: 'ignore' } // the answered item (or Drink) has no effect on you
  | { op: 'negate'; leave?: boolean } // the answered card; `leave`: its player leaves the Round
  | { op: 'drinkAC'; n: number } // the answered Drink ±n AC (lowering never below 0)
  | { op: 'split' } // your Drink, with the target
  | { op: 'passDrink' } // your Drink, to the target
  | { op: 'redirect' } // F loss about to be caused to you goes to the target
  | { op: 'reduceLoss'; n: number }
  | { op: 'innPays' } // the payment or ante you are about to make is paid by the Inn
  | { op: 'startRound' }
  | { op: 'control' } // take control of the Round
  | { op: 'gate' } // Winning Hand: only Cheating cards may take control next
  | { op: 'anteAll' } // each player in the Round antes 1
  | { op: 'leave' } // you leave the Round (at your ante: instead of anteing)
  | { op: 'forceOut' } // the target leaves the Round (a step, answerable)
  | { op: 'winRound' }
  | { op: 'endToInn' }
  | { op: 'takePot' }
  | { op: 'roll' }
  | { op: 'sniff' } // look at the top card of each sniff/pile target
  | { op: 'swapTops' } // may swap the tops of the two pile targets
  | { op: 'iou'; who: Who } // give one of your IOUs (while your pool has any)
  | { op: 'iouReturn' } // the target debtor returns one of your IOUs
  | { op: 'collect' } // the target debtor's collection step, now
  | { op: 'heat'; n: number } // your Oven track ±n (as a cost: you must have the Heat to spend)
  | { op: 'inPlay' } // this card stays in play in front of you as a companion instead of going to your discards
  | { op: 'guard' } // your longest-kept companion goes to your discards; you lose none of the answered F loss
  | { op: 'shoo' } // the target's longest-kept companion goes to its owner's discards
  | { op: 'loot'; n: number } // draw n cards from your Loot Sack into your hand
  | { op: 'menace'; n: number } // your Menace track +n (a Crackdown at its top; VARIANTS.md §9.2)
  /** One of Rivet's box effects (the Automaton, VARIANTS.md §7), run by variants/automaton.ts. */
  | { op: 'rivet'; fx: RivetEffect; pick?: RivetPick }
) & { if?: RollBand[] };

export interface Mode {
  when: When;
  cost?: Op[];
  targets?: TargetSpec[];
  effects: Op[];
}

export interface CardDef {
  key: string;
  title: string;
  /** The printed types (a two-mode card shows both; each mode has its own). */
  types: CardType[];
  modes: Mode[];
  /** Role names for rules that mention a card by role ("only a Counter affects this", "never a Warden"). */
  role?: 'counter' | 'warden' | 'starter' | 'winning-hand' | 'raise' | 'cheat' | 'bow-out' | 'spot-the-cheat';
  /** "Only X can affect this card": the roles that may target it. */
  onlyBy?: string[];
  /** A Roll card rolls the Jig Die as it resolves. */
  roll?: boolean;
  /** A companion: what it does at the start of each of its owner's turns while it is in play (a step). */
  companion?: { effects: Op[] };
  /** A Plot card: never played from the hand; laid face down at the start of your turn, sprung later. */
  plot?: boolean;
  /** A Loot card: it lives in its owner's Loot Sack; played or discarded, it goes to the spent loot. */
  loot?: boolean;
  flavor?: string;
}

/** The four Events of the Drink Deck, and Cellar Stock's three (the Bar Deck, VARIANTS.md §9.4). */
export type EventKind = 'bottoms-up' | 'innkeeper' | 'brawl' | 'dice' | 'last-call' | 'tab' | 'requests';

export type DrinkDef =
  | {
      key: string;
      title: string;
      kind: 'drink';
      ac: number;
      f?: number;
      draw?: number;
      discard?: number;
      chaser?: boolean;
      selfSplit?: boolean;
    }
  | { key: string; title: string; kind: 'event'; event: EventKind };

export type CharKey = string;

/** A character's own rule, as data (its text is generated in text.ts). */
export type Mechanic =
  | { kind: 'jig'; rerollCost: number }
  | { kind: 'connoisseur' }
  | { kind: 'sniff-memory' }
  | { kind: 'ious'; tokens: number; goldPer: number; fortitudePer: number }
  | { kind: 'hard-knocks'; ac: number }
  /** A public track of Heat, 0–max: +perTurn at each of your turn's starts; cards spend it as their cost. */
  | { kind: 'oven'; max: number; perTurn: number }
  /** Companion cards stay in play in front of you (at most `max`); each acts at your turn's start. */
  | { kind: 'companions'; max: number }
  /** Plot cards are laid face down (at most `max`) at your turn's start and sprung when their moment comes. */
  | { kind: 'plots'; max: number }
  /**
   * Magda's Menace (VARIANTS.md §9.2): a public track 0–max, +perTurn at each of her turn's starts; reaching max
   * is a Crackdown (a step answered as her Action card: `crackdown`'s effects, or `bossCrackdown`'s when she
   * plays her Boss Deck), then 0, and any gain left goes on.
   */
  | { kind: 'menace'; max: number; perTurn: number; crackdown: string; bossCrackdown: string }
  /** A side deck of Loot cards, shuffled face down at setup; cards draw from it. */
  | { kind: 'loot'; cards: { key: string; count: number }[] };

export interface CharacterDef {
  key: CharKey;
  name: string;
  blurb: string;
  mechanics: Mechanic[];
  /** Card keys with counts: 40 cards for a real character, none for the test kit's blank seat. */
  deck: { key: string; count: number }[];
  /** A villain (VARIANTS.md §4: only a villain may be a Boss). */
  villain?: boolean;
  /** A villain's Boss cards, shuffled into her deck when she plays with her Boss Deck (VARIANTS.md §9.2). */
  bossDeck?: { key: string; count: number }[];
}

/** The Jig Die's bands: low 1–2, mid 3–5, high 6. */
export function bandOf(roll: number): RollBand {
  return roll <= 2 ? 'low' : roll <= 5 ? 'mid' : 'high';
}

export function amountFor(n: Amount, roll: number | undefined): number {
  if (typeof n === 'number') return n;
  const b = bandOf(roll ?? 1);
  return b === 'low' ? n[0] : b === 'mid' ? n[1] : n[2];
}
