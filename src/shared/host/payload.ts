/**
 * The first gate for anything the page sends to a host, before the protocol schema looks at it: Electron
 * IPC (main/ipc.ts) and the browser build's worker (renderer/src/worker) both use structured clone, so a
 * page could send a Map, a Date, a typed array, a huge string or a deeply nested object; the schema would
 * refuse most of those, but only after walking them, and it lets unknown extra fields through unread. This
 * gate refuses, cheaply (it stops at the first bound crossed) and with a sentence, anything that is not
 * small plain JSON-like data. Pure: no Node, no DOM.
 */
export const MAX_PAYLOAD_CHARS = 64 * 1024;
export const MAX_PAYLOAD_DEPTH = 10;
export const MAX_PAYLOAD_NODES = 5_000;

/** Returns why the payload is refused, or null when it is small plain data. */
export function checkPayload(raw: unknown): string | null {
  let chars = 0;
  let nodes = 0;

  const walk = (value: unknown, depth: number, where: string): string | null => {
    if (++nodes > MAX_PAYLOAD_NODES) return `the message has more than ${MAX_PAYLOAD_NODES} parts`;
    if (depth > MAX_PAYLOAD_DEPTH) return `the message is nested deeper than ${MAX_PAYLOAD_DEPTH} levels`;
    if (value === null || typeof value === 'boolean') {
      chars += 5;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return `${where} is not a finite number`;
      chars += 24;
    } else if (typeof value === 'string') {
      chars += value.length + 2;
    } else if (Array.isArray(value)) {
      chars += 2;
      for (let i = 0; i < value.length; i++) {
        const why = walk(value[i], depth + 1, `${where}[${i}]`);
        if (why) return why;
        if (chars > MAX_PAYLOAD_CHARS) break;
      }
    } else if (typeof value === 'object') {
      const proto = Object.getPrototypeOf(value);
      if (proto !== Object.prototype && proto !== null) return `${where} is not plain data`;
      chars += 2;
      for (const [key, inner] of Object.entries(value)) {
        chars += key.length + 3;
        const why = walk(inner, depth + 1, `${where}.${key}`);
        if (why) return why;
        if (chars > MAX_PAYLOAD_CHARS) break;
      }
    } else {
      // Named in words: `typeof` would print "undefined" into the sentence.
      const kind = value === undefined ? 'missing' : typeof value === 'function' ? 'a function' : typeof value === 'symbol' ? 'a symbol' : 'a big integer';
      return `${where} is ${kind}, which a message cannot carry`;
    }
    return chars > MAX_PAYLOAD_CHARS ? `the message is larger than ${MAX_PAYLOAD_CHARS / 1024} KiB` : null;
  };

  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return 'the message must be an object';
  return walk(raw, 0, 'message');
}
