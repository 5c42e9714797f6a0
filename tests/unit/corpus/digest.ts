import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The behaviour corpus (issue 11): seeded random tables of every game, recorded once from the engine at
 * commit 67d2939 (before the reshaping) and replayed by corpus.test.ts. A table is its config and every
 * action taken at it, in order (`next-game` included); after each game it keeps a digest of the final state.
 * The digest names the money in clear (stacks, payouts, carry) and hashes the cards (every non-empty zone
 * with its visibility, the deck and the discards in order) and the result's standings and awards, so a
 * change of chips, of a card's place or of a score shows, while a change of the state's own shape (`g`, step
 * data, the log) does not, nor a change of wording (a standing's `label`, an award's `reason`).
 */

/** One action as recorded: the seat and the action object exactly as the engine accepted it. */
export type Recorded = [seat: number, action: Record<string, unknown>];

export interface GameDigest {
  gameNo: number;
  kind: string;
  stacks: number[];
  payouts: number[];
  carry: number;
  /** sha1 (first 16 hex digits) of the cards and the result, see `digestOf`. */
  hash: string;
}

export interface CorpusTable {
  /** The seed the table's config and random play were drawn from (kept to re-record the same table). */
  seed: number;
  config: Record<string, unknown>;
  /**
   * The recorder's PRNG state right after it drew the config (added after recording, computed by the same
   * code): with it the random choices can be drawn again from today's legal lists (corpus.test.ts).
   */
  choiceRng?: number[];
  actions: Recorded[];
  games: GameDigest[];
}

export interface CorpusFile {
  format: 1;
  game: string;
  recordedAt: string;
  tables: CorpusTable[];
}

/** The state fields the digest reads; both today's state and a reshaped one have them. */
export interface DigestSource {
  gameNo: number;
  stacks: number[];
  carry: number;
  zones: Record<string, { cards: number[]; vis: unknown }>;
  deck: number[];
  discard: number[];
  result: {
    kind: string;
    payouts: number[];
    standings: unknown;
    awards: unknown;
    refunds: unknown;
    replay: unknown;
  } | null;
}

/** JSON with object keys sorted, so the hash does not depend on the order fields were written in. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).filter((k) => (value as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** A list of records without their wording (`label`, `reason`). */
function words(list: unknown): unknown {
  if (!Array.isArray(list)) return list;
  return list.map((x) => {
    if (!x || typeof x !== 'object') return x;
    const { label: _label, reason: _reason, ...rest } = x as Record<string, unknown>;
    return rest;
  });
}

export function digestOf(s: DigestSource): GameDigest {
  const r = s.result;
  if (!r) throw new Error('digestOf: the game is not over');
  const zones: Record<string, unknown> = {};
  for (const [name, z] of Object.entries(s.zones)) if (z.cards.length > 0) zones[name] = { cards: z.cards, vis: z.vis };
  const cards = canonical({
    zones,
    deck: s.deck,
    discard: s.discard,
    // Places, scores and who won what; not the words (`label`, `reason`), which the screen may reword.
    result: { kind: r.kind, payouts: r.payouts, standings: words(r.standings), awards: words(r.awards), refunds: r.refunds, replay: r.replay },
  });
  return {
    gameNo: s.gameNo,
    kind: r.kind,
    stacks: [...s.stacks],
    payouts: [...r.payouts],
    carry: s.carry,
    hash: createHash('sha1').update(cards).digest('hex').slice(0, 16),
  };
}

export const CORPUS_DIR = fileURLToPath(new URL('./data/', import.meta.url));

export function readCorpus(game: string): CorpusFile {
  return JSON.parse(gunzipSync(readFileSync(`${CORPUS_DIR}${game}.json.gz`)).toString('utf8')) as CorpusFile;
}
