/**
 * What was in play when the page went away (issue 13.8): a reload, a crash or closing the window reopens
 * it. Only a pointer is kept in the page's own storage (`rw.inPlay`): the table or night itself is saved
 * by the host. Leaving through the app's own buttons forgets it, so the lobby opens next time.
 */
export type InPlay = { kind: 'table' | 'night' | 'tavern'; id: string };

const KEY = 'rw.inPlay';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage refused (a privacy setting): nothing is reopened, nothing breaks
  }
}

export function rememberInPlay(p: InPlay, s: Store | null = store()): void {
  try {
    s?.setItem(KEY, JSON.stringify(p));
  } catch {
    // Reopening after a reload is a convenience only.
  }
}

export function forgetInPlay(s: Store | null = store()): void {
  try {
    s?.removeItem(KEY);
  } catch {
    // As above.
  }
}

/** The pointer, if one is stored and well formed; anything else is ignored (and forgotten). */
export function recallInPlay(s: Store | null = store()): InPlay | null {
  let raw: string | null = null;
  try {
    raw = s?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const p = JSON.parse(raw) as Partial<InPlay>;
    if ((p.kind === 'table' || p.kind === 'night' || p.kind === 'tavern') && typeof p.id === 'string' && ID.test(p.id)) return { kind: p.kind, id: p.id };
  } catch {
    // fall through
  }
  forgetInPlay(s);
  return null;
}
