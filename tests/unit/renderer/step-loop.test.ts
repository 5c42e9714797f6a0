import { describe, expect, it } from 'vitest';
import { StepLoop } from '../../../src/renderer/src/state/step-loop.svelte';

/** The host clients' loop (state/step-loop.svelte.ts): one pass at a time, one more when asked meanwhile. */
describe('StepLoop', () => {
  function harness(closed = () => false) {
    const log: string[] = [];
    let open = 0;
    let release: (() => void) | null = null;
    const failures: string[] = [];
    const loop = new StepLoop(
      async () => {
        open++;
        log.push(`start ${open}`);
        expect(open, 'two passes at once').toBe(1);
        await new Promise<void>((r) => (release = r));
        open--;
        log.push('end');
      },
      closed,
      (m) => failures.push(m),
    );
    return { log, loop, failures, release: () => release?.() };
  }

  it('a call during a pass runs one more pass after it, never beside it', async () => {
    const h = harness();
    const first = h.loop.run();
    expect(h.loop.running).toBe(true);
    void h.loop.run();
    void h.loop.run(); // asked twice meanwhile: still one more pass
    h.release();
    await new Promise((r) => setTimeout(r, 0));
    h.release();
    await first;
    expect(h.log).toEqual(['start 1', 'end', 'start 1', 'end']);
    expect(h.loop.running).toBe(false);
  });

  it('no further pass once the client is closed', async () => {
    let closed = false;
    const h = harness(() => closed);
    const first = h.loop.run();
    void h.loop.run();
    closed = true;
    h.release();
    await first;
    expect(h.log).toEqual(['start 1', 'end']);
  });

  it('a failing pass ends the loop with its sentence and frees it', async () => {
    const failures: string[] = [];
    const loop = new StepLoop(
      async () => {
        throw new Error('The host stopped answering.');
      },
      () => false,
      (m) => failures.push(m),
    );
    await loop.run();
    expect(failures).toEqual(['The host stopped answering.']);
    expect(loop.running).toBe(false);
  });
});
