import { describe, expect, it } from 'vitest';
import { CARDS } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { AnyState, TableConfig } from '../../../src/shared/engine/types';
import { bestFight, evaluateDelve, monstersFor, overkillOf } from '../../../src/shared/games/delve/scoring';
import { rngFrom, seedRng, shuffleInPlace } from '../../../src/shared/rng';
import { config as tableConfig } from '../../helpers/table';
import { setZone } from '../../helpers/stack';
import { viewFor } from '../../../src/shared/engine/view';
import { delve } from '../../../src/shared/games/delve';

const config = (over: Partial<TableConfig> = {}): TableConfig =>
  tableConfig('delve', ['Sam', 'Jen', 'Tom'], { startingChips: 20, seed: 7, ...over });

/** Plays check / keep for whoever is awaited until the game reaches `stepId` (or ends). */
function playTo(s: AnyState, stepId: string): void {
  for (let guard = 0; guard < 200 && s.phase === 'playing' && s.step.id !== stepId; guard++) {
    const seat = pendingSeats(s)[0]!;
    const legal = legalActions(s, seat);
    const a = legal.find((x) => x.t === 'check') ?? legal.find((x) => x.t === 'keep') ?? legal[0]!;
    applyInPlace(s, seat, a);
  }
}

describe('the rulebook examples', () => {
  it('Sam defeats 6 monsters with no Overkill; his 3 stays undefeated', () => {
    const e = evaluateDelve(cards('rW rL rM gM rR gR bR'), [2, 4, 4, 5, 5], [1, 3], false);
    expect(e.score).toBe(6);
    expect(e.overkill).toBe(0);
  });

  it('Jen defeats all 7 monsters with an Overkill of 6', () => {
    const e = evaluateDelve(cards('rW rB gB rM gM rR gR'), [3, 3, 4, 5, 6], [4, 6], false);
    expect(e.score).toBe(7);
    expect(e.overkill).toBe(6);
  });

  it('scores both examples through the showdown contract', () => {
    const sam = runShowdown({
      game: 'delve',
      common: { dice: [2, 4, 4, 5, 5] },
      players: [{ hand: ['rW', 'rL', 'rM', 'gM', 'rR', 'gR', 'bR'], dice: [1, 3] }, { hand: ['bW', 'bL', 'bB', 'bM', 'gB', 'bM', 'rB'], dice: [6, 6] }],
    });
    expect(sam.scores[0]).toBe(6);
    const jen = runShowdown({
      game: 'delve',
      common: { dice: [3, 3, 4, 5, 6] },
      players: [{ hand: ['rW', 'rB', 'gB', 'rM', 'gM', 'rR', 'gR'], dice: [4, 6] }, { hand: ['bR', 'bR', 'bR', 'bR', 'bR', 'bM', 'bM'], dice: [1, 1] }],
    });
    expect(jen.scores).toEqual([7, 3]);
    expect(jen.places).toEqual([1, 2]);
  });
});

describe('an adventurer against a monster', () => {
  it('defeats a monster of value at least its rank, with the difference as Overkill', () => {
    const [w, r] = cards('rW rR');
    expect(overkillOf(w!, { value: 6, exact: false })).toBe(5);
    expect(overkillOf(r!, { value: 5, exact: false })).toBe(0);
    expect(overkillOf(r!, { value: 4, exact: false })).toBeNull();
  });

  it('each card fights one monster and each monster is fought once', () => {
    // Two Warriors, one monster: only one defeat.
    expect(bestFight(cards('rW gW'), monstersFor([3], [], false)).defeated).toBe(1);
    // One Warrior, two monsters: only one defeat.
    expect(bestFight(cards('rW'), monstersFor([3, 4], [], false)).defeated).toBe(1);
  });
});

describe('the optimal assignment', () => {
  it('is found where taking the biggest monster first would lose one', () => {
    // Warrior on the 4 leaves the Merchant nothing; the Warrior must take the 1.
    const r = bestFight(cards('rW rM'), monstersFor([4, 1], [], false));
    expect(r.defeated).toBe(2);
    expect(r.overkill).toBe(0);
  });

  it('prefers one more monster to less Overkill', () => {
    // Lady on the 6 (Overkill 4) lets the Rogue take the 5; otherwise only one falls.
    const r = bestFight(cards('rL rR'), monstersFor([5, 6], [], false));
    expect(r.defeated).toBe(2);
    expect(r.overkill).toBe(4);
  });

  it('equals a brute force over every arrangement, for many random deals', () => {
    const rng = rngFrom(seedRng(42));
    const deck = CARDS.filter((c) => c.kind !== 'grey').map((c) => c.id);
    for (let trial = 0; trial < 150; trial++) {
      const hand = shuffleInPlace(rng, [...deck]).slice(0, 7);
      const common = Array.from({ length: 5 }, () => rng.int(1, 6));
      const own = [rng.int(1, 6), rng.int(1, 6)];
      const specialists = trial % 2 === 1;
      const monsters = monstersFor(common, own, specialists);
      const got = bestFight(hand, monsters);
      // Every permutation of monsters to cards, each card fighting its monster when it can, finds the optimum.
      let best = { defeated: -1, overkill: 0 };
      const perm = (left: number[], used: number[]) => {
        if (left.length === 0) {
          let defeated = 0, overkill = 0;
          used.forEach((m, i) => {
            const ok = overkillOf(hand[i]!, monsters[m]!);
            if (ok !== null) (defeated++, (overkill += ok));
          });
          if (defeated > best.defeated || (defeated === best.defeated && overkill < best.overkill)) best = { defeated, overkill };
          return;
        }
        left.forEach((m, k) => perm([...left.slice(0, k), ...left.slice(k + 1)], [...used, m]));
      };
      perm([0, 1, 2, 3, 4, 5, 6], []);
      expect({ defeated: got.defeated, overkill: got.overkill }).toEqual(best);
      // The arrangement returned is real: each fight legal, each monster used once, Overkill adds up.
      expect(new Set(got.fights.map((f) => f.monster)).size).toBe(got.fights.length);
      expect(got.fights.reduce((t, f) => t + overkillOf(f.card, monsters[f.monster]!)!, 0)).toBe(got.overkill);
    }
  });
});

describe('the winner', () => {
  const req = (players: { hand: string[]; dice: number[] }[], common = [2, 3, 4, 5, 6]) => ({
    game: 'delve',
    common: { dice: common },
    players,
    stakes: { mode: 'betting', contributions: players.map(() => 5) },
  });

  it('is the player who defeats the most monsters', () => {
    const out = runShowdown(
      req([
        { hand: ['rW', 'rL', 'rB', 'rM', 'rR', 'gR', 'bR'], dice: [1, 1] }, // one Warrior for two 1s: 6 defeated
        { hand: ['gW', 'gL', 'gB', 'gB', 'gM', 'bL', 'bB'], dice: [1, 6] }, // all 7
      ]),
    );
    expect(out.scores).toEqual([6, 7]);
    expect(out.payouts).toEqual([0, 10]);
  });

  it('on equal monsters, has the least Overkill', () => {
    const out = runShowdown(
      req([
        { hand: ['rW', 'gW', 'bW', 'rL', 'gL', 'bL', 'rB'], dice: [1, 1] },
        { hand: ['gW', 'rL', 'rB', 'gB', 'rM', 'gR', 'bR'], dice: [1, 6] },
      ]),
    );
    expect(out.scores).toEqual([7, 7]);
    expect(out.places).toEqual([2, 1]);
  });

  it('on equal monsters and Overkill, has the most cards of one color', () => {
    const out = runShowdown(
      req(
        [
          { hand: ['rR', 'rR', 'rR', 'rR', 'gR', 'gM', 'bM'], dice: [5, 5] }, // 4 red
          { hand: ['gR', 'gR', 'bR', 'bR', 'rR', 'rM', 'gM'], dice: [5, 5] }, // 3 green at most
        ],
        [5, 5, 5, 4, 4],
      ),
    );
    expect(out.scores).toEqual([7, 7]);
    expect(out.places).toEqual([1, 2]);
    expect(out.payouts).toEqual([10, 0]);
  });

  it('still tied after Color, splits the pot by the Split Rule', () => {
    const out = runShowdown(
      req(
        [
          { hand: ['rR', 'rR', 'gR', 'gR', 'bR', 'bR', 'rM'], dice: [5, 5] },
          { hand: ['rR', 'rR', 'gR', 'gR', 'bR', 'bR', 'gM'], dice: [5, 5] },
        ],
        [5, 5, 5, 4, 4],
      ),
    );
    expect(out.places).toEqual([1, 1]);
    expect(out.payouts).toEqual([5, 5]);
  });
});

describe('Specialists Required', () => {
  const hand = cards('rW rL rB rM rR gR bR');

  it('lets your own two monsters fall only to an exact match', () => {
    // Own 3 and 2: the Bard and the Lady match them exactly.
    expect(evaluateDelve(hand, [1, 4, 5, 5, 6], [3, 2], true)).toMatchObject({ score: 7, overkill: 1 });
    // Own 6 can never be matched: one monster fewer.
    expect(evaluateDelve(hand, [1, 4, 5, 5, 2], [6, 3], true).score).toBe(6);
  });

  it('is not all-or-nothing: one exact match still counts when the other fails', () => {
    const hand2 = cards('rW rW gW bW rL gR bR');
    expect(evaluateDelve(hand2, [1, 1, 1, 5, 5], [1, 4], false).score).toBe(7); // the Lady takes the 4
    expect(evaluateDelve(hand2, [1, 1, 1, 5, 5], [1, 4], true).score).toBe(6); // own 1 to a Warrior; own 4 needs a Merchant
  });

  it('leaves the common monsters to be defeated with Overkill as usual', () => {
    expect(evaluateDelve(cards('rW gW bW rL gL bL rB'), [6, 6, 6, 6, 6], [1, 2], true)).toMatchObject({ score: 7, overkill: 5 + 5 + 4 + 4 + 3 });
  });
});

describe('Dragon Cards', () => {
  it('makes a Dragon wild: it defeats any monster with no Overkill', () => {
    const e = evaluateDelve(cards('rD rR rR rR rR rR rR'), [6, 5, 5, 5, 5], [5, 5], false);
    expect(e).toMatchObject({ score: 7, overkill: 0 });
    expect(evaluateDelve(cards('rD rR rR rR rR rR rR'), [1, 5, 5, 5, 5], [5, 5], false)).toMatchObject({ score: 7, overkill: 0 });
  });

  it('lets a Dragon defeat a specialist, even a 6', () => {
    expect(evaluateDelve(cards('gD rR rR rR rR rR gR'), [5, 5, 5, 5, 5], [6, 5], true)).toMatchObject({ score: 7, overkill: 0 });
  });

  it('shuffles the Dragons into the deck only under the variant', () => {
    const plain = newTable(config()).state;
    const dragons = newTable(config({ variants: ['dragon-cards'] })).state;
    const count = (s: AnyState) => s.deck.length + Object.values(s.zones).reduce((t, z) => t + z.cards.length, 0) + s.discard.length;
    expect(count(plain)).toBe(90);
    expect(count(dragons)).toBe(93);
  });

  it('refuses a Dragon in a showdown request without the variant', () => {
    const players = [
      { hand: ['rD', 'rR', 'rR', 'rR', 'rR', 'rR', 'gR'], dice: [1, 2] },
      { hand: ['gW', 'gL', 'gB', 'gB', 'gM', 'bL', 'bB'], dice: [1, 6] },
    ];
    expect(() => runShowdown({ game: 'delve', common: { dice: [1, 2, 3, 4, 5] }, players })).toThrow(InputError);
    expect(runShowdown({ game: 'delve', variants: ['dragon-cards'], common: { dice: [1, 2, 3, 4, 5] }, players }).scores[0]).toBe(2); // the Dragon takes a 1, a Rogue the 5
  });
});

describe('a showdown request', () => {
  it('is refused with the wrong number of cards or dice', () => {
    const ok = { hand: ['gW', 'gL', 'gB', 'gB', 'gM', 'bL', 'bB'], dice: [1, 6] };
    expect(() => runShowdown({ game: 'delve', common: { dice: [1, 2, 3, 4] }, players: [ok, { ...ok, hand: ['rW', 'rL', 'rB', 'rB', 'rM', 'bL', 'bB'] }] })).toThrow(/common\.dice/);
    expect(() => runShowdown({ game: 'delve', common: { dice: [1, 2, 3, 4, 5] }, players: [ok, { hand: ['rW'], dice: [1, 2] }] })).toThrow(/players\[1\]\.hand/);
    expect(() => runShowdown({ game: 'delve', common: { dice: [1, 2, 3, 4, 5] }, players: [ok, { ...ok, hand: ['rW', 'rL', 'rB', 'rB', 'rM', 'rL', 'rB'], dice: [7, 1] }] })).toThrow(/players\[1\]\.dice/);
  });
});

describe('the Order of Play', () => {
  it('antes, deals 7, scouts 2 common dice, then opens the first Betting Round', () => {
    const s = newTable(config()).state;
    expect(s.contrib).toEqual([1, 1, 1]);
    for (const seat of [0, 1, 2]) expect(s.zones[`hand.${seat}`]!.cards).toHaveLength(7);
    expect(s.g.common).toHaveLength(2);
    expect(s.step.id).toBe('betting-1');
  });

  it('recruits in turn order: discard up to 2, draw as many', () => {
    const s = newTable(config()).state;
    playTo(s, 'recruit');
    expect(pendingSeats(s)).toEqual([s.startingPlayer]);
    const seat = s.startingPlayer;
    const hand = [...s.zones[`hand.${seat}`]!.cards];
    applyInPlace(s, seat, { t: 'exchange', cards: [hand[3], hand[0]] });
    const after = s.zones[`hand.${seat}`]!.cards;
    expect(after).toHaveLength(7);
    expect(after).not.toContain(hand[0]);
    expect(after).not.toContain(hand[3]);
    expect(s.discard).toEqual([hand[3], hand[0]]);
  });

  it('refuses discarding 3 cards, a card not in hand, or the same card twice, leaving the state as it was', () => {
    const s = newTable(config()).state;
    playTo(s, 'recruit');
    const seat = s.startingPlayer;
    const hand = s.zones[`hand.${seat}`]!.cards;
    const other = s.zones[`hand.${(seat + 1) % 3}`]!.cards[0];
    const before = JSON.stringify(s);
    expect(() => apply(s, seat, { t: 'exchange', cards: hand.slice(0, 3) })).toThrow(RuleError);
    expect(() => apply(s, seat, { t: 'exchange', cards: [other] })).toThrow(/your own hand/);
    expect(() => apply(s, seat, { t: 'exchange', cards: [hand[0], hand[0]] })).toThrow(/twice/);
    expect(JSON.stringify(s)).toBe(before);
  });

  it('then each player explores 2 dice of their own and 3 more common dice are delved', () => {
    const s = newTable(config()).state;
    playTo(s, 'betting-2');
    expect(s.g.own.map((d: number[]) => d.length)).toEqual([2, 2, 2]);
    expect(s.g.common).toHaveLength(2);
    playTo(s, 'betting-3');
    expect(s.g.common).toHaveLength(5);
  });

  it('attacks: the hands are revealed and the best fight takes the pot', () => {
    const s = newTable(config()).state;
    playTo(s, 'betting-3');
    s.g.common = [2, 3, 4, 5, 6];
    s.g.own = [[1, 1], [1, 6], [1, 1]];
    setZone(s, 'hand.0', 'rW rL rB rM rR gR bR'); // 6
    setZone(s, 'hand.1', 'gW gL gB gB gM bL bB'); // 7
    setZone(s, 'hand.2', 'bW bB bM bR rM gM gB'); // 5: the 2 and a second 1 stand
    playTo(s, 'none');
    expect(s.phase).toBe('over');
    expect(s.result!.standings.map((x) => x.score)).toEqual([6, 7, 5]);
    expect(s.stacks).toEqual([19, 22, 19]);
    for (const seat of [0, 1, 2]) expect(s.zones[`hand.${seat}`]!.vis).toEqual({ to: 'all' });
    expect(moneyOnTable(s)).toBe(60);
  });

  it('plays for Shares with no Betting Rounds', () => {
    const s = newTable(config({ stakes: { mode: 'shares', share: 2 } })).state;
    expect(s.step.id).toBe('recruit');
    for (let i = 0; i < 3; i++) applyInPlace(s, pendingSeats(s)[0]!, { t: 'keep' });
    expect(s.phase).toBe('over');
    expect(s.g.common).toHaveLength(5);
  });
});

describe('hidden information', () => {
  it('keeps hands hidden from the other seats until the Attack, while every die is public', () => {
    const s = newTable(config()).state;
    playTo(s, 'betting-2');
    const v = viewFor(s, 1);
    expect(v.zones['hand.0']!.cards.every((x) => x === null)).toBe(true);
    expect(v.zones['hand.1']!.cards.every((x) => x !== null)).toBe(true);
    expect((v.g as { own: number[][] }).own[0]).toEqual(s.g.own[0]);
    playTo(s, 'none');
    expect(viewFor(s, 1).zones['hand.0']!.cards).toEqual(s.zones['hand.0']!.cards);
  });
});

describe('a showdown request with a Grey card', () => {
  it('is refused: Grey cards are never shuffled into the deck', () => {
    const players = [
      { hand: ['xW', 'rL', 'rB', 'rM', 'rR', 'gR', 'bR'], dice: [1, 1] },
      { hand: ['gW', 'gL', 'gB', 'gB', 'gM', 'bL', 'bB'], dice: [1, 6] },
    ];
    expect(() => runShowdown({ game: 'delve', common: { dice: [1, 2, 3, 4, 5] }, players })).toThrow(InputError);
    expect(() => runShowdown({ game: 'delve', variants: ['dragon-cards'], common: { dice: [1, 2, 3, 4, 5] }, players })).toThrow(/Grey cards/);
  });
});

describe('a player who folded', () => {
  it('is not asked to recruit and rolls no dice of their own at Explore', () => {
    const s = newTable(config()).state;
    const folder = pendingSeats(s)[0]!;
    applyInPlace(s, folder, { t: 'fold' });
    playTo(s, 'recruit');
    const asked: number[] = [];
    while (s.step.id === 'recruit') {
      const seat = pendingSeats(s)[0]!;
      asked.push(seat);
      applyInPlace(s, seat, { t: 'keep' });
    }
    expect(asked).not.toContain(folder);
    expect(asked).toHaveLength(2);
    expect(s.g.own[folder]).toEqual([]);
    expect(s.log.some((e) => e.t === 'rolled' && e.seat === folder)).toBe(false);
    for (const seat of asked) expect(s.g.own[seat]).toHaveLength(2);
  });
});

describe('Appendix B, inside The Red Dragon Inn', () => {
  it('may replace a Round of Gambling; a card alters your hand or your own two dice, never the common dice', () => {
    expect(delve.tavern?.allowed).toBe(true);
    expect([...(delve.tavern?.alters ?? [])].sort()).toEqual(['hand', 'own-dice']);
    expect(delve.variants.filter((v) => v.notInTavern)).toEqual([]);
  });
});

describe('button words', () => {
  it('say what each Recruit choice does, every button different', () => {
    const s = newTable(config()).state;
    playTo(s, 'recruit');
    const v = viewFor(s, pendingSeats(s)[0]!);
    expect(v.legalText[0]).toBe('Keep your cards');
    expect(v.legalText[1]).toMatch(/^Discard (red|green|blue) \w+ \(\w+\), draw 1$/);
    expect(new Set(v.legalText).size).toBe(v.legalText.length);
  });
});

describe('one button per choice', () => {
  it('offers each set of faces once at Recruit, and accepts any copy', () => {
    const s = newTable(config()).state;
    setZone(s, 'hand.0', 'rR.wolf rR.wolf gW.horse gW.owl bB.hare bB.hare bB.hare');
    playTo(s, 'recruit');
    while (pendingSeats(s)[0] !== 0) applyInPlace(s, pendingSeats(s)[0]!, { t: 'keep' });
    // keep; faces rR.wolf, gW.horse, gW.owl, bB.hare; pairs RR, BB and 6 of two faces.
    expect(legalActions(s, 0)).toHaveLength(1 + 4 + 2 + 6);
    expect(viewFor(s, 0).legalText).toContain('Discard green Warrior (Horse) and green Warrior (Owl), draw 2');
    const bards = s.zones['hand.0']!.cards.filter((id) => CARDS[id]!.rank === 3);
    applyInPlace(s, 0, { t: 'exchange', cards: [bards[2]!, bards[1]!] });
    expect(s.zones['hand.0']!.cards).toHaveLength(7);
  });
});
