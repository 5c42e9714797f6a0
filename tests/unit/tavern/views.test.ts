import { describe, expect, it } from 'vitest';
import { eventsFor, idsIn, stops, viewFor, type TavernView } from '../../../src/shared/tavern/view';
import { A, B, C, D, scenario, type Scenario } from './scenario';

/** Views, events and prompts (TAVERN.md §3.4); H2. */

const T2 = (hands: Record<number, string[]>) =>
  scenario({ phase: 'drink', piles: { [A]: ['elven3'] }, stats: { [A]: { F: 12, AC: 10 } }, hands: { [A]: ['duck'], ...hands } });

describe('H2: prompt orders', () => {
  it('H2: T1 asks exactly A, B, C, D (the Drink), B, C, D, A (the spike), then A again', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['ale1'] }, hands: { [A]: ['duck'], [B]: ['spike1'] } });
    sc.pass(A).play(B, 'spike1', { drink: 0 }).pass(C).pass(D);
    sc.pass(B).pass(C).pass(D).pass(A);
    expect(sc.prompts.slice(0, 9)).toEqual(['A:call', 'B:call', 'C:call', 'D:call', 'B:call', 'C:call', 'D:call', 'A:call', 'A:call']);
  });

  it('H2: T2 with rivals asks the Drink, the duck, the Anytime sweep, the Sometimes sweep, the counter, then the Drink again', () => {
    const sc = T2({ [B]: ['counter'], [C]: ['counter'] });
    sc.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    sc.pass(A).play(B, 'counter').play(C, 'counter').pass(D);
    for (let i = 0; i < 5; i++) sc.pass();
    sc.play(B, 'counter');
    for (let i = 0; i < 7; i++) sc.pass();
    expect(sc.prompts.slice(0, 22)).toEqual([
      ...['A:call', 'B:call', 'C:call', 'D:call'], // the Drink: A answers duck
      ...['A:call', 'B:call', 'C:call', 'D:call'], // the duck: B and C answer counter
      ...['A:sweep', 'B:sweep', 'C:sweep', 'D:sweep'], // Anytime sweep from the active player
      ...['A:sweep', 'B:sweep'], // Sometimes sweep: B plays
      ...['B:call', 'C:call', 'D:call', 'A:call'], // B's counter
      ...['A:call', 'B:call', 'C:call', 'D:call'], // the duck is gone: the Drink again
    ]);
  });
});

/** Plays the same public script in two scenarios; returns every view and event each seat received. */
function record(sc: Scenario, script: (sc: Scenario) => void, seats: number[]): string[] {
  const out: string[] = [];
  const snap = () => {
    for (const seat of seats) out.push(JSON.stringify(viewFor(sc.s, seat)));
  };
  const act = sc.act.bind(sc);
  sc.act = (seat, a) => {
    const before = sc.events.length;
    act(seat, a);
    for (const seat2 of seats) out.push(JSON.stringify(eventsFor(sc.events.slice(before), seat2)));
    snap();
    return sc;
  };
  snap();
  script(sc);
  return out;
}

describe('H2: nothing shows who could respond, a sealed answer, or a rival\'s returned card', () => {
  it('H2: views and events of A, B and D are the same whether C could have answered or not', () => {
    const script = (sc: Scenario) => sc.passWhile();
    const could = record(T2({ [C]: ['counter'] }), script, [A, B, D]);
    const couldNot = record(T2({ [C]: ['jab'] }), script, [A, B, D]);
    expect(could.length).toBeGreaterThan(20);
    expect(could).toEqual(couldNot);
  });

  it('H2: a sealed answer shows nothing until all have answered', () => {
    const answered = T2({ [B]: ['counter'], [C]: ['jab'] });
    answered.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    const passed = T2({ [B]: ['counter'], [C]: ['jab'] });
    passed.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    answered.pass(A).play(B, 'counter');
    passed.pass(A).pass(B);
    for (const seat of [A, C, D]) expect(JSON.stringify(viewFor(answered.s, seat))).toBe(JSON.stringify(viewFor(passed.s, seat)));
    expect(eventsFor(answered.events, C)).toEqual(eventsFor(passed.events, C));
  });

  it("H2: a rival's returned card never reaches another seat", () => {
    const sc = T2({ [B]: ['counter'], [C]: ['counter'] });
    const cCounter = sc.cardOf(C, 'counter');
    const seen: Record<number, Set<string>> = { [A]: new Set(), [B]: new Set(), [D]: new Set() };
    const collect = () => {
      for (const seat of [A, B, D]) {
        idsIn(viewFor(sc.s, seat), seen[seat]);
        idsIn(eventsFor(sc.events, seat), seen[seat]);
      }
    };
    sc.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    sc.pass(A).play(B, 'counter').play(C, 'counter').pass(D);
    collect();
    for (let i = 0; i < 5; i++) sc.pass();
    sc.play(B, 'counter');
    collect();
    sc.passWhile(() => !sc.seat(A).alive);
    collect();
    expect(sc.seat(C).hand).toContain(cCounter);
    for (const seat of [A, B, D]) expect(seen[seat]!.has(cCounter)).toBe(false);
    // ... while C itself sees it.
    expect(viewFor(sc.s, C).hand).toContain(cCounter);
  });
});

describe('views', () => {
  it('a prompt names only the seat asked; the legal list is the viewer\'s own', () => {
    const sc = T2({ [B]: ['counter'] });
    const vB = viewFor(sc.s, B);
    expect(vB.pending).toEqual({ seat: A, k: 'call' });
    expect(vB.legal).toEqual([]);
    expect(viewFor(sc.s, A).legal.length).toBeGreaterThan(1);
    expect(JSON.stringify(vB.stack)).not.toContain('answers');
  });

  it('nobody sees a Drink Me! pile or the Drink Deck; drinkOrdered never names the card', () => {
    const sc = scenario({ phase: 'order', deck: ['stout4', 'ale1', 'ale1'], piles: { [B]: ['wine2'] } });
    const stout = sc.s.drinkDeck.at(-1)!;
    const wine = sc.seat(B).pile[0]!;
    sc.act(A, { t: 'order', to: B });
    for (const seat of [A, B, C, D]) {
      const v = viewFor(sc.s, seat);
      expect(v.seats[B]!.pile).toBe(2);
      const ids = idsIn(v);
      expect(ids.has(stout)).toBe(false);
      expect(ids.has(wine)).toBe(false);
      expect(idsIn(eventsFor(sc.events, seat)).has(stout)).toBe(false);
    }
    expect(sc.events.find((e) => e.t === 'drinkOrdered')).toEqual({ t: 'drinkOrdered', by: A, to: B });
  });

  it("Okko's sniff reaches Okko's view (until revealed); nobody else's", () => {
    const sc = scenario({
      chars: ['okko', 'kit', 'kit', 'kit'],
      phase: 'action',
      hands: { [A]: ['okko.tasting-flight'] },
      piles: { [B]: ['stout4', 'ale1'], [C]: ['wine2'] },
      deck: ['ale1', 'ale1', 'ale1'],
    });
    const stout = sc.seat(B).pile.at(-1)!;
    const wine = sc.seat(C).pile.at(-1)!;
    sc.play(A, 'okko.tasting-flight', { targets: [B, C] });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'swap' });
    expect(viewFor(sc.s, A).known).toEqual([
      { card: stout, where: B, depth: 0 },
      { card: wine, where: C, depth: 0 },
    ]);
    expect(viewFor(sc.s, B).pending).toEqual({ seat: A, k: 'choose', what: 'swap', options: ['keep', 'swap'] });
    sc.choose(A, 'swap');
    expect(viewFor(sc.s, A).known).toEqual([
      { card: stout, where: C, depth: 0 },
      { card: wine, where: B, depth: 0 },
    ]);
    for (const seat of [B, C, D]) {
      expect(idsIn(viewFor(sc.s, seat)).has(stout)).toBe(false);
      expect(idsIn(eventsFor(sc.events, seat)).has(stout)).toBe(false);
    }
    expect(viewFor(sc.s, A).cards[stout]).toBe('kit.stout4');
  });

  it('the Connoisseur look is private; moving the card to the bottom is public', () => {
    const sc = scenario({ chars: ['okko', 'kit', 'kit', 'kit'], phase: 'order', deck: ['stout4', 'ale1', 'ale1'] });
    const stout = sc.s.drinkDeck.at(-1)!;
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'connoisseur' });
    expect(viewFor(sc.s, A).known).toEqual([{ card: stout, where: 'deck', depth: 0 }]);
    expect(idsIn(viewFor(sc.s, B)).has(stout)).toBe(false);
    sc.choose(A, 'bottom');
    expect(viewFor(sc.s, A).known).toEqual([{ card: stout, where: 'deck', depth: 2 }]);
    expect(sc.events.filter((e) => e.t === 'movedToBottom')).toEqual([{ t: 'movedToBottom', seat: A }]);
  });

  it('a discard choice shows its options to the chooser only', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['drink.bitter-root'] }, hands: { [A]: ['jab', 'heal2'] } });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'drink-discard' });
    expect(viewFor(sc.s, A).pending!.options).toEqual(sc.seat(A).hand);
    expect(viewFor(sc.s, B).pending).toEqual({ seat: A, k: 'choose', what: 'drink-discard' });
  });
});

describe('stops', () => {
  const publicOnly = (v: TavernView): TavernView => ({ ...v, hand: [], legal: [], known: [] });

  it('stops read public state only: the same answer without the hand', () => {
    const sc = T2({ [B]: ['counter'], [C]: ['spike1'] });
    for (let i = 0; i < 40 && sc.pending && !sc.s.over; i++) {
      const v = viewFor(sc.s, sc.pending.seat);
      expect(stops(v)).toBe(stops(publicOnly(v)));
      if (sc.pending.k === 'call' || sc.pending.k === 'sweep') sc.pass();
      else break;
    }
  });

  it('stops fire for the drinker, the targeted, the losing and the active player\'s checkpoints; not for a bystander', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab'] } });
    sc.play(A, 'jab', { targets: [B] });
    expect(stops(viewFor(sc.s, A))).toBe(true); // A's own card
    sc.pass(A);
    expect(stops(viewFor(sc.s, B))).toBe(true); // B is targeted
    sc.pass(B);
    expect(stops(viewFor(sc.s, C))).toBe(false); // C is not concerned
    const d = scenario({ phase: 'drink', piles: { [B]: ['ale1'] }, active: B });
    expect(stops(viewFor(d.s, B))).toBe(true);
    d.pass(B);
    expect(stops(viewFor(d.s, C))).toBe(false);
    const cp = scenario({ phase: 'cp-action' });
    expect(stops(viewFor(cp.s, A))).toBe(true);
    cp.pass(A);
    expect(stops(viewFor(cp.s, B))).toBe(false);
    void D;
  });
});

describe('odd names', () => {
  it('a player named like a card id reveals nothing', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['ale1'] }, hands: { [B]: ['counter'] } });
    const hidden = sc.cardOf(B, 'counter');
    sc.s.seats[A]!.name = hidden;
    const v = viewFor(sc.s, C);
    expect(v.cards[hidden]).toBeUndefined();
    expect(Object.values(v.cards)).not.toContain('kit.counter');
  });
});
