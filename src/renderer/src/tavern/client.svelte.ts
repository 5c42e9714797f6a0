import type { TavernScreen, TavernSeatAction, TavernSeatInfo, TavernSetupRequest } from '../../../shared/host/machines/tavern';
import type { Envelope, Look } from '../../../shared/host/payload';
import type { TavernView } from '../../../shared/host/machines/tavern';
import type { HostClient } from '../../../shared/host/client';
import type { StopPrefs } from '../../../shared/tavern';
import type { Seat, TAction, TEvent } from '../../../shared/tavern/types';
import { settings } from '../state/settings.svelte';
import { MachineClient } from '../state/machine-client.svelte';
import type { TavernScene } from './scene';
import type { GameEvent } from '../../../shared/engine/types';
import type { SeatView } from '../../../shared/engine/view';
import { eventLine } from './words';
import { hostedShown } from './hosted/controls';

/**
 * A tavern game on screen (issue 16), on the page's one client (`MachineClient`): the host moves first (its bots,
 * and the automatic passes of humans whose stops do not fire), each batch of events is animated on the tavern
 * scene, and a human's decision is waited for when one is asked. Hotseat: before a different human decides, the
 * table is blanked and a pass screen shown; once confirmed that human's view is drawn with a recap of what
 * happened since their last decision (from what everyone saw). After a human acts at a hotseat table, the table
 * shows what everyone may see. What is particular to the tavern: its scene, the hosted table of an Appendix B
 * Round beside it, the log in words, and the seats' stops.
 */
export class TavernError extends Error {}

/** What the tavern client asks of the hosted game's scene (the gambling table's TableScene). */
export interface HostedPresenter {
  show(view: SeatView, animate: boolean): Promise<void>;
  play(events: GameEvent[], view: SeatView): Promise<void>;
}

const KIND = 'tavern';
/** The log keeps this many lines on screen (the saved history keeps more). */
const LOG_LINES = 400;

export class TavernClient extends MachineClient<TavernScreen, TEvent, TAction> {
  id = $state<string | null>(null);
  seats = $state.raw<TavernSeatInfo[]>([]);
  log = $state<string[]>([]);
  /** The game turn of each line of `log` (issue 22.8: the log grouped by turn), same order. */
  logTurns = $state<number[]>([]);
  scene: TavernScene | null = null;
  /** The game's setup, for a rematch with the same seats and options (issue 22.9); null when it is not known. */
  setup = $state.raw<TavernSetupRequest | null>(null);
  /**
   * Appendix B: the gambling table's scene showing the hosted game while one runs (tavern/hosted/). It is fed
   * the hosted table's view and plays the hosted game's own events, alongside the tavern scene.
   */
  hosted: HostedPresenter | null = null;

  /** The tavern's automatic passes and bots move before a human is asked. */
  protected override readonly hostFirst = true;
  /** Every line heard, oldest first (the hotseat recap reads these, animated or not). */
  private lines: string[] = [];
  private lineTurns: number[] = [];
  /**
   * Issue 22.8: how many of `lines` the log shows. A batch's lines are heard when it arrives, but each one joins
   * the log only as the scene starts to animate its event (the narration's moment), so a bot's whole turn is not
   * listed while its first card is still shown. A skip plays the rest at once, and so lists it at once; a batch
   * that is not animated (a look drawn without events, the scene gone) lists everything when it lands.
   */
  private linesShown = 0;
  /** The line each heard event made (by the event object the scene is handed), until its batch has played. */
  private lineOf = new WeakMap<TEvent, number>();
  private turnNow = 0;
  private lastSeen = new Map<Seat, number>();

  constructor(client: HostClient | null = null) {
    super(client);
  }

  get humans(): Seat[] {
    return this.seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  }

  /** The tavern's view on screen (null while the table is blank). */
  get tavern(): TavernView | null {
    return this.view?.view ?? null;
  }

  async start(config: TavernSetupRequest): Promise<void> {
    const r = await this.conn.ask<TavernScreen, TEvent, 'opened'>({ type: 'create', kind: KIND, config }, 'opened').catch(failed);
    this.setup = config;
    rememberSetup(r.id, config);
    await this.begin(r.id);
  }

  async resume(id: string): Promise<void> {
    const r = await this.conn.ask<TavernScreen, TEvent, 'opened'>({ type: 'resume', kind: KIND, id }, 'opened').catch(failed);
    this.setup = setupRemembered(r.id);
    await this.begin(r.id);
  }

  /** The onlookers' look names the seats; one human sees their own view from the start. */
  protected async begin(id: string): Promise<void> {
    this.id = id;
    const at = { kind: KIND, id };
    const pub = await this.conn.look<TavernScreen>(at, -1).catch(failed);
    this.seats = pub.view.seats;
    const humans = this.humans;
    this.viewer = humans.length === 1 ? humans[0]! : -1;
    if (this.viewer >= 0) this.holder = this.viewer;
    const first = await this.conn.look<TavernScreen>(at, this.viewer, true).catch(failed);
    this.view = first.view;
    this.version = first.version;
    // The log so far, from the saved game's history as this seat (or the onlookers) may see it (issue 22.8):
    // a reload keeps it. Lines heard from here on are added after it.
    this.lines = [];
    this.linesShown = 0;
    this.lineTurns = [];
    for (const x of first.view.history ?? []) this.addLine(x.e, x.turn);
    this.turnNow = first.view.view.turn.n;
    // A reload (or a resumed game) shows its whole history at once: nothing of it is animated.
    this.showLines(this.lines.length);
    // The loop starts once the scene is attached: the first batch of events must have a stage to play on.
    this.open(at, false);
  }

  /** Attaches the scene and runs the game until it ends or the screen is left. */
  attach(scene: TavernScene): void {
    this.scene = scene;
    // Each event's line joins the log as the scene starts to animate it (issue 22.8), with the narration.
    const said = scene.onEvent;
    scene.onEvent = (e, viewer) => {
      const k = this.lineOf.get(e);
      if (k !== undefined) this.showLines(k + 1);
      said(e, viewer);
    };
    if (this.view && this.passTo === null) scene.show(this.view.view, this.view.seats);
    void this.advance();
  }

  override async leave(): Promise<void> {
    this.scene = null;
    await super.leave();
  }

  override skip(): void {
    this.scene?.skip();
    super.skip();
  }

  protected finished(v: TavernScreen): boolean {
    return v.view.over !== null;
  }

  protected async show(look: Look<TavernScreen>): Promise<void> {
    // A look drawn at once (a hand-over's, a refusal's) lands every line heard so far.
    this.showLines(this.lines.length);
    this.seats = look.view.seats;
    this.scene?.show(look.view.view, look.view.seats);
  }

  /** Plays a batch on the tavern scene and, while a hosted game runs, its own events on the hosted table. */
  protected async present(events: TEvent[], look: Look<TavernScreen>): Promise<void> {
    const { view, seats } = look.view;
    this.seats = seats;
    const jobs: Promise<void>[] = [this.scene?.play(events, view, seats) ?? Promise.resolve()];
    const t = hostedShown(view, seats.map((x) => x.kind));
    if (this.hosted && t) {
      const own = events.flatMap((e) => (e.t === 'hosted' ? [e.ev] : []));
      jobs.push(own.length ? this.hosted.play(own, t) : this.hosted.show(t, true));
    }
    try {
      await Promise.all(jobs);
    } finally {
      // The batch has landed (played, skipped, or stopped by a failing animation): all of its lines are listed.
      this.showLines(this.lines.length);
    }
  }

  protected blank(): void {
    this.scene?.blank();
  }

  protected heard(envs: readonly Envelope<TEvent>[]): TEvent[] {
    const events = tavernEvents(envs);
    const names = this.seats.map((s) => s.name);
    // A batch heard before the last one was shown (it was never presented): the last one's lines land now.
    this.showLines(this.lines.length);
    for (const e of events) {
      if (e.t === 'turn') this.turnNow = e.n;
      // At a hotseat table a private line (what one player saw) must not reach another player's recap.
      if (this.hotseat && e.only !== undefined) continue;
      if (this.addLine(e, this.turnNow, names)) this.lineOf.set(e, this.lines.length - 1);
    }
    return events;
  }

  /** True when the event makes a line of the log. */
  private addLine(e: TEvent, turn: number, names = this.seats.map((s) => s.name)): boolean {
    const line = eventLine(e, names);
    if (!line) return false;
    this.lines.push(line);
    this.lineTurns.push(turn);
    return true;
  }

  /**
   * The log shows the first `n` lines heard (never fewer than it shows already): the whole night, oldest first
   * (the screen groups it by turn by `logTurns`); a long night keeps its last lines.
   */
  private showLines(n: number): void {
    const to = Math.min(this.lines.length, Math.max(this.linesShown, n));
    if (to === this.linesShown && this.log.length === Math.min(to, LOG_LINES)) return;
    this.linesShown = to;
    this.log = this.lines.slice(Math.max(0, to - LOG_LINES), to);
    this.logTurns = this.lineTurns.slice(Math.max(0, to - LOG_LINES), to);
  }

  /**
   * The bot's pause (the gambling table's bot delay) comes once as a bot's turn starts: a tavern game asks every
   * seat in every window, and pausing for each pass would make a night of it.
   */
  protected override pauseAfter(events: TEvent[]): number {
    const botTurn = events.some((e) => e.t === 'turn' && this.seats[e.seat]?.kind === 'bot');
    return botTurn ? settings.value.botDelayMs / Math.max(settings.speed, 0.5) : 0;
  }

  protected override recapFor(seat: Seat): string[] | null {
    const lines = this.lines.slice(this.lastSeen.get(seat) ?? 0).slice(-14);
    return lines.length ? lines : null;
  }

  protected override decided(seat: Seat): void {
    this.lastSeen.set(seat, this.lines.length);
  }

  /** A seat's stops: its own action; the host moves on meanwhile, so a stale version is looked up and sent again. */
  async setStops(seat: Seat, stops: StopPrefs): Promise<void> {
    if (!this.address) return;
    try {
      for (let tries = 0; ; tries++) {
        const version = (await this.conn.look<TavernScreen>(this.address, -1)).version;
        const r = await this.conn.ask<TavernScreen, TEvent, 'acted'>({ type: 'act', ...this.address, seat, version, action: { t: 'stops', stops } satisfies TavernSeatAction }, 'acted');
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
 * A game's setup is kept on this computer by its id, so a resumed game can be played again with the same seats
 * and options (the rematch). Hook for the lead's merge: once the view carries the setup (issue 22.9's data, the
 * host half), read it from there instead.
 */
const SETUP_KEY = (id: string) => `rw.tavern.setup.${id}`;
function rememberSetup(id: string, config: TavernSetupRequest): void {
  try {
    localStorage.setItem(SETUP_KEY(id), JSON.stringify({ ...config, seed: undefined }));
  } catch {
    // Without storage a resumed game rebuilds its seats from the view (rematchSetup).
  }
}
function setupRemembered(id: string): TavernSetupRequest | null {
  try {
    const s = localStorage.getItem(SETUP_KEY(id));
    return s ? (JSON.parse(s) as TavernSetupRequest) : null;
  } catch {
    return null;
  }
}

/**
 * The rematch's setup (issue 22.9): the same seats, characters and options, and no seed (the host draws a new
 * one). Without a remembered setup the seats come from the view's seat list (names, kinds, levels, characters).
 */
export function rematchSetup(setup: TavernSetupRequest | null, seats: readonly TavernSeatInfo[]): TavernSetupRequest {
  const base: TavernSetupRequest = setup ?? { seats: seats.map((s) => ({ name: s.name, kind: s.kind, ...(s.kind === 'bot' && s.level ? { level: s.level as 'easy' | 'normal' | 'hard' } : {}), char: s.char })) };
  const { seed: _seed, ...rest } = base;
  return { ...rest, seats: rest.seats.map((s, i) => ({ ...s, char: seats[i]?.char ?? s.char, ...(seats[i]?.stops ? { stops: seats[i]!.stops } : {}) })) };
}

/** A refusal at the door (create, resume, look) as the tavern's error. */
function failed(e: unknown): never {
  throw new TavernError((e as Error).message);
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
