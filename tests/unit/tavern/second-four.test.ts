import { describe, expect, it } from 'vitest';
import { decideFor, type TavernLevel } from '../../../src/shared/tavern/bots/index';
import { botView, HIDDEN } from '../../../src/shared/tavern/bots/view';
import { imagine } from '../../../src/shared/tavern/bots/determinize';
import { botRng } from '../../../src/shared/bots/rand';
import { cardDef, mechanic } from '../../../src/shared/tavern/content/catalog';
import { applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { legalActions } from '../../../src/shared/tavern/legal';
import { cardText, mechanicText } from '../../../src/shared/tavern/text';
import type { PlayAction } from '../../../src/shared/tavern/types';
import { viewFor } from '../../../src/shared/tavern/view';
import { A, B, C, scenario } from './scenario';

/**
 * The second four's mechanics (issue 23): the Oven (a track built and spent), companions (cards that stay in
 * play and can be aimed at), Plots (laid face down, sprung later) and the Loot Sack (a side deck), each op of
 * the operation language on its own, their refusals, their secrets, and the bots using them from a view.
 */

const FILL = Array.from({ length: 10 }, () => 'heal2');

describe('the Oven (heat)', () => {
  it('gains 1 Heat at the start of each of her turns, never past its top', () => {
    const top = mechanic('hesper', 'oven')!.max;
    const sc = scenario({ chars: ['hesper', 'kit'], phase: 'start', heat: { [A]: top - 1 }, decks: { [A]: FILL, [B]: FILL } });
    expect(sc.seat(A).heat).toBe(top);
    expect(sc.events.some((e) => e.t === 'heat' && e.seat === A && e.to === top)).toBe(true);
    const full = scenario({ chars: ['hesper', 'kit'], phase: 'start', heat: { [A]: top }, decks: { [A]: FILL, [B]: FILL } });
    expect(full.seat(A).heat).toBe(top);
  });

  it('a card spending Heat is refused without it, with a sentence, and keeps it spent when Negated', () => {
    const poor = scenario({ chars: ['hesper', 'kit'], phase: 'action', heat: { [A]: 1 }, hands: { [A]: ['hesper.scalding-pie'] } });
    expect(poor.canPlay(A, 'hesper.scalding-pie')).toBe(false);
    const id = poor.cardOf(A, 'hesper.scalding-pie');
    expect(() => poor.act(A, { t: 'play', card: id, mode: 0, targets: [B] })).toThrow('Scalding Pie cannot be played: it spends 2 Heat and your Oven has 1.');
    expect(poor.seat(A).heat).toBe(1);
    // Burnt Offering (spend 1: Ignore a card hitting your F or AC), Countered: the Heat stays spent, the hit lands.
    const sc = scenario({ chars: ['hesper', 'kit', 'kit'], phase: 'action', active: B, heat: { [A]: 1 }, hands: { [A]: ['hesper.burnt-offering'], [B]: ['jab', 'counter'] } });
    sc.play(B, 'jab', { targets: [A] }).passTo(A).play(A, 'hesper.burnt-offering').passTo(B).play(B, 'counter').passWhile();
    expect(sc.seat(A).heat).toBe(0);
    expect(sc.stat(A).F).toBe(18);
  });
});

describe('companions (inPlay, guard, shoo)', () => {
  it('a companion stays in play instead of the discards; a third is refused while two are in play', () => {
    const sc = scenario({ chars: ['wren', 'kit'], phase: 'action', hands: { [A]: ['wren.bramble'] } });
    sc.play(A, 'wren.bramble').passWhile();
    expect(sc.seat(A).companions!.map((c) => sc.s.defs[c])).toEqual(['wren.bramble']);
    expect(sc.seat(A).discard).toEqual([]);
    const full = scenario({ chars: ['wren', 'kit'], phase: 'action', companions: { [A]: ['wren.moss', 'wren.tuppence'] }, hands: { [A]: ['wren.bramble'] } });
    const id = full.cardOf(A, 'wren.bramble');
    expect(() => full.act(A, { t: 'play', card: id, mode: 0, targets: [] })).toThrow('Bramble, the Old Hound cannot be played: you already have 2 companions in play.');
  });

  it('a Negated companion goes to the discards, not into play', () => {
    // Companions are Action cards: nothing in the core Negates an Action, so an Ignore cannot stop one either;
    // the answer that changes a companion is to chase it off later (Net and Sack), tested below.
    const sc = scenario({ chars: ['wren', 'kit'], phase: 'action', hands: { [A]: ['wren.moss'], [B]: ['shrug', 'counter'] } });
    sc.play(A, 'wren.moss');
    expect(legalActions(sc.s, sc.pending!.seat).filter((a) => a.t === 'play')).toEqual([]);
  });

  it('at her turn start each companion acts, the longest-kept first, as a step others may Ignore', () => {
    const sc = scenario({ chars: ['wren', 'kit', 'kit'], phase: 'start', companions: { [A]: ['wren.snapjaw', 'wren.bramble'] }, stats: { [A]: { F: 10 } }, hands: { [B]: ['shrug'] }, decks: { [A]: FILL, [B]: FILL, [C]: FILL } });
    // Snapjaw's step is on top (first in play); B Ignores it, C takes it.
    sc.passTo(B).play(B, 'shrug').passWhile();
    expect([sc.stat(A).F, sc.stat(B).F, sc.stat(C).F]).toEqual([11, 20, 19]);
  });

  it('Good Dog!: the longest-kept companion takes the hit instead; refused with no companion', () => {
    const sc = scenario({ chars: ['wren', 'kit'], phase: 'action', active: B, companions: { [A]: ['wren.moss', 'wren.bramble'] }, hands: { [A]: ['wren.good-dog'], [B]: ['jab3'] } });
    sc.play(B, 'jab3', { targets: [A] }).passWhile((x) => x.canPlay(A, 'wren.good-dog'));
    sc.play(A, 'wren.good-dog').passWhile();
    expect(sc.stat(A).F).toBe(20);
    expect(sc.seat(A).companions!.map((c) => sc.s.defs[c])).toEqual(['wren.bramble']);
    expect(sc.seat(A).discard.map((c) => sc.s.defs[c])).toEqual(['wren.moss', 'wren.good-dog']);
    const none = scenario({ chars: ['wren', 'kit'], phase: 'action', active: B, hands: { [A]: ['wren.good-dog'], [B]: ['jab3'] } });
    none.play(B, 'jab3', { targets: [A] }).passTo(A);
    expect(none.canPlay(A, 'wren.good-dog')).toBe(false);
  });

  it("Net and Sack aims at another seat's companion: it goes to its owner's discards", () => {
    const sc = scenario({ chars: ['pell', 'wren'], phase: 'action', companions: { [B]: ['wren.snapjaw'] }, hands: { [A]: ['pell.net-and-sack'] }, sack: { [A]: ['pell.loot.old-map'] } });
    sc.play(A, 'pell.net-and-sack', { mode: 1, targets: [B] }).passWhile();
    expect(sc.seat(B).companions).toEqual([]);
    expect(sc.seat(B).discard.map((c) => sc.s.defs[c])).toEqual(['wren.snapjaw']);
  });

  it('companions leave play with their owner', () => {
    const sc = scenario({ chars: ['wren', 'kit', 'kit'], phase: 'action', active: B, companions: { [A]: ['wren.moss'] }, stats: { [A]: { F: 2, AC: 1 } }, hands: { [B]: ['jab'] } });
    sc.play(B, 'jab', { targets: [A] }).passWhile();
    expect(sc.seat(A).alive).toBe(false);
    expect(sc.seat(A).companions).toEqual([]);
    expect(sc.events.some((e) => e.t === 'companion' && e.to === 'gone')).toBe(true);
  });
});

describe('Plots (face down, sprung later)', () => {
  it('at the start of his turn he may lay one Plot from his hand; only he sees which', () => {
    const sc = scenario({ chars: ['corvin', 'kit'], phase: 'start', hands: { [A]: ['corvin.long-con', 'corvin.swindle'] }, decks: { [A]: FILL, [B]: FILL } });
    expect(sc.pending).toMatchObject({ k: 'choose', what: 'plot', seat: A });
    const plot = sc.cardOf(A, 'corvin.long-con');
    expect(sc.s.pending).toMatchObject({ options: [plot, 'none'] });
    // The other seat sees that Corvin is choosing, never the options.
    expect(viewFor(sc.s, B).pending).toEqual({ seat: A, k: 'choose', what: 'plot' });
    expect(botView(sc.s, B).pending).toMatchObject({ options: [HIDDEN, HIDDEN] });
    sc.choose(A, plot);
    expect(sc.seat(A).plots).toEqual([plot]);
    expect(viewFor(sc.s, A).plots).toEqual([plot]);
    expect(viewFor(sc.s, B).seats[A]!.plots).toBe(1);
    expect(JSON.stringify(viewFor(sc.s, B))).not.toContain(`"${plot}"`);
    expect(botView(sc.s, B).seats[A]!.plots).toEqual([HIDDEN]);
    expect(sc.events.filter((e) => e.t === 'plotLaid')).toEqual([{ t: 'plotLaid', seat: A, plots: 1 }]);
  });

  it('no choice without a Plot in hand or with two laid', () => {
    const none = scenario({ chars: ['corvin', 'kit'], phase: 'start', hands: { [A]: ['corvin.swindle'] }, decks: { [A]: FILL, [B]: FILL } });
    expect(none.pending?.k).not.toBe('choose');
    const full = scenario({ chars: ['corvin', 'kit'], phase: 'start', plots: { [A]: ['corvin.long-con', 'corvin.cold-feet'] }, hands: { [A]: ['corvin.switched-cups'] }, decks: { [A]: FILL, [B]: FILL } });
    expect(full.pending?.k).not.toBe('choose');
  });

  it('a Plot in hand is refused with a sentence; laid, it is sprung like a Sometimes card and revealed', () => {
    const sc = scenario({ chars: ['corvin', 'kit'], phase: 'action', active: B, hands: { [A]: ['corvin.long-con'], [B]: ['jab'] } });
    sc.play(B, 'jab', { targets: [A] }).passWhile((x) => x.s.pending?.seat === A && x.s.stack.some((it) => it.kind === 'floss' && it.stage === 'after'));
    const id = sc.cardOf(A, 'corvin.long-con');
    expect(() => sc.act(A, { t: 'play', card: id, mode: 0, targets: [] })).toThrow('The Long Con is a Plot: it is never played from your hand.');
    const laid = scenario({ chars: ['corvin', 'kit'], phase: 'action', active: B, plots: { [A]: ['corvin.long-con'] }, hands: { [B]: ['jab'] } });
    laid.play(B, 'jab', { targets: [A] }).passWhile((x) => x.canPlay(A, 'corvin.long-con'));
    laid.play(A, 'corvin.long-con').passWhile();
    expect(laid.stat(B).F).toBe(16);
    expect(laid.seat(A).plots).toEqual([]);
    expect(laid.events.some((e) => e.t === 'cardPlayed' && e.fromPlot === true && e.def === 'corvin.long-con')).toBe(true);
  });
});

describe('the Loot Sack (a side deck)', () => {
  it('is dealt face down at setup: its count is public, its cards and order nobody\'s', () => {
    const { state } = newTavern({ seats: [{ char: 'pell' }, { char: 'okko' }], seed: 4 });
    const sack = state.seats[0]!.sack!;
    expect(sack.length).toBe(mechanic('pell', 'loot')!.cards.reduce((t, c) => t + c.count, 0));
    for (const seat of [0, 1]) {
      const v = viewFor(state, seat);
      expect(v.seats[0]!.sack).toBe(sack.length);
      for (const c of sack) expect(v.cards[c]).toBeUndefined();
      expect(botView(state, seat).seats[0]!.sack).toEqual(sack.map(() => HIDDEN));
    }
    expect(checkInvariants(state)).toEqual([]);
  });

  it('loot draws from the Sack; a Loot card played or discarded goes to the spent loot; an empty Sack takes it back', () => {
    const holds = (sc: ReturnType<typeof scenario>, name: string) => sc.s.pending?.seat === A && sc.seat(A).hand.some((c) => sc.s.defs[c] === name) && sc.canPlay(A, name);
    const sc = scenario({ chars: ['pell', 'kit'], phase: 'cp-action', sack: { [A]: ['pell.loot.silver-flask'] }, stats: { [A]: { AC: 5 } }, hands: { [A]: ['pell.treasure-sense', 'pell.treasure-sense'] } });
    sc.play(A, 'pell.treasure-sense').passWhile((x) => holds(x, 'pell.loot.silver-flask'));
    expect(sc.seat(A).sack).toEqual([]);
    expect(sc.events.some((e) => e.t === 'looted' && e.seat === A && e.n === 1 && e.left === 0)).toBe(true);
    sc.play(A, 'pell.loot.silver-flask').passWhile((x) => x.s.stack.every((it) => it.kind !== 'card') && holds(x, 'pell.treasure-sense'));
    expect(sc.stat(A).AC).toBe(5 + (cardDef('pell.loot.silver-flask').modes[0]!.effects[0] as { n: number }).n);
    expect(sc.seat(A).spent!.map((c) => sc.s.defs[c])).toEqual(['pell.loot.silver-flask']);
    expect(sc.seat(A).discard.map((c) => sc.s.defs[c])).toEqual(['pell.treasure-sense']);
    // The Sack is empty: the next loot reshuffles the spent loot into it first.
    const second = sc.cardOf(A, 'pell.treasure-sense');
    sc.play(A, 'pell.treasure-sense').passWhile((x) => !x.seat(A).hand.includes(second) && x.s.stack.every((it) => it.kind !== 'card'));
    expect(sc.events.some((e) => e.t === 'sackReshuffled')).toBe(true);
    expect(sc.seat(A).hand.map((c) => sc.s.defs[c])).toContain('pell.loot.silver-flask');
    // Discarded from the hand in the Discard phase, a Loot card goes to the spent loot too.
    const d = scenario({ chars: ['pell', 'kit'], phase: 'discard', hands: { [A]: ['pell.loot.old-map'] }, decks: { [A]: FILL } });
    d.act(A, { t: 'discard', card: d.cardOf(A, 'pell.loot.old-map') });
    expect(d.seat(A).spent!.map((c) => d.s.defs[c])).toEqual(['pell.loot.old-map']);
    expect(d.seat(A).discard).toEqual([]);
  });

  it('an imagined world keeps Loot in the Sack and Plots face down (the bots deal them by kind)', () => {
    const { state } = newTavern({ seats: [{ char: 'pell' }, { char: 'corvin' }], seed: 9 });
    state.seats[1]!.plots = [state.seats[1]!.hand.find((c) => cardDef(state.defs[c]!).plot) ?? state.seats[1]!.hand[0]!];
    if (!cardDef(state.defs[state.seats[1]!.plots[0]!]!).plot) state.seats[1]!.plots = [];
    state.seats[1]!.hand = state.seats[1]!.hand.filter((c) => !state.seats[1]!.plots!.includes(c));
    for (let k = 0; k < 5; k++) {
      const w = imagine(botView(state, 1), botRng(k));
      for (const c of w.seats[0]!.sack!) expect(cardDef(w.defs[c]!).loot).toBe(true);
      for (const c of w.seats[1]!.plots!) expect(cardDef(w.defs[c]!).plot).toBe(true);
      for (const c of w.seats[0]!.deck) expect(cardDef(w.defs[c]!).loot).toBeFalsy();
    }
  });
});

describe('the rules text of the mechanics and cards, from the data', () => {
  it('each new mechanic and card has generated text', () => {
    for (const char of ['hesper', 'wren', 'corvin', 'pell']) for (const m of [mechanic(char, 'oven'), mechanic(char, 'companions'), mechanic(char, 'plots'), mechanic(char, 'loot')]) if (m) expect(mechanicText(m).length).toBeGreaterThan(80);
    expect(cardText(cardDef('hesper.scalding-pie'))).toBe('Action. Pay first: Spend 2 Heat from your Oven. Pick another player. That player loses 4 Fortitude.');
    expect(cardText(cardDef('wren.snapjaw'))).toContain('While in play: at the start of your turn, each other player loses 1 Fortitude.');
    expect(cardText(cardDef('corvin.long-con'))).toContain('Plot: never played from your hand');
    expect(cardText(cardDef('pell.rummage'))).toBe('Action. Draw 1 card from your Loot Sack. You draw 1 card.');
  });
});

describe('the bots use each mechanic from the view alone', () => {
  const play = (chars: string[], level: TavernLevel, seed: number, max = 6000) => {
    const s = newTavern({ seats: chars.map((char) => ({ char })), seed, first: 0 }).state;
    const used = new Set<string>();
    for (let n = 0; !s.over && n < max; n++) {
      const seat = s.pending!.seat;
      const a = decideFor(s, seat, level, seed * 1000 + n);
      if (s.pending!.k === 'choose' && s.pending!.what === 'plot' && a.t === 'choose' && a.pick !== 'none') used.add('plot laid');
      for (const e of applyInPlace(s, seat, a)) {
        if (e.t === 'cardPlayed' && e.fromPlot) used.add('plot sprung');
        if (e.t === 'cardPlayed' && cardDef(e.def).modes[e.mode]!.cost?.some((o) => o.op === 'heat')) used.add('heat spent');
        if (e.t === 'companion' && e.to === 'play') used.add('companion');
        if (e.t === 'cardPlayed' && cardDef(e.def).modes[e.mode]!.effects.some((o) => o.op === 'guard')) used.add('guard');
        if (e.t === 'looted' && e.n > 0) used.add('loot');
        if (e.t === 'cardPlayed' && cardDef(e.def).loot) used.add('loot played');
      }
    }
    return used;
  };

  for (const level of ['easy', 'normal'] as const) {
    it(`${level}: over a few four-seat games of the second four, every mechanic is used`, () => {
      const used = new Set<string>();
      for (let seed = 1; seed <= 4; seed++) for (const u of play(['hesper', 'wren', 'corvin', 'pell'], level, seed)) used.add(u);
      expect([...used].sort()).toEqual(['companion', 'guard', 'heat spent', 'loot', 'loot played', 'plot laid', 'plot sprung']);
    }, 120_000);
  }

  it('hard springs a laid Plot and plays found Loot when they pay (its decision from the view)', () => {
    // A big Drink for Corvin with Switched Cups laid: Hard passes it on.
    const sc = scenario({ chars: ['corvin', 'kit'], phase: 'drink', piles: { [A]: ['stout4'] }, plots: { [A]: ['corvin.switched-cups'] }, stats: { [A]: { F: 10, AC: 7 } }, decks: { [A]: FILL, [B]: FILL } });
    sc.passWhile((x) => x.canPlay(A, 'corvin.switched-cups'));
    const a = decideFor(sc.s, A, 'hard', 3) as PlayAction;
    expect(a).toMatchObject({ t: 'play', card: sc.seat(A).plots![0] });
    // Pell about to pass out at his checkpoint, holding a Silver Flask from the Sack: Hard drinks it.
    const pell = scenario({ chars: ['pell', 'kit'], phase: 'cp-action', sack: { [A]: [] }, stats: { [A]: { F: 6, AC: 6 } }, hands: { [A]: ['pell.loot.silver-flask'] }, decks: { [A]: FILL, [B]: FILL } });
    expect(decideFor(pell.s, A, 'hard', 4)).toMatchObject({ t: 'play', card: pell.cardOf(A, 'pell.loot.silver-flask') });
  });

  it('hard lays a Plot, spends Heat and loots in a game (the first 700 decisions of a seeded four-seat game)', () => {
    const used = play(['hesper', 'wren', 'corvin', 'pell'], 'hard', 2, 700);
    for (const u of ['plot laid', 'heat spent', 'loot']) expect(used.has(u), u).toBe(true);
  }, 300_000);

  it('hard puts a companion into play when its Action has nothing better to do', () => {
    const sc = scenario({ chars: ['wren', 'kit'], phase: 'action', stats: { [A]: { F: 12, AC: 6 } }, hands: { [A]: ['wren.bramble'] }, decks: { [A]: FILL, [B]: FILL } });
    expect(decideFor(sc.s, A, 'normal', 1)).toMatchObject({ t: 'play', card: sc.cardOf(A, 'wren.bramble') });
    expect(decideFor(sc.s, A, 'hard', 1)).toMatchObject({ t: 'play', card: sc.cardOf(A, 'wren.bramble') });
  });
});
