import { newTavernGame, tavernRules } from '../../src/shared/host/machines/tavern';
import type { TavernGame, TavernSetup } from '../../src/shared/tavern/game';
import type { Seat, TEvent } from '../../src/shared/tavern/types';

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
