/**
 * The one place pacing lives. Every movement on the table is a tween started here; `speed` scales all of
 * them (0 is reduced motion: everything lands at once) and `skip` finishes whatever is running and lets the
 * rest of the current batch land at once. Frames are drawn only while something moves or changed
 * (`requestFrame`), so an idle table costs nothing.
 *
 * Nothing here may block a game: every promise handed out resolves. A tween whose target (or owner, for a
 * `scale` point) was destroyed is dropped; a tween or a drawing that throws is logged and skipped, and the
 * frames go on. A destroyed Animator resolves new tweens and waits at once.
 */
type Props = Record<string, number>;

/** What a tween moves: a display object, or a point (its `scale`) owned by one. */
interface Mortal {
  destroyed?: boolean;
}

interface Tween {
  target: Record<string, number>;
  owner: Mortal;
  from: Props;
  to: Props;
  ms: number;
  t: number;
  ease: (x: number) => number;
  done: () => void;
}

export const easeOut = (x: number): number => 1 - Math.pow(1 - x, 3);
export const easeInOut = (x: number): number => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);

/** Gone: destroyed (Pixi sets `destroyed`; a destroyed container's `scale` and `position` become null). */
const gone = (target: unknown, owner: Mortal | null | undefined): boolean =>
  target === null || target === undefined || owner?.destroyed === true || (target as Mortal).destroyed === true;

export class Animator {
  speed = 1;
  /**
   * The shortest time between two drawn frames (ms); 0 draws at the display's rate. A software renderer sets
   * 30 frames a second (table/software.ts): a frame asked for sooner waits for the next display frame, and
   * the tweens then move by the whole time since the last one, so nothing runs slower.
   */
  minFrameMs = 0;
  private lastDrawn = 0;
  private tweens = new Set<Tween>();
  private waits = new Set<{ left: number; done: () => void }>();
  private skipping = false;
  private raf = 0;
  private last = 0;
  private dead = false;
  /** Messages already logged: a drawing failing on every frame is reported once. */
  private reported = new Set<string>();

  constructor(private render: () => void) {}

  /** Draws one frame soon (and keeps drawing while anything moves). */
  requestFrame(): void {
    this.dirty = true;
    this.schedule();
  }

  /**
   * Frames run while anything moves or waits, but the table is drawn only when something changed: a pure
   * wait (a caption held, a pause between dice throws) costs no drawing, which on a software renderer is
   * most of the cost of a frame.
   */
  private dirty = false;
  /** Something finished this frame: what its promise does next (remove a sprite) is drawn on the next one. */
  private settle = false;

  private schedule(): void {
    if (this.raf || this.dead) return;
    // From idle, the time until the frame counts: a chain of short waits (dice tumbling) keeps real time
    // rather than losing part of a frame at each link.
    if (!this.last) this.requested = performance.now();
    this.raf = requestAnimationFrame(this.frame);
  }

  private requested = 0;

  private readonly frame = (now: number): void => {
    this.raf = 0;
    if (this.dead) return;
    // A display frame's time is a little under its period: 2 ms of slack keeps 30 a second on a 60 Hz screen.
    if (this.minFrameMs > 0 && now - this.lastDrawn < this.minFrameMs - 2) {
      this.raf = requestAnimationFrame(this.frame);
      return;
    }
    const dt = Math.min(Math.max(now - (this.last || this.requested), 0), 250);
    if (this.settle) {
      this.settle = false;
      this.dirty = true;
    }
    let moved = false;
    try {
      moved = this.step(dt);
    } catch (e) {
      this.report('an animation step', e);
    }
    if (moved || this.dirty) {
      this.dirty = false;
      this.lastDrawn = now;
      try {
        this.render();
      } catch (e) {
        this.report('drawing the table', e);
      }
    }
    if (this.tweens.size || this.waits.size || this.settle) {
      this.last = now;
      this.schedule();
    } else this.last = 0;
  };

  get instant(): boolean {
    return this.speed <= 0 || this.skipping || this.dead;
  }

  /**
   * Moves numeric properties of `target` to `to` over `ms` (scaled by speed). `owner` is the display object
   * that owns `target` when it is not one itself (a sprite's `scale`): once the owner is destroyed the tween
   * is dropped rather than written.
   */
  to(target: object | null | undefined, to: Props, ms: number, ease = easeOut, owner?: Mortal | null): Promise<void> {
    const own = owner ?? (target as Mortal | null);
    if (gone(target, own)) return Promise.resolve();
    const t = target as Record<string, number>;
    this.requestFrame();
    if (this.instant || ms <= 0) {
      this.write(t, to, 'an instant move');
      return Promise.resolve();
    }
    const from: Props = {};
    for (const k of Object.keys(to)) from[k] = t[k] ?? 0;
    // A new tween on the same target and property replaces the old one; one left with nothing to move ends.
    for (const tw of [...this.tweens]) {
      if (tw.target !== t) continue;
      for (const k of Object.keys(to)) delete tw.to[k];
      if (Object.keys(tw.to).length === 0) this.end(tw);
    }
    // Already there (a relayout that moves nothing): nothing to wait for.
    if (Object.keys(to).every((k) => Math.abs(to[k]! - from[k]!) < 1e-3)) return Promise.resolve();
    return new Promise((done) => {
      this.tweens.add({ target: t, owner: own ?? {}, from, to: { ...to }, ms: ms / this.speed, t: 0, ease, done });
    });
  }

  wait(ms: number): Promise<void> {
    if (this.instant || ms <= 0) return Promise.resolve();
    this.schedule();
    return new Promise((done) => this.waits.add({ left: ms / this.speed, done }));
  }

  /** Lands everything now; the batch in progress then plays instantly until `endBatch`. */
  skip(): void {
    this.skipping = true;
    this.finishAll();
  }

  endBatch(): void {
    this.skipping = false;
  }

  /** Lands every tween (dropping those on destroyed targets) and ends every wait; never throws. */
  finishAll(): void {
    this.requestFrame();
    for (const tw of [...this.tweens]) {
      if (!gone(tw.target, tw.owner)) this.write(tw.target, tw.to, 'finishing an animation');
      this.end(tw);
    }
    for (const w of [...this.waits]) {
      this.waits.delete(w);
      w.done();
    }
  }

  /** Advances every tween and wait; true when a tween wrote something (the table must be drawn). */
  private step(dt: number): boolean {
    let moved = false;
    for (const tw of [...this.tweens]) {
      if (gone(tw.target, tw.owner)) {
        this.end(tw);
        moved = true;
        continue;
      }
      moved = true;
      tw.t += dt;
      const k = Math.min(1, tw.t / tw.ms);
      const e = tw.ease(k);
      const now: Props = {};
      for (const key of Object.keys(tw.to)) now[key] = tw.from[key]! + (tw.to[key]! - tw.from[key]!) * e;
      if (!this.write(tw.target, now, 'an animation') || k >= 1) this.end(tw);
    }
    for (const w of [...this.waits]) {
      w.left -= dt;
      if (w.left <= 0) {
        this.waits.delete(w);
        this.settle = true;
        w.done();
      }
    }
    return moved;
  }

  /** Writes the properties; false (and logged) when the target refuses. */
  private write(target: Record<string, number>, props: Props, what: string): boolean {
    try {
      Object.assign(target, props);
      return true;
    } catch (e) {
      this.report(what, e);
      return false;
    }
  }

  private end(tw: Tween): void {
    this.tweens.delete(tw);
    this.settle = true;
    tw.done();
  }

  private report(what: string, e: unknown): void {
    const message = e instanceof Error ? e.message : String(e);
    const key = `${what}: ${message}`;
    if (this.reported.has(key)) return;
    this.reported.add(key);
    console.error(`The table skipped ${what} that failed: ${message}`);
  }

  destroy(): void {
    this.finishAll();
    this.dead = true;
    if (this.raf) cancelAnimationFrame(this.raf);
    this.raf = 0;
  }
}
