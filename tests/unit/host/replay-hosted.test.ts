import { beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../src/shared/engine/view';
import { Host } from '../../../src/shared/host/host';
import { padRoundConfig } from '../../helpers/pad-round';
import type { TavernScreen, TavernSeatAction } from '../../../src/shared/host/machines/tavern';
import type { Envelope, HostReply } from '../../../src/shared/host/payload';
import { cardDef } from '../../../src/shared/tavern';
import type { TavernView } from '../../../src/shared/tavern';
import { MemoryBackend } from '../../../src/shared/storage/backend';
import { replayHosted, tavernShare } from '../../../src/renderer/src/replays/hosted-part';
import { ask, memoryStores } from '../../helpers/host';

/**
 * A tavern replay inside an Appendix B Round (issue 26.2): the replay host's look at a step of the Round carries
 * the hosted table exactly as live play showed it to the seat watched — that seat's own hand, nobody else's —
 * and the step's hosted events in their own envelopes, which the viewer plays on the gambling table's scene
 * (replays/hosted-part.ts) as the live Round does, the tavern's events on the tavern's.
 *
 * The game: the tavern lobby's default four seats with Appendix B and the gamepad spec's seed (56), where
 * Player 1 starts a Round on turn 1; Player 1 chooses Rogues and Warriors (a hand each, hidden from the others),
 * then takes the first hosted decision offered and passes or declines everything else until the Round ends.
 */
type Look = Extract<HostReply, { type: 'replay-look' }>;
function ok<T extends string>(r: HostReply, type: T): Extract<HostReply, { type: T }> {
  if (!r.ok) throw new Error(`refused: ${r.error.code}: ${r.error.message}`);
  expect(r.type).toBe(type);
  return r as Extract<HostReply, { type: T }>;
}

const config = padRoundConfig();

/** Player 1's decision, from its own legal list only. */
function decide(v: TavernView): TavernSeatAction {
  const p = v.pending;
  const starter = v.legal.find((a) => a.t === 'play' && a.mode === 0 && !v.round && cardDef(v.cards[a.card]!).role === 'starter');
  return (
    v.legal.find((a) => a.t === 'draw') ??
    (p?.k === 'action' ? starter : undefined) ??
    v.legal.find((a) => a.t === 'game' && a.game === 'rogues-and-warriors' && a.variants.length === 0) ??
    v.legal.find((a) => a.t === 'hosted') ??
    v.legal.find((a) => a.t === 'special' && a.how === 'none') ??
    v.legal.find((a) => a.t === 'pass') ??
    v.legal[0]!
  );
}

/** Cards of a hosted view not hidden from its seat. */
const shown = (t: SeatView) => Object.values(t.zones).flatMap((z) => z.cards).filter((c) => c !== null).length;
const hidden = (t: SeatView) => Object.values(t.zones).flatMap((z) => z.cards).filter((c) => c === null).length;

describe('a tavern replay inside an Appendix B Round (issue 26.2)', () => {
  const stores = memoryStores(new MemoryBackend());
  const host = new Host({ stores, draw: () => 4, now: () => 1000 });
  let id = '';
  /** The steps of the log at which live play had a hosted table on screen, with what seat 0 and -1 were shown. */
  const inRound: { step: number; mine: unknown; public: unknown }[] = [];

  beforeAll(async () => {
    id = ok(await ask(host, { type: 'create', kind: 'tavern', config }), 'opened').id;
    const m = host.machine('tavern', id);
    for (let k = 0; k < 400; k++) {
      const look = ok(await ask(host, { type: 'view', kind: 'tavern', id, seat: -1 }), 'view');
      const screen = look.view as TavernScreen;
      if (screen.view.over) break;
      const r = screen.hostToAct ? await ask(host, { type: 'bot-step', kind: 'tavern', id, seat: -1 }) : await ask(host, { type: 'act', kind: 'tavern', id, seat: 0, version: look.version, action: decide((m.view(0) as TavernScreen).view) });
      const acted = ok(r, 'acted');
      const step = m.actionLog()!.entries.length;
      const mine = (m.view(0) as TavernScreen).view.round?.hosted?.table ?? null;
      if (mine) inRound.push({ step, mine: structuredClone(mine), public: structuredClone((m.view(-1) as TavernScreen).view.round?.hosted?.table ?? null) });
      // Once the Round is over the replay has what it needs.
      if (inRound.length && (acted.events as Envelope[]).some((e) => e.at === 'tavern' && (e.ev as { t: string }).t === 'roundEnded')) break;
    }
    // The game is not over: its log is kept as a replay here as the host keeps a finished one (the desk plays any log).
    const seats = config.seats.map((s) => ({ name: s.name, kind: s.kind as 'human' | 'bot' }));
    await stores.replays!.save({ kind: 'tavern', id, title: 'Tavern game: an Appendix B Round', finishedAt: 1000, seats, log: structuredClone(m.actionLog()!) });
  }, 60_000);

  const lookAt = async (step: number, seat: number): Promise<Look> => ok(await ask(host, { type: 'replay-look', id, step, seat }), 'replay-look');

  it("a step inside the Round carries the hosted table as the watched seat saw it live: its own hand, no other seat's", async () => {
    expect(inRound.length, 'live play reached a hosted table').toBeGreaterThan(3);
    let private_ = 0;
    for (const s of inRound) {
      const mine = (await lookAt(s.step, 0)).view as TavernScreen;
      const everyone = (await lookAt(s.step, -1)).view as TavernScreen;
      expect(mine.view.round?.hosted?.table, `Player 1's hosted table at step ${s.step}`).toEqual(s.mine);
      expect(everyone.view.round?.hosted?.table, `the onlookers' hosted table at step ${s.step}`).toEqual(s.public);
      const t = mine.view.round!.hosted!.table!;
      const pub = everyone.view.round!.hosted!.table!;
      // Whatever everyone sees, Player 1 sees; before the showdown Player 1 also sees their own hand, and not
      // the others' (cards hidden from them remain).
      for (const [name, z] of Object.entries(pub.zones)) z.cards.forEach((c, i) => c !== null && expect(t.zones[name]!.cards[i]).toBe(c));
      if (shown(t) > shown(pub)) {
        private_++;
        expect(hidden(t)).toBeGreaterThan(0);
      }
      // What the viewer draws is that look, through the live Round's own presenter (kinds and Gold from the tavern).
      const part = replayHosted(mine)!;
      expect(part.table.zones).toEqual(t.zones);
      expect(part.table.kinds).toEqual(mine.view.round!.hosted!.seats.map((x) => mine.seats[x]!.kind));
    }
    expect(private_, 'steps where Player 1 saw their own hand and the onlookers did not').toBeGreaterThan(0);
  });

  it("the Round's hosted events come in their own envelopes, for the watched seat only, and go to the hosted table's scene", async () => {
    let hostedEvents = 0;
    const dealt: number[] = [];
    for (const s of inRound) {
      const l = await lookAt(s.step, 0);
      const envs = l.events as Envelope[];
      // Nothing private of another seat's reaches Player 1's replay.
      expect(envs.every((e) => e.for === 'all' || e.for === 0)).toBe(true);
      const part = replayHosted(l.view as TavernScreen, envs)!;
      expect(part.events).toEqual(envs.filter((e) => e.at === 'hosted').map((e) => e.ev));
      expect(tavernShare(envs)).toHaveLength(envs.filter((e) => e.at === 'tavern').length);
      hostedEvents += part.events.length;
      // The hosted deal as Player 1 saw it: their own cards by id, every other seat's hand hidden.
      for (const ev of part.events as unknown as { t: string; seat: number; cards?: (number | null)[]; vis?: { to: string } }[]) {
        if (ev.t !== 'dealt' || ev.vis?.to !== 'owner') continue;
        dealt.push(ev.seat);
        if (ev.seat === 0) expect(ev.cards!.every((c) => c !== null), "Player 1's own cards").toBe(true);
        else expect(ev.cards!.every((c) => c === null), `seat ${ev.seat}'s cards hidden from Player 1`).toBe(true);
      }
    }
    expect(hostedEvents, "the Round's hosted game's own events").toBeGreaterThan(0);
    expect(new Set(dealt), 'a hand dealt to every seat of the Round').toEqual(new Set([0, 1, 2, 3]));
    // Before the Round no hosted table is drawn: the tavern scene alone.
    expect(replayHosted((await lookAt(1, 0)).view as TavernScreen)).toBeNull();
  });

  it('watched from a bot seat is refused while other seats have secrets (the game is not over)', async () => {
    const r = await ask(host, { type: 'replay-look', id, step: inRound[0]!.step, seat: 1 });
    expect(r.ok).toBe(false);
  });
});
