import { describe, expect, it } from 'vitest';
import { newTavern } from '../../../src/shared/tavern';
import { drinkDef, extendCatalog } from '../../../src/shared/tavern/content/catalog';
import { RIVET_CARDS, rivetCardDef, type AutomatonCard, type RivetEffect, type RivetPick } from '../../../src/shared/tavern/content/rivet';
import { AVG_DRINK_AC, itemEffect, zero, type Delta } from '../../../src/shared/tavern/bots/model';
import { answerPlay, expectNextAction, RIVET_BOT } from '../../../src/shared/tavern/bots/rivet';
import { registerAutomatonCards } from '../../../src/shared/tavern/variants/automaton';
import type { TavernState } from '../../../src/shared/tavern/types';
import { registerKit } from './kit';
import { A, B, scenario, type Spec } from './scenario';

/**
 * D6/D7 folded: the bots' three estimates of Rivet's effects on a player (his next Action box, `expectNextAction`;
 * his box on the stack, model.ts `itemEffect`; his answer to a play, `answerPlay`) share one description
 * (bots/rivet.ts `rivetEffectOn`). Here each effect kind a box can have on a player is played by the engine and
 * estimated by all the paths that can meet it, and they agree: the same seats reached, the same F, AC, Gold and
 * cards (a Drink from the deck: the engine's one Drink, the estimate the deck's average). R is Rivet (seat 2), A
 * Tamsin, B Grusk (his Hard Knocks: −1 AC with an F loss, which the engine gives him and the estimates must too).
 */
const R = 2;

/** The effect kinds a box has on a player: every op of RivetEffect that can name `picked` or `its-player`. */
type PlayerOp = RivetEffect extends infer E ? (E extends { op: infer O; who: infer W } ? ('picked' extends W ? O : 'its-player' extends W ? O : never) : never) : never;
// A Record over the type: a new player effect in content/rivet.ts does not compile here until it has a case.
const PLAYER_OPS: Record<PlayerOp, true> = { F: true, AC: true, pay: true, gainFromInn: true, draw: true, drinkFromDeck: true };

const card = (name: string, action: { pick: RivetPick; effects: RivetEffect[] }[], answer: RivetEffect[] = [{ op: 'ignore' }]): AutomatonCard => ({
  key: `kit.${name}`,
  title: name,
  faction: 'sentry',
  action,
  response: { on: 'asa', effects: answer },
  bottom: { type: 'gambling', effects: [{ op: 'control' }] },
});

interface Case {
  name: string;
  fx: RivetEffect;
  pick: RivetPick;
  /** The players' stats (F, AC, G), chosen so the pick is clear and no stat is clamped by the engine's 0–20. */
  stats: Spec['stats'];
}

const picked: Case[] = [
  // Grusk (most F) loses 2 F and, by Hard Knocks, 1 AC.
  { name: 'x-floss', fx: { op: 'F', who: 'picked', n: -2 }, pick: { by: 'most', stat: 'F' }, stats: { [A]: { F: 15, AC: 2 }, [B]: { F: 18, AC: 3 } } },
  { name: 'x-fgain', fx: { op: 'F', who: 'picked', n: 1 }, pick: { by: 'each-other' }, stats: { [A]: { F: 15 }, [B]: { F: 16 } } },
  { name: 'x-acup', fx: { op: 'AC', who: 'picked', n: 2 }, pick: { by: 'least', stat: 'AC' }, stats: { [A]: { AC: 1 }, [B]: { AC: 3 } } },
  { name: 'x-acdown', fx: { op: 'AC', who: 'picked', n: -1 }, pick: { by: 'each-other' }, stats: { [A]: { AC: 2 }, [B]: { AC: 3 } } },
  { name: 'x-pay', fx: { op: 'pay', who: 'picked', to: 'inn', n: 2 }, pick: { by: 'most', stat: 'G' }, stats: { [A]: { G: 7 }, [B]: { G: 5 } } },
  // A payment takes no more than the Gold there is: 3 asked of 2 (she goes broke; the Gold moved is what counts).
  { name: 'x-paymore', fx: { op: 'pay', who: 'picked', to: 'inn', n: 3 }, pick: { by: 'most', stat: 'G' }, stats: { [A]: { G: 2 }, [B]: { G: 1 } } },
  { name: 'x-gain', fx: { op: 'gainFromInn', who: 'picked', n: 1 }, pick: { by: 'least', stat: 'G' }, stats: { [A]: { G: 9 }, [B]: { G: 4 } } },
  // Ties reach both (book).
  { name: 'x-draw', fx: { op: 'draw', who: 'picked', n: 2 }, pick: { by: 'least', stat: 'G' }, stats: { [A]: { G: 6 }, [B]: { G: 6 } } },
  { name: 'x-pour', fx: { op: 'drinkFromDeck', who: 'picked' }, pick: { by: 'each-other' }, stats: {} },
];

/** Answers to an A/S/A card on him that reach its player (B, Grusk, jabs him). */
const answers: Case[] = [
  { name: 'x-a-floss', fx: { op: 'F', who: 'its-player', n: -2 }, pick: { by: 'each-other' }, stats: { [B]: { AC: 3 } } },
  { name: 'x-a-acup', fx: { op: 'AC', who: 'its-player', n: 1 }, pick: { by: 'each-other' }, stats: { [B]: { AC: 3 } } },
  { name: 'x-a-pay', fx: { op: 'pay', who: 'its-player', to: 'inn', n: 1 }, pick: { by: 'each-other' }, stats: {} },
];

registerKit();
const CARDS = [
  ...picked.map((c) => card(c.name, [{ pick: c.pick, effects: [c.fx] }])),
  // His Action box is a pass-through here; only the answer matters.
  ...answers.map((c) => card(c.name, [{ pick: { by: 'rivet' }, effects: [{ op: 'F', who: 'picked', n: 0 }] }], [c.fx])),
];
extendCatalog({ cards: CARDS.map(rivetCardDef) });
registerAutomatonCards(CARDS);

/** The players' changes between two states (A and B only: Rivet's seat never moves, his tracks do). */
function change(before: TavernState, after: TavernState): Delta {
  const d = zero(before.seats.length);
  for (const x of [A, B]) {
    d.F[x] = after.seats[x]!.F - before.seats[x]!.F;
    d.AC[x] = after.seats[x]!.AC - before.seats[x]!.AC;
    d.G[x] = after.seats[x]!.G - before.seats[x]!.G;
    d.cards[x] = after.seats[x]!.hand.length - before.seats[x]!.hand.length;
  }
  return d;
}

/** A and B's rows of an estimate, rounded (the weights are fractions), -0 as 0. */
function rows(d: Delta): number[][] {
  const r = (v: number) => Math.round(v * 1000) / 1000 + 0;
  return [A, B].map((x) => [r(d.F[x]!), r(d.AC[x]!), r(d.G[x]!), r(d.cards[x]!)]);
}

const base = (c: Case, spec: Partial<Spec> & { phase: Spec['phase'] }) =>
  scenario({
    chars: ['tamsin', 'grusk'],
    // Cards to draw, and one Drink for each player and one for Rivet's own Drink phase.
    decks: { [A]: ['jab', 'jab'], [B]: ['jab', 'jab'] },
    deck: ['wine2', 'wine2', 'wine2', 'wine2'],
    stats: c.stats,
    rivet: { deck: [c.name] },
    ...spec,
  });

describe("the bots' estimate of Rivet's effects agrees with the engine (one description, bots/rivet.ts)", () => {
  it('covers every effect a box can have on a player, in his Action boxes and his answers', () => {
    expect(new Set([...picked, ...answers].map((c) => c.fx.op))).toEqual(new Set(Object.keys(PLAYER_OPS)));
    // And every such effect his real cards use is one of them.
    const used = RIVET_CARDS.flatMap((k) => [...k.action.flatMap((b) => b.effects), ...k.response.effects]).filter(
      (fx) => 'who' in fx && (fx.who === 'picked' || fx.who === 'its-player'),
    );
    for (const fx of used) expect(Object.keys(PLAYER_OPS)).toContain(fx.op);
  });

  for (const c of picked) {
    it(`his Action box: ${c.name} (${c.fx.op}${'n' in c.fx ? ` ${c.fx.n}` : ''}, ${c.pick.by}${'stat' in c.pick ? ` ${c.pick.stat}` : ''})`, () => {
      // 1. Before his turn (A acting): his next Action, as the Normal score weighs it, over the one card he can reveal.
      const ahead = base(c, { phase: 'action' });
      const next = zero(3);
      expectNextAction(ahead.s, undefined, next);
      for (const k of ['F', 'AC', 'G', 'cards'] as const) next[k] = next[k].map((v) => v / RIVET_BOT.nextAction);
      // 2. His turn: the card revealed, its box on the stack, as the stack's estimate reads it.
      const sc = base(c, { active: R, phase: 'start' }).passWhile((x) => x.topKind() === 'card');
      const top = sc.s.stack[sc.s.stack.length - 1]!;
      expect(top.kind === 'card' && top.def).toBe(`kit.${c.name}`);
      const onStack = itemEffect(sc.s, top);
      // 3. The engine plays it (every answer window passed) up to A's turn.
      const before = structuredClone(sc.s);
      sc.passWhile((x) => x.s.stack.every((it) => it.uid !== top.uid));
      const engine = change(before, sc.s);
      if (c.fx.op === 'drinkFromDeck') {
        // The engine's drinker drinks the deck's top Drink (wine2 here); the estimate, an unknown Drink's average.
        const drank = [A, B].map((x) => engine.AC[x]);
        engine.AC[A] = engine.AC[B] = 0;
        expect(drank).toEqual([2, 2]);
        expect(rows(next).map((r) => r[1])).toEqual([AVG_DRINK_AC, AVG_DRINK_AC]);
        expect(rows(onStack).map((r) => r[1])).toEqual([AVG_DRINK_AC, AVG_DRINK_AC]);
        next.AC[A] = next.AC[B] = onStack.AC[A] = onStack.AC[B] = 0;
      }
      expect(rows(next), 'his next Action (expectNextAction)').toEqual(rows(engine));
      expect(rows(onStack), 'his box on the stack (itemEffect)').toEqual(rows(engine));
    });
  }

  for (const c of answers) {
    it(`his answer to a card on him: ${c.name} (${c.fx.op} ${'n' in c.fx ? c.fx.n : ''} to its player)`, () => {
      const jab = () => base(c, { active: B, phase: 'action', hands: { [B]: ['jab'] } });
      // 1. B weighing a jab on him: the play's own change (his track) with his answer folded in.
      const ahead = jab();
      const play = zero(3);
      play.F[R] = -2;
      answerPlay(ahead.s, B, false, play);
      // 2. The jab played: his answer revealed on top of it, as the stack's estimate reads it.
      const sc = jab().play(B, 'jab', { targets: [R] });
      const before = structuredClone(sc.s);
      const top = sc.s.stack[sc.s.stack.length - 1]!;
      expect(top.kind === 'card' && top.def).toBe(`kit.${c.name}`);
      const onStack = itemEffect(sc.s, top);
      // 3. The engine: the answer, then the jab (which changes only his track).
      sc.passWhile();
      const engine = change(before, sc.s);
      expect(rows(play), 'his answer (answerPlay)').toEqual(rows(engine));
      expect(rows(onStack), 'his answer on the stack (itemEffect)').toEqual(rows(engine));
    });
  }

  it('an unknown Drink from the deck is worth its average: AVG_DRINK_AC is the Drink Deck\'s mean AC (Events count 0)', () => {
    const { state } = newTavern({ seats: [{ char: 'tamsin' }, { char: 'grusk' }], seed: 1 });
    const all = [...state.drinkDeck, ...state.seats.flatMap((x) => x.pile)].map((id) => drinkDef(state.defs[id]!));
    const mean = all.reduce((t, d) => t + (d.kind === 'drink' ? d.ac : 0), 0) / all.length;
    expect(Math.abs(mean - AVG_DRINK_AC)).toBeLessThan(0.05);
  });
});

