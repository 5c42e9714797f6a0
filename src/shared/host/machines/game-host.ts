import { decide } from '../../bots/index';
import { RuleError } from '../../engine/errors';
import { apply, newTable, pendingSeats } from '../../engine/table';
import type { Action, AnyState, GameEvent, Seat, TableConfig } from '../../engine/types';
import { filterEvent, viewFor, type SeatView } from '../../engine/view';

/**
 * The GameHost owns the authoritative state of one table. It validates each action against the state
 * version it was chosen on (a stale or repeated action is refused, never applied twice), applies it, and
 * hands out only per-seat views and per-seat events. The same class runs in Electron's main process and
 * in the browser build's Web Worker; only the transport around it differs.
 */
export interface ActResult {
  ok: boolean;
  error?: { code: string; message: string };
  version: number;
}

export class GameHost {
  private s: AnyState;
  private lastEvents: GameEvent[] = [];

  private constructor(s: AnyState) {
    this.s = s;
  }

  static create(config: TableConfig): GameHost {
    return new GameHost(newTable(config).state);
  }

  /** Resumes from a saved state (already checked by the caller's schema). */
  static restore(state: AnyState): GameHost {
    return new GameHost(structuredClone(state));
  }

  get version(): number {
    return this.s.version;
  }

  get config(): TableConfig {
    return this.s.config;
  }

  /** The full state, for saving only: it never crosses to a renderer. */
  snapshot(): AnyState {
    return structuredClone(this.s);
  }

  pending(): Seat[] {
    return pendingSeats(this.s);
  }

  view(seat: Seat): SeatView {
    return viewFor(this.s, seat);
  }

  /** The events of the last accepted action, as `seat` may see them. */
  eventsFor(seat: Seat): GameEvent[] {
    return this.lastEvents.map((e) => filterEvent(e, seat));
  }

  act(seat: Seat, action: Action, version: number): ActResult {
    if (version !== this.s.version) {
      return {
        ok: false,
        version: this.s.version,
        error: { code: 'stale-action', message: 'The table has moved on since you chose that; look again and choose anew' },
      };
    }
    try {
      const r = apply(this.s, seat, action);
      this.s = r.state;
      this.lastEvents = r.events;
      return { ok: true, version: this.s.version };
    } catch (e) {
      if (e instanceof RuleError) return { ok: false, version: this.s.version, error: { code: e.code, message: e.message } };
      throw e;
    }
  }

  /** The seat of a bot whose decision is awaited, if any (humans first: a bot never waits on a human). */
  botToAct(): Seat | null {
    const seats = this.s.phase === 'playing' ? this.pending() : [];
    return seats.find((seat) => this.s.config.seats[seat]?.kind === 'bot') ?? null;
  }

  /** Lets the next waiting bot decide from its own view and applies the decision. */
  stepBot(): ActResult | null {
    const seat = this.botToAct();
    if (seat === null) return null;
    const cfg = this.s.config.seats[seat]!;
    const action = decide({
      view: this.view(seat),
      level: cfg.level ?? 'normal',
      personality: cfg.personality ?? 'cautious',
      seed: (this.s.config.seed * 31 + this.s.version * 7919 + seat) | 0,
    });
    const r = this.act(seat, action, this.s.version);
    if (!r.ok) throw new Error(`Bot at seat ${seat} chose an illegal action: ${r.error?.message}`);
    return r;
  }
}
