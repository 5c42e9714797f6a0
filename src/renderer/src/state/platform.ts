import { getPlatform, type Platform } from '../platform';

/**
 * The screens reach the host and the settings through this one seam: the shell's platform (Electron IPC,
 * or the Web Worker of the browser build), unless a test put another in its place.
 */
let override: Platform | null = null;

export function platform(): Platform {
  return override ?? getPlatform();
}

/** For tests: use a fake host and settings store. */
export function setPlatform(p: Platform | null): void {
  override = p;
}
