import { CARDS, DRAGON_IDS, STANDARD_IDS, type CardId } from '../cards/card';
import { RuleError } from '../engine/errors';
import { apply, gameDef, legalActions, moneyOnTable, pendingSeats, stepsOf } from '../engine/table';
import type { AnyState, Seat } from '../engine/types';
import { viewFor } from '../engine/view';
import { visibleTo } from '../engine/zones';

/**
 * What a table read back from a save must satisfy before anything is built on it, beyond its schema.
 * Each check is something the engine keeps true after every action, so a state that breaks one was not
 * written by the engine (a damaged or edited file):
 *
 * - every card is in exactly one place (a zone, the deck or the discards), every id is a real card, and
 *   none of the deck's cards is missing;
 * - no seat sees a card this game's log never showed it: a card lies face up (or in a seat's sight) only
 *   after an event that named it to that seat, so a save whose zones were turned face up is caught;
 * - the money on the table is what the table started with;
 * - the step of the Order of Play exists and is the one named;
 * - per-seat lists have one entry per seat, and seats named in the state exist;
 * - every seat's view (and an onlooker's) can be built, as the screens will ask for them first;
 * - and the game can go on: someone is awaited, and the first legal action is accepted (on a copy).
 *
 * Returns the first problem as a sentence fragment (the caller says "this saved night could not be read:
 * ..."), or null.
 */
export function tableProblem(t: AnyState): string | null {
  const n = t.config.seats.length;
  let def;
  try {
    def = gameDef(t.config.game);
  } catch (e) {
    if (e instanceof RuleError) return `table: ${e.message} (this version cannot play it)`;
    throw e;
  }
  for (const [name, list] of [['stacks', t.stacks], ['contrib', t.contrib], ['roundBet', t.roundBet], ['inGame', t.inGame], ['folded', t.folded]] as const) {
    if (list.length !== n) return `table: ${list.length} ${name} entries for ${n} seats`;
  }
  if (t.startingPlayer >= n) return `table: the Starting Player is seat ${t.startingPlayer + 1}, which does not exist`;
  if (t.replay && t.replay.seats.some((x) => x >= n)) return 'table: the replay names a seat that does not exist';

  const cards = cardProblem(t, def.dragonsInDeck(t.config.variants));
  if (cards) return cards;

  for (const [name, z] of Object.entries(t.zones)) {
    const vis = z.vis;
    const seats = vis.to === 'owner' || vis.to === 'others' ? [vis.seat] : vis.to === 'seats' ? vis.seats : [];
    if (seats.some((x) => x < 0 || x >= n)) return `table: zone ${name} is shown to a seat that does not exist`;
  }

  if (moneyOnTable(t) !== t.totalMoney) return `table: ${moneyOnTable(t)} money on it, ${t.totalMoney} expected`;

  const steps = stepsOf(def, t.config.variants);
  if (t.phase === 'playing') {
    const step = steps[t.step.index];
    if (!step) return `table: step ${t.step.index + 1} of the Order of Play does not exist (${def.name} has ${steps.length})`;
    if (step.id !== t.step.id) return `table: step ${t.step.index + 1} is "${step.id}", not "${t.step.id}"`;
  }

  const sight = sightProblem(t);
  if (sight) return sight;

  for (let seat = -1; seat < n; seat++) {
    try {
      viewFor(t, seat);
    } catch (e) {
      const who = seat < 0 ? 'an onlooker' : `seat ${seat + 1}`;
      return `table: the view of ${who} cannot be built (${caughtWords(e)})`;
    }
  }
  return t.phase === 'playing' ? goesOnProblem(t) : null;
}

/**
 * The game can go on: someone is awaited, each awaited seat has a legal action, and the first of them is
 * accepted (on a copy) with the money still all there. A state that waits on no one would jam the table.
 */
function goesOnProblem(t: AnyState): string | null {
  let pending: Seat[];
  try {
    pending = pendingSeats(t);
  } catch (e) {
    return `table: who is awaited cannot be told (${caughtWords(e)})`;
  }
  if (pending.length === 0) return `table: the game is in play but waits on no one (step "${t.step.id}")`;
  for (const seat of pending) {
    if (seat < 0 || seat >= t.config.seats.length) return `table: it waits on seat ${seat + 1}, which does not exist`;
    if (legalActions(t, seat).length === 0) return `table: it waits on seat ${seat + 1}, who has nothing they may do`;
  }
  const seat = pending[0]!;
  const action = legalActions(t, seat)[0]!;
  try {
    const next = apply(t, seat, action).state;
    if (moneyOnTable(next) !== next.totalMoney) return `table: after seat ${seat + 1}'s first legal action the money no longer adds up`;
  } catch (e) {
    return `table: seat ${seat + 1}'s first legal action is refused (${caughtWords(e)})`;
  }
  return null;
}

/** Every card in exactly one place, every id a real card, and the whole deck present. */
function cardProblem(t: AnyState, dragons: boolean): string | null {
  const where = new Map<CardId, string>();
  const place = (id: CardId, at: string): string | null => {
    if (!Number.isInteger(id) || CARDS[id] === undefined) return `table: ${at} holds card ${id}, which does not exist`;
    const before = where.get(id);
    if (before !== undefined) return `table: card ${id} is both in ${before} and in ${at}`;
    where.set(id, at);
    return null;
  };
  for (const [name, z] of Object.entries(t.zones)) {
    for (const id of z.cards) {
      const p = place(id, `zone ${name}`);
      if (p) return p;
    }
  }
  for (const id of t.deck) {
    const p = place(id, 'the deck');
    if (p) return p;
  }
  for (const id of t.discard) {
    const p = place(id, 'the discards');
    if (p) return p;
  }
  // Before the first game starts nothing is dealt; once a game runs, the whole deck is somewhere.
  if (t.gameNo > 0) {
    for (const id of dragons ? [...STANDARD_IDS, ...DRAGON_IDS] : STANDARD_IDS) {
      if (!where.has(id)) return `table: card ${id} is missing (in no zone, not in the deck, not in the discards)`;
    }
  }
  return null;
}

/**
 * A card a seat can see must have been shown to it by this game's log (each game starts its log afresh,
 * and every deal, move and reveal names its cards to whoever may see them). Checked for each seat and for
 * an onlooker, who sees only public cards.
 */
function sightProblem(t: AnyState): string | null {
  const n = t.config.seats.length;
  for (let seat = -1; seat < n; seat++) {
    const shown = new Set<CardId>();
    for (const e of t.log) {
      if (!Array.isArray(e.cards)) continue;
      if (e.vis && !visibleTo(e.vis, seat)) continue;
      for (const id of e.cards) if (typeof id === 'number') shown.add(id);
    }
    for (const [name, z] of Object.entries(t.zones)) {
      if (!visibleTo(z.vis, seat)) continue;
      // Grey cards are never dealt: a game lays them out by its rules (The Wheel's Leaders), known to all.
      const unseen = z.cards.find((id) => !shown.has(id) && CARDS[id]!.kind !== 'grey');
      if (unseen !== undefined) {
        const who = seat < 0 ? 'everyone' : `seat ${seat + 1}`;
        return `table: zone ${name} shows card ${unseen} to ${who}, but no event of this game ever showed it`;
      }
    }
  }
  return null;
}

/**
 * What a check that threw says to a player: a rule's own sentence (a RuleError), else that the save is
 * damaged. A program's error text ("Cannot read properties of undefined") is never shown (issue 25).
 */
export function caughtWords(e: unknown): string {
  return e instanceof RuleError ? e.message.replace(/\.$/, '') : 'its saved state is damaged';
}
