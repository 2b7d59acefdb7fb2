// The import graph of apps/server/src, type imports included (decision 074): fails on an import circle, and on an
// import that runs back up a layer unless it is one of the few explained below. ESLint's no-cycle sees value imports
// only and its zones see folders, not the order of the layers; this reads every import, resolved by TypeScript.
// Usage: node apps/server/scripts/import-graph.mjs [--list]   (--list prints every edge that goes up, explained)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

/** The layers, lowest first; a file belongs to the longest path that holds it. */
const LAYERS = [
  ['clock.ts'],
  // Metrics and traces (decision 079): below the database, whose drivers make a span per statement.
  ['observability'],
  ['db'],
  [
    'integrations',
    'security',
    'geo',
    'config.ts',
    'config-invoices.ts',
    'config-payments.ts',
    'deployment.ts',
    'logger.ts',
  ],
  ['jobs'],
  ['events'],
  ['kernel'],
  ['plugins'],
  ['modules'],
  ['demo'],
  ['app.ts', 'main.ts', 'cli'],
];

/** Imports that go up a layer on purpose. */
const EXPLAINED = {
  'db/client.ts -> config.ts': 'the in-memory data directory marker (IN_MEMORY) is a setting',
  'db/schema/parks.ts -> modules/tariffs/index.ts':
    "a park's fee rules column is typed by the fee engine, a module that imports no server code (023)",
};

const layerOf = (file) => {
  let best = { length: -1, layer: -1 };
  LAYERS.forEach((paths, layer) => {
    for (const path of paths) {
      if ((file === path || file.startsWith(`${path}/`)) && path.length > best.length)
        best = { length: path.length, layer };
    }
  });
  if (best.layer < 0) throw new Error(`${file} is in no layer: add its folder to LAYERS`);
  return best.layer;
};

const files = readdirSync(SRC, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(SRC, file));
const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler };
const host = ts.createCompilerHost(options);
const edges = new Map(
  files.map((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .filter(({ fileName }) => fileName.startsWith('.'))
      .map(({ fileName }) => ts.resolveModuleName(fileName, file, options, host).resolvedModule?.resolvedFileName)
      .filter((target) => target?.startsWith(SRC) && !target.endsWith('.d.ts'));
    return [file, [...new Set(targets)]];
  }),
);
const name = (file) => relative(SRC, file);

// Tarjan's strongly connected components: a component of more than one file is a circle.
const circles = [];
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const visit = (file) => {
  index.set(file, index.size);
  low.set(file, index.get(file));
  stack.push(file);
  onStack.add(file);
  for (const target of edges.get(file) ?? []) {
    if (!edges.has(target)) continue;
    if (!index.has(target)) {
      visit(target);
      low.set(file, Math.min(low.get(file), low.get(target)));
    } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
  }
  if (low.get(file) !== index.get(file)) return;
  const component = [];
  let member;
  do {
    member = stack.pop();
    onStack.delete(member);
    component.push(name(member));
  } while (member !== file);
  if (component.length > 1) circles.push(component.sort());
};
for (const file of edges.keys()) if (!index.has(file)) visit(file);

const upward = [...edges].flatMap(([file, targets]) =>
  targets
    .filter((target) => layerOf(name(target)) > layerOf(name(file)))
    .map((target) => `${name(file)} -> ${name(target)}`),
);
const unexplained = upward.filter((edge) => !(edge in EXPLAINED));

console.log(`${files.length} files; import circles: ${circles.length}; imports up a layer: ${upward.length}`);
for (const circle of circles) console.log(`  circle: ${circle.join(', ')}`);
for (const edge of process.argv.includes('--list') ? upward : unexplained) {
  console.log(
    `  up: ${edge}${EXPLAINED[edge] ? ` (${EXPLAINED[edge]})` : ' — not explained in scripts/import-graph.mjs'}`,
  );
}
if (circles.length > 0 || unexplained.length > 0) process.exitCode = 1;
