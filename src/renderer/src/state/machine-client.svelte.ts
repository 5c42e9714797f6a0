import type { Seat } from '../../../shared/engine/types';
import type { HostClient } from '../../../shared/host/client';
import type { Address, Envelope, HostReply, HostRequest, Look } from '../../../shared/host/payload';
import { achievementToasts } from '../achievements/toasts.svelte';
import { platform } from './platform';
import { skippableWait } from './wait';
import { tracePace } from './pace-trace';
import { StepLoop } from './step-loop.svelte';
import { Connection, connection, HostError } from './connection';

type Ok<V, E> = Extract<HostReply<V, E>, { ok: true }>;
type Acted<V, E> = Extract<Ok<V, E>, { type: 'acted' }>;
type Asked<V, E> = { res: Extract<Ok<V, E>, { type: 'acted' | 'idle' }>; own: Seat };

/** What the loop does when a machine is over: stop there, or look again (at another seat's view). */
export type AtEnd = 'stop' | 'again';

/** A step a network host took by itself, as this screen's seat saw it (shared/host/wire.ts `SeenStep`). */
export interface HeardStep {
  seat: Seat;
  look: Look;
  events: Envelope[];
}

/**
 * The page's one client of the host, for every machine kind (a table, a night, a tavern game): it runs the
 * machine forward on one step loop (`StepLoop`) until a human must decide, lets the host move for bots (after a
 * short, skippable pause), hands the screen over at a hotseat table (the table is blanked before anything of
 * the next player is drawn), and sends a human's action as one request whose answer carries the events and
 * the new look — the host's answers are kept by the page's one connection (`connection.ts`), so the loop never
 * asks again for a look it was just sent. Each kind is a small subclass that says only what differs: how a view
 * is drawn and its events played, when the machine is over, what the loop must hold for (a night's loan offer).
 * The rules stay in the host; this only sequences requests and decides whose view is drawn.
 */
export abstract class MachineClient<V, E, A> {
  /** Where the machine lives in the host (a part, e.g. a night's table, has `part`). */
  address = $state.raw<Address | null>(null);
  /** The seat whose view is on screen (-1: what everyone may see). */
  viewer = $state<Seat>(-1);
  /** The view drawn now; null while the screen is blank behind the pass screen. */
  view = $state.raw<V | null>(null);
  /** The machine's version the drawn view is of: an action is sent against it. */
  version = $state(0);
  /** The seats the machine waits on. */
  pending = $state.raw<Seat[]>([]);
  /** The seat the host moves for next (a bot; the tavern's automatic pass), or null. */
  botToAct = $state<Seat | null>(null);
  /** The human asked now, whose view is on screen; null while nobody at the screen is asked. */
  asked = $state<Seat | null>(null);
  /** The human the screen must be handed to (hotseat); the screen is blank until they confirm. */
  passTo = $state<Seat | null>(null);
  /**
   * Hotseat (issue 24): the teammate the screen just went to without a hiding screen (the host says they may
   * see each other's views); the screen names them in a light banner ("Now: B") until they act.
   */
  sharedTo = $state<Seat | null>(null);
  /** What happened since this seat last decided (hotseat), shown after the hand-over. */
  recap = $state.raw<string[] | null>(null);
  /** The host's sentence for a refused action. */
  error = $state<string | null>(null);
  /** Something went wrong that stops the screen (a broken host). */
  fatal = $state<string | null>(null);
  /** A sentence when the host could not save the last action (the game plays on in memory). */
  unsaved = $state<string | null>(null);
  busy = $state(false);
  /** The bot the screen is pausing for before it moves. */
  botThinking = $state<Seat | null>(null);
  /** The seat whose move is being shown (its events play); the human is not awaited yet. */
  acting = $state<Seat | null>(null);
  /** The host offers the seat on screen to take back its last decision (issue 26.3): the screen shows Undo. */
  undoable = $state(false);
  closed = false;

  /**
   * Hotseat: the human who holds the screen (took it through the pass screen, or just acted). When the
   * machine asks them again with only the host's moves in between, no hand-over is asked.
   */
  protected holder: Seat | null = null;
  /** The look last drawn: a look the connection hands back again is not drawn twice. */
  private drawn: Look<V> | null = null;
  private wake: (() => void) | null = null;
  private readonly loop = new StepLoop(
    () => this.step(),
    () => this.closed,
    (message) => (this.fatal = message),
  );

  /** `client`: the host; the platform's by default (the tests hand in their own). */
  constructor(private readonly client: HostClient | null = null) {}

  /** The host this client was handed (null: the platform's), for a client it opens inside (a night's table). */
  protected get hostClient(): HostClient | null {
    return this.client;
  }

  private ownConn: Connection | null = null;
  /** The page's one connection; a client handed its own host (the tests) has its own. */
  protected get conn(): Connection {
    if (!this.client) return connection(() => platform().host);
    return (this.ownConn ??= new Connection(() => this.client!));
  }

  /** The human seats of the machine. */
  abstract get humans(): Seat[];

  get hotseat(): boolean {
    return this.passScreens && this.humans.length > 1;
  }

  /**
   * Nothing is in flight: no action of a person, no bot's pause or move, no animation, no look at the host.
   * Only then does what is on screen stay put; the end-to-end tests wait for it (`data-settled`) before they
   * look or click, as a person waits for the table to stop moving.
   */
  get settled(): boolean {
    return !this.loop.running && !this.busy && this.botThinking === null && this.acting === null;
  }

  // --- What each kind says -------------------------------------------------------------------------------

  /** A machine whose screen is public to all (a night between games) never hands over. */
  protected readonly passScreens: boolean = true;
  /** The next host move is asked for while this one plays (see `hostMove`). */
  protected readonly prefetches: boolean = false;
  /** The host moves before a waiting human is asked (the tavern: its automatic passes come first). */
  protected readonly hostFirst: boolean = false;
  /**
   * The host moves by itself (a network host, src/node/net: its server steps the bots, the automatic passes and
   * the stand-ins): where this page would ask for the host's move it draws the look and waits for the host's
   * note that the machine moved (`moved`). Set once by `watchHost`, before the loop runs.
   */
  private hostMovesItself = false;
  /** The machine is over. */
  protected abstract finished(view: V): boolean;
  /** Draws a view (the first one, a hand-over's, a refusal's: without animation). */
  protected abstract show(look: Look<V>, animate: boolean): Promise<void>;
  /** Plays an answer's events on the screen, ending on exactly `look`'s view. */
  protected abstract present(events: E[], look: Look<V>, after: 'step' | 'act' | 'act-hidden'): Promise<void>;
  /** Clears every secret at once (the hotseat pass screen). */
  protected abstract blank(): void;
  /** The events of an answer's envelopes, as this kind plays them (and notes them: the log, the news). */
  protected abstract heard(envs: readonly Envelope<E>[]): E[];
  /**
   * The loop ends here without asking anyone (true: a night opens its table, or waits on a loan offer), looks
   * again ('again': the look told it to look from another seat), or goes on (false).
   */
  protected hold(_look: Look<V>): boolean | 'again' {
    return false;
  }
  /** The machine is over: draw its end. */
  protected async finish(look: Look<V>): Promise<AtEnd> {
    await this.draw(look);
    return 'stop';
  }
  /** Whose look the loop asks for (a night between games: its chooser's; all of it is public). */
  protected lookSeat(): Seat {
    return this.viewer;
  }
  /** How long to pause before the host moves for `look.botToAct` (ms; 0: none). */
  protected pauseBefore(_look: Look<V>): number {
    return 0;
  }
  /** How long to pause once `seat`'s host move's events are in, before they play (ms; 0: none). */
  protected pauseAfter(_events: E[], _seat: Seat): number {
    return 0;
  }
  /**
   * How long to pause once `seat`'s host move has played (its animation took `animMs`), when the host moves
   * again next: the time its words still need to be read (ms; 0: none).
   */
  protected pauseShown(_events: E[], _seat: Seat, _animMs: number, _next: Look<V>): number {
    return 0;
  }
  /**
   * What showing a move needs (ms), for the page's pace trace (`pace-trace.ts`, read by the end-to-end specs);
   * null: this kind keeps no trace. `host`: a host move (else a human's own action).
   */
  protected needOf(_events: E[], _seat: Seat, _animMs: number, _hostNext: boolean, _host: boolean): number | null {
    return null;
  }
  /** Every answer about the machine, as it came (a night's table: the night around it). */
  protected answered(_res: HostReply<V, E>): void {}
  /** What `seat` missed since it last decided (hotseat), from its look. */
  protected recapFor(_seat: Seat, _look: Look<V>): string[] | null {
    return null;
  }
  /** `seat` just decided and now sees `look`. */
  protected decided(_seat: Seat, _look: Look<V>): void {}
  /** The seat that sends an action taken on the screen now. */
  protected actor(): Seat {
    return this.asked ?? (this.viewer >= 0 ? this.viewer : (this.humans[0] ?? 0));
  }
  /** An action the screen handles without the host (a night's "next game" goes back to the night): true if so. */
  protected intercept(_action: A): boolean {
    return false;
  }
  /** The host took `action` (before its events play). */
  protected accepted(_action: A): void {}
  /** The machine's answer to a human's action was taken in; the loop goes on (a night: its table's loop). */
  protected goOn(): void {
    void this.advance();
  }

  // --- The loop --------------------------------------------------------------------------------------------

  /** Runs the machine forward until a human must decide, it is over, or a hand-over is due. */
  advance(): Promise<void> {
    return this.loop.run();
  }

  /** This page never asks the host to move (a seat of a network host): the host's notes move it (`moved`). */
  watchHost(): void {
    this.hostMovesItself = true;
  }

  /**
   * The host says the machine moved without this page asking (a network host: another player, a bot). With the
   * step as this screen's seat saw it (its look and its events, filtered by the host for this seat), the move is
   * played on the screen as a host move is at one PC, in the order the host took them; without it (a link just
   * restored) every look kept is old, and the screen looks again and draws what its seat sees now.
   */
  moved(step?: HeardStep): void {
    if (!this.address || this.closed) return;
    if (step) this.heardSteps.push(step);
    else {
      this.heardSteps = [];
      this.conn.forget(this.address);
    }
    void this.advance();
  }

  /** Steps a network host took by itself, sent with this seat's look, not played yet (oldest first). */
  private heardSteps: HeardStep[] = [];

  /**
   * Plays the steps the host sent (the loop's first thing on each pass): each one's events on the screen, ending
   * on its look, which the connection then hands the loop as the machine's newest. A step older than what is
   * drawn (this page's own action got there first), or one with nothing to play, is only kept as the newest look.
   */
  private async playHeard(): Promise<void> {
    for (let s = this.heardSteps.shift(); s && !this.closed && this.address; s = this.heardSteps.shift()) {
      const look = s.look as Look<V>;
      if (this.view !== null && look.version <= this.version) continue;
      this.conn.remember(this.address, look);
      const events = this.heard(s.events as Envelope<E>[]);
      if (this.view === null || look.viewer !== this.viewer || events.length === 0) continue;
      this.acting = s.seat;
      try {
        this.reached(look);
        await this.present(events, look, 'step');
      } finally {
        this.acting = null;
      }
    }
  }

  /** Skips the bot's pause (the screen's animations are the kind's to skip). */
  skip(): void {
    this.wake?.();
  }

  /** Opens the machine at `address` and runs it (`run`: now; else once the screen is attached). */
  protected open(address: Address, run = true): void {
    this.address = address;
    this.closed = false;
    if (run) void this.advance();
  }

  /** Blanks the screen: nothing is drawn until the next look. */
  protected clearScreen(): void {
    this.blank();
    this.view = null;
    this.drawn = null;
  }

  /** Leaves the machine on screen; it stays saved exactly as it is. A part closes with the machine around it. */
  async leave(): Promise<void> {
    this.closed = true;
    this.wake?.();
    const at = this.address;
    this.address = null;
    this.view = null;
    this.drawn = null;
    this.passTo = null;
    this.sharedTo = null;
    this.asked = null;
    if (!at) return;
    this.conn.forget(at);
    if (at.part === undefined) await this.conn.send({ type: 'close', kind: at.kind, id: at.id }).catch(() => undefined);
  }

  /**
   * `seat`'s look: the one the last answer carried when the machine has not moved since (the connection keeps
   * an answer's own look and the onlookers' one asked with it), else asked for.
   */
  protected look(seat: Seat): Promise<Look<V>> {
    return this.conn.look<V>(this.address!, seat);
  }

  /** Draws a look, unless it is the one on screen already. */
  protected async draw(look: Look<V>, animate = true): Promise<void> {
    this.pending = look.pending;
    this.botToAct = look.botToAct;
    this.undoable = look.undo === true && look.viewer === this.viewer;
    if (look === this.drawn && this.view !== null) return;
    const first = this.view === null;
    this.view = look.view;
    this.version = look.version;
    this.drawn = look;
    await this.show(look, animate && !first);
  }

  /** Takes a look the screen has played its way to (the events ended on it). */
  private reached(look: Look<V>): void {
    this.undoable = look.undo === true && look.viewer === this.viewer;
    this.view = look.view;
    this.version = look.version;
    this.pending = look.pending;
    this.botToAct = look.botToAct;
    this.drawn = look;
  }

  private async step(): Promise<void> {
    for (let guard = 0; guard < 100_000 && !this.closed && this.address; guard++) {
      if (this.heardSteps.length > 0) await this.playHeard();
      const r = await this.look(this.lookSeat());
      this.pending = r.pending;
      this.botToAct = r.botToAct;
      const held = this.hold(r);
      if (held === 'again') continue;
      if (held) return;
      if (this.finished(r.view)) {
        this.asked = null;
        if ((await this.finish(r)) === 'again') continue;
        return;
      }
      const waiting = r.pending.filter((s) => this.humans.includes(s));
      const hostMoves = r.botToAct !== null && (this.hostFirst || waiting.length === 0);
      if (!hostMoves) {
        if (waiting.length > 0 && this.passScreens) {
          const held = this.holder !== null && waiting.includes(this.holder) ? this.holder : null;
          const next = waiting.includes(this.viewer) ? this.viewer : (held ?? waiting[0]!);
          if (next !== this.viewer) {
            // The one human of the table, or the hotseat player who holds the screen: their view, no hand-over.
            if (!this.hotseat || next === held) this.viewer = next;
            else if (this.sharesWith(r, next)) this.share(next);
            else this.handOver(next);
            if (this.passTo !== null) return;
            continue;
          }
          this.asked = next;
        } else this.asked = null;
        await this.draw(r);
        if (this.asked !== null) tracePace({ t: performance.now(), seat: this.asked, host: false, request: 0, pause: 0, anim: 0, need: 0, ask: true });
        return;
      }
      this.asked = null;
      await this.draw(r);
      // A network host moves by itself and says so (`moved`): this screen waits for that note.
      if (this.hostMovesItself) return;
      await this.hostMove(r);
    }
  }

  /**
   * The host moves for `r.botToAct`: one request, whose answer carries the events and the screen's next look.
   * When the host moves again right after (a kind that `prefetches`: the table), the next move is asked for as
   * soon as this one's answer is in, so the host thinks while this move plays and is read (issue 28.10: the
   * bots' thinking no longer adds to the player's wait); the moves still play one after the other, in order.
   */
  private async hostMove(r: Look<V>): Promise<void> {
    let look = r;
    let next: Promise<Asked<V, E>> | null = null;
    try {
      for (;;) {
        const seat = look.botToAct!;
        const before = this.pauseBefore(look);
        if (before > 0) await this.pause(seat, before);
        if (this.closed) return;
        this.busy = true;
        this.acting = seat;
        const t0 = performance.now();
        const { res, own } = await (next ?? this.askHost());
        next = null;
        const request = performance.now() - t0;
        this.answered(res as HostReply<V, E>);
        if (res.type === 'acted') achievementToasts.add(res.unlocked);
        if (res.type === 'idle') return;
        if (!res.result.ok) throw new HostError(res.result.error?.message ?? 'The host could not make its move.', 'internal');
        this.unsaved = res.unsaved ?? null;
        // The step's events as the host filtered them for the seat shown: its own, or the onlookers'.
        const events = this.heard(own === this.viewer ? res.events : (res.publicEvents ?? []));
        const after = await this.look(this.viewer);
        const hostNext = this.hostMovesNext(after);
        if (hostNext && this.prefetches && !this.closed) {
          next = this.askHost();
          // Asked ahead: if the screen is left before it is used, its failure must not go unheard.
          next.catch(() => undefined);
        }
        const wait = this.pauseAfter(events, seat);
        if (wait > 0) await this.pause(seat, wait);
        this.reached(after);
        const a0 = performance.now();
        await this.present(events, after, 'step');
        const anim = performance.now() - a0;
        // What the move said is read before the host moves again (issue 28.10); before a human's decision the
        // player reads it while deciding. The mover's "plays…" stays on meanwhile: nothing is awaited of anyone.
        const read = hostNext && !this.closed ? this.pauseShown(events, seat, anim, after) : 0;
        if (read > 0) await skippableWait(read, (wake) => (this.wake = wake));
        const need = this.needOf(events, seat, anim, hostNext, true);
        if (need !== null) tracePace({ t: performance.now(), seat, host: true, request, pause: wait + read, anim, need });
        if (!next || this.closed) return;
        this.acting = null;
        look = after;
      }
    } finally {
      this.acting = null;
      this.busy = false;
    }
  }

  /** One host move asked for (a bot's step), with the seat whose events it carries. */
  private async askHost(): Promise<Asked<V, E>> {
    // Hotseat, while the screen shows what everyone may see after a player acted: the answer carries that
    // player's own look too, for when it is their decision again with only the host's moves in between.
    const own = this.viewer === -1 && this.hotseat && this.holder !== null ? this.holder : this.viewer;
    const req: HostRequest = { type: 'bot-step', ...this.address!, seat: own, ...(this.hotseat ? { public: true } : {}) };
    return { res: await this.conn.ask<V, E, 'acted' | 'idle'>(req, 'acted', 'idle'), own };
  }

  /** The host moves next after `look`, before any human is asked (as `step` decides). */
  private hostMovesNext(look: Look<V>): boolean {
    if (look.botToAct === null || this.finished(look.view)) return false;
    return this.hostFirst || !look.pending.some((s) => this.humans.includes(s));
  }

  private async pause(seat: Seat, ms: number): Promise<void> {
    this.botThinking = seat;
    await skippableWait(ms, (wake) => (this.wake = wake));
    this.botThinking = null;
  }

  // --- Hotseat ---------------------------------------------------------------------------------------------

  /**
   * Whether the screen may go to `next` with no hiding screen: the host's look says the seat holding the screen
   * (or last shown) and `next` may each see all the other's view shows (teammates). The page decides nothing
   * about who may see what; without the host's word it hides, as between rivals.
   */
  private sharesWith(look: Look<V>, next: Seat): boolean {
    const from = this.holder ?? (this.viewer >= 0 ? this.viewer : null);
    return from !== null && from !== next && (look.shares?.[from]?.includes(next) ?? false);
  }

  /** The screen goes to a teammate as it is (no blank, no pass screen): a light "Now: B" banner names them. */
  private share(seat: Seat): void {
    this.viewer = seat;
    this.holder = seat;
    this.sharedTo = seat;
    this.recap = null;
    this.error = null;
  }

  /** Blanks the screen at once, before anything of the next seat is drawn, and waits for them. */
  protected handOver(seat: Seat): void {
    this.sharedTo = null;
    this.holder = null;
    this.clearScreen();
    this.asked = null;
    this.recap = null;
    this.error = null;
    this.passTo = seat;
  }

  /** The player the screen was handed to confirms they took it. */
  async confirmPass(): Promise<void> {
    const seat = this.passTo;
    if (seat === null || this.busy) return;
    this.busy = true;
    try {
      this.viewer = seat;
      this.holder = seat;
      const r = await this.look(seat);
      this.passTo = null;
      await this.draw(r, false);
      this.recap = this.finished(r.view) ? null : this.recapFor(seat, r);
    } catch (e) {
      this.fatal = (e as Error).message;
    } finally {
      this.busy = false;
    }
    void this.advance();
  }

  dismissRecap(): void {
    this.recap = null;
  }

  // --- A human's action ------------------------------------------------------------------------------------

  /**
   * A human's action: one request, checked by the host; a refusal is shown as its sentence and changes
   * nothing. `seat`: who acts (by default the seat asked, or the screen's). True when the host took it.
   */
  async act(action: A, seat: Seat = this.actor()): Promise<boolean> {
    if (!this.view || this.busy || !this.address) return false;
    if (this.intercept(action)) return false;
    return this.request(async () => {
      // At a hotseat table, or when the screen shows what everyone sees, the answer carries the onlookers' look too.
      const wantPublic = this.hotseat || this.viewer < 0;
      const req: HostRequest = { type: 'act', ...this.address!, seat, version: this.version, action, ...(wantPublic ? { public: true } : {}) };
      const t0 = performance.now();
      const res = await this.conn.send<V, E>(req);
      this.actRequestMs = performance.now() - t0;
      this.answered(res);
      if (res.ok && res.type === 'acted') achievementToasts.add(res.unlocked);
      if (!res.ok) {
        this.refused(res.error);
        return false;
      }
      if (res.type !== 'acted') throw new HostError(`Expected an acted answer, got ${res.type}`, 'internal');
      if (!res.result.ok) {
        // Someone else moved first (another player's screen over the network): the new look is drawn and the
        // decision stays open, with no sentence to read; any other refusal is said.
        this.error = res.result.error?.code === 'stale-action' ? null : (res.result.error?.message ?? 'That is not possible now.');
        await this.draw(await this.look(this.viewer), false);
        return false;
      }
      this.unsaved = res.unsaved ?? null;
      await this.took(res, seat, action);
      return true;
    });
  }

  /**
   * Takes back the last decision of the seat on screen, when the host offered it: one request; the host replays
   * its log without that decision and answers with the earlier look, drawn without animation. A refusal (the
   * offer is gone: a bot's card was shown meanwhile) is shown as its sentence and changes nothing.
   */
  async undo(): Promise<boolean> {
    if (!this.undoable || this.busy || !this.address || this.viewer < 0 || this.passTo !== null) return false;
    return this.request(async () => {
      const res = await this.conn.send<V, E>({ type: 'undo', ...this.address!, seat: this.viewer, version: this.version });
      this.answered(res);
      if (!res.ok) {
        this.refused(res.error);
        return false;
      }
      this.asked = null;
      await this.draw(await this.look(this.viewer), false);
      return true;
    });
  }

  /**
   * One request of the player's (an action, an undo): the screen is busy while it runs, and the last sentence and
   * recap are cleared; a failure of the page or the host itself ends the screen (`fatal`). True when the host took it.
   */
  private async request(run: () => Promise<boolean>): Promise<boolean> {
    this.busy = true;
    this.sharedTo = null;
    this.error = null;
    this.recap = null;
    let done = false;
    try {
      done = await run();
    } catch (e) {
      this.fatal = (e as Error).message;
    } finally {
      this.busy = false;
    }
    this.goOn();
    return done;
  }

  /** A refused request: the host's own failure (or no host) ends the screen; a refusal of the rules is said. */
  private refused(error: { code: string; message: string }): void {
    if (error.code === 'internal' || error.code === 'host-unavailable') this.fatal = error.message;
    else this.error = error.message;
  }

  /** An accepted action's answer: its events played on the screen, which goes public once a hotseat player is done. */
  private async took(res: Acted<V, E>, seat: Seat, action: A): Promise<void> {
    this.asked = null;
    this.accepted(action);
    const mine = await this.look(this.viewer);
    // Hotseat: once a player has acted and it is not their decision again, their secrets leave the screen at
    // once; it goes on as everyone may see it until the next player sits.
    const hide = this.hotseat && seat >= 0 && this.viewer === seat && !mine.pending.includes(seat) && res.publicView !== undefined;
    if (hide) {
      this.holder = seat;
      this.viewer = -1;
    }
    const after = hide ? await this.look(-1) : mine;
    const events = this.heard(after.viewer === res.viewer ? res.events : (res.publicEvents ?? []));
    this.decided(seat, after);
    this.reached(after);
    const a0 = performance.now();
    await this.present(events, after, hide ? 'act-hidden' : 'act');
    const anim = performance.now() - a0;
    const need = this.needOf(events, seat, anim, this.hostMovesNext(after), false);
    if (need !== null) tracePace({ t: performance.now(), seat, host: false, request: this.actRequestMs, pause: 0, anim, need });
  }

  /** The last human action's request (ms), for the pace trace. */
  private actRequestMs = 0;
}
