/**
 * Seed searches for the tavern's e2e specs, one loop played through the host's machine (tavernRules: the host's
 * stops and automatic passes, the bots deciding from the seed and the version, so a browser run meets the same
 * questions every time). Each mode plays its spec's table at the lobby's defaults and its human policy, and prints
 * the seeds that meet the spec's conditions with their length (turns, the humans' decisions):
 *
 *   own-card   tests/e2e/tavern-choices.spec.mjs (issue 22.13, 22.14): Tess (Okko) and Normal bots [bot chars];
 *              Tess draws up, plays Tasting Flight as her Action when she can, passes where a play would only
 *              answer her own card; a seed is printed when within 8 turns she is offered Tasting Flight and asked
 *              such a question.
 *   hotseat    tests/e2e/tavern-hotseat.spec.mjs: Ann (Vess), Bob (Okko), Cid (Grusk), all human, to the winner;
 *              the seed must give >= 2 hand-overs, an off-turn response window, and at most one hand-over in four
 *              that leaves the player only Pass.
 *   bots       tests/e2e/tavern-bots.spec.mjs: Tess (Grusk, her own checkpoints not stopped at) and three Normal
 *              bots with random characters, to the winner; the seed must give a response window to Tess, at least
 *              10 of her decisions (the spec's pictures come at its 6th-8th), and no prompt with only Pass. Rank by
 *              the turn Tess passes out: the spec presses Skip once she is out, so the turns she plays at the
 *              bots' pace cost most (seed 185, 14 turns with Tess in to the end, took 268 s; 2024, 24 turns with
 *              Tess out on turn 12, 218 s; 128, Tess out on turn 11 of 16, 190 s, alone at load 16-19).
 *   jig-die    tests/e2e/tavern-choices.spec.mjs' Jig Die picture: Tess (Tamsin) and Normal bots [bot chars]; Tess
 *              draws up, plays as her Action the first raised card whose text rolls the Jig Die (else the first
 *              raised card), passes every window; a seed is printed when within 6 turns she is asked "Keep the
 *              roll / Pay 1 Gold: roll again", with how many of her questions came before it.
 *   pad-round  tests/e2e/gamepad.spec.mjs' tavern game (`PAD_ROUND_SEED`, tests/helpers/pad-round.ts): the lobby's
 *              default seats with Appendix B on; a seed is printed when Player 1, drawing up and playing a
 *              Round-starting card as the Action and passing everything else, starts a Round on turn 1.
 *   automaton  tests/e2e/tavern-variants.spec.mjs' Automaton game: Tess (Grusk) and a Normal bot (random
 *              character), Rivet on Tallyman and Dicebox, the Bar Deck left on from the spec's first table; to
 *              the winner (the spec's picture comes at Tess's 5th decision).
 *
 * Humans play as tests/e2e/tavern-play.mjs `decide` clicks (own-card as described above): draw up in Discard and
 * Draw; as the Action the first raised card (the dock's order: Plots, hand, Prizes) whose type line is exactly
 * "Action", else the first raised card, and its first option; in a Round turn the first raised card; else the
 * first of the dock's other buttons (order, choose, ...), else Pass, else the first raised card.
 *
 *   nice -n 19 npx tsx scripts/tavern-shots-seed.ts <mode> [from] [to] [bot chars, comma-separated (own-card, jig-die)]
 */
import '../src/shared/games/registry';
import { tavernRules, type TavernSeatAction } from '../src/shared/host/machines/tavern';
import { tavernCatalogue } from '../src/shared/host/tavern-catalogue';
import { cardDef, DEFAULT_STOPS, viewFor, type TavernView } from '../src/shared/tavern';
import type { TavernGame, TavernSetup } from '../src/shared/tavern/game';
import type { TAction } from '../src/shared/tavern/types';
import { padRoundConfig } from '../tests/helpers/pad-round';

const mode = process.argv[2] ?? '';
const from = Number(process.argv[3] ?? 1);
const to = Number(process.argv[4] ?? 200);
const bots = (process.argv[5] ?? 'grusk,vess').split(',');

const catalogue = tavernCatalogue();
/** A card's type line as the dock shows it (the first sentence of its text). */
const typeOf = (v: TavernView, id: string): string => ((catalogue.cards[v.cards[id] ?? '']?.text ?? catalogue.drinks[v.cards[id] ?? '']?.text ?? '').split('.')[0] ?? '').trim();

/** The card an action is about, as the dock groups them (TavernScreen.svelte `cardOf`). */
function cardOf(v: TavernView, a: TAction): string | null {
  if (a.t === 'play' || a.t === 'discard') return a.card;
  if (a.t === 'choose' && (v.pending?.what === 'drink-discard' || (v.pending?.what === 'plot' && a.pick !== 'none'))) return a.pick as string;
  return null;
}

/** One human decision as tavern-play.mjs `decide` clicks it on the dock. */
function clickDecide(v: TavernView): TAction {
  const k = v.pending!.k;
  const legal = v.legal;
  const hand = [...v.plots, ...v.hand, ...(v.seat >= 0 ? (v.seats[v.seat]?.prizes ?? []) : [])];
  const optionsOf = (card: string) => legal.filter((a) => cardOf(v, a) === card);
  const raised = hand.filter((c) => optionsOf(c).length > 0);
  const others = legal.filter((a) => cardOf(v, a) === null && a.t !== 'pass' && !['game', 'hosted', 'special'].includes(a.t) && a.t !== 'tonic');
  if (k === 'discard') {
    const draw = legal.find((a) => a.t === 'draw');
    if (draw) return draw;
  }
  if ((k === 'action' || k === 'round-turn') && raised.length) {
    const hit = raised.findIndex((c) => /^ACTION$/i.test(typeOf(v, c)));
    return optionsOf(raised[k === 'action' && hit >= 0 ? hit : 0]!)[0]!;
  }
  if (others.length) return others[0]!;
  const pass = legal.find((a) => a.t === 'pass');
  if (pass) return pass;
  if (raised.length) return optionsOf(raised[0]!)[0]!;
  throw new Error(`nothing to click (${k})`);
}

/** The question is a response window ("… — answer it, or pass"), as askText words it. */
function answerWindow(v: TavernView): boolean {
  const p = v.pending!;
  const top = v.stack[v.stack.length - 1];
  return (p.k === 'call' || p.k === 'sweep') && !!top && top.kind !== 'checkpoint' && top.kind !== 'lastchance' && !p.returned;
}

interface Human {
  seat: number;
  v: TavernView;
  g: TavernGame;
}

/**
 * Events the screen shows (to an onlooker), while seat 0 is in the night and after: what the screen animates and
 * narrates, so with the humans' decisions the measure of a spec's wall time (a one-human spec skips the bots'
 * pauses once its human is out, so the events after count for less).
 */
const shown = { alive: 0, after: 0 };
const QUIET = new Set(['windowOpened', 'phase']);

/** Plays a game through the host's machine; `human` answers each human question; stops when `stop` says so. */
function play(setup: TavernSetup, human: (h: Human) => TAction, stop: (g: TavernGame) => boolean = (g) => !!g.state.over, steps = 20000): TavernGame {
  let g = tavernRules.create(setup, { id: 'search', now: 0 }).state;
  shown.alive = shown.after = 0;
  for (let n = 0; n < steps && !stop(g); n++) {
    const host = tavernRules.hostToAct(g);
    const seat = host ?? g.state.pending!.seat;
    const a: TavernSeatAction = host !== null ? tavernRules.decide(g, seat) : human({ seat, v: viewFor(g.state, seat), g });
    const r = tavernRules.apply(g, seat, a, { now: 0, by: host !== null ? 'host' : 'seat' });
    const seen = tavernRules.eventsFor(r.events, -1).filter((e) => !QUIET.has(e.t)).length;
    if (g.state.seats[0]!.alive) shown.alive += seen;
    else shown.after += seen;
    g = r.state;
  }
  return g;
}
const events = () => `events ${shown.alive}+${shown.after}`;

const chars = (g: TavernGame) => g.setup.seats.map((s) => s.char).join(',');
const turnsOf = (g: TavernGame) => g.state.turn.n;

/** Tess (a human playing `char`) against Normal bots of the characters given on the command line. */
const tessAgainstBots = (char: string, seed: number) =>
  ({
    seats: [{ name: 'Tess', kind: 'human', char }, ...bots.map((c, i) => ({ name: ['Brenna', 'Corwin', 'Dagny'][i], kind: 'bot', level: 'normal', char: c }))],
    seed,
    prizes: false,
  }) as unknown as TavernSetup;

function ownCard(seed: number): void {
  const setup = tessAgainstBots('okko', seed);
  let flight = -1;
  let own = -1;
  let asked = 0;
  const g = play(
    setup,
    ({ v, g }) => {
      asked++;
      const k = v.pending!.k;
      // The dock's first raised card (in hand order) and its first option, as the spec clicks.
      const hand = [...v.plots, ...v.hand];
      const first = hand.map((c) => v.legal.find((x) => x.t === 'play' && x.card === c)).find((x) => x !== undefined);
      if (v.againstOwn.length && own < 0) own = asked;
      if (v.legal.some((x) => x.t === 'draw')) return { t: 'draw' };
      if (k === 'action') {
        const tf = v.legal.find((x) => x.t === 'play' && g.state.defs[x.card] === 'okko.tasting-flight');
        if (tf && flight < 0) flight = asked;
        return tf ?? first ?? v.legal[0]!;
      }
      if (k === 'choose') return v.legal[0]!;
      if (v.againstOwn.length) return v.legal.find((x) => x.t === 'pass') ?? v.legal[0]!;
      return first ?? v.legal.find((x) => x.t !== 'pass') ?? v.legal[0]!;
    },
    (g) => !!g.state.over || g.state.turn.n > 8 || (flight > 0 && own > 0),
    3000,
  );
  if (flight > 0 && own > 0) console.log(`${seed}: Tasting Flight offered at question ${flight}, against her own card at ${own} (turn ${turnsOf(g)})`);
}

function hotseat(seed: number): void {
  const setup = {
    seats: [
      { name: 'Ann', kind: 'human', char: 'vess' },
      { name: 'Bob', kind: 'human', char: 'okko' },
      { name: 'Cid', kind: 'human', char: 'grusk' },
    ],
    seed,
    prizes: false,
  } as unknown as TavernSetup;
  let onScreen = -1;
  let passes = 0;
  let onlyPass = 0;
  let emptyNow: boolean | null = null;
  let decisions = 0;
  let offTurn = -1;
  const moments = new Set<string>();
  const g = play(setup, ({ seat, v }) => {
    if (seat !== onScreen) {
      if (emptyNow) onlyPass++;
      emptyNow = null;
      passes++;
      onScreen = seat;
    }
    emptyNow = (emptyNow ?? true) && v.legal.filter((a) => a.t !== 'pass').length === 0;
    decisions++;
    if (offTurn < 0 && answerWindow(v) && v.turn.active !== seat) offTurn = decisions;
    if (v.pending!.what === 'connoisseur') moments.add('connoisseur');
    if (v.stack.at(-1)?.contest) moments.add('contest');
    return clickDecide(v);
  });
  if (emptyNow) onlyPass++;
  // The spec's first hand-over is at the game's start (nobody on screen): the spec counts it as a pass screen too.
  const ok = !!g.state.over && passes >= 2 && offTurn > 0 && onlyPass * 4 <= passes;
  console.log(`${seed}: ${ok ? 'OK ' : 'no '} turns ${turnsOf(g)}, decisions ${decisions}, hand-overs ${passes} (${onlyPass} only Pass), off-turn window at ${offTurn}, moments ${[...moments].join('+') || '-'}, ${events()}`);
}

function botsGame(seed: number): void {
  const setup = {
    seats: [
      { name: 'Tess', kind: 'human', char: 'grusk', stops: { ...DEFAULT_STOPS, myCheckpoints: false } },
      { name: 'Brenna', kind: 'bot', level: 'normal', char: 'random' },
      { name: 'Corwin', kind: 'bot', level: 'normal', char: 'random' },
      { name: 'Dagny', kind: 'bot', level: 'normal', char: 'random' },
    ],
    seed,
    prizes: false,
  } as unknown as TavernSetup;
  let decisions = 0;
  let windows = 0;
  let empty = 0;
  let round = -1;
  let outAt = -1;
  const g = play(setup, ({ v }) => {
    decisions++;
    if (v.legal.filter((a) => a.t !== 'pass').length === 0) empty++;
    if (answerWindow(v)) windows++;
    if (round < 0 && v.round) round = decisions;
    return clickDecide(v);
  }, (g) => {
    if (outAt < 0 && !g.state.seats[0]!.alive) outAt = g.state.turn.n;
    return !!g.state.over;
  });
  const ok = !!g.state.over && windows > 0 && decisions >= 10 && empty === 0;
  console.log(`${seed}: ${ok ? 'OK ' : 'no '} turns ${turnsOf(g)} (Tess out at ${outAt < 0 ? '-' : outAt}), decisions ${decisions}, windows ${windows}, empty ${empty}, Round at ${round}, chars ${chars(g)}, ${events()}`);
}

function automaton(seed: number): void {
  const setup = {
    seats: [
      { name: 'Tess', kind: 'human', char: 'grusk' },
      { name: 'Brenna', kind: 'bot', level: 'normal', char: 'random' },
    ],
    seed,
    prizes: false,
    barDeck: process.env.BAR !== '0',
    variant: 'automaton',
    factions: ['tallyman', 'dicebox'],
  } as unknown as TavernSetup;
  let decisions = 0;
  let outAt = -1;
  const g = play(setup, ({ v }) => {
    decisions++;
    return clickDecide(v);
  }, (g) => {
    if (outAt < 0 && !g.state.seats[0]!.alive) outAt = g.state.turn.n;
    return !!g.state.over;
  });
  const ok = !!g.state.over && decisions >= 5;
  console.log(`${seed}: ${ok ? 'OK ' : 'no '} turns ${turnsOf(g)} (Tess out at ${outAt < 0 ? '-' : outAt}), decisions ${decisions}, chars ${chars(g)}, ${events()}`);
}

function jigDie(seed: number): void {
  const setup = tessAgainstBots('tamsin', seed);
  let asked = 0;
  let jig = -1;
  const g = play(
    setup,
    ({ v, g }) => {
      const p = v.pending!;
      if (p.k === 'choose' && p.what === 'reroll') {
        jig = asked;
        return v.legal[0]!;
      }
      asked++;
      const hand = [...v.plots, ...v.hand];
      const raised = hand.filter((c) => v.legal.some((x) => x.t === 'play' && x.card === c));
      const rolls = raised.find((c) => /Jig Die/.test(catalogue.cards[g.state.defs[c]!]?.text ?? ''));
      const playOf = (c: string | undefined) => (c === undefined ? undefined : v.legal.find((x) => x.t === 'play' && x.card === c));
      if (v.legal.some((x) => x.t === 'draw')) return { t: 'draw' };
      if (p.k === 'action') return playOf(rolls ?? raised[0]) ?? v.legal[0]!;
      if (p.k === 'choose') return v.legal.find((x) => x.t !== 'tonic') ?? v.legal[0]!;
      return v.legal.find((x) => x.t === 'pass') ?? v.legal[0]!;
    },
    (g) => !!g.state.over || g.state.turn.n > 6 || jig >= 0,
    3000,
  );
  if (jig >= 0) console.log(`${seed}: the Jig Die question after ${jig} of her questions (turn ${turnsOf(g)})`);
}

function padRound(seed: number): void {
  let asked = 0;
  let found = false;
  const g = play(
    { ...padRoundConfig(seed), prizes: false } as unknown as TavernSetup,
    ({ seat, v, g }) => {
      const k = v.pending!.k;
      asked++;
      if (k === 'game') {
        found = seat === 0;
        return v.legal[0]!;
      }
      const a = v.legal.some((x) => x.t === 'draw')
        ? ({ t: 'draw' } as TAction)
        : k === 'action'
          ? v.legal.find((x) => x.t === 'play' && x.mode === 0 && cardDef(g.state.defs[x.card]!).role === 'starter')
          : v.legal.find((x) => x.t === 'pass');
      if (!a) throw new Error('no answer'); // the spec's pad has none either: not a seed for it
      return a;
    },
    (g) => !!g.state.over || g.state.turn.n > 1 || found,
    400,
  );
  if (found) console.log(`${seed}: Player 1 starts an Appendix B Round on turn 1 (${asked} questions); characters ${chars(g)}`);
}

const modes: Record<string, (seed: number) => void> = {
  'own-card': ownCard,
  hotseat,
  bots: botsGame,
  automaton,
  'jig-die': jigDie,
  'pad-round': (seed) => {
    try {
      padRound(seed);
    } catch {
      // a question the pad cannot answer: not a seed for the spec
    }
  },
};
const run = modes[mode];
if (!run) {
  console.error(`Name a mode: ${Object.keys(modes).join(', ')} (then [from] [to]).`);
  process.exit(1);
}
for (let seed = from; seed <= to; seed++) run(seed);
