/**
 * The engine looks games up by id in the list the game registry hands it as it loads (src/shared/engine/games.ts).
 * The app's entry points import the registry (tests/unit/engine/import-circles.test.ts checks that they do);
 * a test file that builds a table from the engine alone gets it here, as the app would.
 */
import '../../src/shared/games/registry';
