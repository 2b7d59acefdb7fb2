// Where apps/web/src writes a screen's path as a literal (decision 096): a screen's path is written once, in its
// descriptor (features/*/screens.ts); everything else — navigations, links, comparisons — names it through the
// generated constants (lib/screen-paths.gen.ts, href()). Counts string literals and template heads whose path part
// (before `?` or `#`) is a screen's path, in hand-written non-test files: tests, test support (src/test) and the
// generated file are left out. Comments are not code and are not counted.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const SKIPPED = (file) => /\.test\.tsx?$/.test(file) || /\.gen\.ts$/.test(file) || /(^|\/)test\//.test(file);

function sourceFiles(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path, root);
    const file = relative(root, path);
    return /\.tsx?$/.test(entry.name) && !/\.d\.ts$/.test(entry.name) && !SKIPPED(file) ? [file] : [];
  });
}

/**
 * Every literal screen path in the source under `srcDir`: `{ file, line, path, text }`, `text` the literal's value.
 * @param {string} srcDir apps/web/src
 * @param {readonly string[]} screenPaths every screen's path
 */
export function literalScreenPaths(srcDir, screenPaths) {
  const screens = new Set(screenPaths);
  const found = [];
  for (const file of sourceFiles(srcDir)) {
    const text = readFileSync(join(srcDir, file), 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        const path = node.text.split(/[?#]/)[0];
        // An import specifier is a module, not a screen.
        if (screens.has(path) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
          const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
          found.push({ file, line, path, text: node.text });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** What the literals add up to: how many, how many beyond each screen's one, and in how many places per screen. */
export function literalCounts(found) {
  const byPath = new Map();
  for (const hit of found) byPath.set(hit.path, [...(byPath.get(hit.path) ?? []), hit]);
  return {
    literals: found.length,
    beyondDescriptor: [...byPath.values()].reduce((n, hits) => n + hits.length - 1, 0),
    withQuery: found.filter((hit) => hit.text !== hit.path).length,
    files: new Set(found.map((hit) => hit.file)).size,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // tsx scripts/route-literals.mjs [srcDir]: the count for a tree (e.g. an older checkout's apps/web/src).
  const srcDir = process.argv[2] ?? join(import.meta.dirname, '..', 'apps', 'web', 'src');
  const { appRoutes } = await import('../apps/web/src/app/routes.ts');
  const found = literalScreenPaths(
    srcDir,
    appRoutes.map((route) => route.path),
  );
  console.log(JSON.stringify(literalCounts(found)));
  if (process.argv.includes('--list')) for (const hit of found) console.log(`${hit.file}:${hit.line} ${hit.text}`);
}
