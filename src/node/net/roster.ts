import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import type { NightSetup } from '../../shared/host/machines/night';
import type { TableSetup } from '../../shared/host/machines/table';
import type { TavernSetupRequest } from '../../shared/host/machines/tavern';
import type { Address } from '../../shared/host/payload';
import { JOIN_CODE } from '../../shared/host/wire';

/**
 * Who sits where at the network host's table, kept on disk beside the saves (`<data>/net/hosted.json`) so a
 * restarted server knows its table, its join code and its seats. A seat's token is kept only as its SHA-256:
 * the file alone does not let anyone take a seat. Written to a temporary file and renamed, like the saves.
 */
export interface RosterSeat {
  name: string;
  kind: 'human' | 'bot';
  /** SHA-256 (hex) of the seat's token; null while the seat is free (a bot's always). */
  tokenHash: string | null;
  /** A human seat whose player dropped and the others handed to a bot until they come back (absent: false). */
  standIn?: boolean;
}

/** The machine kinds a network host can hold: a table, a night, a tavern game (with or without Appendix B). */
export const HOSTED_KINDS = ['table', 'night', 'tavern'] as const;
export type HostedKind = (typeof HOSTED_KINDS)[number];

/**
 * What the host creates once every human seat is taken: the kind's own create config (the lobby's form for it:
 * a `TableSetup`, a `NightSetup`, a `TavernSetupRequest`), whose seats' names are the players' by then. Only the
 * seats are read here; the rest is the host's to check at create, as for the desktop's lobby.
 */
export type HostedSetup = TableSetup | NightSetup | TavernSetupRequest;

export interface RosterData {
  v: 1;
  code: string;
  /** Absent in a roster written before nights and taverns could be hosted: a table. */
  kind?: HostedKind;
  setup: HostedSetup;
  /** The table in the host once every human seat was taken; null before. */
  address: Address | null;
  seats: RosterSeat[];
}

const rosterSchema = z.object({
  v: z.literal(1),
  code: z.string().regex(JOIN_CODE),
  kind: z.enum(HOSTED_KINDS).optional(),
  setup: z.object({ seats: z.array(z.object({ name: z.string(), kind: z.enum(['human', 'bot']) }).loose()) }).loose(),
  address: z.object({ kind: z.string(), id: z.string(), part: z.string().optional() }).nullable(),
  seats: z.array(z.object({ name: z.string(), kind: z.enum(['human', 'bot']), tokenHash: z.string().regex(/^[0-9a-f]{64}$/).nullable(), standIn: z.boolean().optional() })),
});

/** Letters and digits that cannot be mistaken for one another when read aloud or off a screen. */
const CODE_LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newJoinCode(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += CODE_LETTERS[randomInt(CODE_LETTERS.length)];
  return s;
}

/** 256 random bits, URL-safe (43 characters). */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Whether a token's hash is this one, compared in constant time. */
export function tokenMatches(hash: string, token: string): boolean {
  const a = Buffer.from(hash, 'hex');
  const b = Buffer.from(hashToken(token), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The roster on disk, or null when there is none yet; a file that cannot be read is an error in words. */
export async function readRoster(file: string): Promise<RosterData | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw e;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`The hosted table's file ${file} is not readable JSON; move it away to host a new table.`);
  }
  const parsed = rosterSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`The hosted table's file ${file} is not in the expected shape; move it away to host a new table.`);
  return parsed.data as unknown as RosterData;
}

export async function writeRoster(file: string, data: RosterData): Promise<void> {
  await fs.mkdir(dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  const fh = await fs.open(tmp, 'w');
  try {
    await fh.writeFile(JSON.stringify(data, null, 1), 'utf8');
    await fh.sync();
  } finally {
    await fh.close();
  }
  await fs.rename(tmp, file);
}
