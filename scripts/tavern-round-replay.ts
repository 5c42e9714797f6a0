/**
 * Writes tests/e2e/fixtures/tavern-round-replay.json: a finished tavern game's replay file (as "Save as file"
 * writes it) whose first turn is an Appendix B Round of Rogues and Warriors, for the replay viewer's check in
 * tests/e2e/undo-achievements.spec.mjs (imported as a player imports a friend's file, and played through by
 * the host before it is kept). Player 1 is the one human: the gamepad spec's seed (56) has them start the Round
 * on turn 1; they choose Rogues and Warriors, then take the first choice offered (Pass where it may) until the
 * game ends.
 *
 *   nice -n 19 npx tsx scripts/tavern-round-replay.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import '../src/shared/games/registry';
import { padRoundConfig } from '../tests/helpers/pad-round';
import { Host } from '../src/shared/host/host';
import type { TavernScreen, TavernSeatAction } from '../src/shared/host/machines/tavern';
import type { HostReply } from '../src/shared/host/payload';
import { cardDef, type TavernView } from '../src/shared/tavern';
import { MemoryBackend } from '../src/shared/storage/backend';
import { NightStore } from '../src/shared/storage/nights';
import { StatsStore } from '../src/shared/storage/stats';
import { TableStatsStore, TableStore } from '../src/shared/storage/tables';
import { TavernStatsStore } from '../src/shared/storage/tavern-stats';
import { TavernStore } from '../src/shared/storage/taverns';
import { ReplayStore } from '../src/shared/storage/replays';
import { AchievementStore } from '../src/shared/storage/achievements';

const backend = new MemoryBackend();
const stores = { backend, nights: new NightStore(backend), stats: new StatsStore(backend), tables: new TableStore(backend), tableStats: new TableStatsStore(backend), taverns: new TavernStore(backend), tavernStats: new TavernStatsStore(backend), replays: new ReplayStore(backend), achievements: new AchievementStore(backend) };
const host = new Host({ stores, draw: () => 4, now: () => 1_700_000_000_000 });
const ask = async (req: unknown): Promise<HostReply & { ok: true }> => {
  const r = await host.handle(req);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r as HostReply & { ok: true };
};

const config = padRoundConfig();

function decide(v: TavernView): TavernSeatAction {
  const starter = v.legal.find((a) => a.t === 'play' && a.mode === 0 && !v.round && v.turn.n === 1 && cardDef(v.cards[a.card]!).role === 'starter');
  return (
    v.legal.find((a) => a.t === 'draw') ??
    (v.pending?.k === 'action' ? starter : undefined) ??
    v.legal.find((a) => a.t === 'game' && a.game === 'rogues-and-warriors' && a.variants.length === 0) ??
    v.legal.find((a) => a.t === 'hosted') ??
    v.legal.find((a) => a.t === 'special' && a.how === 'none') ??
    v.legal.find((a) => a.t === 'pass') ??
    v.legal[0]!
  );
}

const opened = await ask({ type: 'create', kind: 'tavern', config });
const id = (opened as { id: string }).id;
const m = host.machine('tavern', id);
const inRound: number[] = [];
for (let k = 0; k < 20_000; k++) {
  const look = (await ask({ type: 'view', kind: 'tavern', id, seat: -1 })) as { view: TavernScreen; version: number };
  if (look.view.view.over) break;
  if (look.view.hostToAct) await ask({ type: 'bot-step', kind: 'tavern', id, seat: -1 });
  else await ask({ type: 'act', kind: 'tavern', id, seat: 0, version: look.version, action: decide((m.view(0) as TavernScreen).view) });
  // The steps of the first Round with a hosted table on screen (the spec jumps into them).
  const hosted = (m.view(0) as TavernScreen).view.round?.hosted?.table;
  const step = m.actionLog()!.entries.length;
  if (hosted) inRound.push(step);
}
const file = (await ask({ type: 'replay-export', id })) as { text: string };
mkdirSync('tests/e2e/fixtures', { recursive: true });
writeFileSync('tests/e2e/fixtures/tavern-round-replay.json', file.text);
console.log(`${m.actionLog()!.entries.length} steps, ${file.text.length} characters; a hosted table on screen after steps ${inRound.slice(0, 12).join(', ')}…`);
