import { describe, expect, it } from 'vitest';
import { drinkTotal } from '../../../src/shared/tavern/text';
import { actionLabel, askText, contestRows, contestWords, eventLine, itemText } from '../../../src/renderer/src/tavern/words';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';
import type { TavernView } from '../../../src/shared/tavern/view';

useTavernCatalogue(tavernCatalogue());

/** Issue 22.2, 22.3, 22.8, 22.16: effects beside titles, contests with scores, one end mark, "you" for yourself. */
const names = ['Ann', 'Dagny', 'Corwin'];
const drink = (drinker: number, cards: string[], ac: number, f = 0, extra: Record<string, unknown> = {}) => ({ drinker, cards, ac, f, draw: 0, discard: 0, ignored: false, mead: false, hasMead: false, ...extra });
const view = (over: Partial<TavernView> = {}): TavernView =>
  ({
    seat: 0,
    version: 1,
    over: null,
    seats: names.map((name) => ({ char: 'okko', name, F: 20, AC: 0, G: 10, alive: true, hand: 0, deck: 0, discard: [], pile: 0, debts: [0, 0, 0], prizes: [], iouPool: null, heat: null, companions: [], plots: 0, sack: null, spent: [] })),
    hand: [],
    plots: [],
    known: [],
    drinkDeck: 10,
    drinkDiscard: [],
    inn: 0,
    pot: 0,
    prizeInn: [],
    prizeBin: [],
    turn: { active: 0, n: 3, phase: 'cp-action', extra: 0, ordered: 0 },
    round: null,
    stack: [],
    pending: null,
    legal: [],
    cards: { d1: 'drink.bitter-root', d2: 'drink.house-red' },
    ...over,
  }) as TavernView;

describe('effects, not just titles (issue 22.2)', () => {
  it("a Drink's total in short", () => {
    expect(drinkTotal({ ac: 3, f: 1 })).toBe('+3 AC +1 F');
    expect(drinkTotal({ ac: 1, f: -2, draw: 1 })).toBe('+1 AC −2 F, draw 1');
    expect(drinkTotal({ ac: 0 })).toBe('');
    expect(drinkTotal({ ac: 4, ignored: true })).toBe('Ignored: no effect');
  });

  it('a Drink on the stack names its cards and its total; a revealed Drink its effect', () => {
    const v = view();
    const said = itemText({ kind: 'drink', uid: 1, drinks: [drink(1, ['d1', 'd2'], 3, 1)], revealing: null }, v, names);
    expect(said).toMatch(/^Dagny's Drink: .+ \+ .+ \(\+3 AC \+1 F\)$/);
    const key = Object.keys(tavernCatalogue().drinks).find((k) => tavernCatalogue().drinks[k]!.kind === 'drink' && tavernCatalogue().drinks[k]!.total)!;
    const line = eventLine({ t: 'drinkRevealed', seat: 1, card: 'd1', def: key, source: 'deck' }, names)!;
    expect(line).toContain(`(${tavernCatalogue().drinks[key]!.short})`);
  });

  it("a played card's prompt carries what it does", () => {
    const key = 'tamsin.bruised-shin';
    const v = view({ pending: { seat: 0, k: 'call' }, stack: [{ kind: 'card', uid: 5, origin: 1, stage: 'resolve', window: null, card: 'c9', def: key, mode: 0, player: 1, type: 'action', targets: [0], on: null }], cards: { c9: key } });
    expect(askText(v, names)).toMatch(/^Dagny's Bruised Shin on you \(.*Fortitude.*\) — answer it, or pass\.$/);
  });
});

describe('a drinking contest seen (issue 22.3)', () => {
  it("each contender's Drinks and score, the ones still to reveal, the dropped", () => {
    const v = view();
    const c = { all: [0, 1, 2], contenders: [0, 1, 2], dropped: [], winner: null, round: 1, drinks: [drink(1, ['d1'], 3, 0, { contestant: 1, score: 3 })], revealing: drink(0, ['d2'], 2, 0, { contestant: 0, score: 2 }) };
    expect(contestWords(c, v, names)).toBe(`you: ${tavernCatalogue().drinks['drink.house-red']?.title ?? 'd2'} = 2; Dagny: ${tavernCatalogue().drinks['drink.bitter-root']?.title ?? 'd1'} = 3; Corwin: to reveal`);
  });
});

describe('a drinking contest while its Drinks are answered (issue 22.3)', () => {
  // The contest's Drinks sit on their own batch above the event while they are answered and drunk (drinks.ts):
  // the event's own list is empty then, and the words must not say "to reveal" of a Drink already out.
  const event = { kind: 'event', uid: 3, card: 'e1', contest: { all: [0, 1, 2], contenders: [0, 1, 2], dropped: [], winner: null, round: 1, drinks: [], revealing: null } };
  const batch = { kind: 'drink', uid: 4, mode: 'contest', drinks: [drink(0, ['d1'], 1, 0, { contestant: 0, score: 1 }), drink(1, ['d2'], 2, 0, { contestant: 1, score: 2 }), drink(2, ['d3'], 3, 0, { contestant: 2, score: 3 })], revealing: null };
  const v = view({ stack: [event, batch] as unknown as TavernView['stack'], cards: { d1: 'drink.small-beer', d2: 'drink.house-red', d3: 'drink.bitter-root', e1: 'event.bottoms-up' } });
  it('each contestant scored from the batch, the leader marked', () => {
    const rows = contestRows(event.contest, v);
    expect(rows.map((r) => [r.seat, r.score, r.leads])).toEqual([[0, 1, false], [1, 2, false], [2, 3, true]]);
    expect(itemText(event, v, names)).not.toMatch(/to reveal/);
    expect(itemText(event, v, names)).toMatch(/Corwin: .+ = 3$/);
  });
  it("the batch's row says each Drink's score", () => {
    expect(itemText(batch, v, names)).toMatch(/^The contest's Drinks — you: .+, scores 1; Dagny: .+, scores 2; Corwin: .+, scores 3$/);
  });
  it("the contest's end names every score", () => {
    expect(eventLine({ t: 'contest', scores: [[0, 1], [1, 3], [2, 3]], winner: null, again: [1, 2] }, names)).toBe('The contest is tied (Ann 1, Dagny 3, Corwin 3): Dagny and Corwin drink again.');
    expect(eventLine({ t: 'contest', scores: [[0, 1], [1, 2]], winner: 1, again: [] }, names)).toBe('Dagny wins the contest (Ann 1, Dagny 2) and takes 1 Gold from each other contestant.');
  });
});

describe('words (issue 22.8, 22.16)', () => {
  it('a title with its own end mark ends the line once', () => {
    expect(eventLine({ t: 'cardPlayed', seat: 1, card: 'c1', def: 'x.no-such', mode: 0, targets: [] }, ['A', 'Obviously.'])).not.toMatch(/\.\.$/);
    const line = eventLine({ t: 'won', seats: [1], tie: false }, ['A', 'Grusk Wins. Obviously.'])!;
    expect(line).not.toMatch(/[.!?][.!?]$/);
  });

  it('your own seat is "you" in a target list, never your name', () => {
    const key = 'tamsin.bruised-shin';
    const v = view({ hand: ['c9'], cards: { c9: key } });
    expect(actionLabel({ t: 'play', card: 'c9', mode: 0, targets: [0] }, v, names)).toMatch(/→ you$/);
    expect(actionLabel({ t: 'play', card: 'c9', mode: 0, targets: [1] }, v, names)).toMatch(/→ Dagny$/);
  });

  it('a checkpoint reads "Your turn, before the Action", and a payment says why', () => {
    const cp = view({ pending: { seat: 0, k: 'sweep' }, stack: [{ kind: 'checkpoint', uid: 2, origin: 0, stage: 'x', window: null, phase: 'cp-action' }] });
    expect(askText(cp, names)).toBe('Your turn, before the Action: you may play an Anytime card now, or pass.');
    const pay = view({ pending: { seat: 0, k: 'call' }, stack: [{ kind: 'pay', uid: 3, origin: 0, stage: 'x', window: null, src: { uid: 1, player: null, kind: 'step' }, payer: 0, to: 'inn', n: 1, innPays: false, why: 'refill' }] });
    expect(askText(pay, names)).toBe('You pay 1 Gold to the Inn: everyone still in pays when the Drink Deck is refilled — answer it, or pass.');
  });
});
