// Pixi 8 compiles shaders and uniform syncs with `new Function` unless this polyfill is loaded first; our
// CSP (src/main/csp.ts) has no 'unsafe-eval', so it must come before any Pixi import runs. Keep it first.
import 'pixi.js/unsafe-eval';
import { mount, type Component } from 'svelte';
import Placeholder from './Placeholder.svelte';
import { getPlatform } from './platform';

/**
 * Bootstrap: picks the platform (desktop IPC or web worker, see platform/index.ts) and mounts the app.
 * App.svelte receives `platform` as a prop; it may also call getPlatform() itself (same object).
 */
const found = import.meta.glob<{ default: Component<{ platform: ReturnType<typeof getPlatform> }> }>('./App.svelte', { eager: true });
const App = found['./App.svelte']?.default ?? Placeholder;

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

mount(App, { target, props: { platform: getPlatform() } });
