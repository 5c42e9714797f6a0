import { describe, expect, it } from 'vitest';
import { newTavern } from '../../../src/shared/tavern';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { legalActions } from '../../../src/shared/tavern/legal';
import { viewFor } from '../../../src/shared/tavern/view';
import { variantTableProblem } from '../../../src/shared/tavern/variants/table';
import { A, B, scenario, type Spec } from './scenario';

/**
 * The Automaton (VARIANTS.md §7; scenarios O1–O10 of §10.6 with the kit of §10.1): R is Rivet, the last seat
 * (2); A is Tamsin, B Grusk; 10 G each; his tracks F6/AC0 unless said; his deck stacked top first. Unless a
 * scenario says otherwise a response reveal shows a box of the wrong label: nothing happens.
 */
const R = 2;
const table = (spec: Partial<Spec> & { phase: Spec['phase'] }) =>
  scenario({ chars: ['tamsin', 'grusk'], rivet: { deck: ['rv-pour', 'rv-pour'] }, ...spec });
const rdefs = (sc: { s: { seats: { discard: string[] }[]; defs: Record<string, string> } }) => sc.s.seats[R]!.discard.map((c) => sc.s.defs[c]);

describe('the Automaton (Rivet)', () => {
  it('O1: R goes first: rv-hit: A and B −1 F; he drinks wine2 from the Drink Deck: both tracks AC2 (B spike1s it: AC3)', () => {
    const sc = table({ active: R, phase: 'start', rivet: { deck: ['rv-hit'] }, deck: ['wine2', 'ale1'] }).passWhile();
    expect([sc.stat(A).F, sc.stat(B).F]).toEqual([19, 19]);
    expect([sc.track(A), sc.track(B)]).toEqual(['6/2', '6/2']);
    expect(sc.pending).toEqual({ k: 'discard', seat: A });
    // Had B spike1ed his Drink: AC3 on both.
    const sp = table({ active: R, phase: 'start', rivet: { deck: ['rv-hit'] }, deck: ['wine2', 'ale1'], hands: { [B]: ['spike1'] } });
    sp.passWhile(() => sp.topKind() === 'drink' && sp.pending?.seat === B).play(B, 'spike1').passWhile();
    expect([sp.track(A), sp.track(B)]).toEqual(['6/3', '6/3']);
    // Setup of a real table: R is the last seat, first to play; 10 G each; his 10 cards, no hand or Drink.
    const { state } = newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }], seed: 3, automaton: { factions: ['sentry', 'dicebox'] } });
    expect(state.seats.map((x) => x.G)).toEqual([10, 10, 0]);
    expect(state.seats[R]!.deck).toHaveLength(10);
    expect(state.seats[R]!.hand).toHaveLength(0);
    expect(state.seats[R]!.pile).toHaveLength(0);
    expect(state.turn.active).toBe(R);
    expect(new Set(state.seats[R]!.deck.map((c) => state.defs[c]!.split('.')[1]))).toBeTruthy();
    expect(checkInvariants(state)).toEqual([]);
  });

  it('O2: one track: A brawls: B −1 F, R·A −1 F, R·B unchanged; B\'s Down in One on R (stout4): R·B +4 AC only; A passes her wine2 to R: R·A +2 AC', () => {
    const a = table({ phase: 'action', hands: { [A]: ['brawl'] }, rivet: { deck: ['rv-pour'] } });
    a.play(A, 'brawl').passWhile();
    expect(a.stat(B).F).toBe(19);
    expect([a.track(A), a.track(B)]).toEqual(['5/0', '6/0']);
    const b = table({ active: B, phase: 'action', hands: { [B]: ['grusk.down-in-one'] }, deck: ['stout4', 'ale1'], rivet: { deck: ['rv-hit'] } });
    b.play(B, 'grusk.down-in-one', { targets: [R] }).passWhile();
    expect([b.track(A), b.track(B)]).toEqual(['6/0', '6/4']);
    expect(b.s.automaton!.last).toMatchObject({ box: 'none' });
    const c = table({ phase: 'drink', piles: { [A]: ['wine2'] }, hands: { [A]: ['pass'] }, rivet: { deck: ['rv-hit'] } });
    c.passTo(A).play(A, 'pass', { targets: [R] }).passWhile();
    expect([c.track(A), c.track(B)]).toEqual(['6/2', '6/0']);
    expect(c.stat(A).AC).toBe(0);
  });

  it('O3: responses: A jabs R; rv-wh: A −1 F, then R·A −2 F; countered, A loses nothing and R·A still −2; rv-pour (a Drink box): nothing, discarded; a tip on R moves no Gold yet he reveals', () => {
    const a = table({ phase: 'action', hands: { [A]: ['jab'] }, rivet: { deck: ['rv-wh'] } });
    a.play(A, 'jab', { targets: [R] }).passWhile();
    expect(a.stat(A).F).toBe(19);
    expect(a.track(A)).toBe('4/0');
    expect(a.track(B)).toBe('6/0');
    // The response resolved before the jab: A's F loss came first.
    const lost = a.events.filter((e) => e.t === 'statChanged' || e.t === 'track').map((e) => e.t);
    expect(lost).toEqual(['statChanged', 'track']);
    const b = table({ phase: 'action', hands: { [A]: ['jab', 'counter'] }, rivet: { deck: ['rv-wh', 'rv-hit'] } });
    b.play(A, 'jab', { targets: [R] });
    expect(b.topKind()).toBe('card');
    b.passTo(A).play(A, 'counter').passWhile();
    expect(b.stat(A).F).toBe(20);
    expect(b.track(A)).toBe('4/0');
    expect(rdefs(b)).toEqual(['kit.rv-wh']);
    const c = table({ phase: 'action', hands: { [A]: ['jab'] }, rivet: { deck: ['rv-pour', 'rv-hit'] } });
    c.play(A, 'jab', { targets: [R] }).passWhile();
    expect(c.stat(A).F).toBe(20);
    expect(c.track(A)).toBe('4/0');
    expect(rdefs(c)).toEqual(['kit.rv-pour']);
    const d = table({ phase: 'cp-action', hands: { [A]: ['tip'] }, rivet: { deck: ['rv-pour'] } });
    const before = { inn: d.s.inn, gold: [d.stat(A).G, d.stat(B).G] };
    d.passTo(A).play(A, 'tip', { targets: [R] }).passWhile();
    expect({ inn: d.s.inn, gold: [d.stat(A).G, d.stat(B).G] }).toEqual(before);
    expect(d.events.filter((e) => e.t === 'rivet')).toHaveLength(1);
    expect(d.events.filter((e) => e.t === 'goldMoved')).toHaveLength(0);
  });

  it('O4: pass out: R·A F2/AC1, A jabs: F0; at the empty stack R·A resets and A picks; both tracks passing out after his elven3: both reset, A chooses, then B', () => {
    const a = table({ phase: 'action', hands: { [A]: ['jab'] }, rivet: { deck: ['rv-pour'], tracks: { [A]: { F: 2, AC: 1 } } } });
    a.play(A, 'jab', { targets: [R] }).passWhile();
    expect(a.pending).toEqual({ k: 'choose', seat: A, what: 'rivet-reward', options: ['gold', 'draw'] });
    expect([a.track(A), a.track(B)]).toEqual(['6/0', '6/0']);
    a.choose(A, 'gold');
    expect(a.stat(A).G).toBe(11);
    expect(a.s.inn).toBe(-1);
    const d = table({ phase: 'action', hands: { [A]: ['jab'] }, decks: { [A]: ['ale1', 'ale1', 'ale1'] }, rivet: { deck: ['rv-pour'], tracks: { [A]: { F: 2, AC: 1 } } } });
    d.play(A, 'jab', { targets: [R] }).passWhile().choose(A, 'draw');
    expect(d.seat(A).hand).toHaveLength(2);
    expect(() => d.choose(A, 'gold')).toThrow();
    const b = table({ active: R, phase: 'cp-drink', deck: ['elven3', 'ale1'], rivet: { deck: ['rv-hit', 'rv-hit'], tracks: { [A]: { F: 3, AC: 1 }, [B]: { F: 3, AC: 1 } } } });
    b.passWhile();
    expect([b.track(A), b.track(B)]).toEqual(['6/0', '6/0']);
    expect(b.pending).toMatchObject({ k: 'choose', seat: A, what: 'rivet-reward' });
    b.choose(A, 'gold');
    expect(b.pending).toMatchObject({ k: 'choose', seat: B, what: 'rivet-reward' });
    b.choose(B, 'gold');
    expect([b.stat(A).G, b.stat(B).G, b.s.inn]).toEqual([11, 11, -2]);
  });

  it("O5: Gold: Tamsin's Hat's Out on R: the Inn pays A 1 G; R wins a Round of 3 G with a Prize: both to the Inn", () => {
    let done = false;
    for (let seed = 1; seed < 40 && !done; seed++) {
      const sc = table({ phase: 'action', seed, hands: { [A]: ['tamsin.hats-out'] } });
      sc.play(A, 'tamsin.hats-out', { targets: [R] }).passWhile();
      if (sc.pending?.k === 'choose' && sc.pending.what === 'reroll') sc.choose(A, 'keep').passWhile();
      const roll = [...sc.events].reverse().find((e) => e.t === 'rolled');
      if (!roll || roll.t !== 'rolled' || roll.value === 6) continue;
      expect(sc.stat(A).G).toBe(11);
      expect(sc.s.inn).toBe(-1);
      expect(sc.seat(R).G).toBe(0);
      done = true;
    }
    expect(done).toBe(true);
    const r = table({ phase: 'action', prizes: ['prize.house-credit'], hands: { [A]: ['start'] }, rivet: { deck: ['rv-hit', 'rv-pour'] } });
    r.play(A, 'start').passWhile();
    expect(r.s.pot).toBe(3);
    expect(r.s.inn).toBe(-1);
    expect(r.pending).toEqual({ k: 'round-turn', seat: B });
    r.pass(B).passWhile();
    expect(r.s.round?.controller).toBe(R);
    r.pass(A).passWhile().pass(B).passWhile();
    expect(r.s.round).toBeNull();
    expect(r.s.pot).toBe(0);
    expect(r.s.inn).toBe(2);
    expect(r.s.prizeInn.map((p) => r.s.defs[p])).toEqual(['prize.house-credit']);
    expect(r.seat(R).prizes).toEqual([]);
  });

  it("O6: R gambles: after B's Winning Hand his Gambling box is a pass (still in), A passes: B wins; his Cheating box Negated by Spot the Cheat: he leaves the Round", () => {
    const a = table({ phase: 'action', hands: { [A]: ['start'], [B]: ['wh'] }, rivet: { deck: ['rv-out', 'rv-pour'] } });
    a.play(A, 'start').passWhile();
    expect(a.s.inn).toBe(-1);
    a.play(B, 'wh').passWhile();
    expect(a.s.round!.controller).toBe(B);
    // R's Round turn came and went: rv-out's Gambling box after a Winning Hand is a pass.
    expect(a.s.round!.in).toContain(R);
    expect(a.s.round!.passed).toContain(R);
    expect(a.pending).toEqual({ k: 'round-turn', seat: A });
    a.pass(A).passWhile();
    expect(a.s.round).toBeNull();
    expect(a.stat(B).G).toBe(12);
    const b = table({ phase: 'action', hands: { [A]: ['start'], [B]: ['countercheat'] }, rivet: { deck: ['rv-pour', 'rv-hit'] } });
    b.play(A, 'start').passWhile().pass(B);
    expect(b.s.automaton!.last).toMatchObject({ box: 'bottom' });
    b.passTo(B).play(B, 'countercheat').passWhile();
    expect(b.events.filter((e) => e.t === 'cardNegated')).toHaveLength(1);
    expect(b.events.filter((e) => e.t === 'leftRound').map((e) => (e as { seat: number }).seat)).toEqual([R]);
    // B had passed, so with Rivet gone A's control wins the pot (3 G: A's, B's and the Inn's for Rivet).
    expect(b.events.find((e) => e.t === 'roundEnded')).toMatchObject({ to: A, pot: 3 });
  });

  it('O7: his deck empties during a Round: he passes his Round turns; a card on him gets no reveal; the Round ends and the deck reshuffles', () => {
    const sc = table({ phase: 'action', hands: { [A]: ['start', 'tip', 'raise'] }, rivet: { deck: ['rv-hit'], discard: ['rv-out'] } });
    sc.play(A, 'start').passWhile().pass(B);
    // His last card: rv-hit's Gambling box takes control; his deck is empty and waits for the Round's end.
    expect(sc.seat(R).deck).toHaveLength(0);
    sc.passTo(A).play(A, 'tip', { targets: [R] }).passWhile();
    expect(sc.events.filter((e) => e.t === 'rivet')).toHaveLength(1);
    expect(sc.s.round!.controller).toBe(R);
    sc.play(A, 'raise').passWhile().pass(B).passWhile();
    // His Round turn came with an empty deck: a pass; A's control wins.
    expect(sc.events.filter((e) => e.t === 'roundPassed').map((e) => (e as { seat: number }).seat)).toEqual([B, B, R]);
    expect(sc.events.filter((e) => e.t === 'rivet')).toHaveLength(1);
    expect(sc.events.find((e) => e.t === 'roundEnded')).toMatchObject({ to: A });
    expect(sc.s.round).toBeNull();
    expect(sc.seat(R).deck).toHaveLength(2);
    expect(sc.seat(R).discard).toHaveLength(0);
  });

  it("O8: limits: A's Drink and rush extras go only to B; Put It in Writing on R: R·A −2 F, no IOU; his mead3 is not split (+3 both); Bitter Root asks him no discard; no Appendix B; his starts add no Prize", () => {
    const a = table({ phase: 'action', hands: { [A]: ['rush'] }, deck: ['ale1', 'ale1', 'ale1', 'ale1'], rivet: { deck: ['rv-pour'] } });
    a.play(A, 'rush', { targets: [B, R] }).passWhile();
    expect(a.pending).toEqual({ k: 'order', seat: A });
    expect(legalActions(a.s, A)).toEqual([{ t: 'order', to: B }]);
    for (let i = 0; i < 3; i++) a.act(A, { t: 'order', to: B }).passWhile(() => a.pending?.k === 'order');
    expect(a.seat(B).pile).toHaveLength(3);
    expect(() => a.act(A, { t: 'order', to: R })).toThrow();
    const v = scenario({ chars: ['vess', 'grusk'], phase: 'action', hands: { [A]: ['vess.put-it-in-writing'] }, rivet: { deck: ['rv-pour'] } });
    v.play(A, 'vess.put-it-in-writing', { targets: [R] }).passWhile();
    expect(v.track(A)).toBe('4/0');
    expect(v.seat(R).debts).toEqual([0, 0, 0]);
    const m = table({ active: R, phase: 'cp-drink', deck: ['mead3', 'ale1'], rivet: { deck: ['rv-hit', 'rv-hit'] } }).passWhile();
    expect([m.track(A), m.track(B)]).toEqual(['6/3', '6/3']);
    expect(m.prompts.some((p) => p.endsWith('choose'))).toBe(false);
    const br = table({ active: R, phase: 'cp-drink', deck: ['drink.bitter-root', 'ale1'], rivet: { deck: ['rv-hit', 'rv-hit'] } }).passWhile();
    expect([br.track(A), br.track(B)]).toEqual(['6/1', '6/1']);
    expect(br.pending).toEqual({ k: 'discard', seat: A });
    expect(() => newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }], seed: 1, appendixB: true, automaton: { factions: [] } })).toThrow(/Appendix B cannot be played with the Automaton/);
    expect(variantTableProblem({ variant: 'automaton', players: 2, appendixB: true })).toMatch(/Appendix B/);
    const p = table({ active: R, phase: 'start', prizes: ['prize.house-credit', 'prize.corner-booth'], rivet: { deck: ['rv-wh', 'rv-pour'] } }).passWhile();
    expect(p.s.round).not.toBeNull();
    expect(p.s.round!.prize).toBeNull();
    expect(p.s.round!.starter).toBe(R);
  });

  it('O9: the end: A passes out with 5 G while B has 0 G: Inn 3, B 1, R\'s 1 to the Inn: B stays and wins; with 1 G: Inn 1, B 0: both out, a tie', () => {
    const a = table({ phase: 'action', stats: { [A]: { F: 2, AC: 2, G: 5 }, [B]: { G: 0 } } }).passWhile();
    expect(a.s.over).toEqual({ winners: [B], tie: false });
    expect(a.stat(B).G).toBe(1);
    expect(a.s.inn).toBe(4);
    const b = table({ phase: 'action', stats: { [A]: { F: 2, AC: 2, G: 1 }, [B]: { G: 0 } } }).passWhile();
    expect(b.s.over).toEqual({ winners: [A, B], tie: true });
    expect(b.s.inn).toBe(1);
    expect(b.seat(R).alive).toBe(true);
  });

  it('O10: Events: Bottoms Up! R stout4, A wine2, B ale1: R wins, A and B each pay 1 G to the Inn; R tied while both tracks pass out stays in; Brawl Breaks Out: both tracks −1 F', () => {
    const a = table({ active: R, phase: 'cp-drink', deck: ['event.bottoms-up', 'stout4', 'wine2', 'ale1', 'ale1'] }).passWhile();
    const contest = a.events.find((e) => e.t === 'contest');
    expect(contest).toEqual({ t: 'contest', scores: [[R, 4], [A, 2], [B, 1]], winner: R, again: [] });
    expect([a.stat(A).G, a.stat(B).G, a.s.inn]).toEqual([9, 9, 2]);
    expect([a.track(A), a.track(B)]).toEqual(['6/4', '6/4']);
    const t = table({ active: R, phase: 'cp-drink', deck: ['event.bottoms-up', 'stout4', 'stout4', 'ale1', 'wine2', 'ale1', 'ale1'], rivet: { deck: ['rv-pour'], tracks: { [A]: { F: 2 }, [B]: { F: 2 } } } }).passWhile();
    const first = t.events.find((e) => e.t === 'contest');
    expect(first).toEqual({ t: 'contest', scores: [[R, 4], [A, 4], [B, 1]], winner: null, again: [R, A] });
    const second = t.events.filter((e) => e.t === 'contest')[1];
    expect(second).toEqual({ t: 'contest', scores: [[R, 2], [A, 1]], winner: R, again: [] });
    const b = table({ active: R, phase: 'cp-drink', deck: ['event.brawl', 'ale1'], rivet: { deck: ['rv-hit', 'rv-hit'] } }).passWhile();
    expect([b.track(A), b.track(B)]).toEqual(['5/0', '5/0']);
    expect([b.stat(A).F, b.stat(B).F]).toEqual([19, 19]);
  });
});

describe('the Automaton: his own Drink', () => {
  it("his own Drink phase's Drink makes him reveal (000: 'affected by a Drink'): rv-pour's Drink box −2 AC: wine2 moves both tracks by 0", () => {
    const sc = table({ active: R, phase: 'cp-drink', deck: ['wine2', 'ale1'], rivet: { deck: ['rv-pour', 'rv-hit'] } }).passWhile();
    expect([sc.track(A), sc.track(B)]).toEqual(['6/0', '6/0']);
    expect(sc.events.filter((e) => e.t === 'rivet')).toEqual([expect.objectContaining({ box: 'response' })]);
  });
});

describe('the Automaton with Prizes, the characters, and the view', () => {
  it("Prizes: A's House Credit answers the payment Rivet's Collecting for the House demands: the Inn pays", () => {
    const sc = table({ active: R, phase: 'start', stats: { [A]: { G: 11 } }, rivet: { deck: ['rivet.collecting-for-the-house'] }, deck: ['ale1', 'ale1'] });
    const credit = 'p99';
    sc.s.defs[credit] = 'prize.house-credit';
    sc.seat(A).prizes.push(credit);
    sc.passWhile(() => sc.topKind() === 'pay' && sc.pending?.seat === A);
    expect(sc.s.stack.at(-1)).toMatchObject({ kind: 'pay', payer: A, n: 2, to: 'inn' });
    sc.act(A, legalActions(sc.s, A).find((x) => x.t === 'play' && x.card === credit)!).passWhile();
    expect(sc.stat(A).G).toBe(11);
    expect(sc.stat(B).G).toBe(10);
    expect(sc.s.prizeBin).toEqual([credit]);
  });

  it("Hard Knocks: Grusk's F loss from Rivet's card costs him 1 AC; his hit-back on Rivet lands on Grusk's track", () => {
    const sc = table({ active: R, phase: 'start', stats: { [B]: { AC: 3 } }, hands: { [B]: ['hitback'] }, rivet: { deck: ['rv-hit'] }, deck: ['ale1', 'ale1'] });
    sc.passWhile(() => sc.topKind() === 'floss' && sc.s.stack.at(-1)!.stage === 'after' && sc.pending?.seat === B);
    expect(sc.stat(B)).toMatchObject({ F: 19, AC: 2 });
    sc.play(B, 'hitback').passWhile();
    expect([sc.track(A), sc.track(B)]).toEqual(['6/1', '4/1']);
  });

  it('Jig Die: Tamsin may reroll once on Rivet\'s turn (his turn is a game turn) and again on her own', () => {
    const sc = table({ phase: 'action', hands: { [A]: ['tamsin.hats-out'] } });
    sc.play(A, 'tamsin.hats-out', { targets: [R] }).passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', what: 'reroll', seat: A });
  });

  it("the view: his tracks, deck count and last card are public; his deck's order is nobody's", () => {
    const { state } = newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }], seed: 9, automaton: { factions: ['tapster', 'tallyman'] } });
    for (const seat of [-1, A, B]) {
      const v = viewFor(state, seat);
      expect(v.automaton).toMatchObject({ seat: R, factions: ['tapster', 'tallyman'], deck: 10 });
      expect(JSON.stringify(v)).not.toContain(state.seats[R]!.deck.at(-1)!);
    }
  });

  it('refusals: the Automaton seats exactly 2 players; unknown or repeated factions are refused with a sentence', () => {
    expect(variantTableProblem({ variant: 'automaton', players: 3 })).toBe('The Automaton game needs exactly 2 players: Rivet is the third.');
    expect(variantTableProblem({ variant: 'automaton', players: 2 })).toBeNull();
    expect(() => newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }, { char: 'okko' }], seed: 1, automaton: { factions: [] } })).toThrow(/exactly 2 players/);
    expect(() => newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }], seed: 1, automaton: { factions: ['sentry', 'sentry'] } })).toThrow(/two different factions/);
    expect(() => newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }], seed: 1, automaton: { factions: ['sentry', 'bouncer'] } })).toThrow(/no faction called "bouncer"/);
    expect(() => newTavern({ seats: [{ char: 'rivet' }, { char: 'grusk' }], seed: 1, automaton: { factions: [] } })).toThrow(/not a character a player can choose/);
  });
});
