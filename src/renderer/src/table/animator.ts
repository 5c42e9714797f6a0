/**
 * The one place pacing lives. Every movement on the table is a tween started here; `speed` scales all of
 * them (0 is reduced motion: everything lands at once) and `skip` finishes whatever is running and lets the
 * rest of the current batch land at once. Frames are drawn only while something moves or changed
 * (`requestFrame`), so an idle table costs nothing.
 */
type Props = Record<string, number>;

interface Tween {
  target: Record<string, number>;
  from: Props;
  to: Props;
  ms: number;
  t: number;
  ease: (x: number) => number;
  done: () => void;
}

export const easeOut = (x: number): number => 1 - Math.pow(1 - x, 3);
export const easeInOut = (x: number): number => (x < 0.5 ? 4 * x * x * x : 1 - Math.pow(-2 * x + 2, 3) / 2);

export class Animator {
  speed = 1;
  private tweens = new Set<Tween>();
  private waits = new Set<{ left: number; done: () => void }>();
  private skipping = false;
  private raf = 0;
  private last = 0;
  private dead = false;

  constructor(private render: () => void) {}

  /** Draws one frame soon (and keeps drawing while anything moves). */
  requestFrame(): void {
    if (this.raf || this.dead) return;
    this.raf = requestAnimationFrame(this.frame);
  }

  private readonly frame = (now: number): void => {
    this.raf = 0;
    if (this.dead) return;
    const dt = this.last ? Math.min(now - this.last, 250) : 16;
    this.step(dt);
    this.render();
    if (this.tweens.size || this.waits.size) {
      this.last = now;
      this.requestFrame();
    } else this.last = 0;
  };

  get instant(): boolean {
    return this.speed <= 0 || this.skipping;
  }

  /** Moves numeric properties of `target` to `to` over `ms` (scaled by speed). */
  to(target: object, to: Props, ms: number, ease = easeOut): Promise<void> {
    const t = target as Record<string, number>;
    this.requestFrame();
    if (this.instant || ms <= 0) {
      Object.assign(t, to);
      return Promise.resolve();
    }
    const from: Props = {};
    for (const k of Object.keys(to)) from[k] = t[k] ?? 0;
    return new Promise((done) => {
      // A new tween on the same target and property replaces the old one.
      for (const tw of this.tweens) {
        if (tw.target === t) for (const k of Object.keys(to)) delete tw.to[k];
      }
      this.tweens.add({ target: t, from, to: { ...to }, ms: ms / this.speed, t: 0, ease, done });
    });
  }

  wait(ms: number): Promise<void> {
    if (this.instant || ms <= 0) return Promise.resolve();
    this.requestFrame();
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

  finishAll(): void {
    this.requestFrame();
    for (const tw of [...this.tweens]) {
      Object.assign(tw.target, tw.to);
      this.tweens.delete(tw);
      tw.done();
    }
    for (const w of [...this.waits]) {
      this.waits.delete(w);
      w.done();
    }
  }

  private step(dt: number): void {
    for (const tw of [...this.tweens]) {
      tw.t += dt;
      const k = Math.min(1, tw.t / tw.ms);
      const e = tw.ease(k);
      for (const key of Object.keys(tw.to)) tw.target[key] = tw.from[key]! + (tw.to[key]! - tw.from[key]!) * e;
      if (k >= 1) {
        this.tweens.delete(tw);
        tw.done();
      }
    }
    for (const w of [...this.waits]) {
      w.left -= dt;
      if (w.left <= 0) {
        this.waits.delete(w);
        w.done();
      }
    }
  }

  destroy(): void {
    this.finishAll();
    this.dead = true;
    if (this.raf) cancelAnimationFrame(this.raf);
  }
}
