import type { Achievement } from '../../../shared/achievements';

/**
 * Achievements just unlocked, as the host's answers named them (issue 26.4): the toast shows each for a few
 * seconds. The page never decides an achievement; it only shows what the host said.
 */
class Toasts {
  shown = $state.raw<Achievement[]>([]);

  add(list: readonly Achievement[] | undefined): void {
    if (!list?.length) return;
    this.shown = [...this.shown, ...list];
    for (const a of list) setTimeout(() => this.dismiss(a.id), 6000);
  }

  dismiss(id: string): void {
    this.shown = this.shown.filter((a) => a.id !== id);
  }
}

export const achievementToasts = new Toasts();
