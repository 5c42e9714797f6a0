// Counting requests at the platform's edge (issue 11.4, 21.6): every message the page posts to the host worker
// is recorded (type, kind and part) before it leaves, so a spec can check that one action is one request.

/** Runs in the page before the app starts: records each request posted to a worker. */
export function countRequests() {
  const post = Worker.prototype.postMessage;
  globalThis.__rwSent = [];
  Worker.prototype.postMessage = function (message, ...rest) {
    const req = message?.req;
    if (req) globalThis.__rwSent.push(`${req.type}${req.kind ? `:${req.kind}${req.part ? `/${req.part}` : ''}` : ''}`);
    return post.call(this, message, ...rest);
  };
}

/** The requests sent since the last call. */
export const sent = (page) => page.evaluate(() => (globalThis.__rwSent ?? []).splice(0));

/** What one decision sent, checked: exactly one `act`, first, then only the host's steps (never a look). */
export function oneRequest(after, assert, where) {
  assert.equal(after.filter((t) => t.startsWith('act')).length, 1, `${where}: one action, one act request (${after.join(' ')})`);
  assert.ok(after[0].startsWith('act'), `${where}: the action is sent first (${after.join(' ')})`);
  const others = after.slice(1).filter((t) => !t.startsWith('bot-step'));
  assert.deepEqual(others, [], `${where}: after the action only the host's steps are asked for, no look (${after.join(' ')})`);
}
