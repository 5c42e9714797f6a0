import { describe, expect, it } from 'vitest';
import { A, B, C, D, scenario } from './scenario';

/** The books' timing examples as tests (TAVERN.md §3.6), with the test kit of §3.5. */

describe('T1: a declined answer is offered again after a response resolves', () => {
  it('T1: A passes on ale1 holding duck; B spike1s; once the spike resolves A is offered duck again', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['ale1'] }, hands: { [A]: ['duck'], [B]: ['spike1'] } });
    expect(sc.pending).toEqual({ k: 'call', seat: A });
    expect(sc.canPlay(A, 'duck')).toBe(true);
    sc.pass(A).play(B, 'spike1', { drink: 0 }).pass(C).pass(D);
    expect(sc.topKind()).toBe('card');
    sc.passWhile(() => sc.topKind() === 'drink');
    expect(sc.pending).toEqual({ k: 'call', seat: A });
    expect(sc.canPlay(A, 'duck')).toBe(true);
    sc.passWhile();
    expect(sc.stat(A).AC).toBe(2);
  });
});

describe('T2: the save war of Timing Example 2', () => {
  const setup = (hands: Record<number, string[]>) =>
    scenario({ phase: 'drink', piles: { [A]: ['elven3'] }, stats: { [A]: { F: 12, AC: 10 } }, hands: { [A]: ['duck'], ...hands } });

  it('T2: A ducks elven3; the call asks A, B, C, D in turn; all pass: A stays at AC 10', () => {
    const sc = setup({});
    sc.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    const asked: number[] = [];
    while (sc.topKind() === 'card') {
      asked.push(sc.pending!.seat);
      sc.pass();
    }
    expect(asked).toEqual([A, B, C, D]);
    sc.passWhile();
    expect(sc.stat(A)).toMatchObject({ F: 12, AC: 10 });
  });

  it('T2: B alone answers counter: it is played; only counters may answer it', () => {
    const sc = setup({ [A]: ['duck', 'spike1', 'warden', 'shrug'], [B]: ['counter'], [D]: ['counter'] });
    sc.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D); // the drink's call: A answered
    sc.pass(A).play(B, 'counter').pass(C).pass(D); // the duck's call
    expect(sc.topKind()).toBe('card');
    expect(sc.s.defs[(sc.s.stack.at(-1) as { card: string }).card]).toBe('kit.counter');
    // The counter's call, from B: nothing but a counter may answer it.
    expect(sc.pending).toEqual({ k: 'call', seat: B });
    sc.pass(B).pass(C);
    expect(sc.canPlay(D, 'counter')).toBe(true);
    sc.pass(D);
    expect(sc.canPlay(A, 'spike1') || sc.canPlay(A, 'warden') || sc.canPlay(A, 'shrug')).toBe(false);
    sc.pass(A);
    sc.passWhile();
    // The duck was Negated: A drank elven3 and is passing out; the last chance found nothing.
    expect(sc.seat(A).alive).toBe(false);
  });

  it('T2: B and C both answer counter: rivals, both back to hand unseen; the Sometimes sweep from A lets B first; C keeps his', () => {
    const sc = setup({ [B]: ['counter'], [C]: ['counter'] });
    sc.play(A, 'duck', { drink: 0 }).pass(B).pass(C).pass(D);
    sc.pass(A).play(B, 'counter').play(C, 'counter').pass(D);
    // Rivals: nothing was played; both cards are still in hand.
    expect(sc.s.stack.at(-1)!.kind).toBe('card');
    expect(sc.seat(B).hand.length).toBe(1);
    expect(sc.seat(C).hand.length).toBe(1);
    // Anytime sweep from A: every seat is asked, nobody may play.
    for (const seat of [A, B, C, D]) {
      expect(sc.pending).toEqual({ k: 'sweep', seat });
      sc.pass(seat);
    }
    // Sometimes sweep from A: A cannot play; B plays first.
    expect(sc.pending).toEqual({ k: 'sweep', seat: A });
    sc.pass(A);
    expect(sc.pending).toEqual({ k: 'sweep', seat: B });
    sc.play(B, 'counter');
    sc.passWhile(() => sc.topKind() === 'drink');
    // The duck is gone; C still holds his counter and the Drink gets a new call.
    expect(sc.seat(C).hand.length).toBe(1);
    expect(sc.pending).toEqual({ k: 'call', seat: A });
    sc.passWhile();
    expect(sc.seat(A).alive).toBe(false);
  });
});

describe('T3–T5: Ignore, hit-backs, and what "affects you" means', () => {
  it('T3: A brawls; B shrugs; all pass: C, D −1, B 0; only then may C hitback (A −2)', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['brawl'], [B]: ['shrug'], [C]: ['hitback'] } });
    sc.play(A, 'brawl').pass(A).play(B, 'shrug');
    expect(sc.canPlay(C, 'hitback')).toBe(false);
    sc.pass(C).pass(D);
    sc.passWhile(() => sc.topKind() === 'floss');
    // The F loss is about to happen: still no hit-back.
    expect(sc.s.stack.at(-1)).toMatchObject({ kind: 'floss', stage: 'before' });
    sc.passWhile(() => sc.pending?.seat === C && sc.canPlay(C, 'hitback'));
    expect(sc.stat(B).F).toBe(20);
    expect(sc.stat(C).F).toBe(19);
    expect(sc.stat(D).F).toBe(19);
    sc.play(C, 'hitback');
    sc.passWhile();
    expect(sc.stat(A).F).toBe(18);
  });

  it('T4: A jabs B; B hitbacks; A counters: A loses 0', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab', 'counter'], [B]: ['hitback'] } });
    sc.play(A, 'jab', { targets: [B] });
    sc.passWhile(() => sc.pending?.seat === B && sc.canPlay(B, 'hitback'));
    expect(sc.stat(B).F).toBe(18);
    sc.play(B, 'hitback');
    sc.passTo(A).play(A, 'counter');
    sc.passWhile();
    expect(sc.stat(A).F).toBe(20);
  });

  it("T5: B may shrug A's tip on B", () => {
    const sc = scenario({ phase: 'cp-action', hands: { [A]: ['tip'], [B]: ['shrug'] } });
    sc.play(A, 'tip', { targets: [B] }).pass(B).pass(C).pass(D);
    sc.pass(A);
    expect(sc.canPlay(B, 'shrug')).toBe(true);
    sc.play(B, 'shrug').passWhile();
    expect(sc.stat(B).G).toBe(10);
  });

  it("T5: B may not shrug a spike1 on B's wine2", () => {
    const sc = scenario({ phase: 'drink', active: B, piles: { [B]: ['wine2'] }, hands: { [A]: ['spike1'], [B]: ['shrug'] } });
    sc.passTo(A).play(A, 'spike1', { drink: 0 });
    sc.passTo(B);
    expect(sc.canPlay(B, 'shrug')).toBe(false);
  });

  it("T5: B may not shrug C's counter of B's duck", () => {
    const sc = scenario({ phase: 'drink', active: B, piles: { [B]: ['wine2'] }, hands: { [B]: ['duck', 'shrug'], [C]: ['counter'] } });
    sc.play(B, 'duck', { drink: 0 }).passWhile(() => sc.topKind() === 'card' && sc.pending?.seat === C).play(C, 'counter');
    sc.passTo(B);
    expect(sc.topKind()).toBe('card');
    expect(sc.canPlay(B, 'shrug')).toBe(false);
  });

  it("T5: B may not shrug C's grab of B's won pot", () => {
    const sc = scenario({ phase: 'action', active: B, hands: { [B]: ['start', 'shrug'], [C]: ['grab'] } });
    sc.play(B, 'start', { mode: 0 });
    sc.passWhile(); // the start's window, then four antes
    while (sc.pending?.k === 'round-turn') sc.pass();
    expect(sc.topKind()).toBe('pot');
    sc.passTo(C).play(C, 'grab');
    sc.passTo(B);
    expect(sc.canPlay(B, 'shrug')).toBe(false);
    sc.passWhile();
    expect(sc.stat(C).G).toBe(9 + 4);
  });

  it("T5: at AC 0, B may shrug A's dim (\"lose 1 AC, pay 1 G\")", () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['dim'], [B]: ['shrug'] } });
    sc.play(A, 'dim').pass(A);
    expect(sc.stat(B).AC).toBe(0);
    expect(sc.canPlay(B, 'shrug')).toBe(true);
    sc.play(B, 'shrug').passWhile();
    expect(sc.stat(B).G).toBe(10);
    expect(sc.stat(C).G).toBe(9);
    expect(sc.stat(A).G).toBe(12);
  });
});

describe('T6–T8: redirects and Ignoring part of a card', () => {
  it('T6: A jab3s B; B redirects to C; C hitbacks: A −2', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab3'], [B]: ['redirect'], [C]: ['hitback'] } });
    sc.play(A, 'jab3', { targets: [B] });
    sc.passWhile(() => sc.topKind() === 'floss' && sc.pending?.seat === B);
    sc.play(B, 'redirect', { targets: [C] });
    sc.passWhile(() => sc.pending?.seat === C && sc.canPlay(C, 'hitback'));
    expect(sc.stat(B).F).toBe(20);
    expect(sc.stat(C).F).toBe(17);
    sc.play(C, 'hitback').passWhile();
    expect(sc.stat(A).F).toBe(18);
  });

  it('T7: A jabs B; B redirects to A; A redirects to B: B −2', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab', 'redirect'], [B]: ['redirect'] } });
    sc.play(A, 'jab', { targets: [B] });
    sc.passWhile(() => sc.topKind() === 'floss' && sc.pending?.seat === B);
    sc.play(B, 'redirect', { targets: [A] });
    sc.passWhile(() => sc.topKind() === 'floss' && sc.pending?.seat === A);
    expect(sc.canPlay(A, 'redirect', { targets: [B] })).toBe(true);
    sc.play(A, 'redirect', { targets: [B] });
    // B's redirect has been used: B holds none, the loss stays with B.
    sc.passWhile();
    expect(sc.stat(B).F).toBe(18);
    expect(sc.stat(A).F).toBe(20);
  });

  it("T8: A's rush makes B, C −1 F; C shrugs: C loses 0 but may get both extra Drinks", () => {
    const sc = scenario({
      phase: 'action',
      hands: { [A]: ['rush'], [C]: ['shrug'] },
      deck: ['ale1', 'ale1', 'ale1', 'ale1'],
    });
    sc.play(A, 'rush', { targets: [B, C] });
    sc.pass(A).pass(B).play(C, 'shrug').pass(D);
    sc.passWhile(() => sc.pending?.k === 'order');
    expect(sc.stat(B).F).toBe(19);
    expect(sc.stat(C).F).toBe(20);
    sc.act(A, { t: 'order', to: C }).act(A, { t: 'order', to: C }).act(A, { t: 'order', to: C });
    expect(sc.seat(C).pile.length).toBe(3);
  });
});

describe('T9: Chasers', () => {
  it('T9: a pile of wine2+ over stout4 is one Drink of 6; one duck Ignores it', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['wine2+', 'stout4'] }, hands: { [A]: ['duck', 'duck'] } });
    const drink = sc.s.stack.at(-1) as { kind: string; drinks: { ac: number }[] };
    expect(drink.kind).toBe('drink');
    expect(drink.drinks).toHaveLength(1);
    expect(drink.drinks[0]!.ac).toBe(6);
    sc.play(A, 'duck', { drink: 0 }).passWhile();
    expect(sc.stat(A).AC).toBe(0);
    expect(sc.seat(A).hand).toHaveLength(1);
    expect(sc.seat(A).pile).toHaveLength(0);
  });

  it('T9: a contest reveal of ale1+ then an Event scores 1', () => {
    const sc = scenario({ players: 2, phase: 'drink', piles: { [A]: ['event.bottoms-up'] }, deck: ['ale1+', 'event.brawl', 'porter1', 'stout4'] });
    sc.passWhile();
    const contest = sc.events.filter((e) => e.t === 'contest');
    expect(contest[0]).toMatchObject({ scores: [[A, 1], [B, 1]] });
    expect(sc.stat(A).AC).toBe(1 + 4);
  });

  it('T9: a pile holding only ale1+: +1, no sobering', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['ale1+'] }, stats: { [A]: { AC: 5 } } });
    sc.passWhile();
    expect(sc.stat(A).AC).toBe(6);
    expect(sc.events.some((e) => e.t === 'soberedUp')).toBe(false);
  });
});

describe('T10: splits', () => {
  it('T10: elven3 split, spike1 on a half: 2/3', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['elven3'] }, hands: { [A]: ['split'], [B]: ['spike1'] } });
    const halves = () => (sc.topKind() === 'drink' ? (sc.s.stack.at(-1) as { drinks: unknown[] }).drinks.length : 0);
    sc.play(A, 'split', { targets: [C], drink: 0 }).passWhile(() => halves() === 2 && sc.pending?.seat === B);
    sc.play(B, 'spike1', { drink: 1 }).passWhile();
    expect(sc.stat(A).AC).toBe(2);
    expect(sc.stat(C).AC).toBe(3);
  });

  it('T10: spike1 first, then split: 2/2', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['elven3'] }, hands: { [A]: ['split'], [B]: ['spike1'] } });
    sc.passTo(B).play(B, 'spike1', { drink: 0 }).passWhile(() => sc.topKind() === 'drink' && sc.pending?.seat === A);
    sc.play(A, 'split', { targets: [C], drink: 0 }).passWhile();
    expect(sc.stat(A).AC).toBe(2);
    expect(sc.stat(C).AC).toBe(2);
  });

  it('T10: elven3+ with ink2d2 as its Chaser, split: 3 AC and 1 draw each', () => {
    const sc = scenario({
      phase: 'drink',
      piles: { [A]: ['elven3+', 'ink2d2'] },
      hands: { [A]: ['split'] },
      decks: { [A]: ['heal2', 'heal2'], [C]: ['heal2', 'heal2'] },
    });
    sc.play(A, 'split', { targets: [C], drink: 0 }).passWhile();
    expect(sc.stat(A).AC).toBe(3);
    expect(sc.stat(C).AC).toBe(3);
    expect(sc.seat(A).hand).toHaveLength(1);
    expect(sc.seat(C).hand).toHaveLength(1);
  });

  it("T10: mead3 split by A with C, B spike1s C's: A +2, C +3", () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['mead3'] }, hands: { [B]: ['spike1'] } });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'mead-split' });
    sc.choose(A, String(C));
    sc.passTo(B).play(B, 'spike1', { drink: 1 }).passWhile();
    expect(sc.stat(A).AC).toBe(2);
    expect(sc.stat(C).AC).toBe(3);
  });
});

describe('T11: the drinking contest', () => {
  it('T11: wine2 vs ale1 spiked by spike1: a tie, both +2, again', () => {
    const sc = scenario({
      players: 2,
      phase: 'drink',
      piles: { [A]: ['event.bottoms-up'] },
      deck: ['wine2', 'ale1', 'stout4', 'ale1', 'ale1', 'ale1'],
      hands: { [B]: ['spike1'] },
    });
    sc.passWhile(() => sc.topKind() === 'drink');
    sc.passTo(B).play(B, 'spike1', { drink: 1 }).passWhile();
    const contest = sc.events.filter((e) => e.t === 'contest');
    expect(contest[0]).toMatchObject({ scores: [[A, 2], [B, 2]], winner: null, again: [A, B] });
    expect(contest[1]).toMatchObject({ scores: [[A, 4], [B, 1]], winner: A });
    expect(sc.stat(A)).toMatchObject({ AC: 6, G: 11 });
    expect(sc.stat(B)).toMatchObject({ AC: 3, G: 9 });
  });

  it("T11: A's stout4 passed to B (who revealed porter1): B +5, A wins", () => {
    const sc = scenario({
      players: 2,
      phase: 'drink',
      piles: { [A]: ['event.bottoms-up'] },
      deck: ['stout4', 'porter1', 'ale1', 'ale1'],
      hands: { [A]: ['pass'] },
    });
    sc.passWhile(() => sc.topKind() === 'drink');
    sc.play(A, 'pass', { targets: [B], drink: 0 }).passWhile();
    expect(sc.stat(B)).toMatchObject({ AC: 5, F: 20, G: 9 });
    expect(sc.stat(A)).toMatchObject({ AC: 0, G: 11 });
  });

  it('T11: A at 1 G pays her last G for a refill during the reveals, wins, takes 1 G from each other: stays in', () => {
    const sc = scenario({
      phase: 'drink',
      piles: { [A]: ['event.bottoms-up'] },
      deck: ['stout4'],
      drinkDiscard: ['ale1', 'ale1', 'ale1', 'ale1', 'ale1'],
      stats: { [A]: { G: 1 } },
    });
    sc.passWhile();
    expect(sc.events.some((e) => e.t === 'refill')).toBe(true);
    expect(sc.seat(A).alive).toBe(true);
    expect(sc.stat(A).G).toBe(3);
    expect(sc.stat(B).G).toBe(8);
  });

  it('T11: B skipEs the contest: B reveals nothing, pays and collects nothing', () => {
    const sc = scenario({
      players: 3,
      phase: 'drink',
      piles: { [A]: ['event.bottoms-up'] },
      deck: ['stout4', 'ale1', 'wine2', 'ale1', 'ale1'],
      hands: { [B]: ['skipE'] },
    });
    sc.passTo(B).play(B, 'skipE').passWhile();
    const contest = sc.events.find((e) => e.t === 'contest');
    expect(contest).toMatchObject({ scores: [[A, 4], [C, 1]], winner: A });
    expect(sc.stat(B)).toMatchObject({ AC: 0, G: 10 });
    expect(sc.stat(C)).toMatchObject({ AC: 1, G: 9 });
    expect(sc.stat(A).G).toBe(11);
  });
});
