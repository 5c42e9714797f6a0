import type { Seat } from '../../../shared/engine/types';
import type { HostClient } from '../../../shared/host/client';
import type { Envelope, HostReply, HostRequest, Look } from '../../../shared/host/payload';
import type { ReplaySummary } from '../../../shared/storage/replays';
import { MachineClient, type AtEnd } from '../state/machine-client.svelte';
import { settings } from '../state/settings.svelte';

/**
 * The replay viewer's client (issue 26.2). A kept replay is watched on the page's one machine client, over a
 * feed that answers it as a host would: the look at the step the viewer is at (the host's `replay-look`: the
 * log replayed through the rules, filtered for the seat watched), and, for each step played, the step's events
 * and the next look, as a host's bot step — every step of a replay is one nobody at the screen decides. The same
 * loop that runs a live table paces and plays them, on the same scenes with the same animators; nothing is
 * decided here and nothing is counted (the host's replay desk saves nothing).
 */

/** One step of a replay as the viewer draws it: the machine's view then, and where in the replay it is. */
export interface ReplayFrame {
  kind: string;
  step: number;
  steps: number;
  /** Whose step comes next (null at the end), and whose step is shown. */
  next: Seat | null;
  actor: Seat | null;
  chapters: { step: number; label: string }[];
  canReveal: boolean;
  revealed: boolean;
  /** The machine's own view (a table's SeatView, a night's view, a tavern's TavernScreen). */
  view: unknown;
  /** A night's game in play: its table's view (a night between games has none). */
  part?: { view: unknown; events: Envelope[] };
}

type ReplayLook = Extract<HostReply, { type: 'replay-look' }>;

/** The replay as a host: `view` and `bot-step` answered from the platform host's `replay-look`. */
export class ReplayFeed implements HostClient {
  /** The step on screen (0: before anyone decided). */
  step = 0;
  reveal = false;

  constructor(
    private readonly host: HostClient,
    readonly id: string,
  ) {}

  private async frame(seat: Seat): Promise<{ look: ReplayLook; frame: ReplayFrame } | { error: HostReply }> {
    const r = await this.host.request({ type: 'replay-look', id: this.id, step: this.step, seat, ...(this.reveal ? { reveal: true } : {}) });
    if (!r.ok) return { error: r };
    if (r.type !== 'replay-look') return { error: { ok: false, error: { code: 'internal', message: `Expected a replay step, got ${r.type}.` } } };
    const { kind, step, steps, next, actor, chapters, canReveal, revealed, view, part } = r;
    return { look: r, frame: { kind, step, steps, next, actor, chapters, canReveal, revealed, view, ...(part ? { part } : {}) } };
  }

  async request(req: HostRequest): Promise<HostReply> {
    if (req.type === 'view') {
      const got = await this.frame(req.seat);
      if ('error' in got) return got.error;
      // The step stands for the version: a replay's steps are its versions (a tavern's own version does not move
      // for a change of stops, and a jump back must never find a look kept for a later step).
      return { ok: true, type: 'view', viewer: req.seat, version: got.frame.step, view: got.frame, pending: [], botToAct: got.frame.next };
    }
    if (req.type === 'bot-step') {
      const seat = req.seat ?? -1;
      const at = await this.frame(seat);
      if ('error' in at) return at.error;
      if (at.frame.next === null) return { ok: true, type: 'idle', viewer: seat, version: at.frame.step, view: at.frame, pending: [], botToAct: null };
      this.step++;
      const got = await this.frame(seat);
      if ('error' in got) {
        this.step--;
        return got.error;
      }
      const f = got.frame;
      return {
        ok: true,
        type: 'acted',
        seat: f.actor ?? -1,
        result: { ok: true, version: f.step },
        events: [...got.look.events, ...(f.part?.events ?? [])],
        viewer: seat,
        version: f.step,
        view: f,
        pending: [],
        botToAct: f.next,
      };
    }
    return { ok: false, error: { code: 'bad-request', message: 'A replay can only be watched.' } };
  }
}

/** What draws a replay's frames: the kind's own scene (the table's, the tavern's), as in live play. */
export interface FramePresenter {
  show(frame: ReplayFrame): void | Promise<void>;
  play(events: Envelope[], frame: ReplayFrame): Promise<void>;
  blank(): void;
  skip(): void;
}

/** The speeds a replay plays at (the bot delay and the animations both scale). */
export const REPLAY_SPEEDS = [0.5, 1, 2, 4] as const;

export class ReplayClient extends MachineClient<ReplayFrame, Envelope, never> {
  /** Playing on its own (else paused: the step buttons move it). */
  playing = $state(false);
  speed = $state<number>(1);
  private once = false;
  private presenter: FramePresenter | null = null;

  constructor(
    readonly replay: ReplaySummary,
    readonly feed: ReplayFeed,
    /** The seat watched first: the one human's, else what everyone saw. */
    seat: Seat,
  ) {
    super(feed);
    this.viewer = seat;
  }

  get humans(): Seat[] {
    // Nobody decides in a replay: every step is the feed's, as a host's step.
    return [];
  }

  get frame(): ReplayFrame | null {
    return this.view;
  }

  /** Attaches the scene and draws the first step. */
  async attach(p: FramePresenter | null): Promise<void> {
    this.presenter = p;
    if (!p) return;
    this.open({ kind: this.replay.kind, id: this.replay.id }, false);
    await this.redraw();
  }

  play(): void {
    if (this.playing || !this.frame) return;
    if (this.frame.next === null) {
      // At the end, Play starts again from the beginning.
      void this.jump(0).then(() => this.play());
      return;
    }
    this.playing = true;
    void this.advance();
  }

  stop(): void {
    this.playing = false;
    this.skip();
  }

  /** One step forward, played with its animations. */
  forward(): void {
    if (this.playing || !this.settled || !this.frame || this.frame.next === null) return;
    this.once = true;
    void this.advance();
  }

  back(): Promise<void> {
    return this.jump((this.frame?.step ?? 0) - 1);
  }

  /** To step `step` at once (drawn without animation); playing stops. */
  async jump(step: number): Promise<void> {
    this.playing = false;
    this.once = false;
    this.skip();
    await this.quiet();
    const f = this.frame;
    this.feed.step = Math.max(0, Math.min(step, f?.steps ?? step));
    await this.redraw();
  }

  /** Watches from another seat (-1: what everyone saw), at the same step. */
  async watch(seat: Seat): Promise<void> {
    this.stop();
    await this.quiet();
    this.viewer = seat;
    await this.redraw();
  }

  /** Every card shown, or not (offered for a finished game with at most one human). */
  async reveal(on: boolean): Promise<void> {
    this.stop();
    await this.quiet();
    this.feed.reveal = on;
    await this.redraw();
  }

  /** The look at the feed's step, drawn at once. */
  private async redraw(): Promise<void> {
    if (!this.address) return;
    this.conn.forget(this.address);
    this.error = null;
    // Busy while the look is asked and drawn: until then the screen is not what the step shows (a scrubber
    // without its steps clamps a jump to 0), so nobody, a test neither, may take it as settled.
    this.busy = true;
    try {
      const look = await this.look(this.viewer);
      await this.draw(look, false);
    } catch (e) {
      this.error = (e as Error).message;
    } finally {
      this.busy = false;
    }
  }

  /** Waits until nothing is in flight (the step being played has landed). */
  private async quiet(): Promise<void> {
    for (let i = 0; i < 200 && !this.settled; i++) await new Promise((r) => setTimeout(r, 25));
  }

  override skip(): void {
    super.skip();
    this.presenter?.skip();
  }

  protected finished(f: ReplayFrame): boolean {
    return f.next === null;
  }

  protected override hold(): boolean {
    if (this.playing) return false;
    if (this.once) {
      this.once = false;
      return false;
    }
    return true;
  }

  protected override async finish(look: Look<ReplayFrame>): Promise<AtEnd> {
    this.playing = false;
    await this.draw(look);
    return 'stop';
  }

  protected override pauseBefore(): number {
    if (!this.playing) return 0;
    // A table's step is a decision worth the bot delay; a tavern's steps are many small ones (its passes).
    const base = this.replay.kind === 'tavern' ? Math.min(350, settings.value.botDelayMs) : settings.value.botDelayMs;
    return Math.round(base / this.speed);
  }

  protected async show(look: Look<ReplayFrame>): Promise<void> {
    await this.presenter?.show(look.view);
  }

  protected async present(events: Envelope[], look: Look<ReplayFrame>): Promise<void> {
    await this.presenter?.play(events, look.view);
  }

  protected blank(): void {
    this.presenter?.blank();
  }

  protected heard(envs: readonly Envelope<Envelope>[]): Envelope[] {
    // The feed's events are the envelopes themselves: the presenter picks the ones of its scene by `at`.
    return [...(envs as unknown as Envelope[])];
  }
}
