import { expect } from 'vitest';
import type { AnyState, GameEvent } from '../../src/shared/engine/types';
import type { SeatView } from '../../src/shared/engine/view';
import { Host, type HostOptions } from '../../src/shared/host/host';
import type { HostStores } from '../../src/shared/host/machine';
import type { HostReply, HostRequest } from '../../src/shared/host/payload';
import { MemoryBackend, type StorageBackend } from '../../src/shared/storage/backend';
import { NightStore } from '../../src/shared/storage/nights';
import { StatsStore } from '../../src/shared/storage/stats';
import { TableStatsStore, TableStore } from '../../src/shared/storage/tables';
import { TavernStatsStore } from '../../src/shared/storage/tavern-stats';
import { TavernStore } from '../../src/shared/storage/taverns';
import { ReplayStore } from '../../src/shared/storage/replays';
import { AchievementStore } from '../../src/shared/storage/achievements';

/** The stores of a host, in memory by default (the backend is returned too, to look at or break). */
export function memoryStores<B extends StorageBackend = MemoryBackend>(backend: B = new MemoryBackend() as unknown as B): HostStores & { backend: B } {
  return { backend, nights: new NightStore(backend), stats: new StatsStore(backend), tables: new TableStore(backend), tableStats: new TableStatsStore(backend), taverns: new TavernStore(backend), tavernStats: new TavernStatsStore(backend), replays: new ReplayStore(backend), achievements: new AchievementStore(backend) };
}

/** The one host over memory stores (a fixed seed source unless `draw` is given). */
export function memoryHost(opts: Partial<HostOptions> = {}): Host {
  return new Host({ stores: memoryStores(), ...opts });
}

/** One message as a transport carries it: cloned both ways, so nothing is shared with the host. */
export async function ask(host: Host, req: unknown): Promise<HostReply> {
  return structuredClone(await host.handle(structuredClone(req)));
}

type OkReply<V> = Extract<HostReply<V, GameEvent>, { ok: true }>;

/** The reply, which must be accepted and of this type (its views a table's unless said otherwise). */
export function ok<T extends OkReply<unknown>['type'], V = SeatView>(res: HostReply, type: T): Extract<OkReply<V>, { type: T }> {
  if (!res.ok) throw new Error(`refused: ${res.error.code}: ${res.error.message}`);
  expect(res.type).toBe(type);
  return res as unknown as Extract<OkReply<V>, { type: T }>;
}

/** The whole state of an open single table (tests only: it never leaves the host). */
export function tableState(host: Host, id: string): AnyState {
  return host.machine('table', id).snapshot() as AnyState;
}

/**
 * The one host in process as the page's `HostClient`: every request and answer crosses as plain data (as over
 * the worker's or IPC's boundary), and each request's type is recorded in order (the platform's edge, where
 * requests are counted).
 */
export class DirectHost {
  service = new Host({ stores: memoryStores() });
  sent: string[] = [];
  async request(req: HostRequest): Promise<HostReply> {
    this.sent.push(req.type);
    return structuredClone(await this.service.handle(structuredClone(req)));
  }
}
