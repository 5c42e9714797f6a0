import { describe, expect, it } from 'vitest';
import { bandOf } from '../../../src/shared/tavern/cards';
import { cardDef } from '../../../src/shared/tavern/content/catalog';
import { half } from '../../../src/shared/tavern/interpreter';
import { A, B, C, D, scenario } from './scenario';

/** The interpreter's effects and the characters' own rules, one at a time. */

/** A number of a card's effect, read from the data (balance tuning changes the numbers, not the rules). */
const effectN = (key: string, i: number) => (cardDef(key).modes[0]!.effects[i] as { n: number | [number, number, number] }).n;

describe('the interpreter', () => {
  it('halves away from zero, rounding the size up', () => {
    expect([3, 4, 1, 0, -1, -3, -4].map(half)).toEqual([2, 2, 1, 0, -1, -2, -2]);
  });

  it('a Roll card rolls as it resolves and uses the band of its roll (Bruised Shin: low/mid/high amounts)', () => {
    const bands = new Set<string>();
    const [low, mid, high] = effectN('tamsin.bruised-shin', 1) as [number, number, number];
    for (let seed = 1; seed <= 24; seed++) {
      const sc = scenario({ seed, chars: ['tamsin', 'kit', 'kit', 'kit'], phase: 'action', hands: { [A]: ['tamsin.bruised-shin'] } });
      sc.play(A, 'tamsin.bruised-shin', { targets: [B] }).passWhile();
      if (sc.pending?.k === 'choose') sc.choose(A, 'keep').passWhile();
      const roll = sc.events.find((e) => e.t === 'rolled');
      expect(roll).toBeDefined();
      const band = bandOf((roll as { value: number }).value);
      bands.add(band);
      expect(sc.stat(B).F).toBe(20 + { low, mid, high }[band]);
    }
    expect(bands.size).toBeGreaterThan(1);
  });

  it("the Jig Die: Tamsin pays 1 G to the Inn to roll again, once per game turn, and nothing answers it", () => {
    const sc = scenario({ chars: ['tamsin', 'kit', 'kit', 'kit'], phase: 'action', hands: { [A]: ['tamsin.lucky-streak'] }, stats: { [A]: { F: 10 } } });
    sc.play(A, 'tamsin.lucky-streak').passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'reroll', options: ['keep', 'reroll'] });
    sc.choose(A, 'reroll');
    const rolls = sc.events.filter((e) => e.t === 'rolled') as { value: number }[];
    expect(rolls).toHaveLength(2);
    expect(sc.stat(A).G).toBe(9);
    expect(sc.s.inn).toBe(1);
    expect(sc.stat(A).F).toBe(10 + { low: 1, mid: 2, high: 4 }[bandOf(rolls[1]!.value)]);
    expect(sc.s.turn.jig).toEqual([A]);
  });

  it('a Negated Roll card rolls nothing', () => {
    const sc = scenario({ chars: ['kit', 'tamsin', 'kit', 'kit'], phase: 'action', hands: { [A]: ['jab', 'counter'], [B]: ['tamsin.crowd-favourite'] } });
    sc.play(A, 'jab', { targets: [B] }).pass(A).play(B, 'tamsin.crowd-favourite').pass(C).pass(D);
    sc.passTo(A).play(A, 'counter').passWhile();
    expect(sc.events.some((e) => e.t === 'rolled')).toBe(false);
    expect(sc.stat(B).F).toBe(18);
  });

  it('lowering never goes below 0: Nettle Tea (−2) cut by 2 gives 0, not −4', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['drink.nettle-tea'] }, stats: { [A]: { AC: 5 } }, hands: { [B]: ['okko.cut-it-with-water'] } });
    sc.passTo(B).play(B, 'okko.cut-it-with-water', { drink: 0 }).passWhile();
    expect(sc.stat(A).AC).toBe(5);
  });

  it('a Drink gives its F as it gives its AC: Bone Broth (AC 0, F +2), Cellar Porter (AC +1, F +1) (issue 25: untested before)', () => {
    const broth = scenario({ phase: 'drink', piles: { [A]: ['drink.bone-broth'] }, stats: { [A]: { F: 10, AC: 4 } } });
    broth.passWhile();
    expect(broth.stat(A)).toMatchObject({ F: 12, AC: 4 });
    const porter = scenario({ phase: 'drink', piles: { [A]: ['drink.cellar-porter'] }, stats: { [A]: { F: 10, AC: 4 } } });
    porter.passWhile();
    expect(porter.stat(A)).toMatchObject({ F: 11, AC: 5 });
  });

  it('an empty Drink Me! pile sobers up by 1 (not a Drink)', () => {
    const sc = scenario({ phase: 'drink', stats: { [A]: { AC: 3 } } });
    expect(sc.stat(A).AC).toBe(2);
    expect(sc.events.some((e) => e.t === 'soberedUp')).toBe(true);
  });

  it('Discard and Draw: discard, then draw to 7; the last card drawn reshuffles the discards', () => {
    const sc = scenario({ phase: 'discard', hands: { [A]: ['jab', 'jab', 'heal2'] }, decks: { [A]: ['tip', 'tip', 'tip'] } });
    sc.act(A, { t: 'discard', card: sc.cardOf(A, 'heal2') });
    sc.act(A, { t: 'draw' });
    expect(sc.seat(A).hand).toHaveLength(6);
    expect(sc.seat(A).deck).toHaveLength(0);
    expect(sc.events.some((e) => e.t === 'reshuffled' && e.seat === A)).toBe(true);
  });

  it('Down in One: the target drinks from the deck; an Event revealed is discarded', () => {
    const sc = scenario({ chars: ['grusk', 'kit', 'kit', 'kit'], phase: 'action', hands: { [A]: ['grusk.down-in-one'] }, deck: ['event.brawl', 'ale1', 'ale1'] });
    sc.play(A, 'grusk.down-in-one', { targets: [B] }).passWhile(() => sc.pending?.k === 'order');
    expect(sc.s.drinkDiscard.map((c) => sc.s.defs[c])).toEqual(['event.brawl']);
    expect([A, B, C, D].map((x) => sc.stat(x).F)).toEqual([20, 20, 20, 20]);
  });

  it('Brawl Breaks Out: each player −1 F; nobody played it, so a card that only hits back cannot answer, Knock Some Sense can', () => {
    const sc = scenario({
      chars: ['kit', 'grusk', 'kit', 'kit'],
      phase: 'drink',
      piles: { [A]: ['event.brawl'] },
      stats: { [B]: { AC: 4 } },
      hands: { [B]: ['grusk.grusk-hits-back', 'grusk.knock-some-sense'] },
    });
    sc.passWhile(() => sc.topKind() === 'floss' && (sc.s.stack.at(-1) as { stage: string }).stage === 'after' && sc.pending?.seat === B);
    expect([A, B, C, D].map((x) => sc.stat(x).F)).toEqual([19, 19, 19, 19]);
    expect(sc.stat(B).AC).toBe(3); // Hard Knocks
    expect(sc.canPlay(B, 'grusk.grusk-hits-back')).toBe(false);
    expect(sc.canPlay(B, 'grusk.knock-some-sense')).toBe(true);
    sc.play(B, 'grusk.knock-some-sense').passWhile();
    expect(sc.stat(B).AC).toBe(1);
  });

  it("Innkeeper's Round: Events before the Drink are discarded; each player drinks a copy; a skipE gets none", () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['event.innkeepers-round'] }, deck: ['event.brawl', 'wine2+', 'ale1', 'ale1', 'ale1'], hands: { [C]: ['skipE'] } });
    sc.passTo(C).play(C, 'skipE').passWhile();
    expect([A, B, C, D].map((x) => sc.stat(x).AC)).toEqual([3, 3, 0, 3]);
    expect(sc.stat(A).F).toBe(20);
  });
});

describe('characters', () => {
  it('Vess: an IOU is given only while her pool has any (4 tokens)', () => {
    const sc = scenario({
      chars: ['vess', 'kit', 'kit', 'kit'],
      phase: 'action',
      hands: { [A]: ['vess.put-it-in-writing'] },
      debts: [
        { debtor: B, vess: A, n: 2 },
        { debtor: C, vess: A, n: 2 },
      ],
    });
    sc.play(A, 'vess.put-it-in-writing', { targets: [D] }).passWhile();
    expect(sc.seat(D).debts[A]).toBe(0);
    expect(sc.stat(D).F).toBe(20 + (effectN('vess.put-it-in-writing', 0) as number));
  });

  it('Vess: Foreclosure stacks one debtor\'s collection step now; Calling in a Favour takes one IOU back and heals (IOUs: 3 F each, the favour 3 F since the issue 23.6 tuning)', () => {
    const sc = scenario({
      chars: ['vess', 'kit', 'kit', 'kit'],
      phase: 'action',
      hands: { [A]: ['vess.foreclosure', 'vess.calling-in-a-favour'] },
      stats: { [A]: { F: 15 } },
      debts: [
        { debtor: B, vess: A, n: 2 },
        { debtor: C, vess: A, n: 1 },
      ],
    });
    sc.play(A, 'vess.foreclosure', { targets: [B] }).passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: B, what: 'collect' });
    sc.choose(B, 'F').passWhile(() => sc.topKind() === 'checkpoint');
    expect(sc.stat(B).F).toBe(14);
    expect(sc.seat(B).debts[A]).toBe(0);
    sc.play(A, 'vess.calling-in-a-favour', { targets: [C] }).passWhile(() => sc.pending?.k === 'order');
    expect(sc.seat(C).debts[A]).toBe(0);
    expect(sc.stat(A).F).toBe(18);
  });

  it('Vess: Calling in a Favour with no debtor only heals', () => {
    const sc = scenario({ chars: ['vess', 'kit', 'kit', 'kit'], phase: 'cp-action', hands: { [A]: ['vess.calling-in-a-favour'] }, stats: { [A]: { F: 10 } } });
    sc.play(A, 'vess.calling-in-a-favour', { targets: [] }).passWhile(() => sc.pending?.k === 'action');
    expect(sc.stat(A).F).toBe(13);
  });

  it('Vess: an eliminated debtor\'s IOUs return to her pool', () => {
    const sc = scenario({
      chars: ['vess', 'kit', 'kit', 'kit'],
      phase: 'drink',
      active: B,
      piles: { [B]: ['stout4'] },
      stats: { [B]: { F: 3 } },
      debts: [{ debtor: B, vess: A, n: 3 }],
    });
    sc.passWhile();
    expect(sc.seat(B).alive).toBe(false);
    expect(sc.seat(B).debts[A]).toBe(0);
  });

  it('Grusk: Hard Knocks costs 1 AC once per F loss, however much', () => {
    const sc = scenario({ chars: ['kit', 'grusk', 'kit', 'kit'], phase: 'action', hands: { [A]: ['jab3'] }, stats: { [B]: { AC: 6 } } });
    sc.play(A, 'jab3', { targets: [B] }).passWhile();
    expect(sc.stat(B)).toMatchObject({ F: 17, AC: 5 });
  });
});

describe('Prizes', () => {
  it('the starter picks a Prize from the Inn for the pot; the winner takes it and uses it once (Corner Booth: draw 2 at turn start)', () => {
    const sc = scenario({
      players: 2,
      phase: 'action',
      prizes: ['prize.corner-booth', 'prize.house-credit', 'prize.last-orders-bell'],
      hands: { [A]: ['start'] },
      deck: ['ale1', 'ale1', 'ale1', 'ale1'],
      decks: { [A]: ['jab', 'jab', 'jab', 'jab', 'jab', 'jab', 'jab', 'jab', 'jab', 'jab'] },
    });
    sc.play(A, 'start', { mode: 0 }).passWhile();
    expect(sc.pending).toMatchObject({ k: 'choose', seat: A, what: 'prize' });
    const booth = sc.s.prizeInn.find((p) => sc.s.defs[p] === 'prize.corner-booth')!;
    sc.choose(A, booth).passWhile();
    expect(sc.s.round!.prize).toBe(booth);
    sc.pass(B).passWhile();
    expect(sc.seat(A).prizes).toEqual([booth]);
    // B's turn, then A's next turn starts: Corner Booth at A's turn-start checkpoint.
    for (let i = 0; i < 400 && !(sc.s.turn.active === A && sc.s.turn.n > 1 && sc.topKind() === 'checkpoint'); i++) {
      const p = sc.pending!;
      if (p.k === 'discard' || p.k === 'action' || p.k === 'round-turn' || p.k === 'call' || p.k === 'sweep') sc.act(p.seat, p.k === 'discard' ? { t: 'draw' } : { t: 'pass' });
      else if (p.k === 'order') sc.act(p.seat, { t: 'order', to: 1 - p.seat });
      else if (p.k === 'choose') sc.choose(p.seat, p.options[0]!);
    }
    expect(sc.pending).toEqual({ k: 'call', seat: A });
    const hand = sc.seat(A).hand.length;
    sc.play(A, 'prize.corner-booth').passWhile(() => sc.s.prizeBin.length > 0);
    expect(sc.seat(A).hand.length).toBe(hand + 2);
    expect(sc.s.prizeBin).toEqual([booth]);
  });

  it('House Credit: about to lose Gold, the Inn pays', () => {
    const sc = scenario({ phase: 'cp-action', hands: { [A]: ['tip'] } });
    sc.s.prizeInn = [];
    sc.s.defs.p99 = 'prize.house-credit';
    sc.s.seats[B]!.prizes = ['p99'];
    sc.play(A, 'tip', { targets: [B] }).passWhile(() => sc.topKind() === 'pay' && sc.pending?.seat === B);
    sc.play(B, 'prize.house-credit').passWhile(() => sc.pending?.k === 'action');
    expect(sc.stat(B).G).toBe(10);
    expect(sc.s.inn).toBe(0);
    expect(sc.s.prizeBin).toEqual(['p99']);
  });

  it('a refill payment is answerable by an Inn-pays card', () => {
    const sc = scenario({ phase: 'order', deck: ['ale1'], drinkDiscard: ['ale1', 'ale1'], hands: { [C]: ['innpay'] } });
    sc.act(A, { t: 'order', to: B });
    sc.passWhile(() => sc.topKind() === 'pay' && (sc.s.stack.at(-1) as { payer: number }).payer === C && sc.pending?.seat === C);
    sc.play(C, 'innpay').passWhile(() => sc.topKind() === undefined || sc.pending?.k !== 'call' || sc.topKind() === 'checkpoint');
    expect([A, B, C, D].map((x) => sc.stat(x).G)).toEqual([9, 9, 10, 9]);
    expect(sc.s.inn).toBe(3 - 1 + 1);
  });
});

describe('Okko', () => {
  it('Collection Plate: the other pays its Gold; only the pile or deck picked is sniffed, not the payer\'s pile', () => {
    const sc = scenario({
      chars: ['okko', 'kit', 'kit', 'kit'],
      phase: 'action',
      hands: { [A]: ['okko.collection-plate'] },
      piles: { [B]: ['stout4'], [C]: ['wine2'] },
      deck: ['ale1', 'ale1', 'ale1'],
    });
    sc.play(A, 'okko.collection-plate', { targets: [B, C] }).passWhile(() => sc.pending?.k !== 'call');
    expect(sc.stat(A).G).toBe(10 + (effectN('okko.collection-plate', 0) as number));
    const known = sc.seat(A).known.map((c) => sc.s.defs[c]);
    expect(known).toContain('kit.wine2');
    expect(known).not.toContain('kit.stout4');
  });
});

describe('costs and rivals', () => {
  it('a cost is paid as the card is played and never refunded, even when the card is Negated', () => {
    const sc = scenario({ phase: 'drink', piles: { [A]: ['ale1'] }, hands: { [A]: ['counter'], [B]: ['paidspike'] } });
    sc.pass(A).play(B, 'paidspike', { drink: 0 }).pass(C).pass(D);
    expect(sc.stat(B).G).toBe(9);
    expect(sc.s.inn).toBe(1);
    sc.passTo(A).play(A, 'counter').passWhile();
    expect(sc.stat(B).G).toBe(9);
    expect(sc.stat(A).AC).toBe(1);
  });

  it('rivals with Anytime cards play them in the Anytime sweep, in turn order from the active player, each resolved before the next', () => {
    const sc = scenario({ phase: 'action', hands: { [A]: ['jab'], [B]: ['heal2'], [C]: ['heal2'] }, stats: { [B]: { F: 10 }, [C]: { F: 10 } } });
    sc.play(A, 'jab', { targets: [B] }).pass(A).play(B, 'heal2').play(C, 'heal2').pass(D);
    expect(sc.pending).toEqual({ k: 'sweep', seat: A });
    sc.pass(A).play(B, 'heal2');
    expect(sc.pending).toEqual({ k: 'call', seat: B }); // B's heal is called and resolved first
    sc.pass(B).pass(C).pass(D).pass(A);
    expect(sc.stat(B).F).toBe(12);
    expect(sc.pending).toEqual({ k: 'sweep', seat: C });
    sc.play(C, 'heal2').passWhile(() => sc.pending?.k === 'sweep');
    expect(sc.stat(C).F).toBe(12);
    expect(sc.pending).toEqual({ k: 'sweep', seat: D });
    sc.pass(D);
    // The Sometimes sweep asks everyone, then the jab gets a new call.
    for (const seat of [A, B, C, D]) sc.pass(seat);
    expect(sc.pending).toEqual({ k: 'call', seat: A });
    expect(sc.topKind()).toBe('card');
  });
});
