import { describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../../src/preload/api';

const exposed = vi.hoisted(() => ({ name: '', api: {} as Record<string, (...a: unknown[]) => unknown> }));
const invoke = vi.hoisted(() => vi.fn(async (...args: unknown[]) => args));

vi.mock('electron', () => ({
  contextBridge: {
    exposeInMainWorld: (name: string, api: Record<string, (...a: unknown[]) => unknown>) => {
      exposed.name = name;
      exposed.api = api;
    },
  },
  ipcRenderer: { invoke, send: vi.fn(), on: vi.fn() },
}));

describe('the preload', () => {
  it('exposes exactly host, settingsLoad, settingsSave and hosting as window.rw, each on its own channel', async () => {
    await import('../../../src/preload/index');
    expect(exposed.name).toBe('rw');
    expect(Object.keys(exposed.api).sort()).toEqual(['host', 'hosting', 'settingsLoad', 'settingsSave']);
    await exposed.api['host']!({ type: 'catalogue' });
    await exposed.api['settingsLoad']!();
    await exposed.api['settingsSave']!({ sound: false });
    await exposed.api['hosting']!({ type: 'status' });
    expect(invoke.mock.calls).toEqual([
      [CHANNELS.host, { type: 'catalogue' }],
      [CHANNELS.settingsLoad],
      [CHANNELS.settingsSave, { sound: false }],
      [CHANNELS.hosting, { type: 'status' }],
    ]);
  });
});
