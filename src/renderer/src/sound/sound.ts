import type { Cue } from './cues';

/**
 * The game's sounds, made at run time with the Web Audio API: short synthesized noises and tones (card
 * swish, chip clicks, dice rattle, a win's rising chord, a loss's falling one; in the tavern a Drink poured,
 * a gulp, the thud of a character passing out). Nothing is downloaded and no
 * recording is used, so every sound is our own (resources/LICENSES.md). Volume and mute come from the
 * settings. Sound must never break the game: where audio is missing or refused (a headless test, a
 * locked-down browser), every call is a quiet no-op.
 */
type Ctx = AudioContext;

interface Prefs {
  on: boolean;
  volume: number;
}

export class Sound {
  private ctx: Ctx | null = null;
  private failed = false;
  private noise: AudioBuffer | null = null;
  private last = new Map<Cue, number>();
  prefs: Prefs = { on: true, volume: 0.6 };
  /** The cues played, newest last (a short list, for tests and the curious). */
  readonly played: Cue[] = [];

  /** The audio context, made on first use (browsers allow sound only after a user gesture). */
  private context(): Ctx | null {
    if (this.ctx || this.failed) return this.ctx;
    try {
      const AC = (globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext }).AudioContext ??
        (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (!AC) {
        this.failed = true;
        return null;
      }
      this.ctx = new AC();
    } catch {
      this.failed = true;
    }
    return this.ctx;
  }

  /** Plays a cue now (the same cue at most once every 45 ms, so a burst of events does not roar). */
  play(cue: Cue): void {
    if (!this.prefs.on || this.prefs.volume <= 0) return;
    const now = typeof performance !== 'undefined' ? performance.now() : Date.now();
    if (now - (this.last.get(cue) ?? -1e9) < 45) return;
    this.last.set(cue, now);
    this.played.push(cue);
    if (this.played.length > 64) this.played.splice(0, this.played.length - 64);
    try {
      const ctx = this.context();
      if (!ctx) return;
      if (ctx.state === 'suspended') void ctx.resume().catch(() => undefined);
      this.make(ctx, cue, ctx.currentTime + 0.005);
    } catch {
      // A refused or broken audio graph: silence, never an error in the game.
    }
  }

  private out(ctx: Ctx, gain: number): GainNode {
    const g = ctx.createGain();
    g.gain.value = gain * this.prefs.volume;
    g.connect(ctx.destination);
    return g;
  }

  private whiteNoise(ctx: Ctx): AudioBuffer {
    if (this.noise) return this.noise;
    const buf = ctx.createBuffer(1, Math.floor(ctx.sampleRate * 0.5), ctx.sampleRate);
    const data = buf.getChannelData(0);
    // A fixed pseudo-random sequence: the same swish every time, no Math.random needed.
    let x = 0x2545f491;
    for (let i = 0; i < data.length; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      data[i] = ((x >>> 0) / 0xffffffff) * 2 - 1;
    }
    this.noise = buf;
    return buf;
  }

  /** A burst of filtered noise: a card sliding, a die hitting the felt. */
  private burst(ctx: Ctx, at: number, o: { dur: number; freq: number; q: number; gain: number; type?: BiquadFilterType }): void {
    const src = ctx.createBufferSource();
    src.buffer = this.whiteNoise(ctx);
    const f = ctx.createBiquadFilter();
    f.type = o.type ?? 'bandpass';
    f.frequency.value = o.freq;
    f.Q.value = o.q;
    const env = ctx.createGain();
    env.gain.setValueAtTime(0.0001, at);
    env.gain.exponentialRampToValueAtTime(1, at + Math.min(0.012, o.dur / 4));
    env.gain.exponentialRampToValueAtTime(0.0001, at + o.dur);
    src.connect(f).connect(env).connect(this.out(ctx, o.gain));
    src.start(at, Math.random() * 0.3);
    src.stop(at + o.dur + 0.02);
  }

  /** A short tone with a quick attack and a decay: a chip's click, a note of a chord. */
  private tone(ctx: Ctx, at: number, o: { freq: number; dur: number; gain: number; type?: OscillatorType; to?: number }): void {
    const osc = ctx.createOscillator();
    osc.type = o.type ?? 'sine';
    osc.frequency.setValueAtTime(o.freq, at);
    if (o.to) osc.frequency.exponentialRampToValueAtTime(o.to, at + o.dur);
    const env = ctx.createGain();
    env.gain.setValueAtTime(0.0001, at);
    env.gain.exponentialRampToValueAtTime(1, at + 0.006);
    env.gain.exponentialRampToValueAtTime(0.0001, at + o.dur);
    osc.connect(env).connect(this.out(ctx, o.gain));
    osc.start(at);
    osc.stop(at + o.dur + 0.02);
  }

  /** Noise through a band-pass filter whose centre glides from `from` to `to` Hz: a liquid pouring. */
  private sweep(ctx: Ctx, at: number, o: { dur: number; from: number; to: number; q: number; gain: number }): void {
    const src = ctx.createBufferSource();
    src.buffer = this.whiteNoise(ctx);
    const f = ctx.createBiquadFilter();
    f.type = 'bandpass';
    f.Q.value = o.q;
    f.frequency.setValueAtTime(o.from, at);
    f.frequency.exponentialRampToValueAtTime(o.to, at + o.dur);
    const env = ctx.createGain();
    env.gain.setValueAtTime(0.0001, at);
    env.gain.exponentialRampToValueAtTime(1, at + 0.04);
    env.gain.exponentialRampToValueAtTime(0.0001, at + o.dur);
    src.connect(f).connect(env).connect(this.out(ctx, o.gain));
    src.start(at, Math.random() * 0.1);
    src.stop(at + o.dur + 0.02);
  }

  private make(ctx: Ctx, cue: Cue, t: number): void {
    switch (cue) {
      case 'card':
        this.burst(ctx, t, { dur: 0.09, freq: 3200, q: 0.8, gain: 0.35 });
        return;
      case 'fold':
        this.burst(ctx, t, { dur: 0.16, freq: 1400, q: 0.6, gain: 0.3, type: 'lowpass' });
        return;
      case 'chips':
        for (let i = 0; i < 3; i++) {
          this.tone(ctx, t + i * 0.045, { freq: 3100 + i * 370, dur: 0.05, gain: 0.12, type: 'triangle' });
          this.burst(ctx, t + i * 0.045, { dur: 0.03, freq: 6000, q: 2, gain: 0.15 });
        }
        return;
      case 'dice':
        for (const [k, dt] of [0, 0.07, 0.12, 0.2, 0.27].entries()) this.burst(ctx, t + dt, { dur: 0.04, freq: 1800 + k * 300, q: 3, gain: 0.4 });
        return;
      case 'knock':
        this.tone(ctx, t, { freq: 180, to: 90, dur: 0.08, gain: 0.35 });
        return;
      case 'turn':
        this.tone(ctx, t, { freq: 880, dur: 0.25, gain: 0.12 });
        return;
      case 'win':
        [523.25, 659.25, 783.99, 1046.5].forEach((f, i) => this.tone(ctx, t + i * 0.09, { freq: f, dur: 0.35, gain: 0.14, type: 'triangle' }));
        return;
      case 'lose':
        [392, 311.13].forEach((f, i) => this.tone(ctx, t + i * 0.16, { freq: f, dur: 0.4, gain: 0.13, type: 'triangle', to: f * 0.94 }));
        return;
      case 'pour':
        // A Drink poured: a low, wet rush of noise whose pitch climbs as the mug fills.
        this.sweep(ctx, t, { dur: 0.32, from: 500, to: 1600, q: 4, gain: 0.32 });
        return;
      case 'gulp':
        // A Drink drunk: two short, low glides down (a swallow), then a knock of the mug on the table.
        [0, 0.13].forEach((dt) => this.tone(ctx, t + dt, { freq: 260, to: 140, dur: 0.1, gain: 0.22 }));
        this.tone(ctx, t + 0.3, { freq: 150, to: 80, dur: 0.07, gain: 0.25 });
        return;
      case 'thud':
        // A character passing out: a heavy, falling thump on the floorboards.
        this.tone(ctx, t, { freq: 110, to: 40, dur: 0.45, gain: 0.45 });
        this.burst(ctx, t, { dur: 0.25, freq: 300, q: 0.7, gain: 0.35, type: 'lowpass' });
        return;
    }
  }
}

/** The one sound player of the app; the settings keep its preferences current (App.svelte). */
export const sound = new Sound();
(globalThis as Record<string, unknown>).__rwSound = sound;
