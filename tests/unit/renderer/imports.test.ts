import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * A page that only shows views (issue 21, item 5): `src/renderer` imports only TYPES from `src/shared`. A
 * value import would run rules in the page (or let it), so whatever the screens show about rules has to come
 * in the views, the events or the host's catalogue. Types are erased at build time and cost nothing.
 *
 * Read with TypeScript's own parser (comments and strings cannot fool it): every static `import`, every
 * `export … from` and every dynamic `import()` in every .ts file and every .svelte file's <script> blocks.
 */

const ROOT = resolve(__dirname, '../../..');
const RENDERER = join(ROOT, 'src/renderer');
const SHARED = join(ROOT, 'src/shared');


export interface ImportFound {
  file: string;
  specifier: string;
  line: number;
  /** Erased at build time: `import type`, `export type`, or named specifiers that are every one `type`. */
  typeOnly: boolean;
  text: string;
}

/** Every .ts and .svelte file under a folder, paths relative to the project. */
function sourcesUnder(dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (name === 'node_modules') continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|svelte)$/.test(name)) out.push(relative(ROOT, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return out.sort();
}

/** The code a file runs: a .ts file whole; a .svelte file's <script> blocks (the markup imports nothing). */
function scriptsOf(file: string, text: string): { code: string; firstLine: number }[] {
  if (!file.endsWith('.svelte')) return [{ code: text, firstLine: 1 }];
  const out: { code: string; firstLine: number }[] = [];
  for (const m of text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const start = m.index! + m[0].indexOf('>') + 1;
    out.push({ code: m[1], firstLine: text.slice(0, start).split('\n').length });
  }
  return out;
}

/** Named specifiers that are every one `type` (an empty `{}` imports the module for its effects: a value). */
const allNamedTypes = (elements: readonly (ts.ImportSpecifier | ts.ExportSpecifier)[]): boolean =>
  elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** Every import, re-export and dynamic import() in one piece of code. */
export function importsIn(file: string, code: string, firstLine = 1): ImportFound[] {
  const src = ts.createSourceFile(file.endsWith('.svelte') ? `${file}.ts` : file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: ImportFound[] = [];
  const found = (node: ts.Node, specifier: ts.Expression, typeOnly: boolean): void => {
    if (!ts.isStringLiteralLike(specifier)) {
      // A computed import() could land anywhere; treat it as a value import of an unknown place.
      out.push({ file, specifier: '<computed>', line: firstLine + src.getLineAndCharacterOfPosition(node.getStart()).line, typeOnly: false, text: node.getText() });
      return;
    }
    out.push({ file, specifier: specifier.text, line: firstLine + src.getLineAndCharacterOfPosition(node.getStart()).line, typeOnly, text: node.getText().replace(/\s+/g, ' ') });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const c = node.importClause;
      let typeOnly = false;
      if (c) {
        if (c.isTypeOnly) typeOnly = true;
        else if (!c.name && c.namedBindings && ts.isNamedImports(c.namedBindings)) typeOnly = allNamedTypes(c.namedBindings.elements);
      }
      found(node, node.moduleSpecifier, typeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const typeOnly = node.isTypeOnly || (!!node.exportClause && ts.isNamedExports(node.exportClause) && allNamedTypes(node.exportClause.elements));
      found(node, node.moduleSpecifier, typeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      found(node, node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments.length > 0) {
      found(node, node.arguments[0], false);
    }
    // `typeof import('…')` in a type position is a type: ts.ImportTypeNode, not a call, so it is not listed.
    ts.forEachChild(node, visit);
  };
  visit(src);
  return out;
}

/** Where an import lands, relative to the project; null for a package (`pixi.js`, `svelte`). */
function landsAt(file: string, specifier: string): string | null {
  if (specifier === '<computed>') return '<computed>';
  if (!specifier.startsWith('.') && !specifier.startsWith('/')) return null;
  return relative(ROOT, resolve(dirname(join(ROOT, file)), specifier)).split(sep).join('/');
}

const inShared = (at: string | null): boolean => at === '<computed>' || (at !== null && (at === 'src/shared' || at.startsWith('src/shared/')));

/** The value imports from src/shared in these files: "file:line  import …". */
export function valueImportsFromShared(files: readonly string[], read: (file: string) => string): string[] {
  const out: string[] = [];
  for (const file of files)
    for (const { code, firstLine } of scriptsOf(file, read(file)))
      for (const imp of importsIn(file, code, firstLine))
        if (!imp.typeOnly && inShared(landsAt(file, imp.specifier))) out.push(`${file}:${imp.line}  ${imp.text}`);
  return out;
}

const readProject = (file: string): string => readFileSync(join(ROOT, file), 'utf8');

describe('the page imports only types from src/shared (issue 21, item 5)', () => {
  const files = sourcesUnder(RENDERER);

  it('reads the whole renderer, .svelte scripts included', () => {
    expect(SHARED.startsWith(ROOT)).toBe(true);
    expect(files.some((f) => f.endsWith('.svelte'))).toBe(true);
    expect(files.filter((f) => f.endsWith('.ts')).length).toBeGreaterThan(20);
    // The parser sees the imports that are there: every file that names src/shared by a relative path.
    const naming = files.filter((f) => /from\s+['"][./]+[^'"]*shared\//.test(readProject(f)));
    const seen = files.filter((f) => scriptsOf(f, readProject(f)).some(({ code }) => importsIn(f, code).some((i) => inShared(landsAt(f, i.specifier)))));
    expect(seen).toEqual(naming);
  });

  it('no file of the page imports a value from src/shared', () => {
    const bad = valueImportsFromShared(files, readProject);
    expect(bad, `value imports from src/shared in the page (bring the data in a view, an event or the catalogue):\n${bad.join('\n')}`).toEqual([]);
  });

});

describe('the import reader', () => {
  const F = 'src/renderer/src/ui/X.svelte';
  const bad = (code: string): string[] => valueImportsFromShared([F], () => `<script lang="ts">\n${code}\n</script>\n<p>{x}</p>`);

  it('passes type-only imports and re-exports', () => {
    expect(bad(`import type { A } from '../../../shared/cards/card';`)).toEqual([]);
    expect(bad(`import { type A, type B } from '../../../shared/cards/card';`)).toEqual([]);
    expect(bad(`import {\n  type A,\n  type B,\n} from '../../../shared/cards/card';`)).toEqual([]);
    expect(bad(`export type { A } from '../../../shared/cards/card';`)).toEqual([]);
    expect(bad(`type T = typeof import('../../../shared/cards/card');`)).toEqual([]);
    expect(bad(`import { x } from 'svelte';\nimport { y } from './near';`)).toEqual([]);
    // A comment or a string that looks like an import is neither.
    expect(bad(`// import { x } from '../../../shared/cards/card';\nconst s = "import { y } from '../../../shared/a'";`)).toEqual([]);
  });

  it('fails every kind of value import that lands in src/shared', () => {
    for (const code of [
      `import { describeCard } from '../../../shared/cards/card';`,
      `import { describeCard, type CardId } from '../../../shared/cards/card';`,
      `import {\n  type CardId,\n  describeCard,\n} from '../../../shared/cards/card';`,
      `import * as card from '../../../shared/cards/card';`,
      `import card from '../../../shared/cards/card';`,
      `import '../../../shared/cards/card';`,
      `import {} from '../../../shared/cards/card';`,
      `export { describeCard } from '../../../shared/cards/card';`,
      `export * from '../../../shared/cards/card';`,
      `const m = await import('../../../shared/cards/card');`,
      `const m = await import(where);`,
    ])
      expect(bad(code), code).toHaveLength(1);
    expect(bad(`import { describeCard } from '../../../shared/cards/card';`)[0]).toMatch(/^src\/renderer\/src\/ui\/X\.svelte:2 {2}import/);
  });

  it('resolves relative paths: ../shared from elsewhere in the page is not src/shared', () => {
    expect(bad(`import { x } from '../shared/thing';`)).toEqual([]);
    expect(bad(`import { x } from '../../../shared';`)).toHaveLength(1);
  });
});
