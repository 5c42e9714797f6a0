import { describe, expect, it } from 'vitest';
import { apply, applyInPlace, newTavern } from '../../../src/shared/tavern/engine';
import { parseTavernGame } from '../../../src/shared/tavern/save-check';
import { playGame, randomAction } from '../../../src/shared/tavern/random';
import { botChooser, botView, decideFor } from '../../../src/shared/tavern/bots';
import { HIDDEN } from '../../../src/shared/tavern/bots/view';
import { checkInvariants } from '../../../src/shared/tavern/invariants';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { roundTripWhilePlaying, TavernDriver } from '../../helpers/tavern';
import { legalActions } from '../../../src/shared/tavern/legal';
import type { PlayAction, TAction, TavernConfig } from '../../../src/shared/tavern/types';
import { A, B, C, D, scenario, type Spec } from './scenario';

/**
 * Two-Headed Dragon and the team rules (VARIANTS.md §2–§3), scenarios §10.2 by id: AB|CD, each team
 * F20/AC0/G10 ⚗2 unless said. Seats are A, B, C, D (0–3); E, F are 4, 5.
 */
const E = 4;
const F = 5;

const team = (spec: Partial<Spec> & Pick<Spec, 'phase'>) => scenario({ teams: [[A, B], [C, D]], gold: 10, ...spec });

/** Why the engine refuses an action (its sentence), or '' when it takes it. */
function refusal(sc: ReturnType<typeof team>, seat: number, a: TAction): string {
  try {
    apply(sc.s, seat, a);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

describe('§10.2 Two-Headed Dragon and the team rules', () => {
  it("D1 team share: a brawl is one F-loss step for C and D; one shrug covers both; a cut for a teammate cuts C's part then D's", () => {
    // The brawl: CD loses 2 (1 each), one step.
    let sc = team({ phase: 'action', hands: { [A]: ['brawl'] } });
    sc.play(A, 'brawl').passWhile();
    expect(sc.stat(C).F).toBe(18);
    expect(sc.stat(D).F).toBe(18);
    const steps = sc.s.stack.length;
    expect(steps).toBe(0);
    // C's shrug: the team's whole share is Ignored.
    sc = team({ phase: 'action', hands: { [A]: ['brawl'], [C]: ['shrug'] } });
    sc.play(A, 'brawl').passTo(C).play(C, 'shrug').passWhile();
    expect(sc.stat(C).F).toBe(20);
    // D's cut2 for C instead: C's 1 first, then D's 1: nothing lost.
    sc = team({ phase: 'action', hands: { [A]: ['brawl'], [D]: ['cut2'] } });
    sc.play(A, 'brawl').passWhile((x) => x.topKind() === 'floss' && x.s.pending?.seat === D);
    expect(sc.s.stack.at(-1)).toMatchObject({ kind: 'floss', entries: [{ seat: C, n: 1 }, { seat: D, n: 1 }] });
    sc.play(D, 'cut2', { for: C }).passWhile();
    expect(sc.stat(C).F).toBe(20);
    // cut2 against a jab3 on D: CD −1.
    sc = team({ phase: 'action', hands: { [A]: ['jab3'], [D]: ['cut2'] } });
    sc.play(A, 'jab3', { targets: [D] }).passWhile((x) => x.topKind() === 'floss' && x.s.pending?.seat === D);
    sc.play(D, 'cut2').passWhile();
    expect(sc.stat(D).F).toBe(19);
    expect(sc.stat(C).F).toBe(19);
  });

  it("D2 defending a teammate: A ducks B's elven3; a pass goes only to an opponent; a Mead split names C or D only", () => {
    // A's pile is empty (A sobers, nothing at AC 0), then B reveals elven3.
    let sc = team({ phase: 'drink', piles: { [B]: ['elven3'] }, hands: { [A]: ['duck'] } });
    sc.passWhile((x) => x.topKind() === 'drink' && x.s.pending?.seat === A);
    expect(sc.canPlay(A, 'duck')).toBe(false); // not for A: it is B's Drink
    sc.play(A, 'duck', { for: B }).passWhile();
    expect(sc.stat(A).AC).toBe(0);
    expect(sc.stat(B).AC).toBe(0);
    // A passes it instead: to C legal (CD +3), to A or B refused with a sentence.
    sc = team({ phase: 'drink', piles: { [B]: ['elven3'] }, hands: { [A]: ['pass'] } });
    sc.passWhile((x) => x.topKind() === 'drink' && x.s.pending?.seat === A);
    const toC = sc.playOf(A, 'pass', { targets: [C], for: B })!;
    expect(toC).toBeDefined();
    for (const to of [A, B]) expect(refusal(sc, A, { ...toC, targets: [to] })).toMatch(/target is not allowed/);
    sc.act(A, toC).passWhile();
    expect(sc.stat(C).AC).toBe(3);
    expect(sc.stat(A).AC).toBe(0);
    // B's mead3 split may name C or D only.
    sc = team({ phase: 'drink', piles: { [B]: ['mead3'] } });
    sc.passWhile((x) => x.s.pending?.k === 'choose');
    expect(sc.pending).toMatchObject({ k: 'choose', seat: B, what: 'mead-split', options: ['none', String(C), String(D)] });
  });

  it("D3 targets: A's jab on B refused, A's tip on A or B legal; a rush on C and D is one share, and its extras are A's alone", () => {
    let sc = team({ phase: 'action', hands: { [A]: ['jab', 'tip'] } });
    expect(sc.playOf(A, 'jab', { targets: [B] })).toBeUndefined();
    expect(refusal(sc, A, { t: 'play', card: sc.cardOf(A, 'jab'), mode: 0, targets: [B] })).toMatch(/target is not allowed/);
    sc.pass(A).pass(B); // both decline their Actions: the checkpoint before ordering asks A first
    expect(sc.pending).toMatchObject({ k: 'call', seat: A });
    expect(sc.topKind()).toBe('checkpoint');
    expect(sc.canPlay(A, 'tip', { targets: [A] })).toBe(true);
    expect(sc.canPlay(A, 'tip', { targets: [B] })).toBe(true);
    // A's rush picks C and D: CD −2 F; one shrug from D covers both.
    sc = team({ phase: 'action', hands: { [A]: ['rush'], [D]: ['shrug'] }, deck: ['ale1', 'ale1', 'ale1', 'ale1', 'ale1', 'ale1'] });
    sc.play(A, 'rush', { targets: [C, D] }).passWhile();
    expect(sc.stat(C).F).toBe(18);
    sc = team({ phase: 'action', hands: { [A]: ['rush'], [D]: ['shrug'] }, deck: ['ale1', 'ale1', 'ale1', 'ale1', 'ale1', 'ale1'] });
    sc.play(A, 'rush', { targets: [C, D] }).passTo(D).play(D, 'shrug').passWhile();
    expect(sc.stat(C).F).toBe(20);
    // The order phase: the team's 2 by its first seat (A), then A's 2 extras by A; B orders none.
    sc.pass(B).passWhile();
    const orderers: number[] = [];
    while (sc.pending?.k === 'order' || sc.pending?.k === 'call') {
      if (sc.pending.k === 'order') {
        orderers.push(sc.pending.seat);
        sc.act(sc.pending.seat, { t: 'order', to: C });
      } else sc.passWhile();
      if (sc.s.turn.phase !== 'order' && sc.pending?.k !== 'order') break;
    }
    expect(orderers).toEqual([A, A, A, A]);
    expect(sc.seat(C).pile).toHaveLength(4);
  });

  it("D4 Round Champions: A starts and stands for AB, CD names D; C's innpay pays D's ante; only Champions gamble; the pot and its Prize go to A", () => {
    const spec = { phase: 'action' as const, prizes: ['prize.house-credit'], hands: { [A]: ['start'], [B]: ['raise', 'toinn'], [C]: ['innpay', 'cheat'], [D]: ['cheat'] } };
    let sc = team(spec);
    sc.play(A, 'start').passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: C, what: 'champion', options: [String(C), String(D)] });
    expect(refusal(sc, C, { t: 'choose', pick: String(A) })).toMatch(/Champion/);
    sc.choose(C, String(D));
    expect(sc.s.round).toMatchObject({ in: [A, D], prize: expect.any(String) });
    // The antes: A's, then D's, which C's innpay (played for D) has the Inn pay.
    sc.passWhile((x) => x.topKind() === 'ante' && (x.s.stack.at(-1) as { seat: number }).seat === D && x.s.pending?.seat === C);
    sc.play(C, 'innpay', { for: D }).passWhile();
    expect(sc.stat(C).G).toBe(10);
    expect(sc.s.pot).toBe(2);
    // Only the Champions take Round turns: D is asked, never B or C.
    expect(sc.pending).toMatchObject({ k: 'round-turn', seat: D });
    // A later Cheating card from D: B (not in the Round) may answer it with toinn.
    const cheat = team(spec);
    cheat.play(A, 'start').passWhile().choose(C, String(D)).passWhile();
    cheat.play(D, 'cheat').passTo(B);
    expect(cheat.canPlay(B, 'toinn')).toBe(true);
    expect(cheat.playOf(B, 'raise')).toBeUndefined();
    // Instead D passes: A wins 2 (AB 11) and House Credit; it is A's, never B's.
    sc.pass(D).passWhile();
    expect(sc.s.round).toBeNull();
    expect(sc.stat(B).G).toBe(11);
    expect(sc.seat(A).prizes).toHaveLength(1);
    expect(sc.seat(B).prizes).toHaveLength(0);
  });

  it("D5 Event Champions: the revealer stands for its team, the other team names one; only Champions drink in Bottoms Up! and Innkeeper's Round", () => {
    // CD's turn: C reveals Bottoms Up! from its pile; AB (asked through A) names B.
    let sc = team({ phase: 'drink', active: C, piles: { [C]: ['event.bottoms-up'], [D]: ['ale1'] }, deck: ['ale1', 'wine2', 'stout4', 'stout4', 'stout4', 'stout4'] });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'champion', options: [String(A), String(B)] });
    sc.choose(A, String(B));
    sc.passWhile();
    const contest = sc.events.find((e) => e.t === 'contest') as { scores: [number, number][] } | undefined;
    expect(contest?.scores.map(([seat]) => seat).sort()).toEqual([B, C]);
    // Innkeeper's Round revealed by A: a copy for A and for CD's Champion only.
    sc = team({ phase: 'drink', piles: { [A]: ['event.innkeepers-round'] }, deck: ['stout4', 'stout4', 'stout4', 'stout4'] });
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: C, what: 'champion' });
    sc.choose(C, String(C)).passWhile();
    // One copy each for A and C: +4 AC to each team (all four drinking would give each team +8); then B's
    // empty pile sobers AB by 1.
    expect(sc.stat(B).AC).toBe(3);
    expect(sc.stat(D).AC).toBe(4);
  });

  it("D6 shared turn: nobody draws before the whole team discarded; one Action each, a Round ends only its starter's; 2 Drinks onto opponents; each member drinks", () => {
    const sc = team({
      phase: 'discard',
      hands: { [A]: ['start', 'jab'], [B]: ['jab'], [C]: ['leave'] },
      decks: { [A]: Array(8).fill('heal2'), [B]: Array(8).fill('heal2') },
      piles: { [B]: ['ale1'] },
      deck: ['wine2', 'wine2', 'wine2'],
    });
    expect(sc.pending).toMatchObject({ k: 'discard', seat: A });
    sc.act(A, { t: 'discard', card: sc.cardOf(A, 'jab') }).act(A, { t: 'draw' });
    // A has finished; B discards before anyone draws.
    expect(sc.pending).toMatchObject({ k: 'discard', seat: B });
    expect(sc.seat(A).hand).toHaveLength(1);
    sc.act(B, { t: 'draw' });
    expect(sc.seat(A).hand).toHaveLength(7);
    expect(sc.seat(B).hand).toHaveLength(7);
    // A starts a Round (the Champions: A, and C, whom CD names); when it ends B still acts.
    sc.passWhile();
    expect(sc.pending).toMatchObject({ k: 'action', seat: A });
    sc.play(A, 'start').passWhile().choose(C, String(C));
    expect(sc.s.round?.in).toEqual([A, C]);
    for (let i = 0; i < 40 && sc.s.round; i++) {
      const p = sc.pending!;
      if (p.k === 'round-turn') sc.pass(p.seat);
      else sc.passWhile();
    }
    expect(sc.s.round).toBeNull();
    expect(sc.pending).toMatchObject({ k: 'action', seat: B });
    sc.play(B, 'jab', { targets: [C] }).passWhile();
    // No second Action: the phase moves on to ordering (A is asked to order, not to act).
    expect(sc.pending).toMatchObject({ k: 'order', seat: A });
    expect(refusal(sc, A, { t: 'order', to: B })).toMatch(/opponent's pile/);
    sc.act(A, { t: 'order', to: C }).passWhile().act(A, { t: 'order', to: C });
    expect(sc.seat(C).pile).toHaveLength(2);
    // Drink: A's pile is empty (AB −1 AC from 1? it is 0: stays 0), B drinks ale1: +1.
    sc.passWhile();
    expect(sc.events.filter((e) => e.t === 'soberedUp').map((e) => (e as { seat: number }).seat)).toEqual([A]);
    expect(sc.stat(A).AC).toBe(1);
    expect(sc.stat(B).AC).toBe(1);
  });

  it('D6 sobering: an empty pile sobers the team by 1 before a member drinks', () => {
    const sc = team({ phase: 'drink', stats: { [A]: { AC: 3 } }, piles: { [B]: ['ale1'] } });
    sc.passWhile();
    expect(sc.stat(B).AC).toBe(3); // 3 − 1 (A's empty pile) + 1 (B's ale1)
  });

  it('D7 refill and Tonic: the refill costs 1 G a team; a team at 0 G spends a Tonic at its last chance and stays; nothing answers a Tonic', () => {
    const sc = team({ phase: 'order', stats: { [C]: { G: 1 } }, deck: ['ale1'], drinkDiscard: ['wine2', 'wine2'], hands: { [A]: ['counter'], [D]: [] } });
    expect(sc.pending).toMatchObject({ k: 'order', seat: A });
    sc.act(A, { t: 'order', to: C });
    sc.passWhile((x) => x.topKind() === 'lastchance');
    // AB paid 1, CD paid 1: 2 G in all.
    expect(sc.stat(A).G).toBe(9);
    expect(sc.stat(C).G).toBe(0);
    expect(sc.s.inn).toBe(2);
    // CD at 0 G is losing: at its last chance D spends a Tonic for 3 G.
    sc.passTo(D);
    expect(legalActions(sc.s, D)).toContainEqual({ t: 'tonic', gain: 'G' });
    sc.act(D, { t: 'tonic', gain: 'G' });
    expect(sc.stat(C).G).toBe(3);
    expect(sc.s.teams![1]!.tonics).toBe(1);
    // Nothing is on the stack for A's counter to answer: the Tonic applied at once.
    expect(sc.s.stack.some((x) => x.kind === 'card')).toBe(false);
    sc.passWhile();
    expect(sc.seat(C).alive).toBe(true);
    expect(sc.seat(D).alive).toBe(true);
  });

  it('D7 Tonics: +6 F and −6 AC; a team without one is refused in words; a Tonic is for team games only', () => {
    const sc = team({ phase: 'cp-action', stats: { [A]: { F: 10, AC: 8 } }, tonics: [1, 0] });
    expect(sc.pending).toMatchObject({ k: 'call', seat: A });
    sc.act(A, { t: 'tonic', gain: 'AC' });
    expect(sc.stat(B)).toMatchObject({ F: 10, AC: 2 });
    expect(refusal(sc, A, { t: 'tonic', gain: 'F' })).toBe('Your team has no Tonic left.');
    sc.pass(A);
    expect(refusal(sc, sc.pending!.seat, { t: 'tonic', gain: 'F' })).toBe(sc.pending!.seat === C || sc.pending!.seat === D ? 'Your team has no Tonic left.' : 'Your team has no Tonic left.');
    const solo = scenario({ phase: 'cp-action' });
    expect(refusal(solo as ReturnType<typeof team>, A, { t: 'tonic', gain: 'F' })).toBe('Tonic tokens belong to team games.');
  });

  it("D8 Hard Knocks: Grusk's own part of a loss costs the team 1 AC once; a hit on his teammate never does", () => {
    const grusk = (hands: Spec['hands']) => team({ chars: ['kit', 'kit', 'grusk', 'kit'], phase: 'action', stats: { [C]: { AC: 5 } }, hands });
    let sc = grusk({ [A]: ['jab'] });
    sc.play(A, 'jab', { targets: [D] }).passWhile();
    expect(sc.stat(C)).toMatchObject({ F: 18, AC: 5 });
    sc = grusk({ [A]: ['jab'] });
    sc.play(A, 'jab', { targets: [C] }).passWhile();
    expect(sc.stat(D)).toMatchObject({ F: 18, AC: 4 });
    sc = grusk({ [A]: ['brawl'] });
    sc.play(A, 'brawl').passWhile();
    expect(sc.stat(D)).toMatchObject({ F: 18, AC: 4 });
    sc = grusk({ [A]: ['brawl'], [D]: ['shrug'] });
    sc.play(A, 'brawl').passTo(D).play(D, 'shrug').passWhile();
    expect(sc.stat(D)).toMatchObject({ F: 20, AC: 5 });
    sc = grusk({ [A]: ['brawl'], [D]: ['cut2'] });
    sc.play(A, 'brawl').passWhile((x) => x.topKind() === 'floss' && x.s.pending?.seat === D);
    sc.play(D, 'cut2').passWhile();
    expect(sc.stat(D)).toMatchObject({ F: 20, AC: 5 });
  });

  it("D9 IOUs: C's IOU is collected at AB's start; D's shrugG for C spares CD the Gold; C choosing F, D's hitback hits A", () => {
    const vess = (hands: Spec['hands']) => team({ chars: ['vess', 'kit', 'kit', 'kit'], phase: 'start', hands, debts: [{ debtor: C, vess: A, n: 1 }] });
    let sc = vess({ [D]: ['shrugG'] });
    expect(sc.pending).toMatchObject({ k: 'choose', seat: C, what: 'collect' });
    sc.choose(C, 'G').passTo(D);
    sc.play(D, 'shrugG', { for: C }).passWhile();
    expect(sc.stat(D).G).toBe(10);
    expect(sc.seat(C).debts[A]).toBe(0);
    sc = vess({ [D]: ['hitback'] });
    sc.choose(C, 'F').passWhile((x) => x.topKind() === 'floss' && x.s.stack.at(-1)!.stage === 'after' && x.s.pending?.seat === D);
    expect(sc.stat(D).F).toBeLessThan(20);
    sc.play(D, 'hitback', { for: C }).passWhile();
    expect(sc.stat(B).F).toBe(18);
  });

  it('D10 three teams: a team passing out shares its Gold among the teams still in, one share a team; the last team wins', () => {
    const three = (g: number) =>
      scenario({ players: 6, teams: [[A, B], [C, D], [E, F]], phase: 'action', gold: 10, stats: { [A]: { G: 0 }, [C]: { F: 5, AC: 5, G: g } } });
    // CD passes out with 7 G: Inn 4, AB 1, EF 1, Inn 1. AB stays (1 G).
    let sc = three(7);
    expect(sc.topKind()).toBe('lastchance');
    sc.passWhile();
    expect(sc.seat(C).alive).toBe(false);
    expect(sc.seat(D).alive).toBe(false);
    expect(sc.stat(A).G).toBe(1);
    expect(sc.stat(E).G).toBe(11);
    expect(sc.s.inn).toBe(5);
    expect(sc.s.over).toBeNull();
    // With 3 G: Inn 2, AB 0, EF 0 (the last 1 to the Inn); AB is out too (broke); EF wins, both of them.
    sc = three(3);
    sc.passWhile();
    expect(sc.s.inn).toBe(3);
    expect([A, B, C, D].map((x) => sc.seat(x).alive)).toEqual([false, false, false, false]);
    expect(sc.s.over).toEqual({ winners: [E, F], tie: false });
  });

  it('a member may play only for a teammate, never for an opponent; the play names whom it protects', () => {
    const sc = team({ phase: 'drink', piles: { [B]: ['elven3'] }, hands: { [C]: ['duck'] } });
    sc.passWhile((x) => x.topKind() === 'drink' && x.s.pending?.seat === C);
    const plays = legalActions(sc.s, C).filter((a): a is PlayAction => a.t === 'play');
    expect(plays).toEqual([]);
  });
});

describe('Two-Headed Dragon at the table: created, saved and loaded', () => {
  it('the lobby seats neighbours in pairs; a team game saves and loads unchanged at every sampled step; a setup without the variant is refused', () => {
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const, char: ['tamsin', 'okko', 'vess', 'grusk'][i]! }));
    const m = TavernDriver.create('t', { seats, seed: 24, variant: 'two-headed', prizes: true }).snapshot();
    expect(m.state.config.teams).toEqual({ kind: 'two-headed', seats: [[0, 1], [2, 3]] });
    expect(m.state.teams).toEqual([{ seats: [0, 1], tonics: 2 }, { seats: [2, 3], tonics: 2 }]);
    expect(m.state.gold).toBe(20);
    const checked = roundTripWhilePlaying(m, 89, 5, 3000);
    expect(checked).toBeGreaterThan(5);
    const saved = JSON.parse(JSON.stringify(m));
    delete saved.setup.variant;
    expect(parseTavernGame(saved)).toMatchObject({ ok: false });
  });

  it('an engine table with bad teams is refused in words and nothing is dealt', () => {
    const seats4 = Array.from({ length: 4 }, () => ({ char: 'tamsin' }));
    const bad = (teams: unknown) => {
      try {
        newTavern({ seats: seats4, seed: 1, teams } as TavernConfig);
        return '';
      } catch (e) {
        return (e as Error).message;
      }
    };
    expect(bad({ kind: 'two-headed', seats: [[0, 2], [1, 3]] })).toBe('Teammates sit together: a team is two neighbouring seats, listed clockwise.');
    expect(bad({ kind: 'two-headed', seats: [[0, 1], [1, 2]] })).toBe('Seat 1 is in two teams.');
    expect(bad({ kind: 'two-headed', seats: [[0, 1, 2, 3]] })).toBe('Two-Headed Dragon seats teams of two: as many teams as half the players.');
    expect(bad({ kind: 'boss', seats: [[0], [1, 2, 3]] })).toBe('In Boss Battle the Boss, and only she, plays her Boss Deck.');
  });
});

describe('bots in a team game play from their view', () => {
  it("a bot's view holds its teammate's hand and no opponent's", () => {
    const s = newTavern({ seats: Array.from({ length: 4 }, () => ({ char: 'tamsin' })), seed: 3, teams: { kind: 'two-headed', seats: [[0, 1], [2, 3]] } }).state;
    const v = botView(s, 0);
    expect(v.seats[1]!.hand).toEqual(s.seats[1]!.hand);
    expect(v.seats[2]!.hand.every((c) => c === HIDDEN)).toBe(true);
  });

  it('Normal and Easy spend a Tonic for Gold at their team\'s last chance when broke; Normal Ignores a big Drink for its teammate', () => {
    const sc = team({ phase: 'order', stats: { [C]: { G: 1 } }, deck: ['ale1'], drinkDiscard: ['wine2', 'wine2'] });
    sc.act(A, { t: 'order', to: C }).passWhile((x) => x.topKind() === 'lastchance').passTo(D);
    expect(decideFor(sc.s, D, 'normal', 1)).toEqual({ t: 'tonic', gain: 'G' });
    const ducks = team({ phase: 'drink', stats: { [A]: { F: 8, AC: 4 } }, piles: { [B]: ['stout4'] }, hands: { [A]: ['duck'] } });
    ducks.passWhile((x) => x.topKind() === 'drink' && x.s.pending?.seat === A);
    expect(decideFor(ducks.s, A, 'normal', 1)).toMatchObject({ t: 'play', for: B });
  });

  it('a Normal bot table finishes a Two-Headed Dragon game; Easy and Hard decide legally along a game (invariants after every action)', () => {
    const config = { seats: Array.from({ length: 4 }, (_, i) => ({ char: ['grusk', 'okko', 'vess', 'tamsin'][i]! })), seed: 40, prizes: true, teams: { kind: 'two-headed' as const, seats: [[0, 1], [2, 3]] } };
    const check = (s: Parameters<typeof checkInvariants>[0]) => {
      const bad = checkInvariants(s);
      if (bad.length) throw new Error(bad.join('; '));
    };
    const r = playGame(config, rngFrom(seedRng(11)), { choose: botChooser('normal'), after: check });
    expect(r.state.over!.winners.length).toBeGreaterThan(0);
    // Easy and Hard (Hard's rollouts are slow on CI): 60 decisions each, from a game Normal plays between.
    for (const level of ['easy', 'hard'] as const) {
      const s = newTavern(config).state;
      const rng = rngFrom(seedRng(12));
      for (let k = 0; k < 400 && !s.over; k++) {
        const seat = s.pending!.seat;
        const a = k % 7 === 0 ? decideFor(s, seat, level, k) : decideFor(s, seat, 'normal', k);
        applyInPlace(s, seat, k % 7 === 0 ? a : (rng.int(0, 3) === 0 ? randomAction(s, seat, rng) : a));
        check(s);
      }
    }
  }, 240_000);
});
