import { DRAGON_IDS, STANDARD_IDS, type CardId } from '../cards/card';
import { gameDef } from '../engine/table';
import type { AnyState, Seat, Zone } from '../engine/types';
import type { SeatView } from '../engine/view';
import { seedRng } from '../rng';
import { hintsFor } from './hints';
import { shuffle, type BotRng } from './rand';

/**
 * Determinization: a full game state rebuilt from one seat's view, with every card the seat cannot see dealt
 * at random from the cards it has not seen. The engine then plays the rest of the game in that imagined
 * world with the game's own rules. Nothing here reads anything but the view, so a bot cannot cheat: two
 * states that give the same view give the same worlds for the same seed.
 */

/** A card slot the seat cannot see: a zone and a position in it. */
interface Slot {
  zone: string;
  index: number;
}

export interface Imagined {
  /** The state as the seat sees it, hidden cards still unfilled (-1); copied and filled for each world. */
  template: AnyState;
  slots: Slot[];
  /** Cards the seat knows lie in the discard pile (it discarded them itself). */
  knownDiscard: CardId[];
  /** Cards it has not seen and that may be anywhere hidden (deck, discard, hidden zone slots). */
  pool: CardId[];
  /** Hidden slots that only some cards can fill (Dragon Hunt's face-down Dragons). */
  reserved: { zone: string; ids: CardId[] }[];
}

/** Plain-JSON deep copy, faster than structuredClone for the small states of this engine. */
export function cloneJson<T>(x: T): T {
  if (x === null || typeof x !== 'object') return x;
  if (Array.isArray(x)) {
    const out = new Array(x.length);
    for (let i = 0; i < x.length; i++) out[i] = cloneJson(x[i]);
    return out as T;
  }
  const out: Record<string, unknown> = {};
  for (const k in x as Record<string, unknown>) out[k] = cloneJson((x as Record<string, unknown>)[k]);
  return out as T;
}

/**
 * A copy of a state for one playout. Only what the engine changes in place is copied: the config, zone
 * visibilities and a finished result are replaced, never mutated, so they are shared.
 */
export function cloneState(s: AnyState): AnyState {
  const zones: Record<string, Zone> = {};
  for (const name in s.zones) {
    const z = s.zones[name]!;
    zones[name] = { cards: z.cards.slice(), vis: z.vis };
  }
  return {
    ...s,
    stacks: s.stacks.slice(),
    contrib: s.contrib.slice(),
    roundBet: s.roundBet.slice(),
    inGame: s.inGame.slice(),
    folded: s.folded.slice(),
    zones,
    deck: s.deck.slice(),
    discard: s.discard.slice(),
    g: cloneJson(s.g),
    secret: cloneJson(s.secret),
    step: { index: s.step.index, id: s.step.id, data: cloneJson(s.step.data) },
    rng: s.rng.slice(),
    log: [],
    replay: s.replay,
  };
}

/** Cards this seat has seen go into the face-down discard (its own exchanges), since the last reshuffle. */
function ownDiscards(view: SeatView): CardId[] {
  let known = new Set<CardId>();
  for (const e of view.log) {
    if (e.t === 'reshuffled') known = new Set();
    if (e.t === 'discarded' && Array.isArray(e.cards)) for (const id of e.cards) if (typeof id === 'number') known.add(id);
  }
  return [...known];
}

export function imagine(view: SeatView): Imagined {
  const def = gameDef(view.game);
  const zones: Record<string, Zone> = {};
  const slots: Slot[] = [];
  const shown = new Set<CardId>();
  for (const [name, z] of Object.entries(view.zones)) {
    zones[name] = { cards: z.cards.map((id) => (id === null ? -1 : id)), vis: z.vis };
    z.cards.forEach((id, index) => {
      if (id === null) slots.push({ zone: name, index });
      else shown.add(id);
    });
  }
  const knownDiscard = ownDiscards(view).filter((id) => !shown.has(id)).slice(0, view.discardCount);
  for (const id of knownDiscard) shown.add(id);
  const universe: CardId[] = [...STANDARD_IDS];
  if (def.dragonsInDeck(view.variants)) universe.push(...DRAGON_IDS);
  const reserved = (hintsFor(view.game).reserved?.(view) ?? []).map((r) => ({ zone: r.zone, ids: r.ids.filter((id) => !shown.has(id)) }));
  const reservedIds = new Set(reserved.flatMap((r) => r.ids));
  const pool = universe.filter((id) => !shown.has(id) && !reservedIds.has(id));

  // Other seats' simultaneous choices are still secret: in the imagined world they have not chosen yet.
  const secret: Record<string, unknown> = cloneJson(view.mine);
  const data = cloneJson(view.step.data) as Record<string, unknown>;
  if (Array.isArray(data.who) && Array.isArray(data.done)) {
    const who = data.who as Seat[];
    const done = data.done as boolean[];
    who.forEach((seat, i) => {
      if (done[i] && secret[`${view.step.id}.${seat}`] === undefined) done[i] = false;
    });
  }

  const template: AnyState = {
    format: 1,
    version: view.version,
    config: {
      game: view.game,
      seats: cloneJson(view.seats),
      variants: [...view.variants],
      stakes: cloneJson(view.stakes),
      splitRule: view.splitRule,
      startingChips: 0,
      seed: 0,
      options: { ...view.options },
    },
    rng: [],
    gameNo: view.gameNo,
    startingPlayer: view.startingPlayer,
    stacks: [...view.stacks],
    contrib: [...view.contrib],
    roundBet: [...view.roundBet],
    carry: view.carry,
    inGame: [...view.inGame],
    folded: [...view.folded],
    totalMoney: view.totalMoney,
    zones,
    deck: new Array(view.deckCount).fill(-1),
    discard: new Array(view.discardCount).fill(-1),
    g: cloneJson(view.g),
    secret,
    step: { index: view.step.index, id: view.step.id, data },
    phase: view.phase,
    result: view.result,
    log: [],
    replay: cloneJson(view.replay),
  };
  return { template, slots, knownDiscard, pool, reserved };
}

export class CannotImagine extends Error {}

/**
 * One world consistent with the view: the unseen cards shuffled into the hidden slots, the discard and the
 * deck, and a fresh engine PRNG so dice and later draws differ from world to world.
 */
export function sampleWorld(im: Imagined, rng: BotRng): AnyState {
  const s = cloneJson(im.template);
  const pool = shuffle(rng, [...im.pool]);
  let k = 0;
  const take = (): CardId => {
    if (k >= pool.length) throw new CannotImagine('more hidden cards than unseen cards');
    return pool[k++]!;
  };
  for (const r of im.reserved) {
    const z = s.zones[r.zone];
    if (!z) continue;
    const ids = shuffle(rng, [...r.ids]);
    let j = 0;
    for (let i = 0; i < z.cards.length; i++) if (z.cards[i] === -1 && j < ids.length) z.cards[i] = ids[j++]!;
  }
  for (const slot of im.slots) {
    const z = s.zones[slot.zone]!;
    if (z.cards[slot.index] === -1) z.cards[slot.index] = take();
  }
  for (let i = 0; i < s.discard.length; i++) s.discard[i] = i < im.knownDiscard.length ? im.knownDiscard[i]! : take();
  for (let i = 0; i < s.deck.length; i++) s.deck[i] = take();
  s.rng = seedRng(rng.seed());
  return s;
}
