import { z } from 'zod';
import { nameSchema } from '../names';
import type { Address, Envelope, HostReply, Look } from './payload';

/**
 * The network host's envelope (issue 27): the one host's own messages (`HostRequest` in, `HostReply` out,
 * payload.ts) travel inside it, as they do inside the browser worker's `{ id, req }` / `{ id, res }`. The only
 * thing added is binding a connection to a seat: a join (the table's join code and a name) takes a free human
 * seat and hands back a secret token; a rejoin with that token (after a dropped connection, a reload or a
 * restarted server) binds the new connection to the same seat; a watch binds it to the onlookers' view (seat -1).
 * After that every `req` is answered for the connection's own seat only (src/node/net/gate.ts). Pure: no Node,
 * no DOM, shared by the server and the page.
 */
export const JOIN_CODE = /^[A-Z2-9]{4,8}$/;
export const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

const code = z
  .string({ error: 'The join code must be text.' })
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(JOIN_CODE, 'A join code is 4 to 8 letters and digits.'));
const token = z.string({ error: 'A seat token must be text.' }).regex(TOKEN, 'That is not a seat token of this host.');
const id = z.number({ error: 'A message needs a numeric id.' }).int('A message needs a whole-number id.').min(0).max(Number.MAX_SAFE_INTEGER);

export const wireSchema = z.union([
  z.object({ id, join: z.object({ code, name: nameSchema('Your name') }).strict() }).strict(),
  z.object({ id, rejoin: z.object({ token }).strict() }).strict(),
  z.object({ id, watch: z.object({ code }).strict() }).strict(),
  // A player hands a dropped player's seat to a bot (on), or waits for them again (off); the server decides.
  z.object({ id, standin: z.object({ seat: z.number({ error: 'A seat is a number.' }).int('A seat is a whole number.').min(0).max(7), on: z.boolean({ error: 'Say on (true) or off (false).' }) }).strict() }).strict(),
  // The request inside is the host's: checked by its one door (payload.ts, host.ts), not here.
  z.object({ id, req: z.unknown() }).strict(),
]);

export type WireMessage = z.infer<typeof wireSchema>;

/** What a connection was bound to: its seat (-1: an onlooker), the machine, and who sits where. */
export interface Joined {
  /** The secret that binds a later connection to this seat; null for an onlooker (nothing to keep). */
  token: string | null;
  seat: number;
  /** The hosted machine; null until every human seat is taken (the table starts then, with their names). */
  address: Address | null;
  seats: SeatState[];
}

/** A seat as every connection may see it: its name, who plays it, whether they are connected. */
export interface SeatState {
  name: string;
  kind: 'human' | 'bot';
  taken: boolean;
  connected: boolean;
  /** A bot plays this human seat while its player is away (issue 27.5). */
  standIn: boolean;
}

export type WireReply =
  /** `id` null: a message whose id could not be read (not JSON, too large, binary). */
  | { id: number | null; res: HostReply }
  | { id: number; joined: Joined }
  /** A stand-in asked for (or called off): who sits where now. */
  | { id: number; seats: SeatState[] }
  /** Unasked: the machine moved (look again), it started, or the seats changed (who is connected). */
  | { id: null; note: Note };

/**
 * A step the host took that a connection did not ask for (another player's action, a bot's move, a stand-in's),
 * as the connection's seat sees it: its look after the step and the step's events, filtered for that seat by
 * the host's own filter (`eventsFor`, as an action's answer is), so the page plays the move as at one PC. A
 * machine with a part in play (a night's table) sends the part's look and events too.
 */
export interface SeenStep {
  /** The seat that moved. */
  seat: number;
  look: Look;
  events: Envelope[];
  part?: { name: string; look: Look; events: Envelope[] };
}

export type Note =
  /** `step`: what this connection's seat saw of it (none after a rebind: look again). */
  | { t: 'moved'; address: Address; version: number; step?: SeenStep }
  | { t: 'started'; address: Address }
  | { t: 'seats'; seats: SeatState[] };
