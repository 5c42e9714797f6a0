/**
 * Finds seeds for tests/e2e/tavern-own-card.spec.mjs (issue 22.13, 22.14): Tess (Okko) and Normal bots, at the
 * lobby's default options. Tess draws up without discarding, plays Tasting Flight as her Action when she can
 * (its first option, then leaves the tops), else the first Action card the dock raises (as tavern-play.mjs
 * `decide` does), passes in a Round and in every window; a seed is printed when within her first turns she is
 * both offered Tasting Flight and asked a question where a play would only answer her own card (againstOwn).
 * The bots decide from the seed and the version, so the spec meets the same questions every time.
 *
 *   nice -n 19 npx tsx scripts/tavern-shots-seed.ts [from] [to] [bot chars, comma-separated]
 */
import '../src/shared/games/registry';
import { tavernRules, type TavernSeatAction } from '../src/shared/host/machines/tavern';
import { viewFor } from '../src/shared/tavern';
import type { TavernSetup } from '../src/shared/tavern/game';

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 200);
const bots = (process.argv[4] ?? 'grusk,vess').split(',');

export const setupFor = (seed: number, chars: string[]) =>
  ({
    seats: [{ name: 'Tess', kind: 'human', char: 'okko' }, ...chars.map((char, i) => ({ name: ['Brenna', 'Corwin', 'Dagny'][i], kind: 'bot', level: 'normal', char }))],
    seed,
    prizes: false,
  }) as unknown as TavernSetup;

for (let seed = from; seed <= to; seed++) {
  let g = tavernRules.create(setupFor(seed, bots), { id: 'search', now: 0 }).state;
  let flight = -1;
  let own = -1;
  let asked = 0;
  for (let steps = 0; steps < 3000 && !g.state.over && g.state.turn.n <= 8; steps++) {
    const host = tavernRules.hostToAct(g);
    let seat: number;
    let a: TavernSeatAction | undefined;
    if (host !== null) {
      seat = host;
      a = tavernRules.decide(g, seat);
    } else {
      seat = g.state.pending!.seat;
      if (seat !== 0) throw new Error('only Tess is human');
      asked++;
      const v = viewFor(g.state, seat);
      const k = g.state.pending!.k;
      // The dock's first raised card (in hand order) and its first option, as the spec clicks.
      const hand = [...v.plots, ...v.hand];
      const first = hand.map((c) => v.legal.find((x) => x.t === 'play' && x.card === c)).find((x) => x !== undefined);
      if (v.againstOwn.length && own < 0) own = asked;
      if (v.legal.some((x) => x.t === 'draw')) a = { t: 'draw' };
      else if (k === 'action') {
        const tf = v.legal.find((x) => x.t === 'play' && g.state.defs[x.card] === 'okko.tasting-flight');
        if (tf && flight < 0) flight = asked;
        a = tf ?? first ?? v.legal[0];
      } else if (k === 'choose') a = v.legal[0];
      else if (v.againstOwn.length) a = v.legal.find((x) => x.t === 'pass') ?? v.legal[0];
      else a = first ?? v.legal.find((x) => x.t !== 'pass') ?? v.legal[0];
    }
    g = tavernRules.apply(g, seat, a!, { now: 0, by: host !== null ? 'host' : 'seat' }).state;
    if (flight > 0 && own > 0) break;
  }
  if (flight > 0 && own > 0) console.log(`${seed}: Tasting Flight offered at question ${flight}, against her own card at ${own} (turn ${g.state.turn.n})`);
}
