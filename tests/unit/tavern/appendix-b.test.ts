import { describe, expect, it } from 'vitest';
import { CARDS, isMammal } from '../../../src/shared/cards/card';
import { RuleError } from '../../../src/shared/engine/errors';
import { gameDef, legalActions as hostedLegalActions } from '../../../src/shared/engine/table';
import { zoneOf } from '../../../src/shared/engine/zones';
import { cardPoints } from '../../../src/shared/games/kings-council/scoring';
import { apply } from '../../../src/shared/tavern/engine';
import { specialOptions, TAVERN_GAMES, variantSets } from '../../../src/shared/tavern/hosted';
import { legalActions } from '../../../src/shared/tavern/legal';
import type { GameChoice, Hosted, Seat, SpecialMove, TAction } from '../../../src/shared/tavern/types';
import { viewFor } from '../../../src/shared/tavern/view';
import { A, B, C, D, moveTexts, scenario, specialMove, type Scenario, type Spec } from './scenario';

/**
 * Appendix B (TAVERN.md §5): a Round of Gambling played as one of the gambling games. B1–B8 and H12 by id.
 */

const ALES = Array.from({ length: 12 }, () => 'ale1');

/** A starts a Round (a starter in hand), chooses `choice`; everyone's windows and antes pass. */
function hosted(spec: Partial<Spec> & { hands: Spec['hands'] }, choice: Partial<GameChoice> & { game: GameChoice['game'] }): Scenario {
  const sc = scenario({ phase: 'action', deck: ALES, ...spec });
  sc.s.config.appendixB = true;
  sc.play(A, 'start', { mode: 0 });
  sc.passWhile();
  expect(sc.pending?.k).toBe('game');
  sc.act(A, { t: 'game', game: choice.game, variants: choice.variants ?? [], split: choice.split ?? 'merchant' });
  sc.passWhile();
  return sc;
}

const h = (sc: Scenario): Hosted => sc.s.round!.hosted!;

/** The hosted seat of a tavern seat. */
const hs = (sc: Scenario, seat: Seat) => h(sc).seats.indexOf(seat);

/**
 * Play the hosted game's own decisions (the first one offered, or `pick`'s) and pass every window, until a
 * card pass asks someone (or the Round is over).
 */
function toPass(sc: Scenario, pick?: (legal: TAction[], seat: Seat) => TAction | undefined): Scenario {
  for (let i = 0; i < 500; i++) {
    const p = sc.pending;
    if (!p || !sc.s.round || p.k === 'round-turn') return sc;
    if (p.k === 'call' || p.k === 'sweep') sc.pass();
    else if (p.k === 'hosted') {
      const legal = legalActions(sc.s, p.seat);
      sc.act(p.seat, pick?.(legal, p.seat) ?? legal[0]!);
    } else return sc;
  }
  throw new Error('toPass: no end');
}

function refusal(sc: Scenario, a: TAction): string {
  try {
    apply(sc.s, A, a);
  } catch (e) {
    expect(e).toBeInstanceOf(RuleError);
    return (e as Error).message;
  }
  throw new Error('not refused');
}

describe('B1: the choice', () => {
  const start = () => {
    const sc = scenario({ phase: 'action', deck: ALES, hands: { [A]: ['start'] } });
    sc.s.config.appendixB = true;
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile();
    return sc;
  };

  it("B1: Heroes' Plunder, or Dragon Hunt with Deadly Encounter: refused with a sentence; Threes with Fool's Luck: accepted", () => {
    const sc = start();
    const before = JSON.stringify(sc.s);
    expect(refusal(sc, { t: 'game', game: 'heroes-plunder', variants: [], split: 'merchant' })).toMatch(/^Heroes' Plunder cannot be played inside The Red Dragon Inn/);
    expect(refusal(sc, { t: 'game', game: 'dragon-hunt', variants: ['deadly-encounter'], split: 'merchant' })).toBe('Deadly Encounter cannot be played inside The Red Dragon Inn.');
    expect(refusal(sc, { t: 'game', game: 'streets-of-greyport', variants: [], split: 'merchant' })).toMatch(/cannot be played inside/);
    expect(refusal(sc, { t: 'game', game: 'dragon-hordes', variants: [], split: 'merchant' })).toMatch(/^Dragon Hordes cannot be played inside/);
    expect(refusal(sc, { t: 'game', game: 'the-wheel', variants: ['the-unwound-clock'], split: 'merchant' })).toMatch(/cannot be played inside|Shares/);
    expect(refusal(sc, { t: 'game', game: 'dragon-hunt', variants: ['the-forgetful-leader'], split: 'merchant' })).toMatch(/The Forgetful Leader cannot be played inside/);
    expect(refusal(sc, { t: 'game', game: 'threes', variants: ['no-such-thing'], split: 'merchant' })).toMatch(/has no variant/);
    expect(refusal(sc, { t: 'game', game: 'threes', variants: [], split: 'fair' as never })).toMatch(/Split Rule/);
    // Nothing changed: a refused choice loses nothing.
    expect(JSON.stringify(sc.s)).toBe(before);
    sc.act(A, { t: 'game', game: 'threes', variants: ['fools-luck'], split: 'merchant' });
    expect(sc.s.round!.kind).toBe('hosted');
    expect(h(sc).choice).toEqual({ game: 'threes', variants: ['fools-luck'], split: 'merchant' });
  });

  it('B1: the twelve allowed games are offered, and a plain Round', () => {
    const sc = start();
    const offered = new Set(legalActions(sc.s, A).map((a) => (a.t === 'game' ? a.game : 'other')));
    expect([...offered].filter((x) => x !== null).sort()).toEqual([...TAVERN_GAMES].sort());
    expect(TAVERN_GAMES).toHaveLength(12);
    expect(offered.has(null)).toBe(true);
    for (const g of ['heroes-plunder', 'streets-of-greyport', 'dragon-hordes']) expect(offered.has(g as never)).toBe(false);
  });

  it('B1: picking no game plays a plain Round; with Appendix B off nobody is asked', () => {
    const sc = start();
    sc.act(A, { t: 'game', game: null, variants: [], split: 'merchant' });
    sc.passWhile();
    expect(sc.s.round!.kind).toBe('base');
    expect(sc.pending?.k).toBe('round-turn');
    const off = scenario({ phase: 'action', deck: ALES, hands: { [A]: ['start'] } });
    off.play(A, 'start', { mode: 0 });
    off.passWhile();
    expect(off.pending?.k).toBe('round-turn');
    expect(off.prompts.some((x) => x.endsWith(':game'))).toBe(false);
  });

  it("B1: antes are the tavern's: a 'leave' answers an ante; the hosted table holds no coin", () => {
    const sc = scenario({ phase: 'action', deck: ALES, hands: { [A]: ['start'], [D]: ['leave'] } });
    sc.s.config.appendixB = true;
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile();
    sc.act(A, { t: 'game', game: 'threes', variants: [], split: 'merchant' });
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === D && sc.canPlay(D, 'leave'));
    sc.play(D, 'leave');
    sc.passWhile();
    expect(sc.s.pot).toBe(3);
    expect(h(sc).seats).toEqual([A, B, C]);
    expect(h(sc).table!.stacks).toEqual([0, 0, 0]);
    expect(h(sc).table!.totalMoney).toBe(0);
  });
});

describe('B2–B8 and H12', () => {
  it('B2: (Threes) A\'s Gambling card rerolls a Keep die, B\'s Cheating card sets a die to 3, C passes; a second card from A in that pass is refused', () => {
    const sc = hosted({ players: 3, hands: { [A]: ['start', 'raise', 'start'], [B]: ['cheat'], [C]: [] } }, { game: 'threes' });
    toPass(sc);
    // The pass runs from the Starting Player (the starter, A: Appendix B) clockwise.
    expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
    const keep = () => (h(sc).table!.g as { keep: number[][] }).keep;
    // A plays its take-control mode (a Gambling card); the special is a Gambling one: reroll or look at 1.
    sc.play(A, 'start', { mode: 1 });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special' });
    const opts = moveTexts(sc.pending);
    expect(opts).toContain('reroll|Keep|0');
    expect(opts.some((o) => o.startsWith('set|'))).toBe(false);
    expect(opts).not.toContain('look|3');
    const before = keep().map((k) => [...k]);
    sc.choose(A, 'reroll|Keep|0');
    keep().forEach((k, i) => (i === hs(sc, A) ? expect(k.slice(1)).toEqual(before[i]!.slice(1)) : expect(k).toEqual(before[i])));
    expect(sc.events.some((e) => e.t === 'hosted' && e.ev.t === 'altered' && e.ev.how === 'reroll' && e.ev.seat === hs(sc, A))).toBe(true);
    // A's turn in this pass is over: a second card from A is refused.
    expect(sc.pending).toEqual({ k: 'round-turn', seat: B });
    const raise = sc.s.seats[A]!.hand.find((c) => sc.s.defs[c] === 'kit.raise')!;
    expect(() => apply(sc.s, A, { t: 'play', card: raise, mode: 0, targets: [] })).toThrow(RuleError);
    sc.play(B, 'cheat');
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'special', seat: B, what: 'special' });
    expect(moveTexts(sc.pending)).toContain('set|Keep|0|3');
    const others = keep().filter((_, i) => i !== hs(sc, B)).map((k) => [...k]);
    sc.choose(B, 'set|Keep|0|3');
    expect(keep()[hs(sc, B)]![0]).toBe(3);
    expect(keep().filter((_, i) => i !== hs(sc, B))).toEqual(others);
    expect(sc.pending).toEqual({ k: 'round-turn', seat: C });
    sc.pass(C);
    // The pass is over: the game goes on to its next roll.
    expect(sc.pending?.k).toBe('hosted');
  });

  it('B3: after A\'s Winning Hand (special: look at 3), B may play a Gambling card', () => {
    const sc = hosted({ players: 3, hands: { [A]: ['start', 'wh'], [B]: ['start'], [C]: [] } }, { game: 'kings-council' });
    toPass(sc);
    expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
    sc.play(A, 'wh');
    sc.passWhile();
    const opts = moveTexts(sc.pending);
    expect(opts).toContain('look|3');
    expect(opts).toContain('look|1');
    sc.choose(A, 'look|3');
    expect(h(sc).peek!.cards).toHaveLength(3);
    expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special-swap' });
    // The look reaches A alone.
    expect(viewFor(sc.s, A).round!.hosted!.peek!.cards).toHaveLength(3);
    expect(viewFor(sc.s, B).round!.hosted!.peek!.cards).toBeNull();
    const handA = () => h(sc).table!.zones[zoneOf('hand', hs(sc, A))]!.cards;
    const looked = [...h(sc).peek!.cards];
    const old = handA()[0]!;
    sc.choose(A, 'swap|hand|0|2');
    expect(handA()[0]).toBe(looked[2]);
    // The swapped-out card and the other two go face down to the discards.
    const t = h(sc).table!;
    for (const id of [old, looked[0]!, looked[1]!]) expect(t.discard).toContain(id);
    const bView = viewFor(sc.s, B).round!.hosted!.table!;
    expect(JSON.stringify(bView.zones)).not.toContain(`${old},`);
    // B may play a Gambling card after the Winning Hand (the gate is gone in the tavern).
    expect(sc.pending).toEqual({ k: 'round-turn', seat: B });
    expect(sc.canPlay(B, 'start', { mode: 1 })).toBe(true);
  });

  it('B4: A\'s Cheating force-out on B answered by countercheat: Negated, B stays, A folds, no special', () => {
    const sc = hosted({ players: 3, hands: { [A]: ['start', 'forceout'], [B]: ['countercheat'], [C]: [] } }, { game: 'kings-council' });
    toPass(sc);
    sc.play(A, 'forceout', { targets: [B] });
    sc.passTo(B);
    sc.play(B, 'countercheat');
    sc.passWhile();
    expect(sc.s.round!.in).toEqual([B, C]);
    expect(h(sc).table!.folded[hs(sc, A)]).toBe(true);
    expect(h(sc).table!.folded[hs(sc, B)]).toBe(false);
    expect(sc.events.some((e) => e.t === 'special')).toBe(false);
    expect(sc.prompts.some((p) => p === 'A:choose')).toBe(false);
  });

  it('B4: unanswered, B folds and A gets a Gambling special', () => {
    const sc = hosted({ players: 3, hands: { [A]: ['start', 'forceout'], [B]: [], [C]: [] } }, { game: 'kings-council' });
    toPass(sc);
    sc.play(A, 'forceout', { targets: [B] });
    sc.passWhile();
    expect(sc.s.round!.in).toEqual([A, C]);
    expect(h(sc).table!.folded[hs(sc, B)]).toBe(true);
    expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special' });
    const opts = moveTexts(sc.pending);
    expect(opts).toContain('look|1');
    expect(opts).not.toContain('look|3');
  });

  it('B5: (Delve) a Cheating special sets A\'s own die, never a centre die', () => {
    const sc = hosted({ players: 2, hands: { [A]: ['start', 'cheat'], [B]: [] } }, { game: 'delve' });
    const own = () => (h(sc).table!.g as { own: number[][] }).own[hs(sc, A)]!;
    // Pass until A's turn in a pass once A has rolled its own two dice (Explore).
    for (let i = 0; i < 20 && !(sc.pending?.k === 'round-turn' && sc.pending.seat === A && own().length > 0); i++) {
      toPass(sc);
      if (sc.pending?.k === 'round-turn' && (sc.pending.seat !== A || own().length === 0)) sc.pass();
    }
    expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
    sc.play(A, 'cheat');
    sc.passWhile();
    const opts = moveTexts(sc.pending);
    const sets = opts.filter((o) => o.startsWith('set|'));
    expect(sets.length).toBeGreaterThan(0);
    expect(sets.every((o) => o.startsWith('set|dice|'))).toBe(true);
    const g = () => h(sc).table!.g as { common: number[]; own: number[][] };
    const common = [...g().common];
    // A forged choice on a centre die is refused with a sentence, and nothing changes.
    expect(() => apply(sc.s, A, { t: 'special', ...specialMove('set|common|0|6') })).toThrow(RuleError);
    sc.choose(A, 'set|dice|0|6');
    expect(g().own[hs(sc, A)]![0]).toBe(6);
    expect(g().common).toEqual(common);
  });

  it("B6: (King's Council) pot 5 G; A and B tied after Color; Merchant's Rule: 2 each, 1 to the Inn", () => {
    const sc = hosted({ players: 5, hands: { [A]: ['start'] } }, { game: 'kings-council', split: 'merchant' });
    expect(sc.s.pot).toBe(5);
    toPass(sc);
    rigCouncil(sc);
    const inn = sc.s.inn;
    // Every exchange keeps the hand (the first offered exchange is of no card) and every pass passes.
    for (let i = 0; i < 200 && sc.s.round; i++) {
      toPass(sc, (legal) => legal.find((a) => a.t === 'hosted' && JSON.stringify(a.a).includes('[]')));
      if (sc.pending?.k === 'round-turn') sc.pass();
    }
    sc.passWhile();
    expect(sc.s.round).toBeNull();
    expect(sc.stat(A).G).toBe(10 - 1 + 2);
    expect(sc.stat(B).G).toBe(10 - 1 + 2);
    expect(sc.stat(C).G).toBe(9);
    expect(sc.s.inn - inn).toBe(1);
    expect(sc.events.find((e) => e.t === 'roundEnded')).toMatchObject({ pot: 5, split: [A, B] });
  });

  it("B6: a pot-taking card answering the pot-collection step of a split pot takes the whole pot (Sometimes cards stay live)", () => {
    const sc = hosted({ players: 5, hands: { [A]: ['start'], [C]: ['grab'] } }, { game: 'kings-council', split: 'merchant' });
    toPass(sc);
    rigCouncil(sc);
    for (let i = 0; i < 200 && sc.s.round && sc.topKind() !== 'pot'; i++) {
      toPass(sc, (legal) => legal.find((a) => a.t === 'hosted' && JSON.stringify(a.a).includes('[]')));
      if (sc.pending?.k === 'round-turn') sc.pass();
    }
    expect(sc.topKind()).toBe('pot');
    sc.passTo(C);
    sc.play(C, 'grab');
    sc.passWhile();
    expect(sc.s.round).toBeNull();
    expect(sc.stat(C).G).toBe(9 + 5);
    expect(sc.stat(A).G).toBe(9);
    expect(sc.stat(B).G).toBe(9);
  });

  it('B7: (Doublerogue) ante, deal, a card pass from the Starting Player, Hit/Defend; two Rogues leave paying nothing; no Fold; the last one in takes the pot', () => {
    const sc = hosted({ players: 3, hands: { [A]: ['start'], [B]: ['cheat'] } }, { game: 'doublerogue' });
    expect(sc.s.pot).toBe(3);
    const t = () => h(sc).table!;
    expect(t().zones[zoneOf('up', 0)]!.cards).toHaveLength(1);
    expect(t().zones[zoneOf('hand', 0)]!.cards).toHaveLength(3);
    // The pass comes before any Hit or Defend, from the Starting Player (the starter, A).
    expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
    sc.pass(A);
    sc.play(B, 'cheat');
    sc.passWhile();
    sc.choose(B, 'none');
    sc.pass(C);
    expect(sc.pending?.k).toBe('hosted');
    let sawHosted = false;
    for (let i = 0; i < 400 && sc.s.round; i++) {
      const p = sc.pending!;
      if (p.k === 'hosted') {
        sawHosted = true;
        const legal = legalActions(sc.s, p.seat);
        expect(legal.some((a) => a.t === 'hosted' && a.a.t === 'fold')).toBe(false);
        // The engine offers a Fold; the tavern refuses it with a sentence.
        expect(hostedLegalActions(t(), hs(sc, p.seat)).some((a) => a.t === 'fold')).toBe(true);
        expect(() => apply(sc.s, p.seat, { t: 'hosted', a: { t: 'fold' } })).toThrow(/Nobody may fold/);
        sc.act(p.seat, legal.find((a) => a.t === 'hosted' && a.a.t === 'hit') ?? legal[0]!);
      } else if (p.k === 'round-turn') sc.pass();
      else if (p.k === 'choose') sc.choose(p.seat, 'none');
      else sc.pass();
    }
    expect(sawHosted).toBe(true);
    expect(sc.s.round).toBeNull();
    const ended = sc.events.find((e) => e.t === 'roundEnded') as { to: Seat; pot: number };
    expect(ended.pot).toBe(3);
    // Two face-up Rogues paid nothing: the only Gold that moved is the pot, to its winner.
    const total = [A, B, C].reduce((x, s) => x + sc.stat(s).G, 0);
    expect(total).toBe(30);
    expect(sc.stat(ended.to).G).toBe(9 + 3);
    const outs = sc.events.filter((e) => e.t === 'hosted' && e.ev.t === 'penalty') as unknown as { ev: { amount: number } }[];
    for (const o of outs) expect(o.ev.amount).toBe(0);
  });

  it('B8: D left the Round at the ante; A\'s raise in a pass: A, B, C each ante 1 (B, at 0 G, ignores it), nobody "takes control", A takes a Gambling special', () => {
    const sc = scenario({ phase: 'action', deck: ALES, hands: { [A]: ['start', 'raise'], [D]: ['leave'] }, stats: { [B]: { G: 1 } } });
    sc.s.config.appendixB = true;
    sc.s.gold = sc.s.seats.reduce((x, st) => x + st.G, 0);
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile();
    sc.act(A, { t: 'game', game: 'kings-council', variants: [], split: 'merchant' });
    sc.passWhile(() => sc.topKind() === 'ante' && sc.pending?.seat === D && sc.canPlay(D, 'leave'));
    sc.play(D, 'leave');
    sc.passWhile();
    expect(sc.s.pot).toBe(3);
    expect(sc.stat(B).G).toBe(0);
    toPass(sc);
    for (let i = 0; i < 5 && sc.pending?.seat !== A; i++) sc.pass();
    expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
    sc.play(A, 'raise');
    sc.passWhile();
    expect(sc.s.pot).toBe(5);
    expect(sc.stat(A).G).toBe(8);
    expect(sc.stat(B).G).toBe(0);
    expect(sc.stat(C).G).toBe(8);
    expect(sc.stat(D).G).toBe(10);
    expect(sc.s.round!.controller).toBeNull();
    expect(sc.events.some((e) => e.t === 'control' && e.seat !== null)).toBe(false);
    expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special' });
    expect(moveTexts(sc.pending)).toContain('look|1');
    expect(moveTexts(sc.pending)).not.toContain('look|3');
  });

  it('H12: a raise in a Threes pass with B at 0 G: B ignores it, later wins the whole pot', () => {
    const sc = scenario({ phase: 'action', players: 3, deck: ALES, hands: { [A]: ['start', 'raise'] }, stats: { [B]: { G: 1 } } });
    sc.s.config.appendixB = true;
    sc.s.gold = sc.s.seats.reduce((x, st) => x + st.G, 0);
    sc.play(A, 'start', { mode: 0 });
    sc.passWhile();
    sc.act(A, { t: 'game', game: 'threes', variants: [], split: 'merchant' });
    sc.passWhile();
    toPass(sc);
    for (let i = 0; i < 5 && sc.pending?.seat !== A; i++) sc.pass();
    sc.play(A, 'raise');
    sc.passWhile();
    sc.choose(A, 'none');
    expect(sc.s.pot).toBe(5);
    expect(sc.stat(B).G).toBe(0);
    // B wins: B's dice all show 3s (they score nothing: the lowest total wins), everyone else's 6s.
    for (let i = 0; i < 400 && sc.s.round; i++) {
      const p = sc.pending!;
      if (p.k === 'hosted') {
        const t = h(sc).table!;
        const g = t.g as { keep: number[][]; roll: number[][] };
        for (const dice of [g.roll, g.keep]) dice.forEach((r, x) => r.forEach((_, j) => (r[j] = x === hs(sc, B) ? 3 : 6)));
        sc.act(p.seat, legalActions(sc.s, p.seat)[0]!);
      } else sc.pass();
    }
    expect(sc.s.round).toBeNull();
    expect(sc.stat(B).G).toBe(5);
    expect(sc.seat(B).alive).toBe(true);
  });

  it('H12: Two-Headed Coin rolls high: the gambling game ends, Tamsin takes the pot; a Negated card gives no special', () => {
    let done = false;
    for (let seed = 1; seed < 200 && !done; seed++) {
      // Spread seeds (small ones start the PRNG alike): the first one whose roll is high is played out.
      const sc = hosted({ seed: (seed * 2654435761) % 2 ** 31, chars: ['tamsin', 'kit', 'kit'], hands: { [A]: ['start', 'tamsin.two-headed-coin'] } }, { game: 'kings-council' });
      toPass(sc);
      sc.play(A, 'tamsin.two-headed-coin');
      sc.passWhile();
      if (sc.pending?.k === 'choose' && sc.pending.what === 'reroll') sc.choose(A, 'keep');
      sc.passWhile();
      const roll = sc.events.find((e) => e.t === 'rolled') as { value: number } | undefined;
      expect(roll).toBeDefined();
      if (!roll || roll.value !== 6) continue;
      expect(sc.s.round).toBeNull();
      expect(sc.events.find((e) => e.t === 'roundEnded')).toMatchObject({ to: A, pot: 3 });
      expect(sc.events.some((e) => e.t === 'special')).toBe(false);
      done = true;
    }
    expect(done).toBe(true);
    // Negated: Spot the Cheat on a Cheating card: no special, and the card's player leaves.
    const sc = hosted({ players: 3, hands: { [A]: ['start', 'cheat'], [B]: ['countercheat'] } }, { game: 'threes' });
    toPass(sc);
    sc.play(A, 'cheat');
    sc.passTo(B);
    sc.play(B, 'countercheat');
    sc.passWhile();
    expect(sc.events.some((e) => e.t === 'special')).toBe(false);
    expect(sc.s.round!.in).not.toContain(A);
  });
});

describe("King's and Commoner's Rules in the tavern", () => {
  /** Play a rigged King's Council (A and B tied) to its showdown, keeping every hand and passing every pass. */
  function tiedCouncil(split: GameChoice['split']): Scenario {
    const sc = hosted({ players: 5, hands: { [A]: ['start'] } }, { game: 'kings-council', split });
    toPass(sc);
    rigCouncil(sc);
    for (let i = 0; i < 200 && h(sc).games === 1 && sc.s.round; i++) {
      toPass(sc, (legal) => legal.find((a) => a.t === 'hosted' && JSON.stringify(a.a).includes('[]')));
      if (sc.pending?.k === 'round-turn') sc.pass();
    }
    return sc;
  }

  it("King's Rule: only the tied players replay, in this Round, without ante; the pot stays whole", () => {
    const sc = tiedCouncil('king');
    sc.passWhile();
    expect(sc.s.round).not.toBeNull();
    expect(h(sc).games).toBe(2);
    expect(h(sc).seats).toEqual([A, B]);
    expect(sc.s.pot).toBe(5);
    expect(sc.events.filter((e) => e.t === 'hostedStarted').map((e) => (e as { replay: unknown }).replay)).toEqual([null, 'king']);
    for (const x of [A, B, C, D, 4]) expect(sc.stat(x).G).toBe(9);
  });

  it("Commoner's Rule: everyone still in the Round antes again and all replay", () => {
    const sc = tiedCouncil('commoner');
    sc.passWhile();
    expect(h(sc).games).toBe(2);
    expect(h(sc).seats).toEqual([A, B, C, D, 4]);
    expect(sc.s.pot).toBe(10);
    for (const x of [A, B, C, D, 4]) expect(sc.stat(x).G).toBe(8);
    expect(sc.events.filter((e) => e.t === 'hostedStarted').map((e) => (e as { replay: unknown }).replay)).toEqual([null, 'commoner']);
  });
});

/** King's Council: A and B get hands tied to the last tiebreaker (twin cards); C, D, E hands worth 0. */
function rigCouncil(sc: Scenario): void {
  const t = h(sc).table!;
  const king = t.zones['king']!.cards[0]!;
  const hands = h(sc).seats.map((_, x) => zoneOf('hand', x));
  const pool = [...t.deck, ...t.discard, ...hands.flatMap((z) => t.zones[z]!.cards)];
  const twin = (id: number) => `${CARDS[id]!.rank}|${CARDS[id]!.color}|${isMammal(id)}`;
  const groups = new Map<string, number[]>();
  for (const id of pool) if (CARDS[id]!.kind === 'standard') groups.set(twin(id), [...(groups.get(twin(id)) ?? []), id]);
  const pairs = [...groups.values()].filter((g) => g.length >= 2 && cardPoints(king, g[0]!) > 0).slice(0, 5);
  expect(pairs).toHaveLength(5);
  const used = new Set(pairs.flatMap((p) => [p[0]!, p[1]!]));
  const zeros = pool.filter((id) => !used.has(id) && cardPoints(king, id) === 0);
  for (const [x, z] of hands.entries()) {
    const seat = h(sc).seats[x]!;
    if (seat === A) t.zones[z]!.cards = pairs.map((p) => p[0]!);
    else if (seat === B) t.zones[z]!.cards = pairs.map((p) => p[1]!);
    else t.zones[z]!.cards = zeros.splice(0, 5);
  }
  for (const z of hands) for (const id of t.zones[z]!.cards) used.add(id);
  t.deck = pool.filter((id) => !used.has(id));
  t.discard = [];
  const def = gameDef('kings-council');
  const c = { s: t, rng: { int: () => 0, state: () => [] }, events: [], def };
  expect(def.evaluate!(c as never, hs(sc, A)).key).toEqual(def.evaluate!(c as never, hs(sc, B)).key);
}

describe('specials alter only the seat\'s own holdings', () => {
  // Each game plain, then with each of its allowed variants on alone (the legal list's one-variant sets).
  const cases = TAVERN_GAMES.flatMap((game) => variantSets(game).filter((v) => v.length <= 1).map((variants) => [game, variants] as const));
  for (const [game, variants] of cases) {
    it(`${game}${variants.length ? ` with ${variants[0]}` : ''}: every special option changes only that seat's holdings, never a common card or die`, () => {
      const sc = hosted({ players: 3, hands: { [A]: ['start', 'wh'] } }, { game, variants: [...variants] });
      expect(h(sc).table!.config.variants).toEqual(variants);
      for (let i = 0; i < 40 && !(sc.pending?.k === 'round-turn' && sc.pending.seat === A) && sc.s.round; i++) {
        toPass(sc);
        if (sc.pending?.k === 'round-turn' && sc.pending.seat !== A) sc.pass();
      }
      expect(sc.pending).toEqual({ k: 'round-turn', seat: A });
      sc.play(A, 'wh');
      sc.passWhile();
      expect(sc.pending).toMatchObject({ k: 'special', seat: A, what: 'special' });
      const me = hs(sc, A);
      const def = gameDef(game);
      const common = (t: Hosted['table']) =>
        JSON.stringify({
          zones: def.holdings.common.zones.map((z) => Object.entries(t!.zones).filter(([n]) => n === z || n.startsWith(`${z}.`))),
          dice: def.holdings.common.dice.map((d) => (t!.g as Record<string, unknown>)[d]),
        });
      // Whatever others hold: every zone and die list but the seat's own.
      const others = (t: Hosted['table']) =>
        JSON.stringify({
          zones: Object.entries(t!.zones).filter(([n]) => !n.endsWith(`.${me}`)),
          g: Object.fromEntries(Object.entries((t!.g ?? {}) as Record<string, unknown>).map(([k, v]) => [k, Array.isArray(v) && v.length === t!.stacks.length ? v.filter((_, i) => i !== me) : k])),
        });
      const opts = (sc.pending as { options: SpecialMove[] }).options;
      expect(opts).toEqual(specialOptions(h(sc), A, 'both'));
      let tried = 0;
      for (const pick of opts) {
        const before = h(sc).table!;
        const r = apply(sc.s, A, { t: 'special', ...pick });
        let s2 = r.state;
        if (s2.pending?.k === 'special' && s2.pending.what === 'special-swap') {
          for (const sw of s2.pending.options) {
            const s3 = apply(s2, A, { t: 'special', ...sw }).state;
            const after = s3.round!.hosted!.table!;
            expect(common(after)).toBe(common(before));
            expect(others(after)).toBe(others(before));
            tried++;
          }
          s2 = r.state;
          continue;
        }
        const after = s2.round!.hosted!.table!;
        expect(common(after)).toBe(common(before));
        expect(others(after)).toBe(others(before));
        tried++;
      }
      expect(tried).toBeGreaterThan(1);
    });
  }
});
