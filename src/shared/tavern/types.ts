import type { RngState } from '../rng';
import type { AnyState, Action, GameEvent, GameId, SplitRule } from '../engine/types';
import type { CharKey, EventKind } from './cards';

/**
 * The tavern game's state: plain JSON (no classes, Maps or functions), so `JSON.parse(JSON.stringify(s))` is
 * the same game. Card instances are strings (`c12` a character card, `d5` a Drink, `p1` a Prize) so a test can
 * find any card anywhere in a view by value; `defs` names each instance's card.
 */
export type Seat = number;
export type CardId = string;

export interface TavernConfig {
  seats: { char: CharKey; name?: string }[];
  seed: number;
  /** The first player; when absent the seed picks. */
  first?: Seat;
  /** The Prizes variant (TAVERN.md §6). */
  prizes?: boolean;
  /**
   * Appendix B (TAVERN.md §5): a starter may pick one of the gambling games to play the Round as. Absent means
   * off, so older saves and replays keep their meaning; the lobby turns it on by default.
   */
  appendixB?: boolean;
  /**
   * The Bar Deck (VARIANTS.md §8): the Drink Deck is 30 counted from a 70-card Bar Deck, and each refill counts
   * the next 30. Absent means off (the base 30-card deck), so older saves and replays keep their meaning.
   */
  barDeck?: boolean;
  /**
   * The Automaton (VARIANTS.md §7): Rivet, the clockwork barback, joins a two-player game as a third seat (the
   * last seat, so the players keep seats 0 and 1) with a deck of these two factions. Absent means off.
   */
  automaton?: { factions: string[] };
  /**
   * A team game (VARIANTS.md §2–§6): which seats play together, each team seated together and listed in seat
   * order. Absent means every player for themselves (the base game), so older saves keep their meaning.
   */
  teams?: {
    kind: TeamKind;
    seats: Seat[][];
    /**
     * The seats that play Magda with her Boss Deck (VARIANTS.md §4–§6): the Boss in Boss Battle, every seat in
     * Two-Headed Boss Battle, each team's Leader in Leaders and Lackeys. Absent: none.
     */
    bossDecks?: Seat[];
  };
}

/** The team variants (VARIANTS.md §3–§6), all played by variants/teams.ts and variants/boss.ts. */
export type TeamKind = 'two-headed' | 'boss' | 'two-headed-boss' | 'leaders';

/**
 * A team's own tokens (VARIANTS.md §2.7). Its F, AC and G live on each member's SeatState, kept equal across
 * the team by ctx.ts's writers (variants/teams.ts): every reader of a seat's stats reads the team's.
 */
export interface TeamState {
  seats: Seat[];
  tonics: number;
}

export interface SeatState {
  char: CharKey;
  name: string;
  F: number;
  AC: number;
  G: number;
  alive: boolean;
  hand: CardId[];
  /** Top of a deck or pile is the END of its array. */
  deck: CardId[];
  discard: CardId[];
  /** Cards that left play with their eliminated owner. */
  gone: CardId[];
  /** The Drink Me! pile (top = end). */
  pile: CardId[];
  /** debts[c]: IOUs this seat holds from the Vess at seat c. */
  debts: number[];
  prizes: CardId[];
  /** What this seat's character has secretly seen (Okko's sniffs), until it is revealed or reshuffled. */
  known: CardId[];
  /** The Oven's Heat (only a character with the oven mechanic has it). */
  heat?: number;
  /** Magda's Menace track, 0–max (only a character with the menace mechanic has it; VARIANTS.md §9.2). */
  menace?: number;
  /** This seat plays a Boss Deck (VARIANTS.md §4–§6): its Menace uses the Boss side. */
  bossDeck?: boolean;
  /** Companions in play in front of this seat, longest-kept first (public). */
  companions?: CardId[];
  /** Plot cards laid face down (their owner alone knows them; the count is public). */
  plots?: CardId[];
  /** The Loot Sack (top = end; order and contents secret, the count public) and the spent loot (public). */
  sack?: CardId[];
  spent?: CardId[];
  /** When and why this seat left the game (issue 22.9: the end shows who went out when); absent while in. */
  out?: { turn: number; why: 'passed-out' | 'broke' };
}

export type Phase =
  | 'start'
  | 'cp-start'
  | 'discard'
  | 'cp-action'
  | 'action'
  | 'action-done'
  | 'cp-order'
  | 'order'
  | 'cp-drink'
  | 'drink'
  | 'drink-done'
  | 'cp-end'
  | 'end';

export interface TurnState {
  active: Seat;
  n: number;
  phase: Phase;
  /** Extra Drinks ordered this turn (First Orders, rush, Last Orders Bell). */
  extra: number;
  ordered: number;
  /** Okko's Connoisseur look this Order phase is done. */
  looked: boolean;
  /** Tamsins who used their Jig Die reroll this game turn. */
  jig: Seat[];
  /** The active seat has had its chance to lay a Plot this turn. */
  plotted?: boolean;
  /**
   * A team game's shared turn (VARIANTS.md §2.2): which members have finished the phase that is per member
   * (discarded, acted, drunk, looked as Okko), and who earned the extra Drinks (each orders its own).
   */
  team?: { discarded: Seat[]; acted: Seat[]; drunk: Seat[]; looked: Seat[]; plotted: Seat[]; extraBy: Seat[] };
}

/** The starter's choice under Appendix B: a gambling game, its variants and a Split Rule. */
export interface GameChoice {
  game: GameId;
  variants: string[];
  split: SplitRule;
}

/**
 * Appendix B (TAVERN.md §5): the Round is played as a gambling game. The hosted table (engine GameState,
 * stakes mode `tavern`) holds no money: the tavern's pot is the only pot. Hosted seat i is tavern seat
 * `seats[i]`.
 */
export interface Hosted {
  choice: GameChoice;
  /** null until the antes are paid (and again while a Commoner's replay antes). */
  table: AnyState | null;
  seats: Seat[];
  /** Who plays the next table when it is set up (a King's replay: the tied players only). */
  next: Seat[] | null;
  /** The seat whose Gambling or Cheating card of the current card pass is on the stack. */
  passing: Seat | null;
  /** A special owed to a seat whose pass card resolved (§5 "A card in a pass"). */
  owed: { seat: Seat; kind: SpecialKind } | null;
  /** Cards a special let its seat look at (top of the deck first): that seat's secret alone. */
  peek: { seat: Seat; cards: number[]; kind: SpecialKind } | null;
  /** Games played in this Round (replays included). */
  games: number;
  /** How many cards the hosted table holds (deck, discards, zones): constant while it is played. */
  cards: number;
  /**
   * A card pass the tavern runs itself where the game's own page puts one (Doublerogue: in place of each
   * round's ante): who is asked, in order, and how far it has gone. `round` is the last game round passed.
   */
  pass: { order: Seat[]; idx: number } | null;
  round: number;
}

export type SpecialKind = 'gambling' | 'cheating' | 'both';

/** A Round of Gambling: `base` is §4's Round, `hosted` Appendix B's (a gambling game played as the Round). */
export interface RoundState {
  kind: 'base' | 'hosted';
  /** Appendix B: the starter has made (or been spared) the choice of a game. */
  chosen?: boolean;
  hosted?: Hosted;
  /** A tie under Merchant's Rule in a hosted game: the pot is split among these (remainder to the Inn). */
  split?: Seat[];
  starter: Seat;
  controller: Seat | null;
  in: Seat[];
  /** Seats that passed since control last changed. */
  passed: Seat[];
  /** A Winning Hand holds control: only Cheating cards may take it. */
  gate: boolean;
  /** The seat whose Round turn comes next. */
  next: Seat;
  prize: CardId | null;
  /** Set when the Round is decided: the winner, or the Inn. */
  result: Seat | 'inn' | null;
}

export interface PlayAction {
  t: 'play';
  card: CardId;
  mode: number;
  targets: (Seat | 'deck')[];
  /** Which Drink of the answered item (a batch may hold several). */
  drink?: number;
  /** A team game: the teammate this Sometimes card protects (VARIANTS.md §2.4); absent: its player. */
  for?: Seat;
}

export type TAction =
  | { t: 'pass' }
  | PlayAction
  | { t: 'discard'; card: CardId }
  | { t: 'draw' }
  | { t: 'order'; to: Seat }
  | { t: 'choose'; pick: string }
  /** A team game: spend one of the team's Tonic tokens (VARIANTS.md §9.1) for +6 F, −6 AC or 3 G. */
  | { t: 'tonic'; gain: TonicGain }
  /** Appendix B: the starter's choice of game (`game: null` plays a plain Round). */
  | { t: 'game'; game: GameId | null; variants: string[]; split: SplitRule }
  /** Appendix B: a decision of the hosted game's own Order of Play, as the engine's legal actions offer it. */
  | { t: 'hosted'; a: Action }
  /** Appendix B: the special a pass card bought (TAVERN.md §5), and after a look the swap, as typed moves. */
  | ({ t: 'special' } & SpecialMove);

/**
 * A special's move on the hosted table. Dice and cards are named by their holding and their index in it, never
 * by a card's id, so an option never shows a card its seat may not see.
 * - `none`: take no special; `reroll` a die of yours (Gambling); `set` it to a face (Cheating);
 * - `look` at the top `n` cards of the deck (1: Gambling, 3: Cheating), then `swap` one of them (`pick`, 0 the
 *   top) for your card at `index` of `holding`, or `keep` yours;
 * - `blind`: put the top card in place of your card facing away from you, unseen (Rank and Class, Gambling).
 */
export type SpecialMove =
  | { how: 'none' }
  | { how: 'reroll'; holding: string; die: number }
  | { how: 'set'; holding: string; die: number; face: number }
  | { how: 'look'; n: 1 | 3 }
  | { how: 'blind'; holding: string; index: number }
  | { how: 'keep' }
  | { how: 'swap'; holding: string; index: number; pick: number };

export type TonicGain = 'F' | 'AC' | 'G';

export type ChoiceKind = 'champion' | 'plot' | 'collect' | 'reroll' | 'mead-split' | 'swap' | 'drink-discard' | 'prize' | 'connoisseur' | 'rivet-reward';

export type Decision =
  | { k: 'call'; seat: Seat }
  | { k: 'sweep'; seat: Seat }
  | { k: 'discard'; seat: Seat }
  | { k: 'action'; seat: Seat }
  | { k: 'order'; seat: Seat }
  | { k: 'round-turn'; seat: Seat }
  | { k: 'game'; seat: Seat }
  | { k: 'hosted'; seat: Seat }
  | { k: 'choose'; seat: Seat; what: ChoiceKind; options: string[] }
  /** Appendix B: a special owed (`special`), or the swap after its look (`special-swap`). */
  | { k: 'special'; seat: Seat; what: 'special' | 'special-swap'; options: SpecialMove[] };

/** A sealed call: every seat (clockwise from the origin) answers privately; nothing shows until all have. */
export interface Call {
  seats: Seat[];
  idx: number;
  answers: (PlayAction | null)[];
}

/** The rivals' sweeps: every living seat is asked, from the active player; only rivals may play. */
export interface Sweep {
  kind: 'anytime' | 'sometimes';
  rivals: Seat[];
  seats: Seat[];
  idx: number;
}

/** A window: calls until one gets no answer, then the item goes on to `next`. */
export interface Win {
  next: string;
  call?: Call;
  sweep?: Sweep;
}

interface ItemBase {
  uid: number;
  origin: Seat;
  stage: string;
  win?: Win;
  /** The Automaton: Rivet has had his one chance to respond to this item (VARIANTS.md §7). */
  rv?: boolean;
}

export interface Source {
  uid: number;
  player: Seat | null;
  kind: 'card' | 'drink' | 'event' | 'step';
}

export interface CardItem extends ItemBase {
  kind: 'card';
  /** null for a step answered as though it were a card (an IOU collection). */
  card: CardId | null;
  def: string;
  mode: number;
  player: Seat;
  type: 'action' | 'sometimes' | 'anytime' | 'gambling' | 'cheating';
  targets: (Seat | 'deck')[];
  drink?: number;
  /** The item this card answers. */
  on: number | null;
  /** For hit-backs: the player of the F loss this answers. */
  itsPlayer: Seat | null;
  /** A team game: the teammate its protective part is for (VARIANTS.md §2.4); absent: its player. */
  for?: Seat;
  ignoredBy: Seat[];
  pc: number;
  roll?: number;
  /** Scratch for a choice made mid-resolution (reroll asked, swap, ...). */
  asked?: string;
  collect?: { debtor: Seat; count: number; choice: 'G' | 'F' | null };
  /** A companion's turn-start step: the companion card in play (its `def` is that card's key). */
  pet?: CardId;
  /** The card stays in play as a companion when it resolves. */
  stay?: boolean;
  /** A team game: the Champions named for the Round this card starts (VARIANTS.md §2.6), and the teams still to name one. */
  champions?: Seat[];
  champQueue?: number[];
}

export interface Drink {
  drinker: Seat;
  cards: CardId[];
  ac: number;
  f: number;
  draw: number;
  discard: number;
  ignored: boolean;
  /** Honey Mead revealed as the original Drink (not a Chaser, not from an Event). */
  mead: boolean;
  /** Any Honey Mead in it: split cards never apply. */
  hasMead: boolean;
  contestant?: Seat;
  score?: number;
  /** The Automaton: the player who put this Drink on Rivet (a pass, a split, Down in One): its track alone changes. */
  by?: Seat;
}

export interface Reveal {
  source: 'pile' | 'deck';
  /** The pile owner (source pile) or the drinker (deck). */
  seat: Seat;
  drink: Drink;
  /** A Chaser is still to come. */
  more: boolean;
}

export interface DrinkItem extends ItemBase {
  kind: 'drink';
  mode: 'single' | 'innkeeper' | 'contest';
  revealer: Seat;
  drinks: Drink[];
  reveal?: Reveal;
  /** Honey Mead's own split has been offered. */
  splitOffered: boolean;
  /** Parent Event item (Innkeeper's Round, Bottoms Up!). */
  event?: number;
  /** Discards still owed while drinking: [seat, n]. */
  owed: [Seat, number][];
  fLossPushed?: boolean;
  /** A Drink from the deck whose first card, an Event, is the drinker's Drink Event (Rivet's Drink phase). */
  eventOk?: boolean;
}

export interface EventItem extends ItemBase {
  kind: 'event';
  card: CardId;
  event: EventKind;
  revealer: Seat;
  ignoredBy: Seat[];
  /** A team game: the Champions named as it was revealed (VARIANTS.md §2.6), and the teams still to name one. */
  champions?: Seat[];
  champQueue?: number[];
  contest?: {
    /** Everyone in the contest (those who Ignored it are not). */
    all: Seat[];
    contenders: Seat[];
    dropped: Seat[];
    idx: number;
    drinks: Drink[];
    reveal?: Reveal;
    winner: Seat | null;
    round: number;
  };
  reveal?: Reveal;
}

export interface FLossStep extends ItemBase {
  kind: 'floss';
  src: Source;
  entries: { seat: Seat; n: number; by?: Seat }[];
  /** Seats that lost F (before bounds), for the after-window. */
  lost: Seat[];
}

export interface PayStep extends ItemBase {
  kind: 'pay';
  src: Source;
  payer: Seat;
  to: Seat | 'inn';
  n: number;
  innPays: boolean;
  why: 'card' | 'refill' | 'contest' | 'collect';
}

export interface AnteStep extends ItemBase {
  kind: 'ante';
  seat: Seat;
  demander: Seat;
  group: number;
  innPays: boolean;
}

export interface ForceOutStep extends ItemBase {
  kind: 'forceout';
  seat: Seat;
  by: Seat;
}

export interface PotStep extends ItemBase {
  kind: 'pot';
  to: Seat | 'inn';
  /** A Merchant's Rule tie in a hosted game: split evenly among these, the remainder to the Inn. */
  split?: Seat[];
}

export interface RefillItem extends ItemBase {
  kind: 'refill';
}

export interface LastChanceItem extends ItemBase {
  kind: 'lastchance';
}

export interface CheckpointItem extends ItemBase {
  kind: 'checkpoint';
  phase: Phase;
}

export type Item =
  | CardItem
  | DrinkItem
  | EventItem
  | FLossStep
  | PayStep
  | AnteStep
  | ForceOutStep
  | PotStep
  | RefillItem
  | LastChanceItem
  | CheckpointItem;

export interface TavernState {
  v: 1;
  version: number;
  rng: RngState;
  config: TavernConfig;
  /** Card instance → card key. */
  defs: Record<CardId, string>;
  seats: SeatState[];
  drinkDeck: CardId[];
  drinkDiscard: CardId[];
  /** A team game's teams (variants/teams.ts); absent in the base game. */
  teams?: TeamState[];
  /** The Bar Deck's cards waiting face down (top = end), only when the Bar Deck is on (variants/bar-deck.ts). */
  bar?: CardId[];
  /** The bank: unbounded, a signed counter. */
  inn: number;
  pot: number;
  prizeInn: CardId[];
  prizeBin: CardId[];
  turn: TurnState;
  round: RoundState | null;
  stack: Item[];
  pending: Decision | null;
  nextUid: number;
  /** Constant: Σ stashes + pot + Inn (a team's stash counted once: its members share it). */
  gold: number;
  over: { winners: Seat[]; tie: boolean } | null;
  /** Actions applied so far (a progress bound for the invariant checker). */
  actions: number;
  /** The Automaton (VARIANTS.md §7), when it is on: Rivet's seat, his two tracks and what he last revealed. */
  automaton?: AutomatonState;
  /** Boss Battle (VARIANTS.md §4): the Boss's seat, X, and this turn of hers (variants/boss.ts). */
  boss?: BossState;
}

/**
 * The Boss of a Boss Battle: she plays up to X Actions and orders X Drinks a turn (⌈X/2⌉ on her first), and
 * draws to 6+X. `actions` and `played` count the Actions of her current turn (the played ones stay face up in
 * a row on her mat until her Action phase ends: `played`); `turns` counts her turns begun.
 */
export interface BossState {
  seat: Seat;
  x: number;
  actions: number;
  played: CardId[];
  turns: number;
}

/** Rivet's public state: his deck and discards are his seat's (the order of the deck is nobody's). */
export interface AutomatonState {
  seat: Seat;
  factions: string[];
  /** One track per player: `owner`'s F and AC on Rivet, each 0–6. */
  tracks: { owner: Seat; F: number; AC: number }[];
  /** The last card he revealed and the box it used (`none`: a response of the wrong label, or a pass box). */
  last: { card: CardId; def: string; box: 'action' | 'response' | 'bottom' | 'none' } | null;
  /** Players owed a reset reward (1 G from the Inn or draw 2), first asked first. */
  rewards: Seat[];
}

export type GoldPlace = Seat | 'inn' | 'pot';

export type TEvent = (
  | { t: 'turn'; seat: Seat; n: number }
  | { t: 'phase'; seat: Seat; phase: Phase }
  | { t: 'windowOpened'; origin: Seat; item: Item['kind']; uid: number; seats: Seat[] }
  | { t: 'cardPlayed'; seat: Seat; card: CardId; def: string; mode: number; targets: (Seat | 'deck')[]; drink?: number; for?: Seat; fromPlot?: boolean }
  | { t: 'cardResolved'; card: CardId | null }
  | { t: 'cardNegated'; card: CardId | null; by: Seat }
  | { t: 'ignored'; seat: Seat; uid: number }
  | { t: 'discarded'; seat: Seat; card: CardId; def: string }
  | { t: 'drew'; seat: Seat; n: number }
  | { t: 'drewCards'; seat: Seat; cards: CardId[]; defs: string[] }
  | { t: 'reshuffled'; seat: Seat | 'drinks' }
  | { t: 'drinkOrdered'; by: Seat; to: Seat }
  | { t: 'drinkRevealed'; seat: Seat; card: CardId; def: string; source: 'pile' | 'deck' }
  | { t: 'drinkDiscarded'; card: CardId; def: string }
  | { t: 'drinkChanged'; uid: number; drink: number }
  | { t: 'drinkSplit'; uid: number; with: Seat }
  | { t: 'drinkPassed'; uid: number; to: Seat }
  | { t: 'soberedUp'; seat: Seat }
  | { t: 'statChanged'; seat: Seat; stat: 'F' | 'AC'; from: number; to: number }
  | { t: 'goldMoved'; from: GoldPlace; to: GoldPlace; n: number }
  | { t: 'rolled'; seat: Seat; value: number; reroll?: boolean }
  | { t: 'sniffed'; seat: Seat; where: Seat | 'deck' }
  | { t: 'saw'; seat: Seat; card: CardId; def: string; where: Seat | 'deck' }
  | { t: 'movedToBottom'; seat: Seat; card?: CardId }
  | { t: 'iou'; from: Seat; to: Seat; n: number }
  /** The Oven's Heat changed. */
  | { t: 'heat'; seat: Seat; from: number; to: number }
  /** Magda's Menace changed (a gain, or back to 0 after a Crackdown). */
  | { t: 'menace'; seat: Seat; from: number; to: number }
  /** Magda's Menace reached its top: her Crackdown step is on the stack (`boss`: the Boss side's). */
  | { t: 'crackdown'; seat: Seat; boss: boolean }
  /** A companion came into play, or left it (to its owner's discards, or out of the game). */
  | { t: 'companion'; seat: Seat; card: CardId; def: string; to: 'play' | 'discard' | 'gone' }
  /** A Plot was laid face down (public: who, never which). */
  | { t: 'plotLaid'; seat: Seat; plots: number }
  /** Cards drawn from a Loot Sack (public count; the cards go to the drawer by drewCards). */
  | { t: 'looted'; seat: Seat; n: number; left: number }
  /** The spent loot was shuffled back into the Loot Sack. */
  | { t: 'sackReshuffled'; seat: Seat }
  | { t: 'roundStarted'; starter: Seat; in: Seat[] }
  | { t: 'control'; seat: Seat | null }
  | { t: 'leftRound'; seat: Seat }
  /** A player passed their Round turn in a base Round (they stay in); public, so the screen can show it. */
  | { t: 'roundPassed'; seat: Seat }
  | { t: 'roundEnded'; to: Seat | 'inn'; pot: number; prize: CardId | null; split?: Seat[] }
  /** Appendix B: the starter's choice (null: a plain Round). */
  | { t: 'gameChosen'; seat: Seat; choice: GameChoice | null }
  /** Appendix B: a hosted table was set up for these seats (hosted seat i = `seats[i]`). */
  | { t: 'hostedStarted'; game: GameId; seats: Seat[]; replay: 'king' | 'commoner' | null }
  /** Appendix B: one of the hosted table's events, as the engine made it (hosted seat numbers). */
  | { t: 'hosted'; ev: GameEvent; seats: Seat[] }
  /** Appendix B: a special after a card in a card pass. */
  | ({ t: 'special'; seat: Seat; kind: SpecialKind } & SpecialMove)
  | { t: 'prizeUsed'; seat: Seat; card: CardId }
  /** A team game: a Tonic token spent (public, never answerable). */
  | { t: 'tonic'; seat: Seat; gain: TonicGain; left: number }
  | { t: 'refill'; paying: Seat[] }
  | { t: 'contest'; scores: [Seat, number][]; winner: Seat | null; again: Seat[] }
  | { t: 'losing'; seats: Seat[] }
  | { t: 'eliminated'; seat: Seat; why: 'passed-out' | 'broke' }
  | { t: 'won'; seats: Seat[]; tie: boolean }
  /** The Automaton: Rivet revealed a card and used this box of it (`none`: nothing happens). */
  | { t: 'rivet'; card: CardId; def: string; box: 'action' | 'response' | 'bottom' | 'none' }
  /** The Automaton: one of Rivet's tracks moved (`owner`'s), or was reset. */
  | { t: 'track'; owner: Seat; stat: 'F' | 'AC'; from: number; to: number }
  | { t: 'trackReset'; owner: Seat }
  | { t: 'rivetReward'; seat: Seat; pick: 'gold' | 'draw' }
) & {
  /** A private event: only this seat receives it. */
  only?: Seat;
};
