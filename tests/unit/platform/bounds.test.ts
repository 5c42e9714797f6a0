import { describe, expect, it } from 'vitest';
import { checkPayload as ipcGate } from '../../../src/main/guard';
import { Host } from '../../../src/shared/host/host';
import { checkPayload, MAX_PAYLOAD_CHARS, MAX_PAYLOAD_DEPTH, MAX_PAYLOAD_NODES } from '../../../src/shared/host/payload';
import { answerMessage } from '../../../src/worker/messages';
import { memoryStores } from '../../helpers/host';

/**
 * Issue 12, item 11 (the worker's side): the browser build's host worker bounds every message before the
 * schema reads it, with the same gate and the same sentences as the desktop's IPC (the host's one door
 * applies it, whatever carried the message). Each message below passes the schema (an extra field is
 * dropped unread; an action's own fields are anything), so without the gate the host would take it in whole.
 */
function nested(depth: number): unknown {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { v };
  return v;
}

const oversized: [string, unknown, RegExp][] = [
  ['a request carrying a megabyte', { type: 'catalogue', padding: 'x'.repeat(1 << 20) }, new RegExp(`larger than ${MAX_PAYLOAD_CHARS / 1024} KiB`)],
  ['an action nested ten thousand deep', { type: 'act', kind: 'table', id: 't1', seat: 0, version: 0, action: { t: 'check', extra: nested(10_000) } }, new RegExp(`nested deeper than ${MAX_PAYLOAD_DEPTH} levels`)],
  ['an action of six thousand parts', { type: 'act', kind: 'table', id: 't1', seat: 0, version: 0, action: { t: 'check', extra: Array.from({ length: 6000 }, () => null) } }, new RegExp(`more than ${MAX_PAYLOAD_NODES} parts`)],
  ['a Map inside', { type: 'catalogue', extra: new Map([[1, 2]]) }, /is not plain data/],
  ['a number that is not finite', { type: 'act', kind: 'table', id: 't1', seat: 0, version: 0, action: { t: 'raise', to: Number.POSITIVE_INFINITY } }, /not a finite number/],
];

describe('the host worker refuses unbounded messages with a sentence (issue 12, item 11)', () => {
  it.each(oversized)('a table message: %s', async (_what, req, why) => {
    const reply = await answerMessage(new Host({ stores: memoryStores(), draw: () => 1 }), { id: 3, req });
    expect(reply.id).toBe(3);
    expect(reply.res).toEqual({ ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^Bad request: /) } });
    if (!reply.res.ok) expect(reply.res.error.message).toMatch(why);
  });

  it.each(oversized)('a night message: %s', async (_what, req, why) => {
    const stores = memoryStores();
    const backend = stores.backend;
    const reply = await answerMessage(new Host({ stores }), { id: 4, req: { ...(req as object), type: 'list', kind: 'night' } });
    expect(reply).toEqual({ id: 4, res: { ok: false, error: { code: 'bad-request', message: expect.stringMatching(/^Bad request: /) } } });
    if (!reply.res.ok) expect(reply.res.error.message).toMatch(why);
    expect(backend.data.size).toBe(0);
  });

  it('a message within the bounds is answered as before', async () => {
    expect((await answerMessage(new Host({ stores: memoryStores() }), { id: 1, req: { type: 'catalogue' } })).res).toMatchObject({ ok: true, type: 'catalogue' });
  });

  it('the desktop IPC and the worker use one gate', () => {
    expect(ipcGate).toBe(checkPayload);
  });
});
