import { InputError } from '../shared/engine/errors';
import { runShowdown } from '../shared/engine/showdown';
// The engine is handed its games by the registry as it loads.
import '../shared/games/registry';

/** `npm run --silent showdown`: one JSON request on standard input, one JSON answer on standard output. */
async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const text = await readStdin();
let request: unknown;
try {
  request = JSON.parse(text);
} catch (e) {
  process.stderr.write(`showdown: the input is not JSON (${(e as Error).message})\n`);
  process.exit(2);
}
try {
  process.stdout.write(JSON.stringify(runShowdown(request)) + '\n');
} catch (e) {
  if (e instanceof InputError) {
    process.stderr.write(`showdown: ${e.message}\n`);
    process.exit(2);
  }
  throw e;
}
