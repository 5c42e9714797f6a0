import type { HostRequest } from '../../../shared/host/payload';
import { platform } from './platform';

type ShelfKind = Extract<HostRequest, { type: 'list' }>['kind'];

/**
 * One kind's saved games as a lobby lists them (tables, nights, tavern games): the host's summaries, newest
 * first; the unreadable saves the host moved aside, each reported once and kept on screen until dismissed; and
 * delete asked twice. The three lobbies each had this logic written out.
 */
export class SaveShelf<S, P extends { keptAs: string }> {
  saves = $state<S[] | null>(null);
  problems = $state<P[]>([]);
  error = $state<string | null>(null);
  /** The id the player asked to delete, waiting for the second click. */
  confirmDelete = $state<string | null>(null);

  constructor(private readonly kind: ShelfKind) {}

  async refresh(): Promise<void> {
    const r = await platform().host.request({ type: 'list', kind: this.kind });
    if (!r.ok) {
      this.error = r.error.message;
      this.saves = [];
      return;
    }
    if (r.type !== 'saves') return;
    this.saves = r.saves as S[];
    // A problem the host reports again (each list repeats what it moved aside) is shown once.
    const known = new Set(this.problems.map((p) => p.keptAs));
    this.problems = [...this.problems, ...(r.problems as P[]).filter((p) => !known.has(p.keptAs))];
  }

  async remove(id: string): Promise<void> {
    this.confirmDelete = null;
    const r = await platform().host.request({ type: 'delete', kind: this.kind, id });
    if (!r.ok) this.error = r.error.message;
    await this.refresh();
  }

  dismiss(p: P): void {
    this.problems = this.problems.filter((x) => x !== p);
  }
}
