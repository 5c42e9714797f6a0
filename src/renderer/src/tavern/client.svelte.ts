import type { TavernScreen, TavernSeatAction, TavernSeatInfo, TavernSetupRequest } from '../../../shared/host/machines/tavern';
import type { Envelope, HostReply, HostRequest } from '../../../shared/host/payload';
import type { TavernView } from '../../../shared/host/machines/tavern';
import type { StopPrefs } from '../../../shared/tavern';
import type { Seat, TAction, TEvent } from '../../../shared/tavern/types';
import { platform } from '../state/platform';
import { connection } from '../state/connection';
import { settings } from '../state/settings.svelte';
import type { TavernScene } from './scene';
import type { GameEvent } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import { eventLine } from './words';
import { hostedShown } from './hosted/controls';

/**
 * A tavern game on screen (issue 16): it asks the host for views, lets the host step its bots (and pass for
 * humans whose stops do not fire), animates each batch of events on the scene, and waits for a human's
 * decision when one is asked. Hotseat: before a different human decides, the table is blanked and a pass
 * screen shown; once confirmed that human's view is drawn with a recap of what happened since their last
 * decision (from what they saw). After a human acts at a hotseat table, the table shows the public view.
 *
 * It talks to the one host (`platform().host`, kind `tavern`): one request per action, whose answer carries
 * the events and the new view; a host step (`bot-step`) answers with the step's events as the seat at the
 * screen may see them inside that seat's view (`TavernScreen.events`), its private ones included.
 */
export class TavernError extends Error {}

/** What the tavern client asks of the hosted game's scene (the gambling table's TableScene). */
export interface HostedPresenter {
  show(view: SeatView, animate: boolean): Promise<void>;
  play(events: GameEvent[], view: SeatView): Promise<void>;
}

type Reply = HostReply<TavernScreen, TEvent>;
type Ok<T extends string> = Extract<Reply, { ok: true; type: T }>;
const KIND = 'tavern';

export class TavernClient {
  id = $state<string | null>(null);
  /** Replaced whole on every change, never mutated: no deep proxy needed (`raw`). */
  view = $state.raw<TavernView | null>(null);
  seats = $state.raw<TavernSeatInfo[]>([]);
  /** Whose view is on screen (-1: what everyone may see). */
  viewer = $state<Seat>(-1);
  /** A hand-over is asked for this seat (hotseat). */
  passTo = $state<Seat | null>(null);
  /** What happened since this seat's last decision (hotseat), shown after the hand-over. */
  recap = $state<string[]>([]);
  log = $state<string[]>([]);
  error = $state<string | null>(null);
  busy = $state(false);
  /** The human seat being asked now, or null. */
  asked = $state<Seat | null>(null);
  scene: TavernScene | null = null;
  /**
   * Appendix B: the gambling table's scene showing the hosted game while one runs (tavern/hosted/). It is fed
   * the hosted table's view and plays the hosted game's own events, alongside the tavern scene.
   */
  hosted: HostedPresenter | null = null;

  private lines: string[] = [];
  /** The human who took the seat last (hotseat): a hand-over is asked only for another one. */
  private holder: Seat | null = null;
  private lastSeen = new Map<Seat, number>();
  private alive = true;
  /** Ends a pause between bot steps (Skip). */
  private wake: (() => void) | null = null;
  /** Resolves the wait for a human's decision. */
  private decided: (() => void) | null = null;
  /** Resolves the hand-over (only the pass screen's button does). */
  private handedOver: (() => void) | null = null;
  private running = false;

  get humans(): Seat[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  get hotseat(): boolean {
    return this.humans.length > 1;
  }

  /** Through the page's one connection (state/connection.ts): a refusal is our sentence, shown as the tavern's error. */
  private async request<T extends Ok<string>['type']>(req: HostRequest, ...types: T[]): Promise<Ok<T>> {
    try {
      return (await connection(() => platform().host).ask<TavernScreen, TEvent, T>(req, ...types)) as unknown as Ok<T>;
    } catch (e) {
      throw new TavernError((e as Error).message);
    }
  }

  async start(config: TavernSetupRequest): Promise<void> {
    const r = await this.request({ type: 'create', kind: KIND, config }, 'opened');
    this.id = r.id;
    await this.open();
  }

  async resume(id: string): Promise<void> {
    const r = await this.request({ type: 'resume', kind: KIND, id }, 'opened');
    this.id = r.id;
    await this.open();
  }

  private async open(): Promise<void> {
    const pub = await this.viewOf(-1);
    this.seats = pub.seats;
    const humans = this.humans;
    this.viewer = humans.length === 1 ? humans[0]! : -1;
    const first = this.viewer >= 0 ? await this.viewOf(this.viewer) : pub;
    this.view = first.view;
  }

  /** Attaches the scene and runs the game until it ends or the screen is left. */
  attach(scene: TavernScene): void {
    this.scene = scene;
    if (this.view && this.passTo === null) scene.show(this.view, this.seats);
    if (!this.running) void this.run();
  }

  leave(): void {
    this.alive = false;
    this.wake?.();
    this.decided?.();
    this.handedOver?.();
    this.scene = null;
    if (this.id) void platform().host.request({ type: 'close', kind: KIND, id: this.id }).catch(() => undefined);
  }

  skip(): void {
    this.scene?.skip();
    this.wake?.();
  }

  /** Plays a batch on the tavern scene and, while a hosted game runs, its own events on the hosted table. */
  private async present(events: TEvent[], view: TavernView, seats: TavernSeatInfo[]): Promise<void> {
    const jobs: Promise<void>[] = [this.scene?.play(events, view, seats) ?? Promise.resolve()];
    const t = hostedShown(view, seats.map((x) => x.kind));
    if (this.hosted && t) {
      const own = events.flatMap((e) => (e.t === 'hosted' ? [e.ev] : []));
      jobs.push(own.length ? this.hosted.play(own, t) : this.hosted.show(t, true));
    }
    await Promise.all(jobs);
  }

  private addLines(events: TEvent[]): void {
    const names = this.seats.map((s) => s.name);
    for (const e of events) {
      // At a hotseat table a private line (what one player saw) must not reach another player's recap.
      if (this.hotseat && e.only !== undefined) continue;
      const line = eventLine(e, names);
      if (line) this.lines.push(line);
    }
    this.log = this.lines.slice(-80);
  }

  /** A seat's look: the one the last answer carried (an action's or a step's), or asked for when there is none. */
  private async viewOf(seat: Seat): Promise<TavernScreen> {
    try {
      return (await connection(() => platform().host).look<TavernScreen>({ kind: KIND, id: this.id! }, seat)).view;
    } catch (e) {
      throw new TavernError((e as Error).message);
    }
  }

  private pause(ms: number): Promise<void> {
    if (ms <= 0) return Promise.resolve();
    return new Promise((done) => {
      const t = setTimeout(() => {
        this.wake = null;
        done();
      }, ms);
      this.wake = () => {
        clearTimeout(t);
        this.wake = null;
        done();
      };
    });
  }

  private async run(): Promise<void> {
    this.running = true;
    try {
      while (this.alive) {
        const r = await this.viewOf(this.viewer);
        this.seats = r.seats;
        if (r.view.over) {
          this.view = r.view;
          this.asked = null;
          this.scene?.show(r.view, r.seats);
          return;
        }
        if (r.hostToAct) {
          const stepped = await this.request({ type: 'bot-step', kind: KIND, id: this.id!, seat: this.viewer }, 'acted', 'idle');
          if (stepped.type === 'idle') continue;
          if (!stepped.result.ok) throw new TavernError(stepped.result.error?.message ?? 'The host could not make its move.');
          // The step's events as the seat at the screen may see them (its own private ones too).
          const after = stepped.view;
          const events = tavernEvents(stepped.events);
          // The bot's pause (the gambling table's bot delay) comes once as a bot's turn starts: a tavern game
          // asks every seat in every window, and pausing for each pass would make a night of it.
          const botTurn = events.some((e) => e.t === 'turn' && this.seats[e.seat]?.kind === 'bot');
          this.addLines(events);
          if (botTurn) await this.pause(settings.value.botDelayMs / Math.max(settings.speed, 0.5));
          await this.present(events, after.view, after.seats);
          this.view = after.view;
          continue;
        }
        const h = r.humanToAct;
        if (h === null) {
          this.error = 'The game waits on nobody; it cannot go on.';
          return;
        }
        if (this.hotseat && h === this.holder && h !== this.viewer) {
          // The same player still holds the screen: their view again, no hand-over.
          this.viewer = h;
          continue;
        }
        if (this.hotseat && h !== this.viewer) {
          this.scene?.blank();
          this.view = null;
          this.passTo = h;
          await new Promise<void>((done) => (this.handedOver = done));
          this.handedOver = null;
          if (!this.alive) return;
          this.passTo = null;
          this.viewer = h;
          this.holder = h;
          this.recap = this.lines.slice(this.lastSeen.get(h) ?? 0).slice(-14);
          continue;
        }
        this.view = r.view;
        this.asked = h;
        this.scene?.show(r.view, r.seats);
        await new Promise<void>((done) => (this.decided = done));
        this.decided = null;
        this.asked = null;
      }
    } catch (e) {
      this.error = (e as Error).message;
    } finally {
      this.running = false;
    }
  }

  /** The hotseat player confirms they took the seat. */
  confirmPass(): void {
    this.handedOver?.();
  }

  dismissRecap(): void {
    this.recap = [];
  }

  /** A human's decision: checked by the host; a refusal is shown and changes nothing. */
  async act(action: TAction): Promise<void> {
    const v = this.view;
    if (!v || this.asked === null || this.busy) return;
    this.busy = true;
    this.error = null;
    try {
      const seat = this.asked;
      // At a hotseat table the answer carries the onlookers' view too, shown once the player is done.
      const r = await this.request({ type: 'act', kind: KIND, id: this.id!, seat, version: v.version, action: action as TavernSeatAction, public: this.hotseat }, 'acted');
      if (!r.result.ok) throw new TavernError(r.result.error?.message ?? 'That was not accepted.');
      this.recap = [];
      this.addLines(tavernEvents(r.events));
      this.lastSeen.set(seat, this.lines.length);
      const pub = this.hotseat && r.publicView;
      const after = pub ? r.publicView! : r.view;
      if (this.hotseat) this.viewer = -1;
      this.asked = null;
      // Once a hotseat player is done the screen is everyone's: it plays the step as an onlooker sees it.
      await this.present(tavernEvents(pub ? (r.publicEvents ?? []) : r.events), after.view, after.seats);
      this.view = after.view;
      this.decided?.();
    } catch (e) {
      this.error = (e as Error).message;
    } finally {
      this.busy = false;
    }
  }

  async setStops(seat: Seat, stops: StopPrefs): Promise<void> {
    try {
      // Stops are the seat's own action; the host steps on meanwhile, so a stale version is looked up and sent again.
      for (let tries = 0; ; tries++) {
        const version = (await this.viewOf(-1)).view.version;
        const r = await this.request({ type: 'act', kind: KIND, id: this.id!, seat, version, action: { t: 'stops', stops } }, 'acted');
        if (r.result.ok) break;
        if (r.result.error?.code !== 'stale-action' || tries >= 3) throw new TavernError(r.result.error?.message ?? 'The stops were not changed.');
      }
      this.seats = this.seats.map((s, i) => (i === seat ? { ...s, stops } : s));
    } catch (e) {
      this.error = (e as Error).message;
    }
  }
}

/**
 * The tavern's events of an answer, in order, as the tavern screen plays them: each envelope's event, a
 * private one marked with its seat, and the hosted game's events (their own envelopes, `at: 'hosted'`) kept in
 * place for the hosted table beside the tavern's stage.
 */
export function tavernEvents(envs: readonly Envelope<TEvent>[]): TEvent[] {
  return envs.map((x) => {
    const only = x.for === 'all' ? {} : { only: x.for };
    if (x.at === 'hosted') return { t: 'hosted', ev: x.ev as unknown as GameEvent, seats: x.seats ?? [], ...only } as TEvent;
    return { ...x.ev, ...only } as TEvent;
  });
}
