import { vitePreprocess } from '@sveltejs/vite-plugin-svelte';

/** Svelte 5 (runes) for the renderer; used by both Vite configs and by svelte-check. */
export default {
  preprocess: vitePreprocess(),
  compilerOptions: { runes: true },
};
