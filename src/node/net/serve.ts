import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import '../../shared/games/registry';
import type { TableSetup } from '../../shared/host/machines/table';
import type { HostedKind, HostedSetup } from './roster';
import { NetServer } from './server';

/**
 * `npm run serve -- --port N [--mode table|night|tavern] [--host 127.0.0.1] [--data DIR] [--game ID]
 * [--seats human,human,bot] [--chips N] [--games N] [--appendix-b] [--code CODE] [--seed N]`: hosts one table,
 * night or tavern game on the network, headless. Listens only on the interface asked
 * (loopback unless told), serves the browser build (dist-web) to the players and stops cleanly on Ctrl-C or
 * SIGTERM, every save written. Started again with the same --data it resumes its table and its seats.
 */
const USAGE =
  'Usage: npm run serve -- --port N [--mode table|night|tavern] [--host 127.0.0.1] [--data DIR] [--seats human,human,bot] [--code CODE] [--seed N] [--bot-delay MS]\n' +
  '  a table: [--game rogues-and-warriors] [--chips 100]   a night: [--games 5]   a tavern game: [--appendix-b] [--prizes]';

function fail(message: string): never {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    mode: { type: 'string', default: 'table' },
    games: { type: 'string', default: '5' },
    'appendix-b': { type: 'boolean', default: false },
    prizes: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
    data: { type: 'string', default: 'rw-host' },
    game: { type: 'string', default: 'rogues-and-warriors' },
    seats: { type: 'string', default: 'human,human' },
    chips: { type: 'string', default: '100' },
    code: { type: 'string' },
    seed: { type: 'string' },
    'bot-delay': { type: 'string' },
    web: { type: 'string' },
  },
  strict: true,
});

const port = Number(values.port);
if (values.port === undefined || !Number.isInteger(port) || port < 0 || port > 65535) fail('Say which port to listen on: --port N (0 to 65535).');
const kinds = values.seats.split(',').map((s) => s.trim());
if (kinds.some((k) => k !== 'human' && k !== 'bot')) fail('--seats is a list of "human" and "bot", such as human,human,bot.');
if (!kinds.includes('human')) fail('--seats needs at least one human seat.');
const mode = values.mode as HostedKind;
if (mode !== 'table' && mode !== 'night' && mode !== 'tavern') fail('--mode is table, night or tavern.');
const BOT_NAMES = ['Brenna', 'Corwin', 'Dagny', 'Edric', 'Fenna', 'Garrick', 'Hild', 'Ivo'];
let bots = 0;
const seats = kinds.map((k, i) => (k === 'bot' ? { name: BOT_NAMES[bots++]!, kind: 'bot' as const, level: 'normal' as const } : { name: `Seat ${i + 1}`, kind: 'human' as const }));
const seed = values.seed !== undefined ? { seed: Number(values.seed) } : {};
// The kind's own lobby form, with its defaults: the host checks it at create, with the lobby's sentences.
const setup: HostedSetup =
  mode === 'night'
    ? { seats, length: { kind: 'games', games: Number(values.games) }, share: 3, minRaise: true, ...seed }
    : mode === 'tavern'
      ? { seats: seats.map((s) => ({ ...s, char: 'random' })), prizes: values.prizes, ...(values['appendix-b'] ? { appendixB: true } : {}), ...seed }
      : { game: values.game as TableSetup['game'], seats, variants: [], stakes: { mode: 'betting', minRaise: true }, splitRule: 'merchant', startingChips: Number(values.chips), ...seed };

const web = values.web ?? fileURLToPath(new URL('../../../dist-web', import.meta.url));
const webRoot = existsSync(resolve(web, 'index.html')) ? resolve(web) : null;
if (!webRoot) console.warn(`No browser build in ${web}: run \`npm run build:web\` first, or players will have no page to open.`);

const server = await NetServer.start({
  dataDir: resolve(values.data),
  port,
  host: values.host,
  webRoot,
  kind: mode,
  setup,
  ...(values.code ? { code: values.code } : {}),
  ...(values['bot-delay'] !== undefined ? { botDelayMs: Number(values['bot-delay']) } : {}),
}).catch((e: Error) => fail(`The host could not start: ${e.message}`));

console.log(`Hosting at ${server.url}  join code ${server.code}`);
console.log(`Players open ${server.url}?join=${server.code}`);
if (values.host === '127.0.0.1' || values.host === 'localhost' || values.host === '::1') console.log('Listening on this PC only (loopback): pass --host <this PC’s address on the network> to let others join.');

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: closing the connections and writing the saves.');
    void server.stop().then(() => process.exit(0));
  });
}
