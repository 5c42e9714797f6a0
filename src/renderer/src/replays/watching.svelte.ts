import type { ReplaySummary } from '../../../shared/storage/replays';

/**
 * The replay being watched, if any: the replays panel opens one, App.svelte draws the viewer over whatever
 * screen is below (the lobby's statistics), and closing it returns there.
 */
export const watching = $state<{ replay: ReplaySummary | null }>({ replay: null });

export function watchReplay(r: ReplaySummary): void {
  watching.replay = r;
}

export function stopWatching(): void {
  watching.replay = null;
}
