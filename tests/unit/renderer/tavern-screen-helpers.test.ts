import { describe, expect, it } from 'vitest';
import { newTavern, viewFor } from '../../../src/shared/tavern';
import { endRows, groupLog, zoomOfCharacter, zoomOfItem, zoomOfKey } from '../../../src/renderer/src/tavern/words';
import { rematchSetup } from '../../../src/renderer/src/tavern/client.svelte';
import { TAVERN_GUIDE } from '../../../src/renderer/src/tavern/guide';
import { tavernCatalogue } from '../../../src/shared/host/tavern-catalogue';
import { useTavernCatalogue } from '../../../src/renderer/src/tavern/catalogue';
import type { TavernSeatInfo } from '../../../src/shared/host/machines/tavern';

useTavernCatalogue(tavernCatalogue());

/** The tavern screen's pure helpers (issue 22): the log by turn, the end's rows, the rematch, the zooms. */
describe('tavern screen helpers', () => {
  it('groups the log by turn, oldest first, lines before the first turn apart', () => {
    const g = groupLog(['Tess starts.', "Tess's turn 1.", 'Tess draws 1.', "Brenna's turn 1.", 'Brenna plays Bruised Shin on Tess.', 'Tess: Fortitude −1 (now 19).']);
    expect(g).toEqual([
      { head: 'Before the first turn', lines: ['Tess starts.'] },
      { head: "Tess's turn 1", lines: ['Tess draws 1.'] },
      { head: "Brenna's turn 1", lines: ['Brenna plays Bruised Shin on Tess.', 'Tess: Fortitude −1 (now 19).'] },
    ]);
    expect(groupLog([])).toEqual([]);
  });

  it('lists the end: the winner first, then the last to go out, each with F, AC and Gold', () => {
    const { state } = newTavern({ seats: ['grusk', 'tamsin', 'okko'].map((char, i) => ({ name: `P${i}`, kind: 'bot' as const, char })), seed: 7 });
    const v = viewFor(state, -1);
    const over = { ...v, over: { winners: [2], tie: false }, seats: v.seats.map((s, i) => ({ ...s, alive: i === 2, F: 10 + i })) } as typeof v;
    const rows = endRows(over, ['Ann', 'Bo', 'Cy'], [
      { seat: 0, why: 'passed-out', turn: 4 },
      { seat: 1, why: 'broke', turn: 9 },
    ]);
    expect(rows.map((r) => [r.name, r.result, r.F])).toEqual([
      ['Cy', 'wins the night', 12],
      ['Bo', 'went broke on turn 9', 11],
      ['Ann', 'passed out on turn 4', 10],
    ]);
    // A reload forgets the events: a seat out says only "out".
    expect(endRows(over, ['Ann', 'Bo', 'Cy'], []).map((r) => r.result)).toEqual(['wins the night', 'out', 'out']);
  });

  it('a rematch keeps the seats, their characters and options, and drops the seed', () => {
    const stops = { targeted: true, drinkForMe: true, losing: true, myCheckpoints: false, always: false };
    const seats: TavernSeatInfo[] = [
      { name: 'Tess', kind: 'human', level: null, char: 'grusk', stops },
      { name: 'Brenna', kind: 'bot', level: 'hard', char: 'okko', stops },
    ];
    const again = rematchSetup({ seats: [{ name: 'Tess', kind: 'human', char: 'random' }, { name: 'Brenna', kind: 'bot', level: 'hard', char: 'random' }], prizes: true, appendixB: true, seed: 42 }, seats);
    expect(again.seed).toBeUndefined();
    expect(again.prizes).toBe(true);
    expect(again.appendixB).toBe(true);
    // The characters the seats played, not "random" again.
    expect(again.seats.map((s) => [s.name, s.kind, s.char, s.level])).toEqual([
      ['Tess', 'human', 'grusk', undefined],
      ['Brenna', 'bot', 'okko', 'hard'],
    ]);
    // Without a remembered setup, the seats come from the view's seat list.
    expect(rematchSetup(null, seats).seats.map((s) => [s.name, s.kind, s.char, s.level])).toEqual([
      ['Tess', 'human', 'grusk', undefined],
      ['Brenna', 'bot', 'okko', 'hard'],
    ]);
  });

  it('zooms a card, a Drink, a stack item and a character with their words', () => {
    const cat = tavernCatalogue();
    const drink = Object.keys(cat.drinks).find((k) => cat.drinks[k]!.kind === 'drink' && cat.drinks[k]!.total)!;
    const z = zoomOfKey(drink)!;
    expect(z.title).toBe(cat.drinks[drink]!.title);
    expect(z.type).toContain(cat.drinks[drink]!.total);
    const card = Object.keys(cat.cards)[0]!;
    expect(zoomOfKey(card)!.title).toBe(cat.cards[card]!.title);
    expect(zoomOfKey('no-such-card')).toBeNull();
    const { state } = newTavern({ seats: ['grusk', 'tamsin'].map((char, i) => ({ name: `P${i}`, kind: 'bot' as const, char })), seed: 3 });
    const v = viewFor(state, 0);
    expect(zoomOfItem({ kind: 'card', def: card }, v)!.title).toBe(cat.cards[card]!.title);
    expect(zoomOfItem({ kind: 'ante', seat: 0 }, v)).toBeNull();
    const okko = zoomOfCharacter('okko', 'Tess')!;
    expect(okko.title).toBe('Tess plays Brother Okko');
    expect(okko.text.length).toBeGreaterThan(10);
  });

  it('the first-tavern-game guide names F, AC, Gold, the four phases, answering and a Round', () => {
    const all = TAVERN_GUIDE.map((s) => `${s.title} ${s.text}`).join(' ');
    for (const w of ['Fortitude', 'Alcohol', 'Gold', 'Discard and Draw', 'Action', 'Order a Drink', 'Drink', 'Pass', 'Round']) expect(all).toContain(w);
  });
});
