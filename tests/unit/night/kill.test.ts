import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileBackend } from '../../../src/main/persistence/files';
import { createNight } from '../../../src/shared/night/night';
import { NightStore } from '../../../src/shared/storage/nights';
import { killConfig } from './fixtures/kill-child';
import { runBots } from './helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/**
 * Starts the child app and kills it with SIGKILL once it reports a save at version `target` or later,
 * after a further `delayMs` (so the kill may land in the middle of a later write). The child reports
 * each save it finished; the test no longer depends on how fast the machine is. Resolves with the last
 * version the child reported before the kill.
 */
function playThenKill(dir: string, seed: number, target: number, delayMs: number): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(__dirname, 'fixtures/kill-child.ts'), dir, String(seed)], {
      cwd: resolve(__dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    let out = '';
    let reported = -1;
    let killing = false;
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const lines = out.split('\n');
      out = lines.pop()!; // a line cut between two chunks waits for its end
      for (const line of lines) {
        if (line.includes('finished')) fail(new Error('The night ended before it was killed'));
        const m = /^saved (\d+)$/.exec(line);
        if (m && !killing) reported = Number(m[1]);
      }
      if (!killing && reported >= target) {
        killing = true;
        setTimeout(() => child.kill('SIGKILL'), delayMs);
      }
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? done(reported) : fail(new Error(`The child exited (${code}): ${err}`))));
  });
}

describe('resuming after the app is killed mid-night', () => {
  it.each([
    // seed, the version after which the child is killed, a further delay in ms (the kill then lands at
    // some later point, possibly in the middle of a write)
    [21, 12, 0],
    [22, 40, 7],
    [23, 90, 23],
  ])('seed %i, killed after version %i (+%i ms): the save is whole, identical to the night at that point, and plays on identically', async (seed, target, delayMs) => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-kill-'));
    dirs.push(dir);
    const reported = await playThenKill(dir, seed, target, delayMs);
    const backend = new FileBackend(dir);
    await backend.sweep('sessions'); // a write the kill interrupted leaves only a temporary file
    expect(readdirSync(join(dir, 'sessions'))).toEqual(['killed.json']);
    const loaded = await new NightStore(backend).load('killed');
    if (!loaded.ok) throw new Error(`The save after the kill could not be read: ${loaded.problem}`);
    const saved = loaded.night;
    // Every save the child reported was written before it said so: the save on disk is at least that one.
    expect(reported).toBeGreaterThanOrEqual(target);
    expect(saved.version).toBeGreaterThanOrEqual(reported);

    // The same night played here from the start, up to the version the save holds, is the saved night.
    const reference = runBots(createNight(killConfig(seed), { id: 'killed', now: 0 }).night, (s) => s.version === saved.version);
    expect(saved).toEqual(reference);

    // And both go on the same way.
    const ahead = (s: typeof saved) => s.version === saved.version + 300;
    expect(runBots(saved, ahead)).toEqual(runBots(reference, ahead));
  });
});
