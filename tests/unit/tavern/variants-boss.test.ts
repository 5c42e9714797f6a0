import { describe, expect, it } from 'vitest';
import { apply, newTavern } from '../../../src/shared/tavern/engine';
import { legalActions } from '../../../src/shared/tavern/legal';
import { bossTeams } from '../../../src/shared/tavern/variants/boss';
import type { Seat, TAction, TavernConfig, TavernState } from '../../../src/shared/tavern/types';
import { A, B, C, D, scenario, type Scenario, type Spec } from './scenario';

/**
 * Boss Battle (VARIANTS.md §4, scenarios §10.3 by id): A = Magda with her Boss Deck, B, C, D Challengers, X = 3,
 * unless said. The Boss's seat plays Magda (her Menace on its Boss side); the others are the test kit's seats.
 */

const boss = (spec: Partial<Spec> & Pick<Spec, 'phase'>, x = 3) =>
  scenario({
    chars: ['magda', ...Array.from({ length: x }, () => 'kit')],
    teams: [[A], Array.from({ length: x }, (_, i) => i + 1)],
    teamKind: 'boss',
    bossDecks: [A],
    boss: { x, turns: 2 },
    gold: 10,
    ...spec,
  });

function refusal(s: TavernState, seat: Seat, a: TAction): string {
  try {
    apply(s, seat, a);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

/** Answer every decision with its plainest answer (pass, draw, the first order, the first option) until `stop`. */
function drive(sc: Scenario, stop: (sc: Scenario) => boolean, orderTo?: (seat: Seat) => Seat): Scenario {
  for (let i = 0; i < 2000; i++) {
    const p = sc.s.pending;
    if (!p || sc.s.over || stop(sc)) return sc;
    if (p.k === 'call' || p.k === 'sweep' || p.k === 'action' || p.k === 'round-turn') sc.act(p.seat, { t: 'pass' });
    else if (p.k === 'discard') sc.act(p.seat, { t: 'draw' });
    else if (p.k === 'order') sc.act(p.seat, { t: 'order', to: orderTo?.(p.seat) ?? (legalActions(sc.s, p.seat)[0] as { to: Seat }).to });
    else if (p.k === 'choose') sc.act(p.seat, { t: 'choose', pick: p.options[0]! });
    else throw new Error(`drive: ${p.k}`);
  }
  throw new Error('drive: no end');
}

const config = (chars: string[], kind: 'boss' | 'two-headed-boss' | 'leaders', extra: Partial<NonNullable<TavernConfig['teams']>> = {}): TavernConfig => ({
  seats: chars.map((char) => ({ char })),
  seed: 7,
  teams: { ...bossTeams(kind, chars.length), ...extra },
});

function refusedConfig(c: TavernConfig): string {
  try {
    newTavern(c);
    return '';
  } catch (e) {
    return (e as Error).message;
  }
}

const deckOf = (n: number) => Array.from({ length: n }, () => 'jab');

describe('§10.3 Boss Battle', () => {
  it('BB1 setup: the Boss holds 55 cards (9 in hand), F20/AC0/G10 ⚗3, one Drink, Menace 0 on its Boss side; BCD 7 cards and one Drink each, ⚗3; A first; a Boss other than Magda and 1 or 5 Challengers are refused', () => {
    const s = newTavern(config(['magda', 'tamsin', 'okko', 'vess'], 'boss')).state;
    const a = s.seats[A]!;
    expect(a.hand.length + a.deck.length).toBe(55);
    expect(a.hand).toHaveLength(9);
    expect(a.pile).toHaveLength(1);
    // Menace starts at 0; the game begins at her turn's start, which gains 1.
    expect(a).toMatchObject({ F: 20, AC: 0, G: 10, menace: 1, bossDeck: true });
    expect(s.config.teams!.bossDecks).toEqual([A]);
    expect(s.teams!.map((t) => t.tonics)).toEqual([3, 3]);
    for (const x of [B, C, D]) {
      expect(s.seats[x]!.hand).toHaveLength(7);
      expect(s.seats[x]!.pile).toHaveLength(1);
      expect(s.seats[x]).toMatchObject({ F: 20, AC: 0, G: 10 });
      expect(s.seats[x]!.bossDeck).toBeUndefined();
    }
    expect(s.gold).toBe(20);
    expect(s.turn.active).toBe(A);
    expect(s.boss).toMatchObject({ seat: A, x: 3 });
    expect(refusedConfig(config(['tamsin', 'magda', 'okko', 'vess'], 'boss'))).toBe('Only a villain plays a Boss Deck: the Boss must be Magda Blackcask.');
    expect(refusedConfig({ seats: [{ char: 'magda' }, { char: 'okko' }], seed: 1, teams: { kind: 'boss', seats: [[0], [1]], bossDecks: [0] } })).toBe(
      'Boss Battle needs 3 to 5 players: the Boss and 2 to 4 Challengers.',
    );
    const six = ['magda', 'okko', 'okko', 'okko', 'okko', 'okko'];
    expect(refusedConfig({ seats: six.map((char) => ({ char })), seed: 1, teams: { kind: 'boss', seats: [[0], [1, 2, 3, 4, 5]], bossDecks: [0] } })).toBe(
      'Boss Battle needs 3 to 5 players: the Boss and 2 to 4 Challengers.',
    );
  });

  it('BB2 half first turn: X=3 plays 2 Actions then orders 2, later 3 and 3; X=2 1/1 then 2/2; X=4 2/2 then 4/4; the Boss draws to 6+X', () => {
    for (const [x, first, later] of [
      [3, 2, 3],
      [2, 1, 2],
      [4, 2, 4],
    ] as const) {
      const sc = boss({ phase: 'start', boss: { x, turns: 0 }, hands: { [A]: deckOf(6) }, decks: { [A]: deckOf(30), [B]: deckOf(20), [C]: deckOf(20), [D]: deckOf(20), [4]: deckOf(20) }, deck: Array.from({ length: 29 }, () => 'ale1') }, x);
      for (const [want, turn] of [
        [first, 1],
        [later, 2],
      ] as const) {
        drive(sc, (z) => z.s.pending?.k === 'discard' && z.s.pending.seat === A);
        sc.act(A, { t: 'draw' });
        expect(sc.seat(A).hand, `X=${x}: the Boss draws to 6+X`).toHaveLength(6 + x);
        expect(sc.s.boss!.turns).toBe(turn);
        let played = 0;
        for (;;) {
          drive(sc, (z) => z.s.pending?.k === 'action' || z.s.pending?.k === 'order');
          if (sc.s.pending!.k !== 'action') break;
          expect(sc.s.pending!.seat).toBe(A);
          sc.act(A, legalActions(sc.s, A).find((a) => a.t === 'play' && (a.targets[0] as number) === B)!);
          played++;
        }
        expect(played, `X=${x} turn ${turn}: Actions`).toBe(want);
        let ordered = 0;
        drive(sc, (z) => z.s.pending?.k === 'order');
        while (sc.s.pending?.k === 'order') {
          sc.act(A, { t: 'order', to: B });
          ordered++;
          drive(sc, (z) => z.s.pending?.k === 'order' || z.s.turn.phase !== 'order');
        }
        expect(ordered, `X=${x} turn ${turn}: Drinks`).toBe(want);
        drive(sc, (z) => z.s.turn.active !== A);
      }
    }
  });

  it("BB3 Boss hits: A jabs C twice; A's brawl costs BCD 3 F; B's shrug spares it all; D's cut2 cuts it to 1", () => {
    let sc = boss({ phase: 'action', hands: { [A]: ['jab', 'jab'] } });
    sc.play(A, 'jab', { targets: [C] }).passWhile();
    expect(sc.pending).toMatchObject({ k: 'action', seat: A });
    sc.play(A, 'jab', { targets: [C] }).passWhile();
    expect(sc.stat(B).F).toBe(16);
    sc = boss({ phase: 'action', hands: { [A]: ['brawl'] } });
    sc.play(A, 'brawl').passWhile((x) => x.s.pending?.k === 'action');
    expect(sc.stat(B).F).toBe(17);
    sc = boss({ phase: 'action', hands: { [A]: ['brawl'], [B]: ['shrug'] } });
    sc.play(A, 'brawl').passTo(B).play(B, 'shrug').passWhile((x) => x.s.pending?.k === 'action');
    expect(sc.stat(C).F).toBe(20);
    sc = boss({ phase: 'action', hands: { [A]: ['brawl'], [D]: ['cut2'] } });
    sc.play(A, 'brawl').passWhile((x) => x.topKind() === 'floss' && x.s.pending?.seat === D);
    sc.play(D, 'cut2').passWhile((x) => x.s.pending?.k === 'action');
    expect(sc.stat(D).F).toBe(19);
  });

  it('BB4 Round mid-phase: A jabs B then starts a Round; the Challengers name C; only A and C ante; afterwards A plays her 3rd Action and orders 3', () => {
    const sc = boss({ phase: 'action', hands: { [A]: ['jab', 'start', 'jab'] }, deck: Array.from({ length: 10 }, () => 'ale1') });
    sc.play(A, 'jab', { targets: [B] }).passWhile();
    sc.play(A, 'start').passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: B, what: 'champion', options: [String(B), String(C), String(D)] });
    sc.choose(B, String(C));
    expect(sc.s.round).toMatchObject({ in: [A, C] });
    drive(sc, (z) => z.s.pot === 2 || z.s.round === null);
    const antes = sc.events.filter((e) => e.t === 'goldMoved' && e.to === 'pot').map((e) => (e as { from: Seat }).from);
    expect(antes.sort()).toEqual([A, C]);
    drive(sc, (z) => z.s.round === null);
    expect(sc.s.pot).toBe(0);
    // The Round took 1 G from A and 1 from the Challengers (whoever won it, each side anted once).
    drive(sc, (z) => z.s.pending?.k === 'action' || z.s.pending?.k === 'order');
    expect(sc.pending).toMatchObject({ k: 'action', seat: A });
    sc.play(A, 'jab', { targets: [D] });
    drive(sc, (z) => z.s.pending?.k === 'order');
    const to = [B, D, D];
    for (const x of to) {
      drive(sc, (z) => z.s.pending?.k === 'order');
      sc.act(A, { t: 'order', to: x });
    }
    drive(sc, (z) => z.s.pending?.k === 'order' || z.s.turn.phase !== 'order');
    expect(sc.s.pending?.k).not.toBe('order');
    expect(sc.seat(B).pile).toHaveLength(1);
    expect(sc.seat(D).pile).toHaveLength(2);
  });

  it("BB5 Challengers' turn: one Action each, one Drink in all onto the Boss; C's rush picks A once (A −1 F) and C orders 2 extra onto A", () => {
    const sc = boss({ phase: 'action', active: B, hands: { [B]: ['jab'], [C]: ['rush'], [D]: ['jab'] }, deck: Array.from({ length: 10 }, () => 'ale1') });
    expect(sc.pending).toMatchObject({ k: 'action', seat: B });
    // B's jab on a teammate is refused: the Boss is the only opponent.
    expect(legalActions(sc.s, B).filter((a) => a.t === 'play').map((a) => (a as { targets: Seat[] }).targets)).toEqual([[A]]);
    sc.play(B, 'jab', { targets: [A] }).passWhile();
    expect(sc.pending).toMatchObject({ k: 'action', seat: C });
    const rush = legalActions(sc.s, C).filter((a) => a.t === 'play');
    expect(rush.map((a) => (a as { targets: Seat[] }).targets)).toEqual([[A]]);
    sc.act(C, rush[0]!).passWhile();
    expect(sc.stat(A).F).toBe(17);
    sc.pass(D);
    const orderers: Seat[] = [];
    for (;;) {
      drive(sc, (z) => z.s.pending?.k === 'order' || z.s.turn.phase === 'drink' || z.s.turn.phase === 'cp-drink');
      if (sc.s.pending?.k !== 'order') break;
      expect(legalActions(sc.s, sc.s.pending.seat)).toEqual([{ t: 'order', to: A }]);
      orderers.push(sc.s.pending.seat);
      sc.act(sc.s.pending.seat, { t: 'order', to: A });
    }
    expect(orderers).toEqual([B, C, C]);
    expect(sc.seat(A).pile).toHaveLength(3);
  });

  it('BB6 Crackdown: at Menace 3 Crackdown Orders costs BCD 3 F, then the Crackdown step (Boss side) 3 F and 3 AC, Menace back to 0; a shrug covers the step; a hitback after it hits A', () => {
    const hand = { [A]: ['magda.boss.crackdown-orders'], [B]: ['shrug'], [C]: ['hitback'] };
    let sc = boss({ phase: 'action', menace: { [A]: 3 }, hands: { [A]: ['magda.boss.crackdown-orders'] } });
    sc.play(A, 'magda.boss.crackdown-orders').passWhile((x) => x.s.pending?.k === 'action');
    expect(sc.stat(B)).toMatchObject({ F: 14, AC: 3 });
    expect(sc.seat(A).menace).toBe(0);
    expect(sc.events.filter((e) => e.t === 'crackdown')).toEqual([{ t: 'crackdown', seat: A, boss: true }]);
    // B shrugs the Crackdown step: the team loses nothing from it (the card's own 3 F still).
    sc = boss({ phase: 'action', menace: { [A]: 3 }, hands: hand });
    sc.play(A, 'magda.boss.crackdown-orders').passWhile((x) => x.s.stack.some((it) => it.kind === 'card' && it.card === null) && x.s.pending?.seat === B);
    sc.play(B, 'shrug').passWhile((x) => x.s.pending?.k === 'action' || (x.s.pending?.seat === C && x.canPlay(C, 'hitback')));
    expect(sc.stat(B)).toMatchObject({ F: 17, AC: 0 });
    // Unanswered, C hits back A after it.
    sc = boss({ phase: 'action', menace: { [A]: 3 }, hands: { [A]: ['magda.boss.crackdown-orders'], [C]: ['hitback'] } });
    sc.play(A, 'magda.boss.crackdown-orders');
    sc.passWhile((x) => x.s.stack.some((it) => it.kind === 'card' && it.card === null) && x.topKind() === 'floss' && x.s.stack.at(-1)!.stage === 'after' && x.canPlay(C, 'hitback'));
    sc.play(C, 'hitback').passWhile((x) => x.s.pending?.k === 'action');
    expect(sc.stat(A).F).toBe(18);
    expect(sc.stat(B)).toMatchObject({ F: 14, AC: 3 });
  });

  it('BB7 Uncork the Black Cask: A drinks, the Challengers name D who drinks, B and C drink nothing; a refill during it costs A 1 G and BCD 1 G', () => {
    const sc = boss({ phase: 'action', hands: { [A]: ['magda.boss.uncork-the-black-cask'] }, deck: ['wine2'], drinkDiscard: ['ale1', 'ale1', 'ale1'] });
    sc.play(A, 'magda.boss.uncork-the-black-cask').passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: B, what: 'champion' });
    sc.choose(B, String(D));
    sc.passWhile((x) => x.s.pending?.k === 'action' || x.s.pending?.k === 'order');
    expect(sc.stat(A).AC).toBe(2);
    expect(sc.stat(D).AC).toBe(1);
    expect(sc.events.filter((e) => e.t === 'drinkRevealed').map((e) => (e as { seat: Seat }).seat)).toEqual([A, D]);
    expect(sc.stat(A).G).toBe(9);
    expect(sc.stat(B).G).toBe(9);
    expect(sc.s.inn).toBe(2);
  });

  it('BB8 the end: the Challengers passing out with 6 G give the Inn 3 and A 3, and A wins; A passing out with 6 G while BCD hold 0 G gives BCD 3: the Challengers win', () => {
    let sc = boss({ phase: 'action', stats: { [B]: { F: 2, AC: 1, G: 6 } }, hands: { [A]: ['jab'] } });
    sc.play(A, 'jab', { targets: [B] }).passWhile();
    expect(sc.s.inn).toBe(3);
    expect(sc.stat(A).G).toBe(13);
    expect(sc.s.over).toEqual({ winners: [A], tie: false });
    // Both sides losing at one empty stack (A passing out, BCD broke): A's Gold is shared first, and BCD stays.
    sc = boss({ phase: 'action', active: B, stats: { [A]: { F: 1, AC: 1, G: 6 }, [B]: { G: 0 } } });
    expect(sc.topKind()).toBe('lastchance');
    sc.passWhile();
    expect(sc.s.inn).toBe(3);
    expect(sc.stat(C).G).toBe(3);
    expect(sc.s.over).toEqual({ winners: [B, C, D], tie: false });
  });
});
