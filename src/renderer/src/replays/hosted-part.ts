import type { GameEvent } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import type { TavernScreen } from '../../../shared/host/machines/tavern';
import type { Envelope } from '../../../shared/host/payload';
import { hostedShown } from '../tavern/hosted/controls';

/**
 * A tavern replay's Appendix B Round, split as live play splits it (issue 26.2): the tavern's own events go to
 * the tavern scene, the hosted game's (their envelopes `at: 'hosted'`) to the gambling table's scene, which is
 * given the hosted table's view with each plate's tavern kind and Gold (`hostedShown`, the live Round's own).
 * The view is the host's look for the seat watched (its hosted seat's cards, nobody else's); nothing is worked
 * out here. Null while no hosted game is on the table (the plain tavern, a Round being chosen or anted).
 */
export function replayHosted(screen: TavernScreen, events: readonly Envelope[] = []): { table: SeatView; events: GameEvent[] } | null {
  const table = hostedShown(screen.view, screen.seats.map((s) => s.kind));
  if (!table) return null;
  return { table, events: events.filter((e) => e.at === 'hosted').map((e) => e.ev as unknown as GameEvent) };
}

/** The tavern scene's share of a replay step's events: everything but the hosted game's own. */
export function tavernShare<T>(events: readonly Envelope[]): T[] {
  return events.filter((e) => e.at === 'tavern').map((e) => e.ev as unknown as T);
}
