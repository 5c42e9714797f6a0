import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/shared/engine/errors';
import { apply } from '../../../src/shared/tavern/engine';
import { A, B, C, D, scenario, type Scenario } from './scenario';

/** Rounds of Gambling (TAVERN.md §4): the book's example and the scenarios G1–G5. */

/** Pass every window until a Round turn (or another decision) is asked. */
const toTurn = (sc: Scenario) => sc.passWhile();

function g1Prefix() {
  const sc = scenario({
    phase: 'action',
    hands: { [A]: ['start', 'wh', 'start'], [B]: ['leave'], [C]: ['cheat'], [D]: ['raise'] },
    deck: ['ale1', 'ale1', 'ale1'],
  });
  sc.play(A, 'start', { mode: 0 });
  sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === B && sc.canPlay(B, 'leave'));
  sc.play(B, 'leave');
  toTurn(sc);
  return sc;
}

describe('G1: the book\'s example', () => {
  it('G1: A starts, B leaves, A, C, D ante (3); C passes; D raises (6); A wh; C cheats; D passes; A starts (take control); C, D pass: A wins 6, goes to Order a Drink; B never gets a Round turn', () => {
    const sc = g1Prefix();
    expect(sc.s.pot).toBe(3);
    expect(sc.s.round!.in).toEqual([A, C, D]);
    const turns: number[] = [];
    const turn = () => {
      expect(sc.pending?.k).toBe('round-turn');
      turns.push(sc.pending!.seat);
    };
    turn();
    sc.pass(C);
    turn();
    sc.play(D, 'raise');
    toTurn(sc);
    expect(sc.s.pot).toBe(6);
    turn();
    sc.play(A, 'wh');
    toTurn(sc);
    turn();
    sc.play(C, 'cheat');
    toTurn(sc);
    turn();
    sc.pass(D);
    turn();
    sc.play(A, 'start', { mode: 1 });
    toTurn(sc);
    turn();
    sc.pass(C);
    turn();
    sc.pass(D);
    sc.passWhile();
    expect(turns).toEqual([C, D, A, C, D, A, C, D]);
    expect(sc.s.round).toBeNull();
    expect(sc.stat(A).G).toBe(10 - 2 + 6);
    expect(sc.stat(B).G).toBe(10);
    expect(sc.pending).toEqual({ k: 'order', seat: A });
  });
});

describe('G2: a counter-cheat leaves the Winning Hand standing', () => {
  it('G2: all four ante (4); B, C pass; D raises (8); A wh; B, C pass; D cheats; C countercheats: D leaves, A keeps control and wins 8 at once', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['start', 'wh'], [C]: ['countercheat'], [D]: ['raise', 'cheat'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    expect(sc.s.pot).toBe(4);
    sc.pass(B).pass(C).play(D, 'raise');
    toTurn(sc);
    expect(sc.s.pot).toBe(8);
    sc.play(A, 'wh');
    toTurn(sc);
    sc.pass(B).pass(C).play(D, 'cheat');
    sc.passWhile(() => sc.pending?.seat === C && sc.canPlay(C, 'countercheat'));
    sc.play(C, 'countercheat');
    sc.passWhile(() => sc.topKind() === 'pot');
    expect(sc.s.round).toMatchObject({ controller: A, gate: true, in: [A, B, C], result: A });
    sc.passWhile();
    expect(sc.stat(A).G).toBe(10 - 2 + 8);
    expect(sc.stat(D).G).toBe(8);
  });
});

describe('G3–G5: leaving, broke gamblers, force-outs and End-to-Inn', () => {
  it('G3: 3 players: A starts, leaves at the ante; B, C ante and pass: 2 G to the Inn', () => {
    const sc = scenario({ players: 3, phase: 'action', hands: { [A]: ['start', 'leave'] } });
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === A);
    sc.play(A, 'leave');
    toTurn(sc);
    expect(sc.s.round).toMatchObject({ controller: null, in: [B, C] });
    sc.pass(B).pass(C);
    sc.passWhile();
    expect(sc.s.inn).toBe(2);
    expect(sc.stat(A).G).toBe(10);
  });

  it('G4: B antes her last G; D raises: B ignores it; B wins: stays', () => {
    const sc = scenario({ phase: 'action', stats: { [B]: { G: 1 } }, hands: { [A]: ['start'], [B]: ['cheat'], [D]: ['raise'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    expect(sc.stat(B).G).toBe(0);
    sc.pass(B).pass(C).play(D, 'raise');
    toTurn(sc);
    expect(sc.s.pot).toBe(4 + 3);
    expect(sc.s.round!.in).toContain(B);
    sc.pass(A).play(B, 'cheat');
    toTurn(sc);
    sc.pass(C).pass(D).pass(A);
    sc.passWhile();
    expect(sc.stat(B).G).toBe(7);
    expect(sc.seat(B).alive).toBe(true);
  });

  it('G4: B antes her last G and loses: last chance, then out', () => {
    const sc = scenario({ phase: 'action', stats: { [B]: { G: 1 } }, hands: { [A]: ['start'], [D]: ['raise'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    sc.pass(B).pass(C).play(D, 'raise');
    toTurn(sc);
    sc.pass(A).pass(B).pass(C);
    // The pot goes to D; then B, at 0 G, has a last chance and goes.
    sc.passWhile(() => sc.topKind() === 'lastchance');
    expect(sc.s.round).toBeNull();
    expect(sc.pending).toEqual({ k: 'call', seat: B });
    sc.passWhile();
    expect(sc.seat(B).alive).toBe(false);
    expect(sc.stat(D).G).toBe(10 - 2 + 7);
  });

  it('G4: a raiser at 0 G without innpay: nobody antes', () => {
    const sc = scenario({ phase: 'action', stats: { [D]: { G: 1 } }, hands: { [A]: ['start'], [D]: ['raise'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    expect(sc.stat(D).G).toBe(0);
    sc.pass(B).pass(C).play(D, 'raise');
    toTurn(sc);
    expect(sc.s.pot).toBe(4);
    expect(sc.stat(A).G).toBe(9);
    expect(sc.s.round!.controller).toBe(D);
  });

  it('G4: a raiser at 0 G with innpay: the Inn pays his ante and everyone antes', () => {
    const sc = scenario({ phase: 'action', stats: { [D]: { G: 1 } }, hands: { [A]: ['start'], [D]: ['raise', 'innpay'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    sc.pass(B).pass(C).play(D, 'raise');
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === D);
    sc.play(D, 'innpay');
    toTurn(sc);
    expect(sc.s.pot).toBe(8);
    expect(sc.s.inn).toBe(-1);
  });

  function g5() {
    const sc = scenario({
      phase: 'action',
      hands: { [A]: ['start', 'forceout', 'raise'], [B]: ['leave'], [C]: ['cheat', 'toinn', 'toinn'], [D]: ['leave'] },
      deck: ['ale1', 'ale1', 'ale1'],
    });
    sc.play(A, 'start', { mode: 0 }).pass(A).pass(B);
    expect(sc.canPlay(C, 'toinn')).toBe(false); // against a starter's start mode
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === B && sc.canPlay(B, 'leave'));
    sc.play(B, 'leave');
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === D && sc.canPlay(D, 'leave'));
    sc.play(D, 'leave');
    toTurn(sc);
    expect(sc.s.round!.in).toEqual([A, C]);
    sc.play(C, 'cheat');
    toTurn(sc);
    expect(sc.s.round!.controller).toBe(C);
    return sc;
  }

  it('G5: only A and C (control) are in; A forceouts C: unanswered, A wins at once', () => {
    const sc = g5();
    sc.play(A, 'forceout', { targets: [C] });
    sc.passWhile(() => sc.topKind() === 'forceout' && sc.pending?.seat === C);
    expect(sc.canPlay(C, 'toinn')).toBe(true);
    sc.passWhile();
    expect(sc.stat(A).G).toBe(9 + 2);
    expect(sc.pending).toEqual({ k: 'order', seat: A });
  });

  it('G5: C answers the force-out with toinn: pot to the Inn', () => {
    const sc = g5();
    sc.play(A, 'forceout', { targets: [C] });
    sc.passWhile(() => sc.topKind() === 'forceout' && sc.pending?.seat === C);
    sc.play(C, 'toinn');
    sc.passWhile();
    expect(sc.s.inn).toBe(2);
    expect(sc.stat(A).G).toBe(9);
  });

  it("G5: toinn is refused against a raise, against a Round-ending card and after the last pass; allowed against the starter's take-control mode", () => {
    const sc = g5();
    sc.play(A, 'raise');
    sc.passTo(C);
    expect(sc.topKind()).toBe('card');
    expect(sc.canPlay(C, 'toinn')).toBe(false);
    toTurn(sc);

    const t = scenario({
      players: 2,
      phase: 'action',
      hands: { [A]: ['start', 'start', 'tamsin.two-headed-coin'], [B]: ['cheat', 'cheat', 'toinn', 'toinn'] },
    });
    t.play(A, 'start', { mode: 0 });
    toTurn(t);
    t.play(B, 'cheat');
    toTurn(t);
    t.play(A, 'start', { mode: 1 }).pass(A);
    expect(t.canPlay(B, 'toinn')).toBe(true);
    t.pass(B);
    toTurn(t);
    t.play(B, 'cheat');
    toTurn(t);
    t.play(A, 'tamsin.two-headed-coin').pass(A);
    expect(t.canPlay(B, 'toinn')).toBe(false);
    // After the last pass the Round is over: at its pot-collection step toinn is refused.
    const u = scenario({ players: 2, phase: 'action', hands: { [A]: ['start'], [B]: ['toinn'] } });
    u.play(A, 'start', { mode: 0 });
    toTurn(u);
    u.pass(B);
    expect(u.topKind()).toBe('pot');
    u.passTo(B);
    expect(u.canPlay(B, 'toinn')).toBe(false);
  });
});

describe('H9: the Winning Hand gate', () => {
  it('H9: a Gambling card after wh is refused with a sentence and changes nothing', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['start', 'wh'], [B]: ['raise', 'cheat'], [D]: ['cheat'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    sc.pass(B).pass(C).play(D, 'cheat');
    toTurn(sc);
    sc.play(A, 'wh');
    toTurn(sc);
    expect(sc.pending).toEqual({ k: 'round-turn', seat: B });
    const raise = { t: 'play', card: sc.cardOf(B, 'raise'), mode: 0, targets: [] };
    const before = JSON.stringify(sc.s);
    expect(() => apply(sc.s, B, raise)).toThrow(RuleError);
    expect(() => apply(sc.s, B, raise)).toThrow(/only a Cheating card/);
    expect(JSON.stringify(sc.s)).toBe(before);
    expect(sc.canPlay(B, 'cheat')).toBe(true);
  });
});

describe('H10: a Round without a controller', () => {
  it('H10: D raises, then leaves at his own ante; A, B, C pass: pot to the Inn', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['start'], [D]: ['raise', 'leave'] } });
    sc.play(A, 'start', { mode: 0 });
    toTurn(sc);
    sc.pass(B).pass(C).play(D, 'raise');
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === D);
    sc.play(D, 'leave');
    toTurn(sc);
    expect(sc.s.round).toMatchObject({ controller: null, in: [A, B, C] });
    expect(sc.s.pot).toBe(7);
    sc.pass(A).pass(B).pass(C);
    sc.passWhile();
    expect(sc.s.inn).toBe(7);
  });

  it('H10: a controller forced out with two left: the other wins at once', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['start'], [B]: ['leave'], [C]: ['forceout'], [D]: ['leave'] } });
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === B && sc.canPlay(B, 'leave'));
    sc.play(B, 'leave');
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === D && sc.canPlay(D, 'leave'));
    sc.play(D, 'leave');
    toTurn(sc);
    expect(sc.s.round).toMatchObject({ controller: A, in: [A, C] });
    sc.play(C, 'forceout', { targets: [A] });
    sc.passWhile();
    expect(sc.stat(C).G).toBe(9 + 2);
    expect(sc.events.filter((e) => e.t === 'roundEnded')).toEqual([{ t: 'roundEnded', to: C, pot: 2, prize: null }]);
  });
});
