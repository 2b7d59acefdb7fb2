// Who reaches into whose data (issue 38, decision 095): per pair of modules, the foreign tables a module imports (names
// exported by another owner's `db/schema/<file>.ts`, through the schema index or the file itself) and the foreign
// repository factories (`create*Repository`) it builds. Imports are resolved by TypeScript, as in import-graph.mjs;
// production code only (tests build what they like). The lint zones in eslint.config.mjs hold the result.
// Usage: node apps/server/scripts/data-ownership.mjs [--names]   (--names lists the foreign names of each pair)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { READ_MODELS, SCHEMA_OWNERS } from './data-owners.mjs';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const SCHEMA = join(SRC, 'db/schema');

const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
const host = ts.createCompilerHost(options);
const resolve = (specifier, from) =>
  ts.resolveModuleName(specifier, from, options, host).resolvedModule?.resolvedFileName;
const parse = (file) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
const hasExport = (node) => ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

/** Schema file of each name the schema files export. */
const schemaFiles = readdirSync(SCHEMA).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
for (const file of schemaFiles) {
  if (!(file in SCHEMA_OWNERS)) throw new Error(`db/schema/${file} has no owner: add it to SCHEMA_OWNERS`);
}
const definedIn = new Map();
for (const file of schemaFiles) {
  for (const node of parse(join(SCHEMA, file)).statements) {
    if (!hasExport(node)) continue;
    const names = ts.isVariableStatement(node)
      ? node.declarationList.declarations.map((d) => d.name.getText())
      : [node.name?.getText()].filter(Boolean);
    for (const name of names) definedIn.set(name, file);
  }
}

const inReadModel = (file) => {
  const path = relative(join(SRC, 'modules'), file).split(/[\\/]/).join('/');
  return Object.keys(READ_MODELS).some((model) => path === model || path.startsWith(`${model}/`));
};
const moduleOf = (file) => {
  const path = relative(SRC, file).split(/[\\/]/);
  return path[0] === 'modules' ? path[1] : null;
};
const isTest = (file) => /\.test\.ts$|[\\/]test[\\/]/.test(file);
const files = readdirSync(join(SRC, 'modules'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts') && !isTest(file))
  .map((file) => join(SRC, 'modules', file));

/** pair "from -> to" → { tables: Map(name → files), factories: Map(name → call sites) } */
const pairs = new Map();
const pair = (from, to) => {
  const key = `${from} -> ${to}`;
  if (!pairs.has(key)) pairs.set(key, { tables: new Map(), readModel: new Map(), factories: new Map() });
  return pairs.get(key);
};
const add = (map, name, count = 1) => map.set(name, (map.get(name) ?? 0) + count);

for (const file of files) {
  const self = moduleOf(file);
  const source = parse(file);
  /** Local names of foreign repository factories imported here → [owner, exported name]. */
  const factories = new Map();
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !(ts.isExportDeclaration(node) && node.moduleSpecifier)) continue;
    const target = resolve(node.moduleSpecifier.text, file);
    if (!target?.startsWith(SRC)) continue;
    const elements = ts.isImportDeclaration(node)
      ? node.importClause?.namedBindings && ts.isNamedImports(node.importClause.namedBindings)
        ? node.importClause.namedBindings.elements
        : []
      : node.exportClause && ts.isNamedExports(node.exportClause)
        ? node.exportClause.elements
        : [];
    const imported = elements.map((e) => ({ name: (e.propertyName ?? e.name).getText(), local: e.name.getText() }));
    if (target.startsWith(`${SCHEMA}/`)) {
      const targetFile = relative(SCHEMA, target);
      for (const { name } of imported) {
        const schemaFile = targetFile === 'index.ts' ? definedIn.get(name) : targetFile;
        const owner = schemaFile ? SCHEMA_OWNERS[schemaFile] : null;
        if (!owner || owner === self) continue;
        const seen = pair(self, owner);
        add(inReadModel(file) ? seen.readModel : seen.tables, `${schemaFile.replace(/\.ts$/, '')}.${name}`);
      }
      continue;
    }
    const owner = moduleOf(target);
    if (!owner || owner === self) continue;
    for (const { name, local } of imported) {
      if (/^create\w*Repository$/.test(name)) factories.set(local, [owner, name]);
    }
  }
  if (factories.size === 0) continue;
  // Every use of an imported factory outside the import itself: a call, or the factory handed on to be called.
  const visit = (node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isIdentifier(node) && factories.has(node.text)) {
      const [owner, name] = factories.get(node.text);
      add(pair(self, owner).factories, name);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const sum = (map) => [...map.values()].reduce((a, b) => a + b, 0);
const rows = [...pairs]
  .map(([key, value]) => ({ key, ...value }))
  .filter(({ tables, readModel, factories }) => tables.size + readModel.size + factories.size > 0)
  .sort((a, b) => b.tables.size + sum(b.factories) - (a.tables.size + sum(a.factories)) || a.key.localeCompare(b.key));
const names = process.argv.includes('--names');
for (const { key, tables, readModel, factories } of rows) {
  const read = readModel.size > 0 ? `, ${readModel.size} read by a declared read model` : '';
  console.log(`${key}: ${tables.size} foreign table names, ${sum(factories)} foreign repository builds${read}`);
  if (!names) continue;
  if (tables.size > 0) console.log(`    tables: ${[...tables.keys()].sort().join(', ')}`);
  if (readModel.size > 0) console.log(`    read model: ${[...readModel.keys()].sort().join(', ')}`);
  if (factories.size > 0)
    console.log(`    factories: ${[...factories].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ')}`);
}
const count = (pick) => {
  const found = rows.filter((r) => pick(r).size > 0);
  return {
    names: found.reduce((n, r) => n + pick(r).size, 0),
    distinct: new Set(found.flatMap((r) => [...pick(r).keys()])).size,
    pairs: found.length,
  };
};
const tables = count((r) => r.tables);
const read = count((r) => r.readModel);
const factoryPairs = rows.filter((r) => r.factories.size > 0);
const factoryNames = new Set(factoryPairs.flatMap((r) => [...r.factories.keys()]));
const builds = factoryPairs.reduce((n, r) => n + sum(r.factories), 0);
console.log(
  `Total: ${tables.names} foreign table names imported (${tables.distinct} distinct) across ${tables.pairs} module pairs; ` +
    `${factoryNames.size} foreign repository factories built at ${builds} sites across ${factoryPairs.length} pairs; ` +
    `declared read models: ${read.names} names (${read.distinct} distinct) across ${read.pairs} pairs.`,
);
