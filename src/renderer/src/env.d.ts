/// <reference types="svelte" />
/// <reference types="vite/client" />

import type { RwApi } from '../../preload/api';

declare global {
  interface Window {
    /** Present only in the desktop app: the preload's API (src/preload/index.ts). */
    rw?: RwApi;
  }
}
