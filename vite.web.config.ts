import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { bootDataPlugin } from './scripts/boot-data';
import { defineConfig } from 'vite';
import { CSP_HEADER } from './src/main/csp.js';

/**
 * The browser build: the same renderer as the desktop app (root src/renderer), with the game host in a Web
 * Worker (src/worker, a platform adapter like src/main, started by src/renderer/src/platform). `npm run build:web` writes dist-web/; `npm run web` serves it on
 * http://localhost:5173 with the app's CSP header.
 */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: at('./src/renderer'),
  base: './',
  plugins: [svelte({ configFile: at('./svelte.config.js') }), bootDataPlugin()],
  worker: { format: 'es' },
  build: {
    outDir: at('./dist-web'),
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 2500,
  },
  server: { port: 5173 },
  preview: { port: 5173, strictPort: true, headers: { 'Content-Security-Policy': CSP_HEADER } },
});
