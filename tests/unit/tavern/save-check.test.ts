import { describe, expect, it } from 'vitest';
import { tavernGameProblem as machineCheck, type TavernSetup } from '../../../src/shared/tavern/game';
import { TavernDriver as TavernMachine } from '../../helpers/tavern';
import { parseTavernGame, tavernGameProblem } from '../../../src/shared/tavern/save-check';
import { parseTavernSave, serializeTavern } from '../../../src/shared/storage/taverns';
import { rngFrom, seedRng } from '../../../src/shared/rng';
import { applyInPlace } from '../../../src/shared/tavern';
import { randomAction } from '../../../src/shared/tavern/random';

/**
 * The thorough check of a saved tavern game (issue 25, item 1): every state the engine writes passes it and
 * comes back unchanged (the normalising schema drops nothing the engine keeps), fields the engine never
 * writes are dropped, and broken games are refused with a phrase for players.
 */
const CHARS = ['tamsin', 'okko', 'vess', 'grusk'];
function bots(n: number, g: number): TavernSetup['seats'] {
  return Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'bot' as const, char: CHARS[(g + i) % 4]!, level: (['easy', 'normal', 'hard'] as const)[i % 3] }));
}

/**
 * Plays a saved game to its end by random legal moves, recorded as the machine records them (the last events,
 * each seat's last decision), and checks every `every`th state: the save check passes it and gives it back
 * unchanged. Returns how many states were checked.
 */
function playChecking(game: any, rng: ReturnType<typeof rngFrom>, every: number, what: string): number {
  let checked = 0;
  for (let step = 0; !game.state.over; step++) {
    if (step % every === 0) {
      const saved = JSON.parse(JSON.stringify(game));
      const r = parseTavernGame(saved);
      if (!r.ok) throw new Error(`${what}, step ${step}: refused: ${r.problem}`);
      expect(r.game).toEqual(saved);
      checked++;
    }
    const seat = game.state.pending!.seat;
    const events = applyInPlace(game.state, seat, randomAction(game.state, seat, rng));
    game.last = { seat, events };
    game.seen[seat] = game.state.version;
  }
  return checked;
}

describe('the tavern save check', () => {
  it('is the check the machine uses (re-exported, one check)', () => {
    expect(machineCheck).toBe(tavernGameProblem);
  });

  it('passes every state of whole games and gives each back unchanged (sampled: 2–8 seats, Prizes and Appendix B on and off)', () => {
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const n = [2, 3, 5, 8, 4, 6, 7, 3][g]!;
      const game = TavernMachine.create(`g${g}`, { seats: bots(n, g), seed: 300 + g, prizes: g % 2 === 0, appendixB: g % 3 !== 2 }).snapshot();
      checked += playChecking(game, rngFrom(seedRng(g)), 29, `game ${g}`);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('drops fields the engine never writes (normalises) and keeps the game', () => {
    const m = TavernMachine.create('n', { seats: bots(3, 0), seed: 5 });
    for (let i = 0; i < 40; i++) m.step();
    const saved = JSON.parse(JSON.stringify(m.snapshot()));
    const junk = structuredClone(saved);
    junk.extra = 'x';
    junk.state.seats[0].secret = [1, 2, 3];
    junk.state.turn.hack = true;
    const r = parseTavernSave(JSON.stringify({ ...JSON.parse(serializeTavern(saved)), game: junk }));
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.game).toEqual(saved);
  });

  it('refuses broken games with phrases for players', () => {
    const m = TavernMachine.create('b', { seats: bots(4, 1), seed: 8, prizes: true });
    for (let i = 0; i < 200 && m.snapshot().state.stack.length === 0; i++) m.step();
    const good = () => JSON.parse(JSON.stringify(m.snapshot()));
    const cases: [string, (g: any) => void, RegExp][] = [
      ['an empty RNG', (g) => (g.state.rng = []), /state\.rng/],
      ['an unknown turn phase', (g) => (g.state.turn.phase = 'nap'), /state\.turn\.phase/],
      ['a Drink in a hand', (g) => g.state.seats[0].hand.push(g.state.drinkDeck.pop()), /seat 1 holds a card that is not its character's/],
      ["another seat's card in a hand", (g) => g.state.seats[0].hand.push(g.state.seats[1].deck.pop()), /seat 1 holds a card that is not its character's/],
      ['2^53+2 Gold', (g) => (g.state.seats[0].G = 2 ** 53 + 2), /state\.seats\[0\]\.G/],
      ['more Gold than the game has', (g) => ((g.state.seats[0].G += 50), (g.state.gold += 50)), /Gold adds up to/],
      ['the game waiting on seat 9', (g) => (g.state.pending.seat = 9), /names a seat that does not exist/],
      ['an unknown card', (g) => g.state.seats[2].hand.push('c99999'), /card/],
      ['junk in the last events', (g) => g.last.events.push({ t: 'junk' }), /last\.events/],
      ['a seat that has seen the future', (g) => (g.seen[0] = g.state.version + 5), /later moment/],
    ];
    for (const [what, breakIt, words] of cases) {
      const g = good();
      breakIt(g);
      const problem = tavernGameProblem(g);
      expect(problem, what).toMatch(words);
      expect(problem, what).not.toMatch(/undefined|NaN|Cannot read|TypeError|reading '/);
    }
  });
});

describe('the tavern save check knows the second four (issue 23: Oven, companions, Plots, Loot Sack)', () => {
  const SECOND = ['tamsin', 'hesper', 'wren', 'corvin', 'pell'];
  const seats = (): TavernSetup['seats'] => SECOND.map((char, i) => ({ name: `P${i}`, kind: 'bot' as const, char, level: 'normal' as const }));
  const [TAMSIN, HESPER, WREN, CORVIN, PELL] = [0, 1, 2, 3, 4];

  /** A game played by the bots until Wren has a companion in play, Corvin a Plot laid and Pell loot spent. */
  function midGame(): any {
    for (let seed = 1; seed < 60; seed++) {
      const m = TavernMachine.create(`s${seed}`, { seats: seats(), seed });
      for (let i = 0; i < 4000 && !m.snapshot().state.over; i++) {
        const st = m.snapshot().state.seats;
        if (st[WREN]!.companions?.length && st[CORVIN]!.plots?.length && st[PELL]!.spent?.length && st.every((x) => x.alive)) return JSON.parse(JSON.stringify(m.snapshot()));
        m.step();
      }
    }
    throw new Error('no game reached a companion, a Plot and spent loot together');
  }

  it('passes every sampled state of games with the second four and gives each back unchanged', () => {
    let checked = 0;
    for (let g = 0; g < 4; g++) {
      const game = TavernMachine.create(`h${g}`, { seats: seats().slice(g % 2, 5), seed: 900 + g, appendixB: g === 3 }).snapshot();
      checked += playChecking(game, rngFrom(seedRng(g + 50)), 23, `game ${g}`);
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('accepts a game with a companion in play, a Plot face down and spent loot, events included', () => {
    const g = midGame();
    expect(tavernGameProblem(g)).toBeNull();
  });

  it('refuses malformed mechanics with phrases for players', () => {
    const base = midGame();
    const cases: [string, (g: any) => void, RegExp][] = [
      ['Heat beyond the Oven', (g) => (g.state.seats[HESPER].heat = 9), /seat 2's Oven holds 9 Heat/],
      ['negative Heat', (g) => (g.state.seats[HESPER].heat = -1), /state\.seats\[1\]\.heat/],
      ['an Oven on Tamsin', (g) => (g.state.seats[TAMSIN].heat = 2), /seat 1 has an Oven, and its character has none/],
      ["Pell's Loot Sack gone", (g) => delete g.state.seats[PELL].sack, /seat 5's Loot Sack is missing/],
      ['a Loot card shuffled into the deck', (g) => g.state.seats[PELL].deck.push(g.state.seats[PELL].sack.pop() ?? g.state.seats[PELL].spent.pop()), /seat 5's deck or discards hold a Loot card/],
      ['a hand card face down that is no Plot', (g) => g.state.seats[CORVIN].plots.push(g.state.seats[CORVIN].hand.splice(g.state.seats[CORVIN].hand.findIndex((id: string) => !g.state.defs[id].startsWith('corvin.long') && !g.state.defs[id].startsWith('corvin.switched') && !g.state.defs[id].startsWith('corvin.rigged') && !g.state.defs[id].startsWith('corvin.cold')), 1)[0]), /seat 4's face-down Plots holds a card that does not belong there/],
      ["another seat's card as Wren's companion", (g) => g.state.seats[WREN].companions.push(g.state.seats[TAMSIN].deck.pop()), /seat 3's companions in play holds a card that is not its character's/],
      ['spent loot that is not Loot', (g) => g.state.seats[PELL].spent.push(g.state.seats[PELL].deck.pop()), /seat 5's spent loot holds a card that does not belong there/],
      ['a Plot laid by Tamsin', (g) => (g.state.seats[TAMSIN].plots = []), /seat 1 has Plots, and its character has none/],
      ['a malformed plotLaid event', (g) => g.last.events.push({ t: 'plotLaid', seat: CORVIN, plots: 'two' }), /last\.events/],
      ['a heat event for seat 9', (g) => g.last.events.push({ t: 'heat', seat: 9, from: 0, to: 1 }), /names a seat that does not exist/],
      ['an unknown choice kind', (g) => (g.state.pending = { k: 'choose', seat: CORVIN, what: 'scheme', options: ['none'] }), /state\.pending/],
    ];
    for (const [what, breakIt, words] of cases) {
      const g = structuredClone(base);
      breakIt(g);
      const problem = tavernGameProblem(g);
      expect(problem, what).toMatch(words);
      expect(problem, what).not.toMatch(/undefined|NaN|Cannot read|TypeError|reading '/);
    }
  });
});
