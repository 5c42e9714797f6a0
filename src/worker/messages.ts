import type { HostReply, HostRequest } from '../shared/host/payload';

/** One request to the host worker and its answer, matched by `id`. */
export interface WorkerRequest {
  id: number;
  req: HostRequest;
}

export interface WorkerReply {
  id: number | null;
  res: HostReply;
}

/**
 * Answers one message the worker received. Only the envelope is checked here (a numeric id to answer to);
 * the request inside goes to the host's one door (shared/host/host.ts: bounded, schema-checked, routed),
 * the same as on the desktop's IPC. Never rejects: the host never does, and a transport failure is told
 * as a sentence of ours.
 */
export async function answerMessage(host: { handle(raw: unknown): Promise<HostReply> }, data: unknown): Promise<WorkerReply> {
  const envelope = (typeof data === 'object' && data !== null ? data : {}) as { id?: unknown; req?: unknown };
  const id = typeof envelope.id === 'number' && Number.isSafeInteger(envelope.id) ? envelope.id : null;
  if (id === null) return { id: null, res: { ok: false, error: { code: 'bad-request', message: 'Bad request: the message has no numeric id.' } } };
  try {
    return { id, res: await host.handle(envelope.req) };
  } catch (e) {
    console.error('The game host failed:', e);
    return { id, res: { ok: false, error: { code: 'internal', message: 'Something went wrong in the game host; nothing was changed.' } } };
  }
}
