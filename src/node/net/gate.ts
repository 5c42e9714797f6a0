import type { HostReply, HostRequest } from '../../shared/host/payload';
import { requestSchema, checkPayload, type Address } from '../../shared/host/payload';
import { issueMessage, issueWords, sentence } from '../../shared/sentence';

/**
 * What a network connection may ask the one host, decided before the host's door sees it. A connection is
 * bound to one seat of one machine (or to the onlookers' view, seat -1); the host itself checks the rest
 * (a bot's seat, a stale version, the action's shape and legality) exactly as for the desktop's page. So this
 * adds only what a page on the same PC never needed: it may look only as its own seat or as an onlooker, act
 * only as its own seat, only at its own machine, and none of the desktop lobby's operations (create, resume,
 * delete, the saves' list, the statistics) or the host's own bot steps: the server runs those itself.
 */
export interface Binding {
  seat: number;
  address: Address | null;
}

export type Gated = { ok: true; req: HostRequest } | { ok: false; reply: HostReply };

const no = (code: string, message: string): Gated => ({ ok: false, reply: { ok: false, error: { code, message: sentence(message) } } });

export function gate(b: Binding | null, raw: unknown): Gated {
  if (!b) return no('not-joined', 'Join the table first: send the join code and your name.');
  const why = checkPayload(raw);
  if (why) return no('bad-request', `Bad request: ${why}.`);
  const parsed = requestSchema.safeParse(raw, { error: issueWords });
  if (!parsed.success) return no('bad-request', `Bad request: ${issueMessage(parsed.error.issues[0]!)}`);
  const req = parsed.data;
  if (req.type === 'catalogue') return { ok: true, req };
  if (req.type === 'view' || req.type === 'act') {
    const at = b.address;
    if (!at) return no('not-started', 'The table has not started yet: it starts once every seat is taken.');
    // Any part of the machine it joined (a night's table): the host answers for the part as for its seat there.
    if (req.kind !== at.kind || req.id !== at.id) return no('not-yours', 'This connection plays only the table it joined.');
    if (req.type === 'view') {
      // The onlookers' view is public; any other seat's is not this connection's to see.
      if (req.seat !== -1 && req.seat !== b.seat) return no('not-your-seat', `You sit at seat ${b.seat + 1}: another seat's cards are not shown to you.`);
      return { ok: true, req };
    }
    if (b.seat < 0) return no('onlooker', 'An onlooker cannot act at the table.');
    if (req.seat !== b.seat) return no('not-your-seat', `You sit at seat ${b.seat + 1}: you cannot act for seat ${req.seat + 1}.`);
    return { ok: true, req };
  }
  if (req.type === 'undo') {
    // Undo over the network (docs/RULINGS.md): only a player's own last decision, at their own machine, when the
    // host offers it — the host's own rule (no other seat decided since, nothing was dealt or shown) decides.
    const at = b.address;
    if (!at) return no('not-started', 'The table has not started yet: it starts once every seat is taken.');
    if (req.kind !== at.kind || req.id !== at.id) return no('not-yours', 'This connection plays only the table it joined.');
    if (b.seat < 0) return no('onlooker', 'An onlooker has no decision to take back.');
    if (req.seat !== b.seat) return no('not-your-seat', `You sit at seat ${b.seat + 1}: only your own decision can be taken back.`);
    return { ok: true, req };
  }
  if (req.type === 'check') {
    // A night's chooser asks whether a choice of game can be made before committing it: a question about the
    // public night at its own machine, which changes nothing.
    const at = b.address;
    if (!at) return no('not-started', 'The table has not started yet: it starts once every seat is taken.');
    if (req.kind !== at.kind || req.id !== at.id) return no('not-yours', 'This connection plays only the table it joined.');
    return { ok: true, req };
  }
  if (req.type === 'bot-step') return no('host-only', 'The host moves the bots itself.');
  return no('host-only', "Only the host's own screen can do that.");
}
