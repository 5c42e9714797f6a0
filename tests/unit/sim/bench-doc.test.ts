import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markers, spliceBench } from '../../../src/cli/bench-doc';

/**
 * `npm run bench` writes only its own parts of docs/BENCHMARKS.md (src/cli/bench-doc.ts): what it measured,
 * between the markers; every hand-written line around them stays as it was.
 */
const OLD = [
  '<!-- bench:header -->',
  '# Benchmarks',
  '',
  'Written by `npm run bench` on 2026-01-01.',
  '<!-- /bench:header -->',
  '',
  '<!-- bench:engine -->',
  '## Engine',
  '| old | 1 |',
  '<!-- /bench:engine -->',
  '',
  'A note written by hand between two parts.',
  '',
  '<!-- bench:bots -->',
  '## Bots',
  'old bots',
  '<!-- /bench:bots -->',
  '',
  '<!-- tavern:begin -->',
  '## Tavern',
  'old tavern',
  '<!-- tavern:end -->',
  '',
  '## Tavern variants (written by hand)',
  'kept',
  '',
].join('\n');

const TAVERN = '<!-- tavern:begin -->\n## Tavern\nnew tavern\n<!-- tavern:end -->';

describe('npm run bench writes only between its markers', () => {
  it('replaces each measured part and keeps every hand-written line', () => {
    const next = spliceBench(OLD, { header: '# Benchmarks\n\nWritten on 2026-11-29.', engine: '## Engine\n| new | 2 |', tavern: TAVERN });
    expect(next).toContain('<!-- bench:engine -->\n## Engine\n| new | 2 |\n<!-- /bench:engine -->');
    expect(next).not.toContain('| old | 1 |');
    expect(next).toContain('Written on 2026-11-29.');
    expect(next).not.toContain('2026-01-01');
    expect(next).toContain('new tavern');
    expect(next).not.toContain('old tavern');
    // Not measured this time (--no-bots): kept as it was.
    expect(next).toContain('<!-- bench:bots -->\n## Bots\nold bots\n<!-- /bench:bots -->');
    // Every line outside the markers is still there, in its place.
    const outside = (text: string) => text.replace(/<!-- (bench:(\w+)|tavern:begin) -->[\s\S]*?<!-- (\/bench:\2|tavern:end) -->/g, '[part]');
    expect(outside(next)).toBe(outside(OLD));
    expect(outside(OLD)).toContain('A note written by hand between two parts.');
    expect(outside(OLD)).toContain('## Tavern variants (written by hand)\nkept');
  });

  it('writes the same text twice to the same file (a second run with the same numbers changes nothing)', () => {
    const fresh = { header: '# B\n\nW', engine: '## E\n| a |', bots: '## Bots\nb', tavern: TAVERN };
    const once = spliceBench(OLD, fresh);
    expect(spliceBench(once, fresh)).toBe(once);
  });

  it('puts the parts in order into a new file, and a missing part after the nearest earlier one', () => {
    const fresh = spliceBench('', { header: '# B', engine: '## E', bots: '## Bots', tavern: TAVERN });
    const at = (part: 'header' | 'engine' | 'bots' | 'tavern') => fresh.indexOf(markers(part)[0]);
    expect(at('header')).toBe(0);
    expect(at('header') < at('engine') && at('engine') < at('bots') && at('bots') < at('tavern')).toBe(true);
    // A file with a header and a tavern but no engine yet: the engine goes right after the header.
    const partial = spliceBench('<!-- bench:header -->\n# B\n<!-- /bench:header -->\n\nhand\n\n' + TAVERN + '\n', { engine: '## E' });
    expect(partial.indexOf('<!-- bench:engine -->')).toBeGreaterThan(partial.indexOf('<!-- /bench:header -->'));
    expect(partial.indexOf('<!-- bench:engine -->')).toBeLessThan(partial.indexOf('hand'));
  });

  it('refuses a tavern section without its markers (the next run could not find it again)', () => {
    expect(() => spliceBench(OLD, { tavern: '## Tavern\nno markers' })).toThrow(/tavern:begin/);
    expect(spliceBench(OLD, {})).toBe(OLD);
  });

  it('docs/BENCHMARKS.md carries every marker once, so a run finds its parts there', () => {
    const doc = readFileSync('docs/BENCHMARKS.md', 'utf8');
    for (const part of ['header', 'engine', 'bots', 'tavern'] as const) {
      for (const m of markers(part)) expect(doc.split(m).length - 1, m).toBe(1);
    }
  });
});
