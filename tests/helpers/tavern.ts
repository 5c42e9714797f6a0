import { newTavernGame, tavernRules } from '../../src/shared/host/machines/tavern';
import type { TavernGame, TavernSetup } from '../../src/shared/tavern/game';
import type { Seat, TEvent } from '../../src/shared/tavern/types';
import { applyInPlace } from '../../src/shared/tavern/engine';
import { randomAction } from '../../src/shared/tavern/random';
import { parseTavernGame } from '../../src/shared/tavern/save-check';
import { rngFrom, seedRng } from '../../src/shared/rng';
import { isDeepStrictEqual } from 'node:util';

/**
 * A tavern game driven by the host's own decisions, through the machine kind's rules alone (no host, no
 * store): what the tests that need a game "some way in" use.
 */
export class TavernDriver {
  private constructor(private g: TavernGame) {}

  static create(id: string, setup: TavernSetup): TavernDriver {
    return new TavernDriver(newTavernGame(id, setup));
  }

  get version(): number {
    return this.g.state.version;
  }

  snapshot(): TavernGame {
    return this.g;
  }

  /** One host decision (a bot's, or a pass for a human whose stops do not fire); null when none is due. */
  step(): { seat: Seat; events: TEvent[] } | null {
    const seat = tavernRules.hostToAct(this.g);
    if (seat === null) return null;
    const r = tavernRules.apply(this.g, seat, tavernRules.decide(this.g, seat), { now: 0, by: 'host' });
    this.g = r.state;
    return { seat, events: r.events };
  }
}

/**
 * Plays a saved game record on with random legal actions (from `seed`) and, every `every` steps, writes it as
 * JSON and reads it back through the save check, which must give it back unchanged. Returns how many times it
 * was checked; throws with the step and the sentence when a save is refused.
 */
export function roundTripWhilePlaying(m: TavernGame, every: number, seed: number, maxSteps = 4000): number {
  const rng = rngFrom(seedRng(seed));
  let checked = 0;
  for (let step = 0; !m.state.over && step < maxSteps; step++) {
    if (step % every === 0) {
      const saved = JSON.parse(JSON.stringify(m)) as unknown;
      const r = parseTavernGame(saved);
      if (!r.ok) throw new Error(`step ${step}: refused: ${r.problem}`);
      if (!isDeepStrictEqual(r.game, saved)) throw new Error(`step ${step}: the game read back is not the game saved`);
      checked++;
    }
    const seat = m.state.pending!.seat;
    m.last = { seat, events: applyInPlace(m.state, seat, randomAction(m.state, seat, rng)) };
  }
  return checked;
}
