// spy-network: one human and three bots at the default animation speed and bot delay, played to its results by
// clicking, with the table photographed mid-game at 1024×640, 1280×800 and 1920×1080.
import { gameSpec } from './gameplay.mjs';

export const timeout = 300_000;
export const run = gameSpec('spy-network');
