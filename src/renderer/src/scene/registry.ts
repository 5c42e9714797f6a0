/**
 * An event-animator registry: which animation plays for which event, kept apart from the screen that
 * draws the views. A screen (the table, and later the tavern) creates its own registry over its own
 * context type `Ctx` (what an animator may touch: sprites, the Animator, the layout) and fills it from
 * small modules, one per family of events; adding a family is a new module and one `use` line, never an
 * edit of another family's module.
 *
 * The registry owns no pacing and no drawing: the screen keeps its model and, whatever happens here, ends
 * on the view it was given. What the registry guarantees is containment: an animator that throws (or
 * whose promise rejects) is reported and the other animators of the same event still run, and the caller
 * learns that the event failed so it can redraw from the view rather than trust a half-moved table.
 */

/** What every event carries: its type. */
export interface Typed {
  t: string;
}

/**
 * The event of type `K` in the union `E`. When `E` is not a discriminated union (a plain `{ t: string }`
 * bag) nothing narrows, and the animator gets `E` itself.
 */
export type EventOf<E extends Typed, K extends string> = [Extract<E, { t: K }>] extends [never] ? E : Extract<E, { t: K }>;

/** Animates one event; may resolve at once (no animation) or when the animation has landed. */
export type EventAnimator<Ctx, E> = (ctx: Ctx, e: E) => void | Promise<void>;

/** One family of events: a named module that registers its animators. */
export interface AnimatorModule<Ctx, E extends Typed> {
  name: string;
  register(registry: AnimatorRegistry<Ctx, E>): void;
}

/** An animator that failed: which family, which event, and what it threw. */
export interface AnimatorFailure<E> {
  family: string;
  event: E;
  error: unknown;
}

export interface AnimatorRegistry<Ctx, E extends Typed> {
  /** Adds an animator for one or more event types (several animators of one type run in order). */
  on<K extends E['t'] & string>(types: K | readonly K[], animate: EventAnimator<Ctx, EventOf<E, K>>): this;
  /** The animator for events no module names (none by default: such an event is not animated). */
  otherwise(animate: EventAnimator<Ctx, E>): this;
  /** Registers a family's animators. A family is registered once; using it again is refused. */
  use(module: AnimatorModule<Ctx, E>): this;
  /** Whether some animator (not the fallback) handles this event type. */
  handles(type: string): boolean;
  /** The families registered, in order. */
  readonly families: readonly string[];
  /**
   * Plays every animator of the event in turn (the fallback when none is registered). Never throws and
   * never rejects: the failures are returned (and given to `onFailure`), empty when all went well.
   */
  animate(ctx: Ctx, e: E): Promise<AnimatorFailure<E>[]>;
}

export interface RegistryOptions<E> {
  /** Told of each failure as it happens (the table logs it to the console). */
  onFailure?: (failure: AnimatorFailure<E>) => void;
}

interface Entry<Ctx, E> {
  family: string;
  animate: EventAnimator<Ctx, E>;
}

export function createRegistry<Ctx, E extends Typed = Typed>(options: RegistryOptions<E> = {}): AnimatorRegistry<Ctx, E> {
  // A Map, not an object: event types are data, and `constructor` or `__proto__` must not find anything.
  const byType = new Map<string, Entry<Ctx, E>[]>();
  const families: string[] = [];
  let fallback: Entry<Ctx, E> | null = null;
  // The family whose `register` is running: its animators are reported under its name.
  let current = '(direct)';

  const registry: AnimatorRegistry<Ctx, E> = {
    on(types, animate) {
      const list: readonly string[] = typeof types === 'string' ? [types] : types;
      for (const t of list) {
        const entries = byType.get(t) ?? [];
        entries.push({ family: current, animate: animate as EventAnimator<Ctx, E> });
        byType.set(t, entries);
      }
      return registry;
    },
    otherwise(animate) {
      fallback = { family: current, animate };
      return registry;
    },
    use(module) {
      if (families.includes(module.name)) throw new Error(`The animators "${module.name}" are registered already.`);
      const before = current;
      current = module.name;
      try {
        module.register(registry);
      } finally {
        current = before;
      }
      families.push(module.name);
      return registry;
    },
    handles(type) {
      return (byType.get(type)?.length ?? 0) > 0;
    },
    get families() {
      return families;
    },
    async animate(ctx, e) {
      const entries = byType.get(e.t) ?? (fallback ? [fallback] : []);
      const failures: AnimatorFailure<E>[] = [];
      // A copy: an animator that registers another must not change this event's list while it plays.
      for (const entry of [...entries]) {
        try {
          await entry.animate(ctx, e);
        } catch (error) {
          const failure = { family: entry.family, event: e, error };
          failures.push(failure);
          try {
            options.onFailure?.(failure);
          } catch {
            // Reporting is best effort: a failing reporter must not stop the animations either.
          }
        }
      }
      return failures;
    },
  };
  return registry;
}

export interface BatchHooks<E> {
  /** Whether the screen still stands (a destroyed screen stops the batch at once). */
  alive?: () => boolean;
  /** Called as each event starts to play (the sounds listen here). */
  before?: (e: E) => void;
}

/** How a batch ended: every event played, the screen went away, or an event's animation failed. */
export type BatchEnd<E> = { end: 'played' } | { end: 'gone' } | { end: 'failed'; event: E; failures: AnimatorFailure<E>[] };

/**
 * Plays a batch of events in order, each once the one before has landed. At the first event whose animation
 * fails the batch stops: what the screen's model holds is then unsure, so the caller draws the final view
 * as it is rather than animate the rest on a half-moved table (issue 13's freeze fix). Never throws.
 */
export async function playBatch<Ctx, E extends Typed>(
  registry: AnimatorRegistry<Ctx, E>,
  ctx: Ctx,
  events: readonly E[],
  hooks: BatchHooks<E> = {},
): Promise<BatchEnd<E>> {
  for (const e of events) {
    if (hooks.alive && !hooks.alive()) return { end: 'gone' };
    try {
      hooks.before?.(e);
    } catch {
      // A listener (a sound) failing must not stop the table.
    }
    const failures = await registry.animate(ctx, e);
    // The screen may have gone while this event animated (the player left the table during a bot's bet): its
    // sprites are destroyed, so the caller must not go on to draw on them (a CI run logged "Cannot read
    // properties of null (reading 'clear')" from the redraw after the batch's last event).
    if (hooks.alive && !hooks.alive()) return { end: 'gone' };
    if (failures.length) return { end: 'failed', event: e, failures };
  }
  return { end: 'played' };
}
