// Pixi 8 compiles shaders and uniform syncs with `new Function` unless its polyfill `pixi.js/unsafe-eval` is
// loaded first; our CSP (src/main/csp.ts) has no 'unsafe-eval'. The lobby draws no Pixi, so the polyfill
// loads with the screens that do, before them (App.svelte `withPixi`; issue 28, item 13).
import { mount } from 'svelte';
import App from './App.svelte';
import { getPlatform } from './platform';

/**
 * Bootstrap: picks the platform first (desktop IPC when the preload's window.rw exists, else the game host
 * in a Web Worker; see platform/index.ts), so the host is starting while the app mounts. Screens reach the
 * same platform object through getPlatform().
 */
getPlatform();

const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');

mount(App, { target });
