import { checkPayload } from '../shared/host/payload';
import type { TavernRequest, TavernResponse } from '../shared/host/tavern-protocol';

/**
 * Tavern requests to the host worker travel in their own envelope, `{ tid, req }`, answered by
 * `{ tid, res }`, beside the tables' `{ id }` and the nights' `{ nid }` (issue 16).
 */
export interface TavernWorkerRequest {
  tid: number;
  req: TavernRequest;
}

export interface TavernWorkerReply {
  tid: number;
  res: TavernResponse;
}

export function isTavernMessage(data: unknown): data is { tid: unknown; req?: unknown } {
  return typeof data === 'object' && data !== null && 'tid' in data;
}

/** Answers one tavern message; never throws. The payload is bounded first, as on the desktop. */
export async function answerTavernMessage(service: { handle(raw: unknown): Promise<TavernResponse> }, data: { tid: unknown; req?: unknown }): Promise<TavernWorkerReply | null> {
  const tid = typeof data.tid === 'number' && Number.isSafeInteger(data.tid) ? data.tid : null;
  if (tid === null) return null;
  const why = checkPayload(data.req);
  if (why) return { tid, res: { ok: false, error: { code: 'bad-request', message: `Bad request: ${why}` } } };
  try {
    return { tid, res: await service.handle(data.req) };
  } catch (e) {
    return { tid, res: { ok: false, error: { code: 'internal', message: (e as Error).message } } };
  }
}
