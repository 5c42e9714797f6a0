import type { Plugin } from 'vite';
import { catalogue } from '../src/shared/host/catalogue';
import { DEFAULT_SETTINGS } from '../src/shared/host/client';
import type { Catalogue } from '../src/shared/host/payload';
import type { Settings } from '../src/shared/host/client';

/**
 * What the lobby needs before it can be used, made at build time (issue 28, item 13: the lobby waited for the
 * host's worker, a 570 kB script, to start and answer with the catalogue and the settings' defaults). The host's
 * own answers, computed from the same code the host runs: the catalogue (`catalogue()`: the games, the deck's
 * faces, the terms, the rules pages) and the default settings. The page imports it as `virtual:rw-boot-data`;
 * it is made anew by every build, dev server start and test run, so it cannot go stale, and
 * tests/unit/renderer/boot-data.test.ts checks it is exactly the host's answer.
 */
export const BOOT_DATA_ID = 'virtual:rw-boot-data';

export interface BootData {
  catalogue: Catalogue;
  settings: Settings;
}

export function bootData(): BootData {
  return { catalogue: catalogue(), settings: DEFAULT_SETTINGS };
}

/** The module's text: JSON.parse of a string literal, which a browser reads faster than the same object as code. */
export function bootDataModule(): string {
  return `export default JSON.parse(${JSON.stringify(JSON.stringify(bootData()))});\n`;
}

export function bootDataPlugin(): Plugin {
  const resolved = `\0${BOOT_DATA_ID}`;
  return {
    name: 'rw-boot-data',
    resolveId: (id) => (id === BOOT_DATA_ID ? resolved : null),
    load: (id) => (id === resolved ? bootDataModule() : null),
  };
}
