/**
 * How `npm run bench` writes docs/BENCHMARKS.md: only its own parts, each between its markers, and every other
 * line of the file kept as it was (the hand-written sections: issue 21's before and after, the variants'
 * tables, the balance notes). Before this it wrote the whole file from its generated sections and so could
 * never be run into it without dropping them.
 *
 * The parts, in the order a new file gets them: `header` (the title and when it was written), `engine` (the
 * games per CPU-second), `bots` (src/cli/bench-bots.ts's section) between `<!-- bench:<part> -->` and
 * `<!-- /bench:<part> -->`, and `tavern` (src/cli/bench-tavern.ts's section, which carries its own markers
 * `<!-- tavern:begin -->` … `<!-- tavern:end -->` and keeps its hand-written parts itself).
 */

export type BenchPart = 'header' | 'engine' | 'bots' | 'tavern';

const ORDER: readonly BenchPart[] = ['header', 'engine', 'bots', 'tavern'];

/** The part's opening and closing markers as they stand in the file. */
export function markers(part: BenchPart): [string, string] {
  return part === 'tavern' ? ['<!-- tavern:begin -->', '<!-- tavern:end -->'] : [`<!-- bench:${part} -->`, `<!-- /bench:${part} -->`];
}

/** Where the part stands in `text` (from its opening marker to the end of its closing one), or null. */
function find(text: string, part: BenchPart): { at: number; end: number } | null {
  const [open, close] = markers(part);
  const at = text.indexOf(open);
  if (at < 0) return null;
  const c = text.indexOf(close, at + open.length);
  return c < 0 ? null : { at, end: c + close.length };
}

/** The part with its markers around it (the tavern's text brings its own). */
function wrapped(part: BenchPart, body: string): string {
  const text = body.trim();
  if (part === 'tavern') return text;
  const [open, close] = markers(part);
  return `${open}\n${text}\n${close}`;
}

/**
 * `prev` with each part of `fresh` written between its markers; a part not in `fresh` (not measured this
 * time) and every line outside the markers are kept. A part whose markers the file lacks goes after the
 * nearest earlier part that is there (the header at the top, when none is), so a new or an old unmarked
 * file gets them in order. A part whose text itself lacks the tavern's markers is refused: the next run
 * could not find it again.
 */
export function spliceBench(prev: string, fresh: Partial<Record<BenchPart, string>>): string {
  let text = prev;
  for (const part of ORDER) {
    const body = fresh[part];
    if (body === undefined) continue;
    const block = wrapped(part, body);
    const [open, close] = markers(part);
    if (!block.startsWith(open) || !block.endsWith(close)) throw new Error(`bench: the ${part} section must stand between ${open} and ${close}`);
    const here = find(text, part);
    if (here) {
      text = text.slice(0, here.at) + block + text.slice(here.end);
      continue;
    }
    // No markers yet: after the nearest earlier part in the file, else at the top (the header) or the end.
    let after = -1;
    for (const earlier of ORDER.slice(0, ORDER.indexOf(part)).reverse()) {
      const e = find(text, earlier);
      if (e) {
        after = e.end;
        break;
      }
    }
    if (after >= 0) text = `${text.slice(0, after)}\n\n${block}${text.slice(after)}`;
    else if (part === 'header' || text.trim() === '') text = `${block}\n\n${text.trimStart()}`;
    else text = `${text.trimEnd()}\n\n${block}\n`;
  }
  return `${text.trimEnd()}\n`;
}
