import { describe, expect, it } from 'vitest';
import type { Action, GameEvent, TableConfig } from '../../../src/shared/engine/types';
import type { SeatView } from '../../../src/shared/engine/view';
import { DirectHost } from '../../helpers/host';
import { TableClient, type Presenter } from '../../../src/renderer/src/state/client.svelte';
import { settings } from '../../../src/renderer/src/state/settings.svelte';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import { useHostCatalogue } from '../../helpers/catalogue';

// The page's lookups (cards' names in the captions) read the host's catalogue, loaded before the first screen.
useHostCatalogue();

/**
 * The table screen's sequencing against the real host (the one Host, in process): what is drawn, and when.
 * Issue 12.4: at a hotseat table's results everybody is at the screen, so no seat's private view may be
 * drawn then, nor a folded hand face up, nor a Rank and Class card held facing out that was never shown.
 */
/** Records every view the table was told to show; checks nothing itself. */
class Recorder implements Presenter {
  drawn: { view: SeatView; blank: boolean }[] = [];
  blank(): void {
    this.drawn.push({ view: null as never, blank: true });
  }
  async show(view: SeatView): Promise<void> {
    this.drawn.push({ view, blank: false });
  }
  async play(_events: GameEvent[], view: SeatView): Promise<void> {
    this.drawn.push({ view, blank: false });
  }
  skip(): void {}
}

const tick = () => new Promise((r) => setTimeout(r, 0));

/** Waits until the client rests: a pass screen, a human's decision, or the results. */
async function rest(s: TableClient): Promise<'pass' | 'turn' | 'results'> {
  for (let i = 0; i < 5_000; i++) {
    await tick();
    if (s.fatal) throw new Error(s.fatal);
    if (s.busy) continue;
    if (s.passTo !== null) return 'pass';
    if (s.showResults && s.view?.phase === 'over') return 'results';
    if (s.myTurn) return 'turn';
  }
  throw new Error('the table never came to rest');
}

/** Cards a view shows face up in zones that are not public: a seat's private knowledge. */
function privateCards(v: SeatView): string[] {
  return Object.entries(v.zones).flatMap(([name, z]) => (z.vis.to === 'all' ? [] : z.cards.filter((c) => c !== null).map((c) => `${name}:${c}`)));
}

function config(variants: string[], seed: number): TableConfig {
  return {
    game: 'rogues-and-warriors',
    seats: [
      { name: 'Ann', kind: 'human' },
      { name: 'Bob', kind: 'human' },
      { name: 'Cid', kind: 'bot', level: 'easy' },
    ],
    variants,
    stakes: { mode: 'betting', minRaise: true },
    splitRule: 'merchant',
    startingChips: 50,
    seed,
  };
}

/** Plays one game: Ann folds at her first bet if `annFolds`, everyone else checks or calls or picks the first choice. */
async function playOne(s: TableClient, annFolds: boolean): Promise<void> {
  for (let n = 0; n < 200; n++) {
    const at = await rest(s);
    if (at === 'results') return;
    if (at === 'pass') {
      await s.confirmPass();
      continue;
    }
    const v = s.view!;
    const pick = (t: string) => v.legal.find((a) => a.t === t);
    const a: Action = (annFolds && v.seat === 0 && pick('fold')) || pick('check') || pick('call') || v.legal.find((x) => x.t !== 'fold')!;
    await s.act(a);
  }
  throw new Error('the game did not end');
}

describe('hotseat results show only what the rules reveal (issue 12.4)', () => {
  settings.value = { ...DEFAULT_SETTINGS, botDelayMs: 0 };

  for (const [variants, what] of [
    [[], 'a folded hand'],
    [['rank-and-class'], 'a card held facing out that was never shown'],
  ] as const) {
    it(`draws no private view at game over, nor ${what}`, async () => {
      for (const seed of [3, 11, 29]) {
        const s = new TableClient(new DirectHost());
        const rec = new Recorder();
        s.attach(rec);
        await s.start(config([...variants], seed));
        await playOne(s, true);
        // From the first drawing of a finished game on, everything drawn is the spectator's view.
        const at = rec.drawn.findIndex((d) => !d.blank && d.view.phase === 'over');
        expect(at).toBeGreaterThanOrEqual(0);
        for (const d of rec.drawn.slice(at)) {
          if (d.blank) continue;
          expect(d.view.seat).toBe(-1);
          expect(privateCards(d.view)).toEqual([]);
        }
        expect(s.view!.seat).toBe(-1);
        expect(s.showResults).toBe(true);
        // The public view still knows the next game can start (everyone still has chips).
        expect(s.view!.canContinue).toBe(true);
        // Ann folded: her hand is not shown face up at the results.
        expect(s.view!.zones['hand.0']?.cards.every((c) => c === null) ?? true).toBe(true);
        await s.leave();
      }
    });
  }

  it('shows a player their own cards only through the pass screen, then the public results again', async () => {
    const s = new TableClient(new DirectHost());
    const rec = new Recorder();
    s.attach(rec);
    await s.start(config([], 5));
    await playOne(s, true);
    s.peekAt(0);
    expect(s.passTo).toBe(0);
    expect(s.view).toBeNull();
    expect(rec.drawn.at(-1)!.blank).toBe(true);
    await s.confirmPass();
    expect(await rest(s)).toBe('results');
    expect(s.view!.seat).toBe(0);
    expect(s.view!.zones['hand.0']!.cards.every((c) => c !== null)).toBe(true);
    s.endPeek();
    expect(await rest(s)).toBe('results');
    expect(s.view!.seat).toBe(-1);
    // The next game starts from the results and hands the screen over before any hand is drawn.
    await s.act({ t: 'next-game' });
    expect(await rest(s)).toBe('pass');
    expect(s.view).toBeNull();
    await s.leave();
  });

  it('keeps each finished game\'s history, as the screen saw it', async () => {
    const s = new TableClient(new DirectHost());
    s.attach(new Recorder());
    await s.start(config([], 8));
    await playOne(s, false);
    expect(s.archive.map((g) => g.gameNo)).toEqual([1]);
    expect(s.archive[0]!.lines.some((l) => /Ann/.test(l))).toBe(true);
    expect(s.archive[0]!.lines.at(-1)).toMatch(/wins?|over|Tie/);
    await s.leave();
  });
});

describe('one request per action (issue 11.4)', () => {
  settings.value = { ...DEFAULT_SETTINGS, botDelayMs: 0 };

  it.each([
    ['one human and bots', ['human', 'bot', 'bot']],
    ['hotseat', ['human', 'human', 'bot']],
  ] as const)('%s: a human action is one request; the bots\' moves come with their views, and nothing asks to look again', async (_what, kinds) => {
    for (const seed of [4, 9]) {
      const direct = new DirectHost();
      const s = new TableClient(direct);
      s.attach(new Recorder());
      const cfg = config([], seed);
      cfg.seats = kinds.map((kind, i) => ({ name: ['Ann', 'Bob', 'Cid'][i]!, kind, ...(kind === 'bot' ? { level: 'easy' as const } : {}) }));
      await s.start(cfg);
      let actions = 0;
      for (let n = 0; n < 200; n++) {
        const at = await rest(s);
        if (at === 'results') break;
        if (at === 'pass') {
          await s.confirmPass();
          continue;
        }
        const v = s.view!;
        const a = v.legal.find((x) => x.t === 'check' || x.t === 'call') ?? v.legal.find((x) => x.t !== 'fold')!;
        direct.sent = [];
        await s.act(a);
        await rest(s);
        actions++;
        // The action itself, then only the bots' moves (each answer carries the new view) until a human is
        // asked again: no 'view' request after acting.
        expect(direct.sent[0]).toBe('act');
        expect(direct.sent.slice(1).filter((t) => t !== 'bot-step'), direct.sent.join(' ')).toEqual([]);
      }
      expect(actions).toBeGreaterThan(0);
      await s.leave();
    }
  });
});
