import { checkPayload } from '../../../shared/host/payload';
import type { HostRequest, HostResponse } from '../../../shared/host/protocol';

/** One request to the host worker and its answer, matched by `id`. */
export interface WorkerRequest {
  id: number;
  req: HostRequest;
}

export interface WorkerReply {
  id: number | null;
  res: HostResponse;
}

/**
 * Answers one message the worker received. The envelope is checked here, then the request inside is
 * bounded (size, depth, plain data: shared/host/payload.ts, the same gate as the desktop's IPC), then
 * HostService.handle checks it against the protocol schema. Never throws.
 */
export function answerMessage(service: { handle(raw: unknown): HostResponse }, data: unknown): WorkerReply {
  return answerWith(service, data) as WorkerReply;
}

/**
 * The same for a service that answers later (host/table-saves.ts waits for the save before it answers).
 * Never rejects.
 */
export async function answerMessageAsync(service: { handle(raw: unknown): HostResponse | Promise<HostResponse> }, data: unknown): Promise<WorkerReply> {
  const reply = answerWith(service, data);
  try {
    return { id: reply.id, res: await reply.res };
  } catch (e) {
    return { id: reply.id, res: { ok: false, error: { code: 'internal', message: (e as Error).message } } };
  }
}

function answerWith(service: { handle(raw: unknown): HostResponse | Promise<HostResponse> }, data: unknown): { id: number | null; res: HostResponse | Promise<HostResponse> } {
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as { id?: unknown; req?: unknown };
  const id = typeof envelope.id === 'number' && Number.isSafeInteger(envelope.id) ? envelope.id : null;
  if (id === null) {
    return { id: null, res: { ok: false, error: { code: 'bad-request', message: 'Bad request: the message has no numeric id' } } };
  }
  const why = checkPayload(envelope.req);
  if (why) return { id, res: { ok: false, error: { code: 'bad-request', message: `Bad request: ${why}` } } };
  try {
    return { id, res: service.handle(envelope.req) };
  } catch (e) {
    return { id, res: { ok: false, error: { code: 'internal', message: (e as Error).message } } };
  }
}
