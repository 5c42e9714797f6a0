import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Animator } from '../../../src/renderer/src/table/animator';

/**
 * The table's pacing must never block a game (issue 13, item 1): a tween whose target is destroyed while it
 * moves (Threes' dice re-synced during a relayout) used to throw inside the frame, leave its promise pending
 * forever and make Skip throw too. These tests drive the Animator frame by frame with real Pixi objects.
 */

// Pixi reads `navigator` when it loads; the unit tests run in Node.
let Sprite: typeof import('pixi.js').Sprite;
beforeAll(async () => {
  (globalThis as { navigator?: unknown }).navigator ??= { userAgent: 'node' };
  ({ Sprite } = await import('pixi.js'));
});

let frames: ((now: number) => void)[] = [];
let now = 0;
beforeEach(() => {
  frames = [];
  now = 0;
  vi.stubGlobal('requestAnimationFrame', (cb: (now: number) => void) => frames.push(cb));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  vi.spyOn(performance, 'now').mockImplementation(() => now);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Runs queued animation frames, `dt` ms apart, as the browser would (an exception in one is reported, not fatal). */
function runFrames(n: number, dt = 16): unknown[] {
  const thrown: unknown[] = [];
  for (let i = 0; i < n && frames.length; i++) {
    now += dt;
    const due = frames;
    frames = [];
    for (const f of due) {
      try {
        f(now);
      } catch (e) {
        thrown.push(e);
      }
    }
  }
  return thrown;
}

/** Whether a promise has settled after the microtasks queued so far. */
async function settled(p: Promise<unknown>): Promise<boolean> {
  let done = false;
  void p.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('the Animator', () => {
  it('moves a property to its end and resolves', async () => {
    const a = new Animator(() => undefined);
    const s = new Sprite();
    const p = a.to(s, { x: 100 }, 100);
    runFrames(3);
    expect(s.x).toBeGreaterThan(0);
    expect(s.x).toBeLessThan(100);
    runFrames(20);
    expect(s.x).toBe(100);
    expect(await settled(p)).toBe(true);
  });

  it('drops a tween whose sprite is destroyed mid-move: no throw in the frame, the promise resolves', async () => {
    const a = new Animator(() => undefined);
    const s = new Sprite();
    const move = a.to(s, { x: 100, y: 40 }, 380);
    const grow = a.to(s.scale, { x: 2, y: 2 }, 380, undefined, s);
    runFrames(2);
    s.destroy();
    const thrown = runFrames(40);
    expect(thrown).toEqual([]);
    expect(await settled(move)).toBe(true);
    expect(await settled(grow)).toBe(true);
  });

  it('keeps animating other targets when one is destroyed', async () => {
    const a = new Animator(() => undefined);
    const dead = new Sprite();
    const live = new Sprite();
    const p1 = a.to(dead, { x: 50 }, 200);
    const p2 = a.to(live, { x: 50 }, 200);
    runFrames(2);
    dead.destroy();
    runFrames(30);
    expect(live.x).toBe(50);
    expect(await settled(p1)).toBe(true);
    expect(await settled(p2)).toBe(true);
  });

  it('Skip (finishAll) lands the living and drops the destroyed without throwing', async () => {
    const a = new Animator(() => undefined);
    const dead = new Sprite();
    const live = new Sprite();
    const p1 = a.to(dead, { x: 50 }, 500);
    const p2 = a.to(live, { x: 70 }, 500);
    const w = a.wait(5000);
    runFrames(1);
    dead.destroy();
    expect(() => a.skip()).not.toThrow();
    expect(live.x).toBe(70);
    expect(await settled(Promise.all([p1, p2, w]))).toBe(true);
  });

  it('a tween on something already destroyed resolves at once', async () => {
    const a = new Animator(() => undefined);
    const s = new Sprite();
    s.destroy();
    // A destroyed container's scale is null: the scene may still ask to move it.
    expect(await settled(a.to(s, { x: 5 }, 200))).toBe(true);
    expect(await settled(a.to(s.scale as unknown as object, { x: 5 }, 200, undefined, s))).toBe(true);
  });

  it('logs and skips a tween that throws, and the other tweens and waits still finish', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const a = new Animator(() => undefined);
    const bad = {
      get x() {
        return 0;
      },
      set x(_v: number) {
        throw new Error('cannot write');
      },
    };
    const live = new Sprite();
    const p1 = a.to(bad, { x: 10 }, 100);
    const p2 = a.to(live, { x: 10 }, 100);
    const w = a.wait(100);
    const thrown = runFrames(20);
    expect(thrown).toEqual([]);
    expect(live.x).toBe(10);
    expect(await settled(Promise.all([p1, p2, w]))).toBe(true);
    expect(errors).toHaveBeenCalled();
    expect(String(errors.mock.calls[0]?.join(' '))).toMatch(/cannot write/);
  });

  it('a drawing that throws is logged and the frames go on', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    const a = new Animator(() => {
      calls++;
      if (calls === 2) throw new Error('render failed');
    });
    const s = new Sprite();
    const p = a.to(s, { x: 10 }, 100);
    const thrown = runFrames(20);
    expect(thrown).toEqual([]);
    expect(s.x).toBe(10);
    expect(await settled(p)).toBe(true);
    expect(errors).toHaveBeenCalledTimes(1);
  });

  it('after destroy, new tweens and waits resolve at once (nothing waits for frames that never come)', async () => {
    const a = new Animator(() => undefined);
    a.destroy();
    expect(await settled(a.wait(500))).toBe(true);
    expect(await settled(a.to(new Sprite(), { x: 3 }, 500))).toBe(true);
  });

  it('a newer tween of the same property takes it over; both promises resolve', async () => {
    const a = new Animator(() => undefined);
    const s = new Sprite();
    const p1 = a.to(s, { x: 100 }, 300);
    runFrames(3);
    const p2 = a.to(s, { x: -20 }, 100);
    runFrames(30);
    expect(s.x).toBe(-20);
    expect(await settled(Promise.all([p1, p2]))).toBe(true);
  });
});

describe('the Animator, waiting only for what moves', () => {
  it('resolves at once when the target is already where it should go, and takes the property from an older tween', async () => {
    const a = new Animator(() => undefined);
    const s = new Sprite();
    s.x = 40;
    expect(await settled(a.to(s, { x: 40 }, 380))).toBe(true);
    // An older tween moving x away is stopped: the newest wish (stay at 40) wins.
    s.x = 0;
    const away = a.to(s, { x: 100 }, 300);
    runFrames(1);
    const stay = a.to(s, { x: s.x }, 300);
    expect(await settled(stay)).toBe(true);
    const at = s.x;
    runFrames(30);
    expect(s.x).toBe(at);
    expect(await settled(away)).toBe(true);
  });
});

describe('the Animator, keeping time', () => {
  it('a chain of short waits takes the time asked for on slow frames, not a frame more per link', async () => {
    const a = new Animator(() => undefined);
    let done = false;
    void (async () => {
      for (let k = 0; k < 6; k++) await a.wait(64);
      done = true;
    })();
    let ms = 0;
    while (!done && ms < 2000) {
      // A busy machine: 25 frames a second.
      runFrames(1, 40);
      ms += 40;
      for (let i = 0; i < 5; i++) await Promise.resolve();
    }
    // 6 × 64 ms = 384 ms, plus at most the rest of a frame per link.
    expect(ms).toBeGreaterThanOrEqual(384);
    expect(ms).toBeLessThan(384 + 6 * 40);
  });
});

describe('the Animator, drawing only what changed', () => {
  it('draws while something moves, not while it only waits, and once more after a tween ends', async () => {
    let drawn = 0;
    const a = new Animator(() => drawn++);
    const s = new Sprite();
    void a.to(s, { x: 10 }, 48);
    runFrames(3);
    expect(drawn).toBe(3);
    // The tween ended on the third frame: one more frame shows whatever its promise did.
    runFrames(1);
    expect(drawn).toBe(4);
    drawn = 0;
    void a.wait(500);
    runFrames(40);
    expect(drawn).toBeLessThanOrEqual(1);
    // An explicit request draws.
    a.requestFrame();
    runFrames(1);
    expect(drawn).toBeGreaterThanOrEqual(1);
  });
});

describe('the Animator on a software renderer (minFrameMs)', () => {
  it('draws at most once per floor, and the tween still ends on time', async () => {
    let drawn = 0;
    const a = new Animator(() => drawn++);
    a.minFrameMs = 1000 / 30;
    const s = new Sprite();
    const p = a.to(s, { x: 300 }, 300);
    // 60 display frames a second for 300 ms: 18 frames, of which every other one is drawn.
    runFrames(18, 1000 / 60);
    expect(drawn).toBeGreaterThanOrEqual(8);
    expect(drawn).toBeLessThanOrEqual(10);
    // The frames drawn moved by the whole time since the last one: the tween is done after 300 ms, not 600.
    runFrames(2, 1000 / 60);
    expect(s.x).toBe(300);
    expect(await settled(p)).toBe(true);
  });

  it('draws at the display rate when the floor is 0', () => {
    let drawn = 0;
    const a = new Animator(() => drawn++);
    void a.to(new Sprite(), { x: 300 }, 300);
    runFrames(18, 1000 / 60);
    expect(drawn).toBe(18);
  });
});
