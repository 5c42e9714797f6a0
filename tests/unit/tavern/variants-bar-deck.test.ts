import { describe, expect, it } from 'vitest';
import { newTavern } from '../../../src/shared/tavern';
import { drinkDef } from '../../../src/shared/tavern/content/catalog';
import { CELLAR_STOCK } from '../../../src/shared/tavern/content/cellar-stock';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { A, B, C, D, scenario } from './scenario';

/**
 * The Bar Deck (VARIANTS.md §8, §9.4, scenarios BD1–BD8 of §10.7): a 70-card Bar Deck feeds Drink Decks of 30;
 * Cellar Stock's Drinks and three Events. The team and Rivet halves of BD6 and BD7 wait for those variants.
 */
const fill = (n: number, name = 'ale1') => Array.from({ length: n }, () => name);
const drinkCount = (s: { defs: Record<string, string> }) => Object.keys(s.defs).filter((id) => id.startsWith('d')).length;

describe('the Bar Deck', () => {
  it('BD1: setup with 4 seats: 70 shuffled, 30 counted as the Drink Deck, 4 starting Drinks from it (26 left), the Bar 40', () => {
    const { state: s } = newTavern({ seats: ['tamsin', 'okko', 'vess', 'grusk'].map((char) => ({ char })), seed: 4, barDeck: true });
    expect(drinkCount(s)).toBe(70);
    expect(s.drinkDeck).toHaveLength(26);
    expect(s.bar).toHaveLength(40);
    expect(s.seats.map((st) => st.pile.length)).toEqual([1, 1, 1, 1]);
    expect(checkInvariants(s)).toEqual([]);
    // Cellar Stock is 34 Drinks (+60 AC) and 6 Events.
    const drinks = CELLAR_STOCK.filter((c) => drinkDef(c.key).kind === 'drink');
    expect(drinks.reduce((t, c) => t + c.count, 0)).toBe(34);
    expect(drinks.reduce((t, c) => t + c.count * (drinkDef(c.key) as { ac: number }).ac, 0)).toBe(60);
    // Off, the base deal is unchanged: 30 Drink cards, no Bar.
    const base = newTavern({ seats: ['tamsin', 'okko', 'vess', 'grusk'].map((char) => ({ char })), seed: 4 }).state;
    expect(drinkCount(base)).toBe(30);
    expect(base.bar).toBeUndefined();
  });

  it("BD2: the first refill: each pays 1 G; the Bar's next 30 become the Drink Deck (Bar 10); the discards stay", () => {
    const sc = scenario({ phase: 'order', deck: ['ale1'], bar: [...fill(30, 'wine2'), ...fill(10)], drinkDiscard: fill(5, 'stout4') });
    const barTop = sc.s.bar!.slice(-30);
    sc.act(A, { t: 'order', to: B }).passWhile(() => sc.s.stack.length === 0 || sc.s.turn.phase !== 'order');
    expect(sc.events.find((e) => e.t === 'refill')).toEqual({ t: 'refill', paying: [A, B, C, D] });
    expect([A, B, C, D].map((x) => sc.stat(x).G)).toEqual([9, 9, 9, 9]);
    expect(sc.s.drinkDeck).toHaveLength(30);
    // The Bar's top 30, in their order (its top stays the top).
    expect(sc.s.drinkDeck).toEqual(barTop);
    expect(sc.s.bar).toHaveLength(10);
    expect(sc.s.drinkDiscard.map((c) => sc.s.defs[c])).toEqual(fill(5, 'kit.stout4'));
  });

  it('BD3: the Bar runs out: Bar 10, discards 55: the 10, then the 55 shuffled as the new Bar, 20 more: Drink Deck 30, Bar 35, discards 0', () => {
    const sc = scenario({ phase: 'order', deck: ['ale1'], bar: fill(10, 'wine2'), drinkDiscard: fill(55, 'stout4'), piles: { [A]: fill(2), [B]: fill(3) } });
    sc.act(A, { t: 'order', to: C }).passWhile(() => sc.s.turn.phase !== 'order');
    expect(sc.s.drinkDeck).toHaveLength(30);
    expect(sc.s.drinkDeck.slice(-10).map((c) => sc.s.defs[c])).toEqual(fill(10, 'kit.wine2'));
    expect(sc.s.drinkDeck.slice(0, 20).map((c) => sc.s.defs[c])).toEqual(fill(20, 'kit.stout4'));
    expect(sc.s.bar).toHaveLength(35);
    expect(sc.s.drinkDiscard).toHaveLength(0);
    expect(sc.events.filter((e) => e.t === 'reshuffled' && e.seat === 'drinks')).toHaveLength(1);
  });

  it("BD4: a Chaser mid-refill: Ploughman's Cider with a Chaser is the last card (Down in One on B): the refill, the new 30, the Chaser from them; B's window after the whole Drink", () => {
    const sc = scenario({
      chars: ['grusk', 'kit', 'kit', 'kit'],
      phase: 'action',
      hands: { [A]: ['grusk.down-in-one'] },
      deck: ['drink.ploughmans-cider-chaser'],
      bar: [...fill(1, 'stout4'), ...fill(39)],
    });
    sc.play(A, 'grusk.down-in-one', { targets: [B] });
    sc.passWhile(() => sc.topKind() === 'drink' && !(sc.s.stack.at(-1) as { reveal?: unknown }).reveal);
    expect(sc.events.find((e) => e.t === 'refill')).toEqual({ t: 'refill', paying: [A, B, C, D] });
    const drink = sc.s.stack.at(-1) as { drinks: { ac: number; cards: string[]; drinker: number }[] };
    expect(drink.drinks[0]).toMatchObject({ ac: 6, drinker: B });
    expect(drink.drinks[0]!.cards.map((c) => sc.s.defs[c])).toEqual(['drink.ploughmans-cider-chaser', 'kit.stout4']);
    expect(sc.s.drinkDeck).toHaveLength(29);
    expect(sc.s.bar).toHaveLength(10);
    expect(sc.pending).toEqual({ k: 'call', seat: B });
  });

  it('BD5: short: Bar 3, discards 9 at a refill: the Drink Deck is those 12', () => {
    const sc = scenario({ phase: 'order', deck: ['ale1'], bar: fill(3, 'wine2'), drinkDiscard: fill(9, 'stout4') });
    sc.act(A, { t: 'order', to: B }).passWhile(() => sc.s.turn.phase !== 'order');
    expect(sc.s.drinkDeck).toHaveLength(12);
    expect(sc.s.bar).toHaveLength(0);
    expect(sc.s.drinkDiscard).toHaveLength(0);
  });

  it.todo('BD6: teams (AB|CD): a refill costs 1 G a team; Automaton: A and B pay, R nothing (waits for the team games and Rivet)');

  it('BD7: Tab Comes Due: each player from the revealer pays 1 G to the Inn; innpay answers a payment, shrugG cannot', () => {
    const sc = scenario({ phase: 'drink', active: B, piles: { [B]: ['event.tab-comes-due'] }, hands: { [C]: ['innpay', 'shrugG'] } });
    sc.passWhile(() => sc.topKind() === 'pay' && (sc.s.stack.at(-1) as { payer: number }).payer === C && sc.s.pending?.seat === C);
    // The payments come from the revealer, in turn order: B, C, D, A.
    const order = sc.s.stack.filter((it) => it.kind === 'pay').map((it) => (it as { payer: number }).payer).reverse();
    expect(order).toEqual([C, D, A]);
    expect(sc.stat(B).G).toBe(9);
    expect(sc.canPlay(C, 'shrugG')).toBe(false);
    sc.play(C, 'innpay').passWhile();
    expect([A, B, C, D].map((x) => sc.stat(x).G)).toEqual([9, 9, 10, 9]);
    // B, D and A paid the Inn; C's payment was the Inn's own.
    expect(sc.s.inn).toBe(3);
  });

  it.todo('BD7: Tab Comes Due in a team game: A pays for AB, CD\'s Champion for CD; Last Call! with Rivet: both tracks −1 AC (wait for the team games and Rivet)');

  it('BD7: Last Call!: each player −1 AC (none below 0); Bard Takes Requests: each player draws 1', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['event.last-call'] }, stats: { [A]: { AC: 3 }, [B]: { AC: 0 }, [C]: { AC: 1 } } });
    sc.passWhile();
    expect(sc.events.some((e) => e.t === 'drinkRevealed' && e.def === 'event.last-call')).toBe(true);
    expect([A, B, C, D].map((x) => sc.stat(x).AC)).toEqual([2, 0, 0, 0]);

    const bard = scenario({ phase: 'drink', piles: { [A]: ['event.bard-takes-requests'] }, decks: { [A]: ['ale1'], [B]: ['ale1'], [C]: ['ale1'], [D]: ['ale1'] }, hands: { [B]: ['skipE'] } });
    bard.passTo(B).play(B, 'skipE').passWhile();
    // B Ignored the Event: it skips B alone.
    expect([A, B, C, D].map((x) => bard.seat(x).hand.length)).toEqual([1, 0, 1, 1]);
  });

  it("BD8: Moonshine Jug split by A with C: 3 and 3; spike1 on C's: 4", () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['drink.moonshine-jug'] }, hands: { [B]: ['spike1'] } });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'mead-split' });
    sc.choose(A, String(C));
    sc.passTo(B).play(B, 'spike1', { drink: 1 }).passWhile();
    expect(sc.stat(A).AC).toBe(3);
    expect(sc.stat(C).AC).toBe(4);
  });

  it('BD8: Cold Well Water in a contest scores 0', () => {
    const sc = scenario({ players: 2, phase: 'drink', piles: { [A]: ['event.bottoms-up'] }, deck: ['drink.cold-well-water', 'ale1', 'ale1', 'ale1'] });
    sc.passWhile();
    expect(sc.events.find((e) => e.t === 'contest')).toMatchObject({ scores: [[A, 0], [B, 1]], winner: B });
  });

  it('BD8: Dregs of the Night: discard 1, then −1 F as one step with no player (no hit-back)', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['drink.dregs-of-the-night'] }, hands: { [A]: ['hitback', 'ale1'] } });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'drink-discard' });
    sc.choose(A, sc.cardOf(A, 'ale1'));
    sc.passWhile(() => sc.topKind() === 'floss' && (sc.s.stack.at(-1) as { stage: string }).stage === 'after');
    expect(sc.stat(A)).toMatchObject({ AC: 2, F: 19 });
    expect(sc.seat(A).discard.map((c) => sc.s.defs[c])).toEqual(['kit.ale1']);
    expect(sc.canPlay(A, 'hitback')).toBe(false);
  });
});
