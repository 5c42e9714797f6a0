import type { Seat, TableConfig } from '../../../shared/engine/types';
import type { HostClient } from '../../../shared/host/client';
import type { TavernScreen } from '../../../shared/host/machines/tavern';
import type { Address, Envelope, Look } from '../../../shared/host/payload';
import type { TEvent } from '../../../shared/tavern/types';
import type { NightView } from '../../../shared/host/machines/night';
import type { SeenStep } from '../../../shared/host/wire';
import { TavernClient, tavernEvents } from '../tavern/client.svelte';
import { hostedShown } from '../tavern/hosted/controls';
import { eventLine } from '../tavern/words';
import { TableClient, type TableHooks } from './client.svelte';
import { NightState } from './night.svelte';

/**
 * A night and a tavern game that live in a network host (issue 27), on one player's own screen: the page's one
 * client of each kind (NightState, TavernClient: the same screens as at one PC) over the network transport,
 * told two things only. Only this connection's seat is a human here (so its view is always on screen, with no
 * pass screen, and an onlooker — seat -1 — sees the onlookers' view); and the host moves by itself (its server
 * steps the bots, the automatic passes and the stand-ins), so this page never asks for a host move: it draws
 * what its seat sees and waits for the host's note that the machine moved (`moved`).
 */

/** The seats a network screen plays: its own, or none for an onlooker. */
const own = (seat: Seat): Seat[] => (seat >= 0 ? [seat] : []);

export class RemoteNight extends NightState {
  constructor(
    client: HostClient,
    readonly seat: Seat,
  ) {
    super(client);
    this.watchHost();
  }

  override get humans(): Seat[] {
    return own(this.seat);
  }

  /** Opens the hosted night (no create, no resume: the host's server did that). */
  bindRemote(address: Address): void {
    this.id = address.id;
    this.open({ kind: address.kind, id: address.id });
  }

  /**
   * The night moved: at a game, its table looks again (its results stay on screen until this player goes back
   * to the night, as at one PC); between games, the night does.
   */
  override moved(step?: SeenStep): void {
    if (this.stage === 'table' && this.table) {
      if (!this.address) return;
      // The bar over the table (everyone's chips, the night's line) is the night's: the step's night look, or
      // looked at again.
      if (step && step.look.viewer === this.seat) this.seen(step.look.view as NightView);
      else {
        this.conn.forget(this.address);
        void this.look(this.seat).then((l) => this.seen(l.view), () => undefined);
      }
      if (this.table.view?.phase === 'over') return;
      // The table's own look and events (a game in play), played as that move; else the table looks again.
      this.table.moved(step?.part ? { seat: step.seat, look: step.part.look, events: step.part.events } : undefined);
    } else super.moved(step);
  }

  protected override newTable(hooks: TableHooks): TableClient {
    const t = new TableClient(this.hostClient, hooks);
    t.watchHost();
    return t;
  }

  protected override tableConfig(config: TableConfig): TableConfig {
    return { ...config, seats: config.seats.map((s, i) => (i === this.seat ? { ...s, kind: 'human' } : { ...s, kind: 'bot' })) };
  }
}

export class RemoteTavern extends TavernClient {
  constructor(
    client: HostClient,
    readonly seat: Seat,
  ) {
    super(client);
    this.watchHost();
  }

  override get humans(): Seat[] {
    return own(this.seat);
  }

  /** Opens the hosted tavern game (no create, no resume: the host's server did that). */
  async bindRemote(address: Address): Promise<void> {
    await this.begin(address.id);
  }

  /**
   * Every look is asked as an opening one: the log is the host's history as this seat may see it (the steps the
   * host took by itself arrive with their events, which play on the scene, but the log's words are the host's).
   */
  protected override async look(seat: Seat): Promise<Look<TavernScreen>> {
    const l = await this.conn.look<TavernScreen>(this.address!, seat, true);
    const names = l.view.seats.map((s) => s.name);
    const lines: string[] = [];
    const turns: number[] = [];
    for (const x of l.view.history ?? []) {
      const line = eventLine(x.e, names);
      if (!line) continue;
      lines.push(line);
      turns.push(x.turn);
    }
    this.log = lines.slice(-400);
    this.logTurns = turns.slice(-400);
    return l;
  }

  /** The events of this seat's own actions play on the scene; the log comes from the host's history (`look`). */
  protected override heard(envs: readonly Envelope<TEvent>[]): TEvent[] {
    return tavernEvents(envs);
  }

  /** A look drawn without events (the host moved by itself): the hosted table of an Appendix B Round too. */
  protected override async show(look: Look<TavernScreen>): Promise<void> {
    await super.show(look);
    const t = hostedShown(look.view.view, look.view.seats.map((x) => x.kind));
    if (this.hosted && t) await this.hosted.show(t, true);
  }
}
