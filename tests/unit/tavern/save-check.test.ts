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

describe('the tavern save check', () => {
  it('is the check the machine uses (re-exported, one check)', () => {
    expect(machineCheck).toBe(tavernGameProblem);
  });

  it('passes every state of whole games and gives each back unchanged (sampled: 2–8 seats, Prizes and Appendix B on and off)', () => {
    let checked = 0;
    for (let g = 0; g < 8; g++) {
      const n = [2, 3, 5, 8, 4, 6, 7, 3][g]!;
      const game = TavernMachine.create(`g${g}`, { seats: bots(n, g), seed: 300 + g, prizes: g % 2 === 0, appendixB: g % 3 !== 2 }).snapshot();
      const rng = rngFrom(seedRng(g));
      for (let step = 0; !game.state.over; step++) {
        if (step % 29 === 0) {
          const saved = JSON.parse(JSON.stringify(game));
          const r = parseTavernGame(saved);
          if (!r.ok) throw new Error(`game ${g}, step ${step}: refused: ${r.problem}`);
          expect(r.game).toEqual(saved);
          checked++;
        }
        // Random legal play, recorded as the machine records it (the last events, each seat's last decision).
        const seat = game.state.pending!.seat;
        const events = applyInPlace(game.state, seat, randomAction(game.state, seat, rng));
        game.last = { seat, events };
        game.seen[seat] = game.state.version;
      }
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
