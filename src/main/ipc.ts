import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { CHANNELS, type SettingsReply } from '../preload/api';
import type { HostReply } from '../shared/host/payload';
import { checkPayload } from './guard';
import type { SettingsFile } from './settings';

/**
 * The IPC handlers: the one game host (tables, nights, tavern games and their saves) and settings (load, save). Each
 * checks, in order: the sender is our own page; the raw payload is small plain data (guard.ts); the
 * payload fits the schema (the host's one door, shared/host/host.ts, or the settings patch schema). A
 * refusal is an answer with a code and a sentence, never a throw, and it changes nothing.
 */
export interface IpcDeps {
  /** The one game host (it answers once the table or night is saved). */
  host: { handle(raw: unknown): Promise<HostReply> };
  settings: Pick<SettingsFile, 'load' | 'save' | 'takeNotice'>;
  /** "Host on the local network" (net-hosting.ts); absent where the app does not host. */
  hosting?: { answer(raw: unknown): Promise<unknown> };
  /** Whether the frame that sent the message shows our own app (not some page it was tricked into loading). */
  isTrustedSender(event: IpcMainInvokeEvent): boolean;
}

type Refusal = { ok: false; error: { code: string; message: string } };

const untrusted: Refusal = {
  ok: false,
  error: { code: 'untrusted-sender', message: 'Refused: the message did not come from the game window' },
};

const badRequest = (why: string): Refusal => ({ ok: false, error: { code: 'bad-request', message: `Bad request: ${why}.` } });

export async function answerHost(deps: IpcDeps, event: IpcMainInvokeEvent, raw: unknown): Promise<HostReply> {
  if (!deps.isTrustedSender(event)) return untrusted;
  const why = checkPayload(raw);
  if (why) return badRequest(why);
  return deps.host.handle(raw);
}

export function answerSettingsLoad(deps: IpcDeps, event: IpcMainInvokeEvent): SettingsReply {
  if (!deps.isTrustedSender(event)) return untrusted;
  return { ok: true, settings: deps.settings.load(), notice: deps.settings.takeNotice() };
}

export function answerSettingsSave(deps: IpcDeps, event: IpcMainInvokeEvent, patch: unknown): SettingsReply {
  if (!deps.isTrustedSender(event)) return untrusted;
  const why = checkPayload(patch);
  if (why) return badRequest(why);
  const saved = deps.settings.save(patch);
  if (!saved.ok) return { ok: false, error: { code: 'bad-settings', message: saved.problem } };
  return { ok: true, settings: saved.settings, notice: null };
}

export async function answerHosting(deps: IpcDeps, event: IpcMainInvokeEvent, raw: unknown): Promise<unknown> {
  if (!deps.isTrustedSender(event)) return untrusted;
  const why = checkPayload(raw);
  if (why) return badRequest(why);
  if (!deps.hosting) return { ok: false, error: { code: 'no-hosting', message: 'This app cannot host a game on the network.' } };
  return deps.hosting.answer(raw);
}

/** Registers the handlers; returns a function that removes them. */
export function registerIpc(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, deps: IpcDeps): () => void {
  ipcMain.handle(CHANNELS.host, (event, raw: unknown) => answerHost(deps, event, raw));
  ipcMain.handle(CHANNELS.settingsLoad, (event) => answerSettingsLoad(deps, event));
  ipcMain.handle(CHANNELS.settingsSave, (event, patch: unknown) => answerSettingsSave(deps, event, patch));
  ipcMain.handle(CHANNELS.hosting, (event, raw: unknown) => answerHosting(deps, event, raw));
  return () => {
    for (const channel of Object.values(CHANNELS)) ipcMain.removeHandler(channel);
  };
}
