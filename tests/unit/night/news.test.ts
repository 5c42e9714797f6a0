import { describe, expect, it } from 'vitest';
import { gameDef } from '../../../src/shared/engine/table';
import { botAction } from '../../../src/shared/night/bots';
import { nightSeatView } from '../../../src/shared/night/view';
import { act, createNight } from '../../../src/shared/night/night';
import type { Night } from '../../../src/shared/night/types';
import { choice, choose, doAct, foldTo, night } from './helpers';

/**
 * Issue 28.4 and 28.5: a bot's choice of variants, Split Rule and stakes is announced in the night's news and
 * shown on the table's header (`SeatView.setup`); the news is the night's own, made from what it saves, so a
 * reload (a save read back) shows the same list.
 */
describe("the night's news", () => {
  it("announces a bot's choice with its variants, Split Rule and stakes, and the table's header shows them", () => {
    let seen = 0;
    for (let seed = 1; seed < 60 && seen < 3; seed++) {
      let s: Night = createNight({
        seats: [
          { name: 'Ann', kind: 'human' },
          { name: 'Corwin', kind: 'bot' },
          { name: 'Dagny', kind: 'bot' },
        ],
        length: { kind: 'games', games: 3 },
        share: 3,
        minRaise: true,
        seed,
      }).night;
      if (s.config.seats[s.chooser]!.kind !== 'bot') continue;
      const a = botAction(s, s.chooser);
      if (a.t !== 'choose' || a.choice.variants.length === 0) continue;
      seen++;
      s = act(s, s.chooser, a).night;
      const v = nightSeatView(s, 0);
      const line = v.news[v.news.length - 1]!;
      expect(line.startsWith(`${s.config.seats[s.current!.chooser]!.name} chooses game 1: `)).toBe(true);
      const table = v.table!;
      // Every variant by its name, the stakes, and the Split Rule when players bet.
      expect(table.setup).not.toBe('');
      expect(line).toContain(table.setup);
      // The same words the table's banner announces the bot's choice with.
      expect(line.endsWith(v.current!.words)).toBe(true);
      expect(line).toContain(table.gameName);
      for (const id of a.choice.variants) expect(table.setup).toContain(gameDef(a.choice.game).variants.find((x) => x.id === id)!.name);
      expect(table.setup).toMatch(a.choice.stakes === 'shares' ? /Playing for Shares, ante 3/ : /Betting, ante 1/);
      if (a.choice.stakes === 'betting') expect(table.setup).toContain({ merchant: "Merchant's Rule", king: "King's Rule", commoner: "Commoner's Rule" }[a.choice.splitRule]);
      expect(table.setup.split(' · ')[0]).not.toBe('no variants');
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('names the variants of a chosen game, and keeps the whole night across a save read back', () => {
    let s = night(3);
    s = doAct(s, s.chooser, { t: 'choose', choice: choice('kings-council', { variants: ['dragon-cards'], splitRule: 'king' }) });
    expect(nightSeatView(s, 0).table!.setup).toBe("Dragon Cards · King's Rule · Betting, ante 1");
    expect(nightSeatView(s, 0).news).toEqual([`${s.config.seats[s.current!.chooser]!.name} chooses game 1: King's Council (Dragon Cards · King's Rule · Betting, ante 1)`]);
    s = foldTo(s, 1);
    const again: Night = JSON.parse(JSON.stringify(s));
    expect(nightSeatView(again, 2).news).toEqual(nightSeatView(s, 0).news);
    expect(nightSeatView(s, 0).news[1]).toBe('Game 1: B won');
    s = choose(s, choice('threes', { stakes: 'shares' }));
    expect(nightSeatView(s, 0).news[2]).toMatch(/chooses game 2: Threes \(no variants · Playing for Shares, ante 3\)$/);
  });
});
