import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'electron-vite';
import { bootDataPlugin } from './scripts/boot-data';
import { devPolicy } from './src/main/csp';

/**
 * The desktop build (`npm run build` → out/): main as ESM (package.json "type": "module"), the preload as a
 * single CommonJS file (a sandboxed preload cannot load ES modules or other files), and the renderer from
 * src/renderer, the same as the browser build (vite.web.config.ts). Building needs no Electron binary.
 */
const at = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  main: {
    build: { target: 'node22' },
  },
  preload: {
    build: {
      // Sandboxed preloads can require only 'electron': bundle everything else in.
      externalizeDeps: false,
      rolldownOptions: {
        external: ['electron'],
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: at('./src/renderer'),
    plugins: [
      svelte({ configFile: at('./svelte.config.js') }),
      // The lobby's catalogue and default settings, made at build time (issue 28.13).
      bootDataPlugin(),
      // The dev server injects CSS as <style> elements: the meta tag allows inline styles there only (csp.ts).
      { name: 'csp-dev-styles', apply: 'serve', transformIndexHtml: (html: string) => html.replace(/content="([^"]*style-src[^"]*)"/, (_m, p: string) => `content="${devPolicy(p)}"`) },
    ],
    worker: { format: 'es' },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 2500,
      rolldownOptions: { input: at('./src/renderer/index.html') },
    },
  },
});
