import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { bootDataPlugin } from './scripts/boot-data';
import { defineConfig } from 'vitest/config';

const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // The renderer's state classes (`*.svelte.ts`, Svelte 5 runes) are compiled the way the app compiles them,
  // so their sequencing (the hotseat hand-over, the results' privacy) is tested against a real host.
  plugins: [svelte({ configFile: at('./svelte.config.js') }), bootDataPlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
    // Every test file starts as the app does: with the games handed to the engine (tests/setup/games.ts).
    setupFiles: ['tests/setup/games.ts'],
    testTimeout: 120_000,
    pool: 'threads',
    // Vitest's default is one worker less than the cores: on CI's two cores that is one worker, and the main
    // thread mostly waits. Every file is independent (temporary folders, port 0), so both cores run files.
    maxWorkers: 2,
  },
});
