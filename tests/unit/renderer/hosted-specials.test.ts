import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` as it loads; the animators under test move nothing (reduced motion).
vi.hoisted(() => {
  const g = globalThis as { navigator?: unknown };
  if (!g.navigator) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});
import { tableAnimators } from '../../../src/renderer/src/table/animators';
import { holdingCaption } from '../../../src/renderer/src/table/animators/holdings';
import type { TableStage } from '../../../src/renderer/src/table/animators/stage';
import type { GameEvent, Seat } from '../../../src/shared/engine/types';
import { applyInPlace, eventsFor, newTavern, randomTavernConfig, viewFor } from '../../../src/shared/tavern';
import { seededRng } from '../../../src/shared/tavern/random';
import type { TAction, TavernState, TEvent } from '../../../src/shared/tavern/types';
import { useHostCatalogue } from '../../helpers/catalogue';

// The words read the deck's faces from the games' catalogue, as the app loads it before any screen draws.
useHostCatalogue();

/**
 * Appendix B's specials on the hosted table (issue 21.7): each event family of the holdings seam
 * (engine/holdings.ts: reroll, set, swap, look, and the looked-at cards discarded) is routed to its own
 * animator on the gambling table's registry, never to the speech fallback ("Altered (holding dice, how
 * reroll, die 0, face 4)"); the captions are words (no pipe, no "Altered ("); a look's cards reach only the
 * seat that looked (the view's events), and the special's controls read the seat's holdings from its view.
 */

/** A stage that moves nothing (reduced motion) and records what is said where. */
function stage(viewer: Seat): TableStage & { said: { text: string; at: unknown }[]; made: number } {
  const said: { text: string; at: unknown }[] = [];
  const out = {
    said,
    made: 0,
    anim: { instant: true, to: async () => undefined, wait: async () => undefined, requestFrame: () => undefined } as unknown as TableStage['anim'],
    art: {} as TableStage['art'],
    fx: { addChild: () => undefined } as unknown as TableStage['fx'],
    view: { seat: viewer, names: ['A', 'B', 'C'] } as unknown as TableStage['view'],
    finalView: { seat: viewer, names: ['A', 'B', 'C'] } as unknown as TableStage['finalView'],
    layout: { center: { x: 0, y: 0 }, deck: { x: 0, y: 0 }, discard: { x: 9, y: 0 }, seats: [] } as unknown as TableStage['layout'],
    stacks: [],
    roundBet: [],
    folded: [],
    deckPoint: () => ({ x: 0, y: 0 }),
    platePoint: () => ({ x: 0, y: 0 }),
    newCard: () => {
      out.made++;
      return { destroyed: false, destroy: () => undefined, position: { set: () => undefined } } as unknown as ReturnType<TableStage['newCard']>;
    },
    zoneList: () => [],
    cardsIn: () => [],
    take: () => null,
    takeAllCards: () => [],
    clearDice: () => undefined,
    flip: async () => undefined,
    say: (text: string, at: unknown) => void said.push({ text, at }),
    relayout: async () => undefined,
    drawPlates: () => undefined,
    drawChips: () => undefined,
  };
  return out;
}

const SAMPLES: GameEvent[] = [
  { t: 'altered', seat: 1, holding: 'Keep', how: 'reroll', die: 0, face: 4 },
  { t: 'altered', seat: 1, holding: 'roll', how: 'set', die: 2, face: 6 },
  { t: 'altered', seat: 1, holding: 'hand', how: 'swap', zone: 'hand.1', cards: [null] },
  { t: 'peeked', seat: 1, cards: [null, null, null] },
  { t: 'discarded', seat: 1, zone: 'deck', cards: [null] },
] as GameEvent[];

const bad = (text: string) => /\||Altered \(|undefined|NaN|\[object/.test(text);

describe('the specials on the hosted table', () => {
  it('routes every event family of the holdings seam to its animator, never the speech fallback', async () => {
    const r = tableAnimators();
    expect(r.families).toContain('holdings');
    for (const t of ['altered', 'peeked', 'discarded']) expect(r.handles(t), t).toBe(true);
    for (const e of SAMPLES) {
      const s = stage(0);
      const failures = await r.animate(s, e);
      expect(failures, e.t).toEqual([]);
      // Said once, over the seat's spot on the felt, in words: the speech fallback would have said "Altered (...)".
      expect(s.said.map((x) => x.text)).toEqual([holdingCaption(e, 0)]);
      expect(s.said[0]!.at).toMatchObject({ x: expect.any(Number), y: expect.any(Number) });
      expect(bad(s.said[0]!.text), s.said[0]!.text).toBe(false);
    }
  });

  it('words each family as a player reads it', () => {
    expect(holdingCaption(SAMPLES[0]!, 0)).toBe('Rerolls their first Keep die: 4');
    expect(holdingCaption(SAMPLES[1]!, 0)).toBe('Sets their third roll die to 6');
    expect(holdingCaption(SAMPLES[2]!, 0)).toBe("Swaps a card of their hand for the deck's top card");
    expect(holdingCaption(SAMPLES[3]!, 0)).toBe('Looks at the top 3 cards of the deck');
    expect(holdingCaption(SAMPLES[4]!, 0)).toBe('Discards 1 looked-at card, face down');
    // A discard from a zone on the table is the cards family's alone.
    expect(holdingCaption({ t: 'discarded', zone: 'hand.1', cards: [3] } as GameEvent, 0)).toBeNull();
  });

  it('in random Appendix B nights: a look is shown to its seat only, every special is worded, the controls read the view', async () => {
    const seen = { reroll: 0, set: 0, swap: 0, peeked: 0, othersHidden: 0, mine: 0 };
    const r = tableAnimators();
    for (let k = 1; k <= 30; k++) {
      const rng = seededRng(k);
      const config = { ...randomTavernConfig(rng, 2 + (k % 3)), appendixB: true };
      const { state: s } = newTavern(config);
      for (let n = 0; n < 500 && !s.over; n++) {
        const seat = s.pending!.seat;
        const v = viewFor(s, seat);
        checkMine(s, seat, v, seen);
        const games = v.legal.filter((a) => a.t === 'game' && a.game !== null);
        const specials = v.legal.filter((a) => a.t === 'special' && a.how !== 'none' && a.how !== 'keep');
        const pool: TAction[] = games.length ? games : v.pending?.what?.startsWith('special') && specials.length ? specials : v.legal;
        const events = applyInPlace(s, seat, pool[rng.int(0, pool.length - 1)]!);
        const hosted = events.filter((e): e is Extract<TEvent, { t: 'hosted' }> => e.t === 'hosted' && ['altered', 'peeked'].includes(e.ev.t));
        if (!hosted.length) continue;
        for (const viewer of [-1, ...config.seats.map((_, i) => i)]) {
          for (const e of eventsFor(hosted, viewer)) {
            if (e.t !== 'hosted') continue;
            const ev = e.ev;
            const owner = e.seats[ev.seat as number];
            const me = e.seats.indexOf(viewer);
            if (ev.t === 'peeked') {
              const cards = ev.cards as (number | null)[];
              if (viewer === owner) expect(cards.every((c) => c !== null), 'the seat that looked sees its cards').toBe(true);
              else {
                expect(cards.every((c) => c === null), 'nobody else sees the looked-at cards').toBe(true);
                seen.othersHidden++;
              }
              if (viewer === owner) seen.peeked++;
            }
            if (ev.t === 'altered' && viewer === owner) seen[ev.how as 'reroll' | 'set' | 'swap']++;
            const text = holdingCaption(ev, me);
            expect(text, ev.t).not.toBeNull();
            expect(bad(text!), text!).toBe(false);
            // The caption names no card the viewer was not shown.
            if (viewer !== owner && ev.t === 'peeked') expect(text).not.toMatch(/:/);
            const st = stage(me);
            expect(await r.animate(st, ev)).toEqual([]);
            expect(st.said.length).toBe(1);
          }
        }
      }
    }
    console.log('hosted specials:', JSON.stringify(seen));
    expect(seen.reroll).toBeGreaterThan(0);
    expect(seen.set).toBeGreaterThan(0);
    expect(seen.peeked).toBeGreaterThan(0);
    expect(seen.swap).toBeGreaterThan(0);
    expect(seen.othersHidden).toBeGreaterThan(0);
    expect(seen.mine).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * The special's controls read the seat's holdings from its view (HostedView.mine): every die and card an option
 * names is there, with the true face of each die; an onlooker's view and another seat's hold none of it.
 */
function checkMine(s: TavernState, seat: Seat, v: ReturnType<typeof viewFor>, seen: { mine: number }): void {
  const h = v.round?.hosted;
  if (!h) return;
  expect(viewFor(s, -1).round?.hosted?.mine).toEqual([]);
  if (h.me < 0) expect(h.mine).toEqual([]);
  if (v.pending?.k !== 'special' || v.pending.seat !== seat) return;
  const t = s.round!.hosted!.table!;
  for (const a of v.legal) {
    if (a.t !== 'special') continue;
    if (a.how === 'reroll' || a.how === 'set') {
      const held = h.mine.find((x) => x.name === a.holding);
      expect(held?.dice, `${a.holding} in the view`).not.toBeNull();
      const g = t.g as Record<string, number[][]>;
      const truth = Object.values(g).find((x) => Array.isArray(x) && Array.isArray(x[h.me]) && JSON.stringify(x[h.me]) === JSON.stringify(held!.dice));
      expect(truth, 'the faces are the hosted table’s own').toBeDefined();
      expect(held!.dice![a.die]).toBeGreaterThanOrEqual(1);
      seen.mine++;
    }
    if (a.how === 'swap' || a.how === 'blind') {
      const held = h.mine.find((x) => x.name === a.holding);
      expect(held?.cards?.length ?? 0).toBeGreaterThan(a.index);
    }
  }
}
