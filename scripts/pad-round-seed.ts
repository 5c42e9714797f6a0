/**
 * Finds seeds for the gamepad spec's tavern game (tests/e2e/gamepad.spec.mjs `PAD_ROUND_SEED`): with the tavern
 * lobby's default seats (Player 1, then Brenna, Corwin and Dagny as Normal bots, characters drawn from the seed)
 * and Appendix B on, the seeds where Player 1 starts an Appendix B Round on turn 1 by drawing up and playing a
 * Round-starting card as the Action, answering every other question with Pass, as the spec's pad does. The bots
 * decide from the seed and the version, so such a seed reaches the Round every time.
 *
 *   nice -n 19 npx tsx scripts/pad-round-seed.ts [from] [to]
 */
import '../src/shared/games/registry';
import { tavernRules, type TavernSeatAction } from '../src/shared/host/machines/tavern';
import { cardDef, viewFor } from '../src/shared/tavern';
import type { TavernSetup } from '../src/shared/tavern/game';
import { padRoundConfig } from '../tests/helpers/pad-round';

const from = Number(process.argv[2] ?? 1);
const to = Number(process.argv[3] ?? 100);

const setup = (seed: number) => ({ ...padRoundConfig(seed), prizes: false }) as unknown as TavernSetup;

for (let seed = from; seed <= to; seed++) {
  let g = tavernRules.create(setup(seed), { id: 'search', now: 0 }).state;
  let asked = 0;
  let found = false;
  for (let steps = 0; steps < 400 && !g.state.over && g.state.turn.n <= 1; steps++) {
    const host = tavernRules.hostToAct(g);
    let seat: number;
    let a: TavernSeatAction | undefined;
    if (host !== null) {
      seat = host;
      a = tavernRules.decide(g, seat);
    } else {
      seat = g.state.pending!.seat;
      const v = viewFor(g.state, seat);
      const k = g.state.pending!.k;
      asked++;
      if (k === 'game') {
        found = seat === 0;
        break;
      }
      if (v.legal.some((x) => x.t === 'draw')) a = { t: 'draw' };
      else if (k === 'action') a = v.legal.find((x) => x.t === 'play' && x.mode === 0 && cardDef(g.state.defs[x.card]!).role === 'starter');
      else a = v.legal.find((x) => x.t === 'pass');
      if (!a) break;
    }
    g = tavernRules.apply(g, seat, a!, { now: 0, by: host !== null ? 'host' : 'seat' }).state;
  }
  if (found) console.log(`${seed}: Player 1 starts an Appendix B Round on turn 1 (${asked} questions); characters ${g.setup.seats.map((s) => s.char).join(', ')}`);
}
