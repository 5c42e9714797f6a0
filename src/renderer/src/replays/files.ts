import type { ReplaySummary } from '../../../shared/storage/replays';
import { platform } from '../state/platform';

/**
 * A replay as one file (issue 26.2): saved from the host's export (a download in the browser), and brought in
 * through the host's import, which checks it like a save and plays it through, never trusting it. Each answers
 * with a sentence for the player.
 */
export async function saveReplayFile(id: string): Promise<string | null> {
  const r = await platform().host.request({ type: 'replay-export', id });
  if (!r.ok) return r.error.message;
  if (r.type !== 'replay-file') return null;
  const url = URL.createObjectURL(new Blob([r.text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = r.name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return `Saved as ${r.name}.`;
}

export async function importReplayFile(file: File): Promise<{ note: string; replay: ReplaySummary | null }> {
  const r = await platform().host.request({ type: 'replay-import', text: await file.text() });
  if (!r.ok) return { note: r.error.message, replay: null };
  if (r.type !== 'replay-imported') return { note: 'The file was not brought in.', replay: null };
  return { note: `Brought in: ${r.replay.title}.`, replay: r.replay };
}
