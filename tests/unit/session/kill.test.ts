import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FileBackend } from '../../../src/main/persistence/sessions';
import { createSession } from '../../../src/shared/session/session';
import { SessionStore } from '../../../src/shared/storage/sessions';
import { killConfig } from './fixtures/kill-child';
import { runBots } from './helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Starts the child app, lets it play for `ms` after its first save, then kills it with SIGKILL. */
function playThenKill(dir: string, seed: number, ms: number): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', resolve(__dirname, 'fixtures/kill-child.ts'), dir, String(seed)], {
      cwd: resolve(__dirname, '../../..'),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    child.stdout.on('data', (d: Buffer) => {
      if (d.toString().includes('finished')) fail(new Error('The night ended before it was killed'));
      if (d.toString().includes('started')) setTimeout(() => child.kill('SIGKILL'), ms);
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? done() : fail(new Error(`The child exited (${code}): ${err}`))));
  });
}

describe('resuming after the app is killed mid-night', () => {
  it.each([
    [21, 400],
    [22, 900],
    [23, 1500],
  ])('seed %i, killed after %i ms: the save is whole, identical to the night at that point, and plays on identically', async (seed, ms) => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-kill-'));
    dirs.push(dir);
    await playThenKill(dir, seed, ms);
    const backend = new FileBackend(dir);
    await backend.sweep('sessions'); // a write the kill interrupted leaves only a temporary file
    expect(readdirSync(join(dir, 'sessions'))).toEqual(['killed.json']);
    const loaded = await new SessionStore(backend).load('killed');
    if (!loaded.ok) throw new Error(`The save after the kill could not be read: ${loaded.problem}`);
    const saved = loaded.session;
    expect(saved.version).toBeGreaterThan(10);

    // The same night played here from the start, up to the version the save holds, is the saved night.
    const reference = runBots(createSession(killConfig(seed), { id: 'killed' }).session, (s) => s.version === saved.version);
    expect(saved).toEqual(reference);

    // And both go on the same way.
    const ahead = (s: typeof saved) => s.version === saved.version + 300;
    expect(runBots(saved, ahead)).toEqual(runBots(reference, ahead));
  });
});
