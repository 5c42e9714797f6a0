import type { CardDef, Mode, Trigger } from '../../../src/shared/tavern/cards';
import { cardDef, playableCharacters } from '../../../src/shared/tavern/content/catalog';
import { legalActions } from '../../../src/shared/tavern/legal';
import type { PlayAction, Seat, TAction } from '../../../src/shared/tavern/types';
import { A, B, C, Scenario, scenario, type Spec } from './scenario';

/**
 * The harness of issue 23.5: every card of all eight decks (and Pell's Loot) played in a standard situation
 * built from its type and trigger, the table's change written as a short line ("A.hand-1 B.F-2"), which
 * every-card.test.ts compares with the line written down for that card in every-card-expected.ts. The
 * situation comes from the data (what the card answers); the expected line does not, so a card whose data
 * changes fails its test.
 *
 * Seats: A plays the card (its character), B and C are the test kit's blank character. B is the one who
 * attacks, drinks or is aimed at; C stands by. A's deck holds filler so draws work; an Oven starts at 3 Heat;
 * Wren starts with Bramble in play when a card needs a companion, B with Moss when a card chases one off;
 * Pell's Sack holds an Old Map and a Silver Flask.
 */

export type Situation = 'played' | 'answered';

const FILLER = Array.from({ length: 12 }, () => 'heal2');

/** Every card key of the eight decks, and the Loot cards. */
export function everyCard(): { char: string; key: string; mode: number }[] {
  const out: { char: string; key: string; mode: number }[] = [];
  const add = (char: string, key: string) => cardDef(key).modes.forEach((_, mode) => out.push({ char, key, mode }));
  for (const ch of playableCharacters()) {
    for (const e of ch.deck) add(ch.key, e.key);
    for (const m of ch.mechanics) if (m.kind === 'loot') for (const e of m.cards) add(ch.key, e.key);
  }
  return out;
}

function has(def: CardDef, op: string): boolean {
  return def.modes.some((m) => m.effects.some((o) => o.op === op));
}

function baseSpec(char: string, def: CardDef): Omit<Spec, 'phase'> {
  const needsPet = has(def, 'guard');
  const chases = has(def, 'shoo');
  return {
    // A chaser of companions needs one to chase: B is then a Wren.
    chars: [char, chases ? 'wren' : 'kit', 'kit'],
    decks: { [A]: FILLER, [B]: FILLER, [C]: FILLER },
    piles: { [A]: ['ale1'], [B]: ['ale1'], [C]: ['ale1'] },
    deck: ['ale1', 'ale1', 'ale1', 'ale1', 'ale1', 'ale1'],
    ...(char === 'vess' ? { debts: [{ debtor: B, vess: A, n: 1 }] } : {}),
    // Away from the bounds, so heals and AC cuts show.
    stats: { [A]: { F: 14, AC: 4 }, [B]: { F: 14, AC: 4 }, [C]: { F: 14, AC: 4 } },
    heat: char === 'hesper' ? { [A]: 3 } : {},
    companions: { ...(needsPet ? { [A]: ['wren.bramble'] } : {}), ...(chases ? { [B]: ['wren.moss'] } : {}) } as Record<number, string[]>,
    ...(char === 'pell' ? { sack: { [A]: ['pell.loot.old-map', 'pell.loot.silver-flask'] } } : {}),
  };
}

/** A snapshot of what a card can change, per seat. */
function snap(sc: Scenario): Record<string, number> {
  const out: Record<string, number> = {};
  sc.s.seats.forEach((st, i) => {
    const n = String.fromCharCode(65 + i);
    out[`${n}.F`] = st.F;
    out[`${n}.AC`] = st.AC;
    out[`${n}.G`] = st.G;
    out[`${n}.hand`] = st.hand.length;
    out[`${n}.heat`] = st.heat ?? 0;
    out[`${n}.pets`] = st.companions?.length ?? 0;
    out[`${n}.plots`] = st.plots?.length ?? 0;
    out[`${n}.sack`] = st.sack?.length ?? 0;
    out[`${n}.inRound`] = sc.s.round?.in.includes(i) ? 1 : 0;
    out[`${n}.controls`] = sc.s.round?.controller === i ? 1 : 0;
    out[`${n}.ious`] = st.debts.reduce((t, x) => t + x, 0);
    out[`${n}.knows`] = st.known.length;
  });
  out.extraDrinks = sc.s.turn.extra;
  out.inn = sc.s.inn;
  out.pot = sc.s.pot;
  return out;
}

export function diff(a: Record<string, number>, b: Record<string, number>): string {
  const parts: string[] = [];
  for (const k of Object.keys(b)) {
    const d = b[k]! - (a[k] ?? 0);
    if (d !== 0) parts.push(`${k}${d > 0 ? '+' : ''}${d}`);
  }
  return parts.join(' ') || '(nothing)';
}

/** The trigger of the card's first mode of `type`. */
function triggerOf(mode: Mode): Trigger | null {
  return mode.when.type === 'sometimes' ? mode.when.on : null;
}

/** One step of the table: pass every call, draw, order to C, keep every choice, pass every Round turn (unless scripted). */
function step(sc: Scenario, roundPlays: Record<number, string> = {}): void {
  const p = sc.s.pending!;
  switch (p.k) {
    case 'call':
    case 'sweep':
    case 'action':
      sc.pass();
      return;
    case 'round-turn': {
      const name = roundPlays[p.seat];
      if (name && sc.canPlay(p.seat, name)) {
        sc.play(p.seat, name);
        delete roundPlays[p.seat];
      } else sc.pass();
      return;
    }
    case 'discard':
      sc.act(p.seat, { t: 'draw' });
      return;
    case 'order': {
      const to = legalActions(sc.s, p.seat).find((a) => a.t === 'order' && a.to === C) ?? legalActions(sc.s, p.seat)[0]!;
      sc.act(p.seat, to);
      return;
    }
    case 'choose':
      sc.choose(p.seat, p.options.includes('keep') ? 'keep' : p.options.includes('none') ? 'none' : p.options[0]!);
      return;
    default:
      throw new Error(`unexpected decision ${p.k}`);
  }
}

function driveUntil(sc: Scenario, stop: () => boolean, roundPlays: Record<number, string> = {}, max = 400): void {
  for (let i = 0; i < max; i++) {
    if (stop() || sc.s.over) return;
    step(sc, roundPlays);
  }
  throw new Error('driveUntil: never happened');
}

/** The play of the card by A, preferring B as the first target, C as the second, and A's own Drink. */
function playFor(sc: Scenario, key: string, mode = 0): PlayAction | undefined {
  const id = sc.cardOf(A, key);
  const plays = legalActions(sc.s, A).filter((a): a is PlayAction => a.t === 'play' && a.card === id && a.mode === mode);
  const score = (a: PlayAction) => (a.targets[0] === B ? 0 : 2) + (a.targets[1] === undefined || a.targets[1] === C ? 0 : 1);
  return [...plays].sort((x, y) => score(x) - score(y))[0];
}

export interface Built {
  sc: Scenario;
  /** How to answer the card once it is on the stack (null: nothing may). */
  answer: { seat: Seat; card: string } | null;
}

/**
 * The standard situation for the card: the moment just before A plays it. Returns the scenario, positioned
 * with A to decide.
 */
export function build(char: string, key: string, answerer = false, m = 0): Built {
  const def = cardDef(key);
  const mode = def.modes[m]!;
  const spec = baseSpec(char, def);
  const t = triggerOf(mode);
  const mine = [key];
  // The answers B may hold: an Ignore of anything aimed at it, a Counter of Sometimes cards, a Spot the Cheat,
  // End-to-Inn in a Round.
  const bHand = answerer ? ['shrug', 'counter', 'countercheat', 'toinn'] : [];
  const plot = !!def.plot;
  const place = (cards: string[]): Partial<Spec> => (plot ? { plots: { [A]: cards }, hands: { [A]: [] } } : { hands: { [A]: cards } });
  const ready = (sc: Scenario) => sc.s.pending?.seat === A && playFor(sc, key, m) !== undefined;
  const type = mode.when.type;
  if (type === 'action') {
    const sc = scenario({ ...spec, phase: 'action', ...place(mine), hands: { [A]: mine, [B]: bHand } });
    return { sc, answer: answerer ? pickAnswer(def, m) : null };
  }
  if (type === 'anytime') {
    const sc = scenario({ ...spec, phase: 'cp-action', ...place(mine), hands: { [A]: mine, [B]: bHand } });
    return { sc, answer: answerer ? pickAnswer(def, m) : null };
  }
  if (type === 'gambling' || type === 'cheating') {
    // B starts a Round; A plays the card on its first Round turn.
    const sc = scenario({ ...spec, phase: 'action', active: B, hands: { [A]: mine, [B]: ['start', ...bHand] } });
    sc.play(B, 'start');
    driveUntil(sc, () => sc.s.pending?.k === 'round-turn' && sc.s.pending.seat === A);
    return { sc, answer: answerer ? pickAnswer(def, m) : null };
  }
  // Sometimes: a situation for each trigger.
  const on = t!;
  let sc: Scenario;
  switch (on.t) {
    case 'your-drink':
      sc = scenario({ ...spec, phase: 'drink', piles: { [A]: ['wine2'] }, ...place(mine), hands: plot ? { [B]: bHand } : { [A]: mine, [B]: bHand } });
      break;
    case 'drink':
      sc = scenario({ ...spec, phase: 'drink', active: B, piles: { [B]: ['wine2'] }, ...place(mine), hands: plot ? { [B]: bHand } : { [A]: mine, [B]: bHand } });
      break;
    case 'card-affects-you':
    case 'action-targets-you':
    case 'after-f-loss':
    case 'before-f-loss':
    case 'about-to-lose-g': {
      const attack = on.t === 'about-to-lose-g' || (on.t === 'card-affects-you' && !on.stats.includes('F')) ? 'dim' : 'jab';
      sc = scenario({ ...spec, phase: 'action', active: B, ...place(mine), hands: plot ? { [B]: [attack, ...bHand] } : { [A]: mine, [B]: [attack, ...bHand] } });
      sc.play(B, attack, attack === 'jab' ? { targets: [A] } : {});
      break;
    }
    case 'must-ante':
      sc = scenario({ ...spec, phase: 'action', active: B, ...place(mine), hands: plot ? { [B]: ['start', ...bHand] } : { [A]: mine, [B]: ['start', ...bHand] } });
      sc.play(B, 'start');
      break;
    case 'sometimes-card':
    case 'drink-changer':
      // C changes A's Drink with a Sometimes card; A answers it.
      sc = scenario({ ...spec, phase: 'drink', piles: { [A]: ['wine2'] }, ...place(mine), hands: <Record<number, string[]>>{ ...(plot ? {} : { [A]: mine }), [B]: bHand, [C]: ['spike1'] } });
      driveUntil(sc, () => sc.s.pending?.seat === C && sc.canPlay(C, 'spike1'));
      sc.play(C, 'spike1');
      break;
    case 'cheating-card': {
      sc = scenario({ ...spec, phase: 'action', active: B, ...place(mine), hands: <Record<number, string[]>>{ ...(plot ? {} : { [A]: mine }), [B]: ['start', ...bHand], [C]: ['cheat'] } });
      sc.play(B, 'start');
      driveUntil(sc, () => ready(sc), { [C]: 'cheat' });
      return { sc, answer: answerer ? pickAnswer(def, m) : null };
    }
    case 'pot-collection':
      sc = scenario({ ...spec, phase: 'action', active: B, ...place(mine), hands: <Record<number, string[]>>{ ...(plot ? {} : { [A]: mine }), [B]: ['start', ...bHand] } });
      sc.play(B, 'start');
      break;
    default:
      throw new Error(`no situation for ${key} (${on.t})`);
  }
  driveUntil(sc, () => ready(sc));
  return { sc, answer: answerer ? pickAnswer(def, m) : null };
}

/** Who may answer the card and with what: a Sometimes card is Countered, a Cheating card spotted, the rest Ignored by B. */
function pickAnswer(def: CardDef, m: number): { seat: Seat; card: string } | null {
  const type = def.modes[m]!.when.type;
  if (type === 'sometimes') return { seat: B, card: 'counter' };
  if (type === 'cheating') return { seat: B, card: 'countercheat' };
  if (type === 'gambling') return { seat: B, card: 'toinn' };
  return { seat: B, card: 'shrug' };
}

/** Plays the card in its situation (answered by B if `answered`), runs the table on, returns the change. */
export function run(char: string, key: string, situation: Situation, m = 0): { change: string; answered: boolean } {
  const { sc, answer } = build(char, key, situation === 'answered', m);
  const before = snap(sc);
  const a = playFor(sc, key, m);
  if (!a) throw new Error(`${key}: A cannot play it in its situation (pending ${JSON.stringify(sc.s.pending)})`);
  sc.act(A, a);
  let answered = false;
  const doneAt = sc.s.stack.length;
  if (answer) {
    // Answer it as soon as B is asked about it (while it is on top).
    for (let i = 0; i < 100 && !answered; i++) {
      const p = sc.s.pending;
      if (!p || sc.s.stack.length < doneAt) break;
      const topIt = sc.s.stack[sc.s.stack.length - 1];
      if (p.seat === B && (p.k === 'call' || p.k === 'sweep') && topIt?.kind === 'card' && topIt.card === a.card && sc.canPlay(B, answer.card)) {
        sc.play(B, answer.card);
        answered = true;
        break;
      }
      if (p.k !== 'call' && p.k !== 'sweep') break;
      sc.pass();
    }
  }
  // Run on until the card and everything it started have resolved: the next decision that is no answer.
  driveUntil(sc, () => {
    const p = sc.s.pending;
    return !p || (p.k !== 'call' && p.k !== 'sweep' && p.k !== 'choose' && sc.s.stack.every((it) => it.kind !== 'card'));
  });
  return { change: diff(before, snap(sc)), answered };
}

/** A moment the card may not be played, and the sentence the engine gives. */
export function refuse(char: string, key: string, m = 0): { sentence: string } {
  const def = cardDef(key);
  const type = def.modes[m]!.when.type;
  const spec = baseSpec(char, def);
  // A card that chases a companion off is refused when there is none to chase.
  if (def.modes[m]!.effects.some((o) => o.op === 'shoo')) spec.companions = {};
  let sc: Scenario;
  if (def.plot || type === 'sometimes' || type === 'anytime' || type === 'gambling' || type === 'cheating' || m > 0) {
    // In A's own Action phase: a Plot from the hand, an answer outside a call, a Round card outside a Round.
    sc = scenario({ ...spec, phase: 'action', hands: { [A]: [key] } });
  } else {
    // An Action in someone's call: B's checkpoint.
    sc = scenario({ ...spec, phase: 'cp-action', active: B, hands: { [A]: [key] } });
    driveUntil(sc, () => sc.s.pending?.seat === A);
  }
  const id = sc.cardOf(A, key);
  const attempt: TAction = { t: 'play', card: id, mode: m, targets: def.modes[m]!.targets?.length ? [B] : [] };
  try {
    sc.act(A, attempt);
  } catch (e) {
    return { sentence: (e as Error).message };
  }
  return { sentence: '(accepted)' };
}

/** A companion in play acting at the start of its owner's turn: the change its step makes (B Ignores it if `answered`). */
export function companionStep(key: string, answered: boolean): string {
  const sc = scenario({
    ...baseSpec('wren', cardDef(key)),
    phase: 'start',
    companions: { [A]: [key] },
    hands: { [B]: answered ? ['shrug'] : [], [C]: answered ? ['shrug'] : [] },
  });
  const before = snap(sc);
  driveUntil(sc, () => sc.s.pending?.k === 'discard', answered ? {} : {});
  if (answered) {
    // Replay with the Ignores: every seat that may Ignore the step does.
    const sc2 = scenario({
      ...baseSpec('wren', cardDef(key)),
      phase: 'start',
      companions: { [A]: [key] },
      hands: { [B]: ['shrug'], [C]: ['shrug'] },
    });
    const b2 = snap(sc2);
    for (let i = 0; i < 50 && sc2.s.pending?.k !== 'discard'; i++) {
      const p = sc2.s.pending!;
      const holds = sc2.s.seats[p.seat]!.hand.some((c) => sc2.s.defs[c] === 'kit.shrug');
      if ((p.seat === B || p.seat === C) && holds && sc2.canPlay(p.seat, 'shrug')) sc2.play(p.seat, 'shrug');
      else step(sc2);
    }
    return diff(b2, snap(sc2));
  }
  return diff(before, snap(sc));
}
