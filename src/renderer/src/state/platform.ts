import { getPlatform, type Platform } from '../platform';

/**
 * The screens reach the host and the settings through this one seam: the shell's platform (Electron IPC,
 * or the Web Worker of the browser build).
 */
export function platform(): Platform {
  return getPlatform();
}
