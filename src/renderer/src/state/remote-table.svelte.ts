import type { Seat } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import type { HostClient } from '../../../shared/host/client';
import type { TableSetup } from '../../../shared/host/machines/table';
import type { Address, Envelope } from '../../../shared/host/payload';
import type { GameEvent } from '../../../shared/engine/types';
import type { HeardStep } from './machine-client.svelte';
import { HostError, TableClient, type Presenter } from './client.svelte';

/**
 * One seat of a table that lives in a network host (issue 27), on this player's own screen. It is the table
 * client (client.svelte.ts) with its one seat always on screen and its run-forward loop replaced by a watcher:
 * the server moves the bots and the other players act on their own screens, so this never asks for a bot's
 * step and never hands the screen over; when the host's note says the table moved (`advance`), it looks again
 * as its own seat and draws that. Its own actions go through the table client unchanged (one request each).
 *
 * The table client is told that only this seat is a human (`config.seats`): that is what makes it draw this
 * seat's view alone, with no pass screen and no onlookers' view asked for. The names and who is a bot come
 * from the view, as always.
 */
export class RemoteTableClient extends TableClient {
  private shown: Presenter | null = null;
  private looking = false;
  private again = false;

  constructor(
    private readonly remote: HostClient,
    readonly seat: Seat,
  ) {
    super(remote);
  }

  /** Binds to the hosted table: its setup from this seat's own view, then the first look. */
  async bind(address: Address): Promise<void> {
    const res = await this.remote.request({ type: 'view', ...address, seat: this.seat });
    if (!res.ok) throw new HostError(res.error.message, res.error.code);
    if (res.type !== 'view') throw new HostError(`Expected a view answer, got ${res.type}`, 'internal');
    const v = res.view as SeatView;
    const config: TableSetup = {
      game: v.game,
      seats: v.seats.map((s, i) => (i === this.seat ? { ...s, kind: 'human' } : { ...s, kind: 'bot' })),
      variants: v.variants,
      stakes: v.stakes,
      splitRule: v.splitRule,
      startingChips: Math.max(1, Math.round(v.totalMoney / v.names.length)),
    };
    // The table client's own way into a table set up elsewhere (it then calls `advance`, which is ours).
    this.join(address, config);
  }

  override attach(p: Presenter | null): void {
    this.shown = p;
    super.attach(p);
  }

  /** Steps the host sent with this seat's look (another player's move, a bot's), not played yet. */
  private steps: HeardStep[] = [];

  /**
   * The host's note that the table moved: with the step as this seat saw it, its events play as a bot's move
   * does at one PC (in the order the host took them); without it (a link restored), this seat looks again.
   */
  override moved(step?: HeardStep): void {
    if (step) this.steps.push(step);
    else this.steps = [];
    void this.advance();
  }

  /** Plays the steps heard, or looks again as this seat (one pass at a time; a note during a pass asks for one more). */
  override async advance(): Promise<void> {
    if (this.looking) {
      this.again = true;
      return;
    }
    this.looking = true;
    try {
      do {
        this.again = false;
        const step = this.steps.shift();
        if (step) await this.play(step);
        else await this.lookAgain();
      } while ((this.again || this.steps.length > 0) && !this.closed);
    } catch (e) {
      this.fatal = (e as Error).message;
    } finally {
      this.looking = false;
    }
  }

  /** One step the host sent: its events played on the table, ending on its look (a stale one is passed over). */
  private async play(step: HeardStep): Promise<void> {
    const v = step.look.view as SeatView;
    if (!this.address || this.closed || step.look.viewer !== this.seat) return;
    // This seat's own action got there first (its answer was drawn): nothing newer to play.
    if (this.view && step.look.version <= this.version) return;
    const events = this.heard(step.events as Envelope<GameEvent>[]);
    const first = this.view === null;
    this.error = null;
    this.showResults = v.phase === 'over';
    this.pending = step.look.pending;
    this.view = v;
    this.version = step.look.version;
    this.acting = step.seat;
    try {
      if (first || events.length === 0) await this.shown?.show(v, !first);
      else await this.shown?.play(events, v);
    } finally {
      this.acting = null;
    }
  }

  private async lookAgain(): Promise<void> {
    const at = this.address;
    if (!at || this.closed) return;
    this.busy = true;
    try {
      const res = await this.remote.request({ type: 'view', ...at, seat: this.seat });
      if (!res.ok) {
        // The link is being restored: the watcher looks again once it is (the platform's note).
        if (res.error.code === 'host-unavailable') this.error = res.error.message;
        else throw new HostError(res.error.message, res.error.code);
        return;
      }
      if (res.type !== 'view') return;
      const v = res.view as SeatView;
      this.showResults = v.phase === 'over';
      if (this.view && this.view.version === v.version && this.view.gameNo === v.gameNo) return;
      const first = this.view === null;
      this.error = null;
      this.pending = res.pending;
      this.view = v;
      // The version this seat's next action is sent against (the one client sends against the look drawn).
      this.version = res.version;
      await this.shown?.show(v, !first);
    } finally {
      this.busy = false;
    }
  }
}
