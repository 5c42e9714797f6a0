import { checkPayload } from '../../../shared/host/payload';
import type { NightRequest, NightResponse } from '../../../shared/host/session-protocol';

/**
 * Night requests to the host worker travel in their own envelope, `{ nid, req }`, answered by
 * `{ nid, res }`, beside the tables' `{ id, req }`: the two clients share the worker without sharing a
 * counter, and each ignores the other's replies. Night answers are asynchronous (they wait for the save).
 */
export interface NightWorkerRequest {
  nid: number;
  req: NightRequest;
}

export interface NightWorkerReply {
  nid: number;
  res: NightResponse;
}

export function isNightMessage(data: unknown): data is { nid: unknown; req?: unknown } {
  return typeof data === 'object' && data !== null && 'nid' in data;
}

/**
 * Answers one night message; never throws. A message without a usable `nid` cannot be answered. The
 * request is bounded first (shared/host/payload.ts, as on the desktop), then checked by the night schema.
 */
export async function answerNightMessage(service: { handle(raw: unknown): Promise<NightResponse> }, data: { nid: unknown; req?: unknown }): Promise<NightWorkerReply | null> {
  const nid = typeof data.nid === 'number' && Number.isSafeInteger(data.nid) ? data.nid : null;
  if (nid === null) return null;
  const why = checkPayload(data.req);
  if (why) return { nid, res: { ok: false, error: { code: 'bad-request', message: `Bad request: ${why}` } } };
  try {
    return { nid, res: await service.handle(data.req) };
  } catch (e) {
    return { nid, res: { ok: false, error: { code: 'internal', message: (e as Error).message } } };
  }
}
