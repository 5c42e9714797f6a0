import { CannotImagine as CannotImagineTable, imagine as imagineTable, sampleWorld } from '../../bots/determinize';
import { cloneJson } from '../../bots/determinize';
import { shuffle, type BotRng } from '../../bots/rand';
import { seedRng } from '../../rng';
import type { CardId, TavernState } from '../types';
import { HIDDEN, type BotView } from './view';
import { cardDef } from '../content/catalog';

/**
 * Determinization: a whole tavern state rebuilt from one seat's view, every card the seat cannot see dealt
 * at random from the cards it has not seen (each seat's own unseen cards to that seat's hidden hand, deck
 * and gone cards; the unseen Drink cards to the piles and the Drink Deck, around the cards it knows). The
 * engine then runs the imagined world with its own rules. Only the view is read, so two states with the
 * same view give the same worlds for the same seed.
 */
export class CannotImagine extends Error {}

function expand(keys: readonly [string, number][]): string[] {
  const out: string[] = [];
  for (const [k, n] of keys) for (let i = 0; i < n; i++) out.push(k);
  return out;
}

/** One imagined world. Hidden cards get fresh ids (`x1`, `x2`...), which the world's `defs` names. */
export function imagine(view: BotView, rng: BotRng): TavernState {
  const { me: _me, unseen, hostedView, ...rest } = view;
  const s = cloneJson(rest) as TavernState;
  // Appendix B: the hosted table is dealt from the engine's view of it (its own determinization).
  if (s.round?.hosted && hostedView) {
    try {
      s.round.hosted.table = sampleWorld(imagineTable(hostedView), rng);
    } catch (e) {
      if (!(e instanceof CannotImagineTable)) throw e;
      throw new CannotImagine('the hosted table cannot be imagined');
    }
  }
  let next = 1;
  const fill = (zone: CardId[], deal: string[]): void => {
    for (let i = 0; i < zone.length; i++) {
      if (zone[i] !== HIDDEN) continue;
      const key = deal.pop();
      if (key === undefined) throw new CannotImagine('more hidden cards than unseen ones');
      const id = `x${next++}`;
      s.defs[id] = key;
      zone[i] = id;
    }
  };
  s.seats.forEach((st, i) => {
    const deal = shuffle(rng, expand(unseen.seats[i] ?? []));
    if (!st.sack && !st.plots) {
      // The first four's seats: dealt exactly as before the second four came (same worlds for the same seed).
      fill(st.hand, deal);
      fill(st.deck, deal);
      fill(st.gone, deal);
      if (deal.length) throw new CannotImagine(`seat ${i}: ${deal.length} unseen cards have no place`);
      return;
    }
    // A Loot Sack holds only Loot cards and face-down Plots only Plot cards: deal those first from their own
    // kind; Loot not in the Sack can only be in the hand (it never enters the deck), so it is dealt there first.
    const loot = deal.filter((k) => cardDef(k).loot);
    const plots = deal.filter((k) => cardDef(k).plot);
    const rest = deal.filter((k) => !cardDef(k).loot && !cardDef(k).plot);
    if (st.sack) fill(st.sack, loot);
    if (st.plots) fill(st.plots, plots);
    const main = [...shuffle(rng, [...rest, ...plots]), ...loot];
    fill(st.hand, main);
    fill(st.deck, main);
    fill(st.gone, main);
    if (main.length) throw new CannotImagine(`seat ${i}: ${main.length} unseen cards have no place`);
  });
  const drinks = shuffle(rng, expand(unseen.drinks));
  for (const st of s.seats) fill(st.pile, drinks);
  fill(s.drinkDeck, drinks);
  if (s.bar) fill(s.bar, drinks);
  if (drinks.length) throw new CannotImagine(`${drinks.length} unseen Drink cards have no place`);
  s.rng = seedRng(rng.seed());
  return s;
}
