import { describe, expect, it, vi } from 'vitest';

// Pixi reads `navigator` as it loads; the animators under test move nothing (reduced motion).
vi.hoisted(() => {
  const g = globalThis as { navigator?: unknown };
  if (!g.navigator) Object.defineProperty(globalThis, 'navigator', { value: { userAgent: 'node' }, configurable: true });
});
import { playTavernBatch, tavernRegistry, type TavernStage } from '../../../src/renderer/src/tavern/animators';
import type { TEvent } from '../../../src/shared/tavern/types';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';

// The page's words read the host's tavern catalogue; the tests hand the page the host's own.
useTavernCatalogue(tavernCatalogue());

/** A stage that moves nothing (reduced motion) and records the model updates. */
function stage(): TavernStage & { applied: TEvent[] } {
  const applied: TEvent[] = [];
  return {
    applied,
    anim: { instant: true, to: async () => undefined, wait: async () => undefined, requestFrame: () => undefined } as unknown as TavernStage['anim'],
    fx: { addChild: () => undefined } as unknown as TavernStage['fx'],
    apply: (e) => void applied.push(e),
    placeOf: () => ({ x: 0, y: 0, w: 100, h: 50 }),
    plateOf: () => null,
    spot: () => ({ x: 0, y: 0 }),
    boardSpot: () => ({ x: 0, y: 40 }),
    name: (s) => `P${s}`,
    titleOf: () => 'a card',
    round: null,
    moveControl: async () => undefined,
    prizeToPot: async () => undefined,
    prizeSpot: () => ({ x: 0, y: 0 }),
  };
}

describe('the tavern on the event-animator registry', () => {
  it('registers one module per family, each naming its events', () => {
    const r = tavernRegistry();
    expect(r.families).toEqual(['cards', 'drinks', 'gold', 'stats', 'seats', 'round', 'prizes', 'mechanics']);
    for (const kind of ['heat', 'companion', 'plotLaid', 'looted', 'sackReshuffled']) expect(r.handles(kind), kind).toBe(true);
    for (const kind of ['cardPlayed', 'cardResolved', 'drinkOrdered', 'drinkRevealed', 'goldMoved', 'statChanged', 'eliminated', 'turn', 'roundStarted', 'control', 'leftRound', 'roundEnded', 'prizeUsed', 'iou']) expect(r.handles(kind), kind).toBe(true);
    expect(r.handles('phase')).toBe(false);
  });

  it('updates the seat model for every event, animated or not, in order', async () => {
    const s = stage();
    const events: TEvent[] = [
      { t: 'turn', seat: 1, n: 2 },
      { t: 'phase', seat: 1, phase: 'discard' },
      { t: 'statChanged', seat: 0, stat: 'F', from: 20, to: 18 },
      { t: 'eliminated', seat: 2, why: 'broke' },
    ];
    const end = await playTavernBatch(s, events, () => true);
    expect(end).toEqual({ end: 'played' });
    expect(s.applied.map((e) => e.t)).toEqual(['turn', 'phase', 'statChanged', 'eliminated']);
  });

  it('plays the second four\'s mechanics onto the plate model, each event once, in order (issue 23.4)', async () => {
    const s = stage();
    const events: TEvent[] = [
      { t: 'heat', seat: 0, from: 1, to: 3 },
      { t: 'cardPlayed', seat: 1, card: 'c50', def: 'wren.bramble', mode: 0, targets: [] },
      { t: 'companion', seat: 1, card: 'c50', def: 'wren.bramble', to: 'play' },
      { t: 'plotLaid', seat: 2, plots: 1 },
      { t: 'cardPlayed', seat: 2, card: 'c90', def: 'corvin.long-con', mode: 0, targets: [], fromPlot: true },
      { t: 'looted', seat: 3, n: 1, left: 5 },
      { t: 'sackReshuffled', seat: 3 },
      { t: 'companion', seat: 1, card: 'c50', def: 'wren.bramble', to: 'discard' },
    ];
    expect(await playTavernBatch(s, events, () => true)).toEqual({ end: 'played' });
    expect(s.applied).toEqual(events);
  });

  it('stops at a failing animation (the scene then draws the view) and says so', async () => {
    const s = stage();
    s.placeOf = () => {
      throw new Error('no layout');
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const end = await playTavernBatch(s, [{ t: 'statChanged', seat: 0, stat: 'AC', from: 0, to: 2 }, { t: 'phase', seat: 0, phase: 'drink' }], () => true);
    expect(end.end).toBe('failed');
    expect(s.applied.map((e) => e.t)).toEqual(['statChanged']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('moves the control token with each change of control, from the pot at the start, and away at the end', async () => {
    const s = stage();
    const moves: [number | null, unknown][] = [];
    let round: { controller: number | null; prize: string | null } | null = null;
    Object.defineProperty(s, 'round', { get: () => round });
    s.apply = (e) => {
      s.applied.push(e);
      if (e.t === 'roundStarted') round = { controller: e.starter, prize: null };
      if (e.t === 'control' && round) round.controller = e.seat;
      if (e.t === 'roundEnded') round = null;
    };
    s.moveControl = async (to, from) => void moves.push([to, from]);
    const end = await playTavernBatch(
      s,
      [
        { t: 'roundStarted', starter: 1, in: [1, 2, 3] },
        { t: 'control', seat: 3 },
        { t: 'control', seat: null },
        { t: 'control', seat: 2 },
        { t: 'roundEnded', to: 2, pot: 6, prize: null },
      ],
      () => true,
    );
    expect(end).toEqual({ end: 'played' });
    expect(moves).toEqual([
      [1, 'pot'],
      [3, 1],
      [null, 3],
      [2, 'pot'],
      [null, undefined],
    ]);
    expect(round).toBe(null);
  });

  it('tells the listener (the sounds) of every event as it starts, in order', async () => {
    const s = stage();
    const heard: string[] = [];
    const events: TEvent[] = [
      { t: 'drinkOrdered', by: 0, to: 1 },
      { t: 'phase', seat: 1, phase: 'drink' },
      { t: 'iou', from: 0, to: 1, n: 1 },
    ];
    await playTavernBatch(s, events, () => true, (e) => heard.push(e.t));
    expect(heard).toEqual(['drinkOrdered', 'phase', 'iou']);
  });
});
