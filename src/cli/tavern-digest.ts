import { createHash } from 'node:crypto';
import { rngFrom, seedRng } from '../shared/rng';
import { applyInPlace, newTavern } from '../shared/tavern/engine';
import { legalActions } from '../shared/tavern/legal';
import { randomAction, randomTavernConfig } from '../shared/tavern/random';
import { viewFor } from '../shared/tavern/view';
import { botView } from '../shared/tavern/bots/view';
import { decideFor } from '../shared/tavern/bots/index';
import { mix } from '../shared/bots/rand';

/**
 * A digest of everything the tavern shows and decides, to prove an engine change behaviour-free (issue 21):
 * every decision of 60 random games (2–8 seats, Appendix B on in a third) and 6 games with Normal bots: the
 * legal list, every seat's and the onlookers' (−1) view, the pending seat's bot view (every fifth decision),
 * the events of every action and the final state, hashed together. Run it on two trees and compare the lines:
 *
 *   node scripts/tree-bundle.mjs src/cli/tavern-digest.ts <other tree> out/digest-other.mjs && node out/digest-other.mjs
 *   node scripts/tree-bundle.mjs src/cli/tavern-digest.ts . out/digest-this.mjs && node out/digest-this.mjs
 */
const h = createHash('sha256');
let states = 0;
const rng = rngFrom(seedRng(2126));
for (let g = 0; g < 66; g++) {
  const cfg = randomTavernConfig(rng, 2 + (g % 7), g % 3 === 0);
  const s = newTavern(cfg).state;
  const r = rngFrom(seedRng(cfg.seed + 5));
  for (let n = 0; !s.over && n < 3000; n++) {
    const seat = s.pending!.seat;
    states++;
    h.update(JSON.stringify(legalActions(s, seat)));
    for (let x = -1; x < s.seats.length; x++) h.update(JSON.stringify(viewFor(s, x)));
    if (n % 5 === 0) h.update(JSON.stringify(botView(s, seat)));
    const a = g >= 60 && s.pending!.k !== 'game' && s.pending!.k !== 'hosted' ? decideFor(s, seat, 'normal', mix(g, n)) : randomAction(s, seat, r);
    h.update(JSON.stringify(applyInPlace(s, seat, a)));
  }
  h.update(JSON.stringify(s));
}
console.log(states, h.digest('hex'));
