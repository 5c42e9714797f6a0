import { hostedInvariants } from './hosted';
import { MAX_STAT } from './ctx';
import { mechanic } from './content/catalog';
import type { CardId, TavernState } from './types';
import { automatonInvariants } from './variants/automaton';
import { oneEach, stashes, teamInvariants } from './variants/teams';

/**
 * What must hold after every action (TAVERN.md §2.5, issue 14): Gold is conserved (Σ stashes + pot + Inn),
 * F and AC stay within 0–20, every card is in exactly one place, and the game is waiting on someone until
 * it is over. Returns the failures as sentences (empty when all hold).
 */
export function checkInvariants(s: TavernState, maxActions = 200_000): string[] {
  const bad: string[] = [];
  // A team's members share one stash: it is counted once (variants/teams.ts).
  const gold = s.inn + s.pot + stashes(s);
  for (const [i, st] of s.seats.entries()) {
    if (st.G < 0) bad.push(`seat ${i} has negative Gold ${st.G}`);
    if (st.F < 0 || st.F > MAX_STAT) bad.push(`seat ${i} F ${st.F} out of 0–20`);
    if (st.AC < 0 || st.AC > MAX_STAT) bad.push(`seat ${i} AC ${st.AC} out of 0–20`);
    const oven = mechanic(st.char, 'oven');
    if (st.heat !== undefined && (st.heat < 0 || st.heat > (oven?.max ?? 0))) bad.push(`seat ${i} Heat ${st.heat} out of 0–${oven?.max ?? 0}`);
    const pets = mechanic(st.char, 'companions');
    if ((st.companions?.length ?? 0) > (pets?.max ?? 0)) bad.push(`seat ${i} has ${st.companions!.length} companions in play`);
    const plots = mechanic(st.char, 'plots');
    if ((st.plots?.length ?? 0) > (plots?.max ?? 0)) bad.push(`seat ${i} has ${st.plots!.length} plots laid`);
    if (!st.alive && (st.companions?.length || st.plots?.length || st.sack?.length || st.spent?.length)) bad.push(`seat ${i} is out but its cards are still in play`);
  }
  if (s.pot < 0) bad.push(`the pot is negative (${s.pot})`);
  if (gold !== s.gold) bad.push(`Gold not conserved: ${gold} instead of ${s.gold}`);
  // Every card in exactly one place: as many placements as cards, no card twice, none unknown. Ids are a
  // letter and a number unique across letters, so a typed array indexed by the number does the counting.
  const { total, max } = sizeOf(s);
  const seen = new Uint8Array(max + 1);
  let placed = 0;
  let wrong = false;
  const mark = (ids: readonly (CardId | null | undefined)[]) => {
    for (let j = 0; j < ids.length; j++) {
      const id = ids[j];
      if (!id) continue;
      placed++;
      let i = 0;
      for (let k = 1; k < id.length; k++) i = i * 10 + id.charCodeAt(k) - 48;
      if (i > max || seen[i]! > 0) wrong = true;
      else seen[i] = 1;
    }
  };
  forEachZone(s, mark);
  if (wrong || placed !== total) {
    const where = cardPlaces(s);
    for (const id of Object.keys(s.defs)) {
      const n = where.get(id) ?? 0;
      if (n !== 1) bad.push(`card ${id} (${s.defs[id]}) is in ${n} places`);
    }
    for (const id of where.keys()) if (!(id in s.defs)) bad.push(`unknown card ${id} in play`);
  }
  if (!s.over && !s.pending) bad.push('the game is not over but waits on no one');
  if (s.over && s.pending) bad.push('the game is over but still waits on someone');
  if (s.pending && !s.seats[s.pending.seat]?.alive) bad.push(`the game waits on seat ${s.pending.seat}, who is out`);
  if (!s.over && s.actions > maxActions) bad.push(`no end after ${s.actions} actions`);
  const living = oneEach(s, s.seats.flatMap((x, i) => (x.alive ? [i] : []))).length;
  if (!s.over && living < 2) bad.push(`the game goes on with ${living} ${s.teams ? 'team' : 'player'}(s)`);
  bad.push(...teamInvariants(s));
  bad.push(...hostedInvariants(s));
  bad.push(...automatonInvariants(s));
  return bad;
}

const sizes = new WeakMap<object, { total: number; max: number }>();
function sizeOf(s: TavernState): { total: number; max: number } {
  let z = sizes.get(s.defs);
  if (!z) {
    const ids = Object.keys(s.defs);
    z = { total: ids.length, max: Math.max(0, ...ids.map((id) => Number(id.slice(1)))) };
    sizes.set(s.defs, z);
  }
  return z;
}

/** How many times each card id appears across every zone, the stack and the Round. */
export function cardPlaces(s: TavernState): Map<CardId, number> {
  const count = new Map<CardId, number>();
  forEachPlaced(s, (id) => count.set(id, (count.get(id) ?? 0) + 1));
  return count;
}

/** Calls `f` once per card placement: every zone, the stack and the Round. */
function forEachPlaced(s: TavernState, f: (id: CardId) => void): void {
  forEachZone(s, (ids) => {
    for (const id of ids) if (id) f(id);
  });
}

/** Calls `add` with every list of placed cards: every zone, the stack and the Round. */
function forEachZone(s: TavernState, add: (ids: readonly (CardId | null | undefined)[]) => void): void {
  for (const st of s.seats) {
    add(st.hand);
    add(st.deck);
    add(st.discard);
    add(st.gone);
    add(st.pile);
    add(st.prizes);
    if (st.companions) add(st.companions);
    if (st.plots) add(st.plots);
    if (st.sack) add(st.sack);
    if (st.spent) add(st.spent);
  }
  add(s.drinkDeck);
  add(s.drinkDiscard);
  if (s.bar) add(s.bar);
  add(s.prizeInn);
  add(s.prizeBin);
  if (s.round) add([s.round.prize]);
  for (const it of s.stack) {
    switch (it.kind) {
      case 'card':
        add([it.card]);
        break;
      case 'drink':
        for (const d of it.drinks) add(d.cards);
        if (it.reveal) add(it.reveal.drink.cards);
        break;
      case 'event':
        add([it.card]);
        if (it.reveal) add(it.reveal.drink.cards);
        if (it.contest) {
          for (const d of it.contest.drinks) add(d.cards);
          if (it.contest.reveal) add(it.contest.reveal.drink.cards);
        }
        break;
      default:
        break;
    }
  }
}
