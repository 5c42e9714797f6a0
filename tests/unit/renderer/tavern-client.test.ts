import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../src/shared/host/client';
import type { TavernSeatInfo, TavernView } from '../../../src/shared/host/machines/tavern';
import type { TAction, TEvent } from '../../../src/shared/tavern/types';
import { TavernClient } from '../../../src/renderer/src/tavern/client.svelte';
import type { TavernScene } from '../../../src/renderer/src/tavern/scene';
import { settings } from '../../../src/renderer/src/state/settings.svelte';
import { DirectHost } from '../../helpers/host';
import { propertySeed } from '../../helpers/property';
import { useHostCatalogue } from '../../helpers/catalogue';
import { eventLine } from '../../../src/renderer/src/tavern/words';

useHostCatalogue();

/**
 * The tavern on the page's one client (issue 21.6), against the real host in process: a hotseat game of two
 * humans and a bot played to its end with random legal choices. What must hold: every human decision is one
 * request; the screen never asks to look again except when a player takes the seat; no drawn view and no played
 * event is another human's (after a hand-over only that player's own view or the onlookers' is drawn, and a
 * private event reaches only its own seat's screen).
 */
/** What a tavern scene is told, in order; it checks nothing itself. */
class Stage {
  drawn: { seat: number | 'blank'; only: number[] }[] = [];
  show(view: TavernView): void {
    this.drawn.push({ seat: view.seat, only: [] });
  }
  async play(events: TEvent[], view: TavernView, _seats: TavernSeatInfo[]): Promise<void> {
    this.drawn.push({ seat: view.seat, only: events.flatMap((e) => (e.only === undefined ? [] : [e.only])) });
  }
  blank(): void {
    this.drawn.push({ seat: 'blank', only: [] });
  }
  skip(): void {}
}

const tick = () => new Promise((r) => setTimeout(r, 0));

async function rest(c: TavernClient): Promise<'pass' | 'asked' | 'over'> {
  for (let i = 0; i < 20_000; i++) {
    await tick();
    if (c.fatal) throw new Error(c.fatal);
    if (c.error) throw new Error(c.error);
    if (!c.settled) continue;
    if (c.passTo !== null) return 'pass';
    if (c.tavern?.over) return 'over';
    if (c.asked !== null) return 'asked';
  }
  throw new Error('the tavern never came to rest');
}

/** A small deterministic generator for the choices (the seed is printed by propertySeed). */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => ((x = (x * 1_103_515_245 + 12_345) >>> 0) / 2 ** 32);
}

/** Ann (Tamsin) against two Easy bots on a fresh client, seeded and printed by the property's name. */
async function oneHumanTwoBots(name: string) {
  const seed = propertySeed(name);
  const next = rng(seed);
  const host = new DirectHost();
  const c = new TavernClient(host);
  await c.start({
    seats: [
      { name: 'Ann', kind: 'human', char: 'tamsin' },
      { name: 'Cid', kind: 'bot', level: 'easy', char: 'grusk' },
      { name: 'Dee', kind: 'bot', level: 'easy', char: 'vess' },
    ],
    seed: seed % 0xffff_ffff,
  });
  return { seed, next, host, c };
}

describe('the tavern on the one client', () => {
  settings.value = { ...DEFAULT_SETTINGS, botDelayMs: 0 };

  for (const appendixB of [false, true]) {
    it(`a hotseat game${appendixB ? ' with Appendix B' : ''}: one request per decision, no other player's secrets drawn`, async () => {
      const seed = propertySeed(`tavern client${appendixB ? ' appendix B' : ''}`);
      const next = rng(seed);
      const host = new DirectHost();
      const c = new TavernClient(host);
      const stage = new Stage();
      await c.start({
        seats: [
          { name: 'Ann', kind: 'human', char: 'tamsin' },
          { name: 'Bob', kind: 'human', char: 'okko' },
          { name: 'Cid', kind: 'bot', level: 'easy', char: 'grusk' },
        ],
        appendixB,
        seed: seed % 0xffff_ffff,
      });
      c.attach(stage as unknown as TavernScene);
      let decisions = 0;
      let handOvers = 0;
      let holder: number | null = null;
      for (let n = 0; n < 3_000; n++) {
        const at = await rest(c);
        if (at === 'over') break;
        if (at === 'pass') {
          holder = c.passTo;
          handOvers++;
          stage.drawn = [];
          await c.confirmPass();
          continue;
        }
        const legal: TAction[] = c.tavern!.legal;
        expect(legal.length, 'a human is asked with something to choose').toBeGreaterThan(0);
        const before = host.sent.length;
        const done = c.act(legal[Math.floor(next() * legal.length)]!);
        await done;
        // The action itself: one request (the loop's host steps come after it).
        expect(host.sent[before]).toBe('act');
        decisions++;
        // Since the hand-over, only the holder's own view or the onlookers' was drawn, and no other seat's events.
        for (const d of stage.drawn) {
          if (d.seat === 'blank') continue;
          expect([holder, -1]).toContain(d.seat);
          for (const only of d.only) expect(only).toBe(d.seat);
        }
      }
      expect(c.tavern?.over, 'the game ended').toBeTruthy();
      const views = host.sent.filter((t) => t === 'view').length;
      console.log(`tavern client${appendixB ? ' (Appendix B)' : ''}: seed ${seed}, ${decisions} decisions, ${handOvers} hand-overs, ${views} view requests, ${host.sent.filter((t) => t === 'bot-step').length} host steps`);
      // A look is asked for only when a player takes the seat, and twice at the start (the onlookers', a seat's).
      expect(views).toBeLessThanOrEqual(handOvers + 2);
      expect(decisions).toBeGreaterThan(5);
      await c.leave();
    }, 120_000);
  }
  it('hotseat teammates share the screen (issue 24): a hand-over between teammates shows no hiding screen, between rivals it does', async () => {
    const seed = propertySeed('tavern client teammates');
    const next = rng(seed);
    const host = new DirectHost();
    const c = new TavernClient(host);
    const stage = new Stage();
    // Two-Headed Dragon: Ann and Bob are a team (seats 0, 1), Cid plays with the bot Dee (2, 3). No Plots, so
    // teammates always see all of each other's view.
    await c.start({
      seats: [
        { name: 'Ann', kind: 'human', char: 'tamsin' },
        { name: 'Bob', kind: 'human', char: 'okko' },
        { name: 'Cid', kind: 'human', char: 'grusk' },
        { name: 'Dee', kind: 'bot', level: 'easy', char: 'wren' },
      ],
      variant: 'two-headed',
      seed: seed % 0xffff_ffff,
    });
    c.attach(stage as unknown as TavernScene);
    const team = (s: number) => (s < 2 ? 0 : 1);
    let holder: number | null = null;
    let shared = 0;
    let hidden = 0;
    for (let n = 0; n < 2_000 && (shared < 2 || hidden < 2); n++) {
      const at = await rest(c);
      if (at === 'over') break;
      if (at === 'pass') {
        // The hiding screen: only ever between rivals (the table is blank behind it).
        if (holder !== null) expect(team(c.passTo!), `a hiding screen from ${holder} to ${c.passTo}`).not.toBe(team(holder));
        expect(c.view).toBeNull();
        if (holder !== null) hidden++;
        holder = c.passTo;
        stage.drawn = [];
        await c.confirmPass();
        continue;
      }
      if (holder !== null && c.asked !== holder) {
        // The screen went on to someone else with no pass screen: a teammate, named by the banner.
        expect(team(c.asked!), `from ${holder} to ${c.asked} without hiding`).toBe(team(holder));
        expect(c.sharedTo).toBe(c.asked);
        shared++;
      } else if (holder !== null) expect(c.sharedTo, 'the banner went once the teammate acted').toBeNull();
      holder = c.asked;
      // What was drawn since the last hiding screen is the team's own or the onlookers'.
      for (const d of stage.drawn) if (d.seat !== 'blank' && d.seat !== -1) expect(team(d.seat)).toBe(team(holder!));
      const legal: TAction[] = c.tavern!.legal;
      await c.act(legal[Math.floor(next() * legal.length)]!);
    }
    console.log(`tavern client teammates: seed ${seed}, ${shared} shared hand-overs, ${hidden} hidden ones`);
    expect(shared, 'a hand-over between teammates happened').toBeGreaterThan(0);
    expect(hidden, 'a hand-over between rivals happened').toBeGreaterThan(0);
    await c.leave();
  }, 120_000);
  it('Undo at the tavern (issue 26.3): after a decision the host offers back, the client takes it back and draws the table as it was', async () => {
    const { seed, next, host, c } = await oneHumanTwoBots('tavern client undo');
    c.attach(new Stage() as unknown as TavernScene);
    let undone = 0;
    for (let n = 0; n < 400 && undone < 2; n++) {
      const at = await rest(c);
      if (at !== 'asked') break;
      const before = JSON.stringify({ hand: c.tavern!.hand, legal: c.tavern!.legal, version: c.tavern!.version });
      await c.act(c.tavern!.legal[Math.floor(next() * c.tavern!.legal.length)]!);
      if ((await rest(c)) !== 'asked' || !c.undoable) continue;
      expect(await c.undo()).toBe(true);
      await rest(c);
      // The same decision again, on the same table: the hand, the choices and the version it was asked at.
      expect(JSON.stringify({ hand: c.tavern!.hand, legal: c.tavern!.legal, version: c.tavern!.version })).toBe(before);
      undone++;
    }
    console.log(`tavern client undo: seed ${seed}, ${undone} undone`);
    expect(undone, 'an undo was offered and taken').toBeGreaterThan(0);
    await c.leave();
  }, 120_000);
  it('the log follows the animation (issue 22.8): a line joins it as its event starts to play, never the batch at once', async () => {
    const { seed, next, host, c } = await oneHumanTwoBots('tavern client log follows');
    /** A stage that plays each event in turn (telling onEvent as the scene does), noting the log at each one. */
    let checked = 0;
    let ahead = 0;
    class Playing extends Stage {
      onEvent: (e: TEvent, viewer: number) => void = () => {};
      override async play(events: TEvent[], view: TavernView, seats: TavernSeatInfo[]): Promise<void> {
        await super.play(events, view, seats);
        const names = c.seats.map((s) => s.name);
        const was = c.log.length;
        let said = 0;
        for (const e of events) {
          this.onEvent(e, view.seat);
          if (eventLine(e, names)) {
            said++;
            checked++;
            // Only the lines of the events played so far: this event's is the newest.
            if (c.log.length !== was + said || c.log[c.log.length - 1] !== eventLine(e, names)) ahead++;
          }
          await tick();
        }
      }
    }
    c.attach(new Playing() as unknown as TavernScene);
    for (let n = 0; n < 30; n++) {
      const at = await rest(c);
      if (at !== 'asked') break;
      await c.act(c.tavern!.legal[Math.floor(next() * c.tavern!.legal.length)]!);
    }
    await rest(c);
    console.log(`tavern client log follows: seed ${seed}, ${checked} lines checked as they played, ${ahead} ahead`);
    expect(checked, 'bots played lines').toBeGreaterThan(10);
    expect(ahead, 'no line was listed before its event played, none after').toBe(0);
    // Landed: every line heard is listed; a reload lists the whole history at once.
    const id = c.id!;
    const shown = c.log.length;
    await c.leave();
    const again = new TavernClient(host);
    await again.resume(id);
    expect(again.log.length, 'the reload shows the whole history').toBeGreaterThanOrEqual(shown);
    await again.leave();
  }, 60_000);
});
