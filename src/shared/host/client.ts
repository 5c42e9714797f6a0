import type { HostReply, HostRequest } from './payload';

/**
 * What the renderer talks to, whatever carries the messages: Electron IPC (desktop) or a Web Worker (browser
 * build). One message shape (payload.ts), checked by the host (host.ts) at its one door.
 */
export interface HostClient {
  request(req: HostRequest): Promise<HostReply>;
}

export interface Settings {
  /** 0.25 (slow) to 4 (fast); 0 turns animations off (reduced motion). */
  animationSpeed: number;
  /** Delay before a bot acts, in ms (skippable). */
  botDelayMs: number;
  /** Sound on or off (the mute switch); `volume` keeps its level while muted. */
  sound: boolean;
  /** Sound volume, 0 (silent) to 1. */
  volume: number;
  /**
   * While true, a system that asks for reduced motion turns the table's animations off whatever
   * `animationSpeed` says; choosing a speed in the settings sets it to false (the player's own choice).
   */
  followSystemMotion: boolean;
  defaultStakes: 'betting' | 'shares';
  defaultShare: number;
  minRaise: boolean;
  startingChips: number;
  profiles: { name: string; createdAt: string }[];
}

export const DEFAULT_SETTINGS: Settings = {
  animationSpeed: 1,
  botDelayMs: 700,
  sound: true,
  volume: 0.6,
  followSystemMotion: true,
  defaultStakes: 'betting',
  defaultShare: 3,
  minRaise: true,
  startingChips: 100,
  profiles: [],
};

export interface SettingsStore {
  load(): Promise<Settings>;
  save(patch: Partial<Settings>): Promise<Settings>;
}
