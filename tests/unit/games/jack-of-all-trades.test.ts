import { describe, expect, it } from 'vitest';
import { formatCard, type CardId } from '../../../src/shared/cards/card';
import { cards } from '../../../src/shared/cards/notation';
import { InputError, RuleError } from '../../../src/shared/engine/errors';
import { runShowdown } from '../../../src/shared/engine/showdown';
import { apply, applyInPlace, canStartGame, legalActions, moneyOnTable, newTable, pendingSeats } from '../../../src/shared/engine/table';
import type { Action, AnyState, TableConfig } from '../../../src/shared/engine/types';
import { viewFor } from '../../../src/shared/engine/view';
import type { JackG } from '../../../src/shared/games/jack-of-all-trades';
import { cardChoices, diceChoices, jobFromCard, jobFromDie } from '../../../src/shared/games/jack-of-all-trades/jobs';
import { evaluateCardWorkers } from '../../../src/shared/games/jack-of-all-trades/scoring';
import { rngFrom, seedRng, type RngState } from '../../../src/shared/rng';
import { playRandomGame } from '../../../src/shared/sim/random-table';
import { config as tableConfig } from '../../helpers/table';
import { setZone, stackDeck } from '../../helpers/stack';
import { jackOfAllTrades } from '../../../src/shared/games/jack-of-all-trades';

const config = (over: Partial<TableConfig> = {}): TableConfig =>
  tableConfig('jack-of-all-trades', ['Cliff', 'Jen', 'Tom'], { startingChips: 20, seed: 11, ...over });

const g = (s: AnyState): JackG => s.g as JackG;
const names = (ids: readonly CardId[]) => ids.map(formatCard);
const placing = (a: Action[]) => a.filter((x) => x.t === 'assign');

/** Checks in Betting Rounds and passes on jobs until the game reaches step `id` (or ends). */
function playTo(s: AnyState, id: string): void {
  for (let guard = 0; guard < 300 && s.phase === 'playing' && s.step.id !== id; guard++) {
    const seat = pendingSeats(s)[0]!;
    const legal = legalActions(s, seat);
    applyInPlace(s, seat, legal.find((x) => x.t === 'check') ?? legal.find((x) => x.t === 'pass') ?? legal[0]!);
  }
}

/** A PRNG state whose first die shows `face`: set before the action that rolls a die job. */
function rngRolling(face: number): RngState {
  for (let seed = 0; ; seed++) if (rngFrom(seedRng(seed)).int(1, 6) === face) return seedRng(seed);
}

describe('the workers', () => {
  it('each player rolls 5 dice, public to all, before the first Betting Round', () => {
    const s = newTable(config()).state;
    expect(s.step.id).toBe('betting-1');
    expect(g(s).workers.map((w) => w.length)).toEqual([5, 5, 5]);
    expect(viewFor(s, 1).g).toMatchObject({ workers: g(s).workers });
  });
});

describe('the first three jobs', () => {
  function atJob1(): AnyState {
    const s = newTable(config()).state;
    stackDeck(s, 'rL gM bB rR');
    g(s).workers = [
      [2, 2, 5, 6, 1],
      [6, 6, 1, 1, 4],
      [1, 1, 4, 4, 5],
    ];
    playTo(s, 'assign-1');
    return s;
  }

  it('a card revealed from the deck is the job; its rank is the value to match', () => {
    const s = atJob1();
    expect(names(s.zones['jobs']!.cards)).toEqual(['rL.wolf']);
    expect(g(s).jobs[0]).toMatchObject({ by: 'card', value: 2, any: false, lastCall: false });
  });

  it('takes one matching worker, even from a player with several', () => {
    const s = atJob1();
    expect(legalActions(s, 0)).toEqual([{ t: 'assign', dice: [2] }, { t: 'pass' }]);
  });

  it('a player with no match may place a 6 instead (a Jack of All Trades), and only then', () => {
    const s = atJob1();
    expect(legalActions(s, 1)).toEqual([{ t: 'assign', dice: [6] }, { t: 'pass' }]);
    expect(() => apply(s, 0, { t: 'assign', dice: [6] })).toThrow(RuleError);
    expect(() => apply(s, 1, { t: 'assign', dice: [1] })).toThrow(/cannot take/);
  });

  it('a player with neither a match nor a 6 is not asked', () => {
    expect(pendingSeats(atJob1())).toEqual([0, 1]);
  });

  it('players decide at once; a choice stays secret until everyone has chosen', () => {
    const s = atJob1();
    applyInPlace(s, 0, { t: 'assign', dice: [2] });
    expect(g(s).workers[0]).toHaveLength(5);
    expect(Object.keys(viewFor(s, 1).mine)).toEqual([]);
    expect(Object.values(viewFor(s, 0).mine)).toEqual([{ t: 'assign', dice: [2] }]);
    applyInPlace(s, 1, { t: 'pass' });
    expect(g(s).workers[0]).toEqual([2, 5, 6, 1]);
    expect(g(s).workers[1]).toEqual([6, 6, 1, 1, 4]);
    expect(g(s).placed[0]![0]).toEqual([2]);
    expect(s.step.id).toBe('betting-2');
  });
});

describe('the Last Call', () => {
  function atLastCall(variants: string[] = [], last = 'rR'): AnyState {
    const s = newTable(config({ variants })).state;
    stackDeck(s, `rL gM bB ${last}`);
    playTo(s, 'betting-4');
    g(s).workers = [
      [5, 5, 5, 1, 2],
      [6, 6, 1, 1, 1],
      [1, 1, 4, 4, 2],
    ];
    playTo(s, 'assign-4');
    return s;
  }

  it('takes all matching workers; with none, up to one Jack', () => {
    const s = atLastCall();
    expect(s.zones['last-call']!.cards).toHaveLength(1);
    expect(legalActions(s, 0)).toEqual([{ t: 'assign', dice: [5, 5, 5] }, { t: 'pass' }]);
    expect(legalActions(s, 1)).toEqual([{ t: 'assign', dice: [6] }, { t: 'pass' }]);
    expect(pendingSeats(s)).toEqual([0, 1]);
  });

  it('then the players score: the lowest total of unassigned workers wins, with no Betting Round after', () => {
    const s = atLastCall();
    applyInPlace(s, 0, { t: 'assign', dice: [5, 5, 5] });
    applyInPlace(s, 1, { t: 'assign', dice: [6] });
    expect(s.phase).toBe('over');
    expect(s.result!.standings.map((x) => x.score)).toEqual([3, 9, 12]);
    expect(s.result!.standings.map((x) => x.place)).toEqual([1, 2, 3]);
    expect(s.result!.payouts).toEqual([3, 0, 0]);
    expect(s.log.filter((e) => e.t === 'betting-round')).toHaveLength(4);
  });

  it('No Last Call: it takes one matching worker like the first three', () => {
    const s = atLastCall(['no-last-call']);
    expect(legalActions(s, 0)).toEqual([{ t: 'assign', dice: [5] }, { t: 'pass' }]);
    expect(legalActions(s, 1)).toEqual([{ t: 'assign', dice: [6] }, { t: 'pass' }]);
  });

  it('Dragon Cards: a Dragon as the Last Call takes any one worker, not all', () => {
    const s = atLastCall(['dragon-cards'], 'gD');
    expect(g(s).jobs[3]).toMatchObject({ value: 0, any: true, lastCall: true });
    expect(placing(legalActions(s, 0))).toEqual([1, 2, 5].map((v) => ({ t: 'assign', dice: [v] })));
    expect(pendingSeats(s)).toEqual([0, 1, 2]);
  });
});

describe('Dragon Cards', () => {
  it('a Dragon revealed as a job takes any one worker', () => {
    const s = newTable(config({ variants: ['dragon-cards'] })).state;
    stackDeck(s, 'bD');
    g(s).workers[0] = [1, 2, 2, 5, 6];
    playTo(s, 'assign-1');
    expect(placing(legalActions(s, 0))).toEqual([1, 2, 5, 6].map((v) => ({ t: 'assign', dice: [v] })));
  });

  it('the Dragons are in the deck only with the variant', () => {
    expect(newTable(config()).state.deck).toHaveLength(90);
    expect(newTable(config({ variants: ['dragon-cards'] })).state.deck).toHaveLength(93);
  });
});

describe('the rules of assignment', () => {
  it('a job from a die matches its face; a rolled 6 takes any one worker, even as the Last Call', () => {
    expect(diceChoices([3, 3, 4], jobFromDie(3, true), false)).toEqual([[3, 3]]);
    expect(diceChoices([3, 3, 4], jobFromDie(6, true), false)).toEqual([[3], [4]]);
  });

  it('card workers have no Jack, and a Dragon worker never works', () => {
    const hand = cards('rD gW bW rR gR');
    expect(cardChoices(hand, jobFromCard(cards('bL')[0]!, false), false)).toEqual([]);
    expect(cardChoices(hand, jobFromDie(6, false), false).flat()).not.toContain(hand[0]);
    expect(cardChoices(hand, jobFromCard(cards('bR')[0]!, true), false)).toEqual([[hand[3], hand[4]]]);
    expect(cardChoices(hand, jobFromCard(cards('bR')[0]!, true), true)).toEqual([[hand[3]], [hand[4]]]);
  });
});

describe('scoring and the showdown contract', () => {
  it('the lowest total left unassigned wins; an empty set of workers scores 0', () => {
    const out = runShowdown({ game: 'jack-of-all-trades', players: [{ workers: [1, 2] }, { workers: [3] }, { workers: [] }] });
    expect(out.scores).toEqual([3, 3, 0]);
    expect(out.places).toEqual([2, 2, 1]);
  });

  it('has no tiebreaker: a tie splits by the Split Rule', () => {
    const out = runShowdown({
      game: 'jack-of-all-trades',
      players: [{ workers: [1, 4] }, { workers: [5] }, { workers: [6, 6] }],
      stakes: { mode: 'betting', contributions: [4, 4, 3], splitRule: 'merchant' },
    });
    expect(out.places).toEqual([1, 1, 3]);
    expect(out.payouts).toEqual([5, 5, 0]);
    expect(out.carry).toBe(1);
  });

  it('Hidden Fate workers are cards worth their rank; with Dragon Cards a Dragon is worth 0', () => {
    const out = runShowdown({ game: 'jack-of-all-trades', variants: ['hidden-fate', 'dragon-cards'], players: [{ workers: ['rW', 'gL'] }, { workers: ['gD', 'bW'] }] });
    expect(out.scores).toEqual([3, 1]);
    expect(out.places).toEqual([2, 1]);
    expect(evaluateCardWorkers(cards('rD gD bD')).score).toBe(0);
  });

  it('refuses no workers left under No Last Call: four jobs take at most four of the five', () => {
    const req = (variants: string[]) => ({ game: 'jack-of-all-trades', variants, players: [{ workers: [] }, { workers: [1] }] });
    expect(() => runShowdown(req(['no-last-call']))).toThrow(InputError);
    expect(() => runShowdown(req(['no-last-call', 'hidden-fate']))).toThrow(/expected 1 to 5/);
    expect(runShowdown(req([])).scores).toEqual([0, 1]);
  });

  it('refuses bad workers with a sentence', () => {
    expect(() => runShowdown({ game: 'jack-of-all-trades', players: [{ workers: [1, 2, 3, 4, 5, 6] }, { workers: [] }] })).toThrow(InputError);
    expect(() => runShowdown({ game: 'jack-of-all-trades', players: [{ workers: ['rW'] }, { workers: [] }] })).toThrow(/dice/);
    expect(() => runShowdown({ game: 'jack-of-all-trades', variants: ['hidden-fate'], players: [{ workers: ['rD'] }, { workers: [] }] })).toThrow(/Dragon Cards/);
  });
});

describe('Hidden Fate', () => {
  const hf = (variants: string[] = []) => config({ seats: config().seats.slice(0, 2), variants: ['hidden-fate', ...variants] });
  function dealt(variants: string[] = [], hand0 = 'rL gL bM bR rW'): AnyState {
    const s = newTable(hf(variants)).state;
    setZone(s, 'workers.0', hand0);
    setZone(s, 'workers.1', 'rB gB bB rM gM');
    return s;
  }

  it('deals each player 5 hidden cards as workers and rolls no dice', () => {
    const s = newTable(hf()).state;
    expect(s.zones['workers.0']!.cards).toHaveLength(5);
    expect(viewFor(s, 1).zones['workers.0']!.cards).toEqual([null, null, null, null, null]);
    expect(g(s).workers).toEqual([[], []]);
  });

  it('the Starting Player alone sets card or die for each of the four jobs, before the first Betting Round', () => {
    const s = newTable(hf()).state;
    expect(s.step.id).toBe('choose-jobs');
    expect(pendingSeats(s)).toEqual([0]);
    expect(legalActions(s, 0)).toHaveLength(16);
    expect(() => apply(s, 0, { t: 'jobs', pattern: ['card', 'die'] })).toThrow(/exactly four/);
    expect(() => apply(s, 1, { t: 'jobs', pattern: ['card', 'card', 'card', 'card'] })).toThrow(RuleError);
    applyInPlace(s, 0, { t: 'jobs', pattern: ['card', 'die', 'card', 'die'] });
    expect(g(s).pattern).toEqual(['card', 'die', 'card', 'die']);
    expect(s.step.id).toBe('betting-1');
  });

  it('a card job takes one card of its rank, which goes face up to the center; there is no Jack', () => {
    const s = dealt();
    applyInPlace(s, 0, { t: 'jobs', pattern: ['card', 'card', 'card', 'card'] });
    stackDeck(s, 'bL bW rR gB');
    playTo(s, 'assign-1');
    // Seat 1 holds no Lady and cards have no 6, yet is asked too: skipping it would tell the table so.
    expect(pendingSeats(s)).toEqual([0, 1]);
    expect(legalActions(s, 1)).toEqual([{ t: 'pass' }]);
    const [rL, gL] = s.zones['workers.0']!.cards;
    expect(placing(legalActions(s, 0))).toEqual([{ t: 'assign', cards: [rL] }, { t: 'assign', cards: [gL] }]);
    applyInPlace(s, 0, { t: 'assign', cards: [gL] });
    applyInPlace(s, 1, { t: 'pass' });
    expect(names(s.zones['assigned']!.cards)).toEqual(['gL.horse']);
    expect(viewFor(s, 1).zones['assigned']!.cards).toEqual([gL]);
    expect(s.zones['workers.0']!.cards).not.toContain(gL);
  });

  it('the Last Call takes all matching cards, then a final Betting Round, then hands are revealed', () => {
    const s = dealt();
    applyInPlace(s, 0, { t: 'jobs', pattern: ['card', 'card', 'card', 'card'] });
    stackDeck(s, 'bL bW rR gB');
    playTo(s, 'assign-4');
    expect(placing(legalActions(s, 1))).toEqual([{ t: 'assign', cards: cards('rB gB bB', new Set(s.zones['workers.0']!.cards)) }]);
    applyInPlace(s, 1, legalActions(s, 1)[0]!);
    applyInPlace(s, 0, { t: 'pass' });
    expect(s.step.id).toBe('betting-5');
    playTo(s, 'never');
    expect(s.phase).toBe('over');
    expect(s.zones['workers.0']!.vis).toEqual({ to: 'all' });
    expect(s.result!.standings.map((x) => x.score)).toEqual([14, 8]);
    expect(s.result!.standings.map((x) => x.place)).toEqual([2, 1]);
  });

  it('a die job matches its face; a rolled 6 takes any one worker, even as the Last Call', () => {
    const s = dealt();
    applyInPlace(s, 0, { t: 'jobs', pattern: ['die', 'card', 'card', 'die'] });
    s.rng = rngRolling(6);
    playTo(s, 'assign-1');
    expect(g(s).jobs[0]).toMatchObject({ by: 'die', value: 6, any: true });
    expect(placing(legalActions(s, 1))).toHaveLength(5);
    playTo(s, 'betting-4');
    s.rng = rngRolling(6);
    playTo(s, 'assign-4');
    expect(g(s).jobs[3]).toMatchObject({ by: 'die', value: 6, lastCall: true });
    expect(placing(legalActions(s, 1)).every((a) => (a.cards as unknown[]).length === 1)).toBe(true);
  });

  it('a rolled 3 takes a Bard', () => {
    const s = dealt();
    applyInPlace(s, 0, { t: 'jobs', pattern: ['die', 'card', 'card', 'card'] });
    s.rng = rngRolling(3);
    playTo(s, 'assign-1');
    expect(pendingSeats(s)).toEqual([0, 1]);
    expect(placing(legalActions(s, 0))).toEqual([]);
    expect(placing(legalActions(s, 1))).toHaveLength(3);
  });

  it('with Dragon Cards a Dragon in hand is worth 0 and may not be assigned, even to a 6', () => {
    const s = dealt(['dragon-cards'], 'gD gL bM bR rW');
    const dragon = s.zones['workers.0']!.cards[0]!;
    applyInPlace(s, 0, { t: 'jobs', pattern: ['die', 'card', 'card', 'card'] });
    s.rng = rngRolling(6);
    playTo(s, 'assign-1');
    expect(placing(legalActions(s, 0))).toHaveLength(4);
    expect(() => apply(s, 0, { t: 'assign', cards: [dragon] })).toThrow(/cannot take/);
    expect(evaluateCardWorkers(s.zones['workers.0']!.cards).score).toBe(2 + 4 + 5 + 1);
  });
});

describe('Hidden Fate keeps the workers secret', () => {
  const hf = () => config({ seats: config().seats.slice(0, 2), variants: ['hidden-fate'] });
  function atJob1(hand1: string): AnyState {
    const s = newTable(hf()).state;
    setZone(s, 'workers.0', 'rL gL bM bR rW');
    setZone(s, 'workers.1', hand1);
    applyInPlace(s, 0, { t: 'jobs', pattern: ['card', 'card', 'card', 'card'] });
    stackDeck(s, 'bL bW rR gB');
    playTo(s, 'assign-1');
    return s;
  }

  it('asks every player with cards to place a worker, whether or not they hold one the job takes', () => {
    const without = atJob1('rB gB bB rM gM');
    const holding = atJob1('rB gB bB rM gL.owl');
    expect(pendingSeats(without)).toEqual([0, 1]);
    expect(pendingSeats(holding)).toEqual([0, 1]);
    expect(viewFor(without, 0).step).toEqual(viewFor(holding, 0).step);
  });

  it('offers one button per face, yet accepts either copy', () => {
    const s = atJob1('rB gB bB rM gM');
    setZone(s, 'workers.0', 'rL.wolf rL.wolf bM bR rW');
    const [a, b] = s.zones['workers.0']!.cards;
    expect(placing(legalActions(s, 0))).toEqual([{ t: 'assign', cards: [a] }]);
    applyInPlace(s, 0, { t: 'assign', cards: [b] });
    applyInPlace(s, 1, { t: 'pass' });
    expect(s.zones['assigned']!.cards).toEqual([b]);
  });
});

describe('folded players', () => {
  it('are not asked to place workers, and have no place at the end', () => {
    const s = newTable(config()).state;
    stackDeck(s, 'rL gM bB rR');
    g(s).workers = [
      [2, 2, 5, 6, 1],
      [2, 6, 1, 1, 4],
      [2, 1, 4, 4, 5],
    ];
    applyInPlace(s, 0, { t: 'check' });
    applyInPlace(s, 1, { t: 'fold' });
    applyInPlace(s, 2, { t: 'check' });
    expect(s.step.id).toBe('assign-1');
    expect(pendingSeats(s)).toEqual([0, 2]);
    playTo(s, 'never');
    expect(s.result!.standings[1]).toMatchObject({ place: null, label: 'folded' });
  });
});

describe('button words', () => {
  it('say which worker goes where, and call a 6 placed without a match a Jack of All Trades', () => {
    const s = newTable(config()).state;
    stackDeck(s, 'rL gM bB rR');
    g(s).workers = [
      [2, 2, 5, 6, 1],
      [6, 6, 1, 1, 4],
      [1, 1, 5, 5, 5],
    ];
    playTo(s, 'assign-1');
    expect(viewFor(s, 0).legalText).toEqual(['Place your 2', 'Place no worker']);
    expect(viewFor(s, 1).legalText).toEqual(['Place your 6 (a Jack of All Trades)', 'Place no worker']);
    playTo(s, 'assign-4');
    expect(viewFor(s, 0).legalText).toEqual(['Place your 5 on the Last Call', 'Place no worker']);
    expect(viewFor(s, 2).legalText).toEqual(['Place your 3 workers showing 5 on the Last Call', 'Place no worker']);
  });

  it("name the Starting Player's choice of card or die for each job", () => {
    const s = newTable(config({ variants: ['hidden-fate'] })).state;
    const words = viewFor(s, 0).legalText;
    expect(words).toContain('Job 1 by card, job 2 by die, job 3 by card, Last Call by die');
    expect(new Set(words).size).toBe(16);
  });

  it('name the card placed under Hidden Fate', () => {
    const s = newTable(config({ seats: config().seats.slice(0, 2), variants: ['hidden-fate'] })).state;
    setZone(s, 'workers.0', 'rL.wolf gL bM bR rW');
    applyInPlace(s, 0, { t: 'jobs', pattern: ['card', 'card', 'card', 'card'] });
    stackDeck(s, 'bL');
    playTo(s, 'assign-1');
    expect(viewFor(s, 0).legalText[0]).toBe('Place your red Lady (Wolf)');
  });
});

describe('inside The Red Dragon Inn (Appendix B)', () => {
  it('may replace a Round of Gambling with every variant; a card alters only your own unassigned workers', () => {
    expect(jackOfAllTrades.tavern).toMatchObject({ allowed: true, alters: ['own-dice', 'hand'] });
    expect(jackOfAllTrades.variants.some((v) => v.notInTavern)).toBe(false);
    expect(jackOfAllTrades.tavern!.note).toMatch(/Never a job/);
  });
});

describe('random legal play', () => {
  it('ends and conserves money with 8 players under every combination of variants', () => {
    const rng = rngFrom(seedRng(8));
    const ALL = ['no-last-call', 'hidden-fate', 'dragon-cards'];
    const eight = Array.from({ length: 8 }, (_, i) => ({ name: `P${i + 1}`, kind: 'bot' as const }));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      const variants = ALL.filter((_, i) => mask & (1 << i));
      const s = newTable(config({ seats: eight, variants, seed: 100 + mask, startingChips: 6 })).state;
      for (let game = 0; game < 4 && (game === 0 || canStartGame(s)); game++) {
        if (game > 0) applyInPlace(s, 0, { t: 'next-game' });
        playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
        expect(s.phase).toBe('over');
      }
    }
  });

  const ALL = ['no-last-call', 'hidden-fate', 'dragon-cards'];
  it('ends, and conserves money, under every combination of variants', () => {
    const rng = rngFrom(seedRng(5));
    for (let mask = 0; mask < 1 << ALL.length; mask++) {
      const variants = ALL.filter((_, i) => mask & (1 << i));
      for (const stakes of [{ mode: 'betting', minRaise: true }, { mode: 'shares', share: 1 }] as const) {
        const s = newTable(config({ variants, stakes, seed: mask, splitRule: mask % 2 ? 'commoner' : 'merchant' })).state;
        for (let game = 0; game < 8; game++) {
          if (game > 0) {
            if (!canStartGame(s)) break;
            applyInPlace(s, 0, { t: 'next-game' });
          }
          playRandomGame(s, rng, { afterAction: (st) => expect(moneyOnTable(st)).toBe(st.totalMoney) });
          expect(s.phase).toBe('over');
        }
      }
    }
  });
});
