/**
 * Finds seeds for tavern-choices' Jig Die picture (issue 22's screenshot list): Tess (Tamsin) against Normal bots,
 * at the lobby's default options. Tess draws up without discarding, plays as her Action the first raised card
 * whose text rolls the Jig Die (else the first raised card), its first option; passes every window; takes the
 * first choice. A seed is printed when she is asked "Keep the roll / Pay 1 Gold: roll again" within her first
 * turns, with the number of her questions before it (the fewer, the shorter the spec).
 *
 *   nice -n 19 npx tsx scripts/jig-die-seed.ts [from] [to] [bot chars, comma-separated]
 */
import '../src/shared/games/registry';
import { tavernRules, type TavernSeatAction } from '../src/shared/host/machines/tavern';
import { tavernCatalogue } from '../src/shared/host/tavern-catalogue';
import { viewFor } from '../src/shared/tavern';
import type { TavernSetup } from '../src/shared/tavern/game';

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 100);
const bots = (process.argv[4] ?? 'grusk,vess').split(',');
const cards = tavernCatalogue().cards;

const setupFor = (seed: number, chars: string[]) =>
  ({
    seats: [{ name: 'Tess', kind: 'human', char: 'tamsin' }, ...chars.map((char, i) => ({ name: ['Brenna', 'Corwin', 'Dagny'][i], kind: 'bot', level: 'normal', char }))],
    seed,
    prizes: false,
  }) as unknown as TavernSetup;

for (let seed = from; seed <= to; seed++) {
  let g = tavernRules.create(setupFor(seed, bots), { id: 'search', now: 0 }).state;
  let asked = 0;
  let jig = -1;
  for (let steps = 0; steps < 3000 && !g.state.over && g.state.turn.n <= 6; steps++) {
    const host = tavernRules.hostToAct(g);
    let seat: number;
    let a: TavernSeatAction | undefined;
    if (host !== null) {
      seat = host;
      a = tavernRules.decide(g, seat);
    } else {
      seat = g.state.pending!.seat;
      if (seat !== 0) throw new Error('only Tess is human');
      const p = g.state.pending!;
      if (p.k === 'choose' && p.what === 'reroll') {
        jig = asked;
        break;
      }
      asked++;
      const v = viewFor(g.state, seat);
      const hand = [...v.plots, ...v.hand];
      const raised = hand.filter((c) => v.legal.some((x) => x.t === 'play' && x.card === c));
      const rolls = raised.find((c) => /Jig Die/.test(cards[g.state.defs[c]!]?.text ?? ''));
      const play = (c: string | undefined) => (c === undefined ? undefined : v.legal.find((x) => x.t === 'play' && x.card === c));
      if (v.legal.some((x) => x.t === 'draw')) a = { t: 'draw' };
      else if (p.k === 'action') a = play(rolls ?? raised[0]) ?? v.legal[0];
      else if (p.k === 'choose') a = v.legal.find((x) => x.t !== 'tonic') ?? v.legal[0];
      else a = v.legal.find((x) => x.t === 'pass') ?? v.legal[0];
    }
    g = tavernRules.apply(g, seat, a!, { now: 0, by: host !== null ? 'host' : 'seat' }).state;
  }
  if (jig >= 0) console.log(`${seed}: the Jig Die question after ${jig} of her questions (turn ${g.state.turn.n})`);
}
