import { describe, expect, it } from 'vitest';
import '../../../src/shared/games/registry';
import { actionLabel, onlyAgainstOwn } from '../../../src/renderer/src/tavern/words';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';
import { tavernRules, type TavernSeatAction } from '../../../src/shared/host/machines/tavern';
import { viewFor } from '../../../src/shared/tavern';
import type { TavernSetup } from '../../../src/shared/tavern/game';

useTavernCatalogue(tavernCatalogue());

/**
 * Issue 22.13 on the dock: the spec's seeded game (tests/e2e/tavern-own-card.spec.mjs, seed 49, found by
 * scripts/tavern-shots-seed.ts) played through the host's machine as Tess plays it there, up to her question
 * with a play against her own card. The words the dock shows read the view's marks: that play's option says
 * "against your own card" and is last, the card is marked in the hand, the other plays are not.
 */
const setup = {
  seats: [
    { name: 'Tess', kind: 'human', char: 'okko' },
    { name: 'Brenna', kind: 'bot', level: 'normal', char: 'grusk' },
    { name: 'Corwin', kind: 'bot', level: 'normal', char: 'vess' },
  ],
  seed: 49,
  prizes: false,
} as unknown as TavernSetup;

function tessAtOwnCard() {
  let g = tavernRules.create(setup, { id: 'own', now: 0 }).state;
  for (let steps = 0; steps < 2000 && !g.state.over; steps++) {
    const host = tavernRules.hostToAct(g);
    let a: TavernSeatAction;
    const seat = host ?? g.state.pending!.seat;
    if (host !== null) a = tavernRules.decide(g, seat);
    else {
      const v = viewFor(g.state, seat);
      if (v.againstOwn.length) return v;
      const first = [...v.plots, ...v.hand].map((c) => v.legal.find((x) => x.t === 'play' && x.card === c)).find((x) => x !== undefined);
      const k = g.state.pending!.k;
      if (v.legal.some((x) => x.t === 'draw')) a = { t: 'draw' };
      else if (k === 'action') a = v.legal.find((x) => x.t === 'play' && g.state.defs[x.card] === 'okko.tasting-flight') ?? first ?? v.legal[0]!;
      else if (k === 'choose') a = v.legal[0]!;
      else a = first ?? v.legal.find((x) => x.t !== 'pass') ?? v.legal[0]!;
    }
    g = tavernRules.apply(g, seat, a, { now: 0, by: host !== null ? 'host' : 'seat' }).state;
  }
  throw new Error('the seeded game never asked Tess about her own card');
}

describe('a play against your own card on the dock (issue 22.13)', () => {
  const v = tessAtOwnCard();
  const names = ['Tess', 'Brenna', 'Corwin'];

  it('labels the marked plays, and only those', () => {
    expect(v.againstOwn.length).toBeGreaterThan(0);
    v.legal.forEach((a, i) => {
      const said = actionLabel(a, v, names);
      if (v.againstOwn.includes(i)) expect(said).toMatch(/ — against your own card$/);
      else expect(said).not.toMatch(/against your own card/);
    });
  });

  it('lists them last, and marks in the hand a card whose every play is one', () => {
    const last = v.legal.length - v.againstOwn.length;
    expect(v.againstOwn).toEqual(v.legal.map((_, i) => i).slice(last));
    const own = new Set(v.againstOwn.map((i) => (v.legal[i] as { card: string }).card));
    for (const card of v.hand) {
      const plays = v.legal.filter((a) => a.t === 'play' && a.card === card);
      expect(onlyAgainstOwn(v, card)).toBe(plays.length > 0 && own.has(card) && plays.every((a) => v.againstOwn.includes(v.legal.indexOf(a))));
    }
    expect(v.hand.some((c) => onlyAgainstOwn(v, c))).toBe(true);
    // Without the view's marks nothing is marked: the page decides nothing of its own.
    const bare = { ...v, againstOwn: [] };
    expect(v.hand.some((c) => onlyAgainstOwn(bare, c))).toBe(false);
    expect(v.legal.some((a) => / — against your own card$/.test(actionLabel(a, bare, names)))).toBe(false);
  });
});

describe("Tasting Flight's swap in words (issue 22.1, 22.14)", () => {
  it('names what goes onto whose pile, your own as "your pile"', () => {
    const v = {
      seat: 0,
      cards: { d1: 'drink.bitter-root', d2: 'drink.house-red' },
      pending: { seat: 0, k: 'choose', what: 'swap', look: { meaning: '', cards: [{ card: 'd1', where: 0, effect: '' }, { card: 'd2', where: 2, effect: '' }] } },
      legal: [],
      againstOwn: [],
    } as unknown as Parameters<typeof actionLabel>[1];
    const names = ['Tess', 'Brenna', 'Corwin'];
    const t = (k: string) => tavernCatalogue().drinks[k]!.title;
    expect(actionLabel({ t: 'choose', pick: 'swap' }, v, names)).toBe(`Swap: ${t('drink.house-red')} onto your pile, ${t('drink.bitter-root')} onto Corwin's pile`);
    expect(actionLabel({ t: 'choose', pick: 'leave' }, v, names)).toBe('Leave both where they are');
  });
});
