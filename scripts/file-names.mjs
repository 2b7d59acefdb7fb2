// File names are linted (issue 38, item 5; docs/glossary.md), a step of `npm run lint`: under apps/*/src and
// packages/*/src every folder and file name is kebab-case (lower-case words joined by "-", then its dotted suffixes:
// `stays.repository.ts`, `screen-paths.gen.ts`), and none carries a word the glossary replaced — the spec's
// misspellings (`mounth…`, `senceless…`) anywhere in a name, and the old words `bag`, `integral`, `withholding` as a
// word of it. The spec's paths keep their spelling in the code's strings; a file is named after what it does.
// Usage: node scripts/file-names.mjs   (run from the repository's root; exits 1 and lists the names it refuses)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Lower-case words joined by "-", then any dotted suffixes made the same way. */
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;

/** Misspellings refused anywhere in a name, and old words refused as a word of it (between "-", "." or the ends). */
const MISSPELLINGS = ['mounth', 'senceless'];
const OLD_WORDS = ['bag', 'bags', 'integral', 'withholding', 'withholdings'];

/**
 * Names that are not kebab-case on purpose: drizzle-kit's migrations (`0041_plan_review_time.sql`, its `meta/`
 * journal and snapshots, named by the generator) and a folder's README.
 */
const NAMING_EXCEPTIONS = [
  /^apps\/server\/src\/db\/migrations\/\d{4}_[a-z0-9_]+\.sql$/,
  /^apps\/server\/src\/db\/migrations\/meta\/(_journal|\d{4}_snapshot)\.json$/,
  /\/README\.md$/,
];

/**
 * Old words that stay for good: a payment provider's withholding agreement is the providers' own term (the
 * integrations that sign them), and a migration's name is history (the generator's files are never renamed; a new
 * one takes a glossary word).
 */
const WORD_EXCEPTIONS = [
  /^apps\/server\/src\/integrations\/payments\/(sandbox\/sandbox-)?withholding\.ts$/,
  /^apps\/server\/src\/modules\/wallet\/withholding-agreements\.[a-z.]+$/,
  /^apps\/server\/src\/db\/migrations\/00(0\d|1\d|2\d|3\d|4[01])_[a-z0-9_]+\.sql$/,
];

/**
 * The folders and files that still carry an old word, waiting for their area's rename (docs/glossary.md, "Still
 * stands"). THIS LIST MAY ONLY SHRINK: a renamed file leaves it (the check fails on an entry that no longer exists, so a
 * rename removes its line), and a new file takes the glossary's word instead of being added here. An entry allows its
 * own last name only: a new file in a standing folder is checked on its own name. Empty since the monthly plans' rename
 * (2026-12-03: `modules/bag` and its 28 files, the schema, demo and contracts files, 34 entries).
 */
export const STILL_STANDING = [];

/** What is wrong with one name (the last part of `path`), or null; `standing` is STILL_STANDING (a test passes its own). */
export function nameProblem(path, standing = STILL_STANDING) {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const lower = name.toLowerCase();
  const misspelling = MISSPELLINGS.find((m) => lower.includes(m));
  const words = lower.split(/[-._]/);
  const old = OLD_WORDS.find((w) => words.includes(w));
  const word = misspelling ?? old;
  if (word && !WORD_EXCEPTIONS.some((re) => re.test(path)) && !standing.includes(path))
    return `"${word}" is a word docs/glossary.md replaced: name it with the glossary's word`;
  if (!KEBAB.test(name) && !NAMING_EXCEPTIONS.some((re) => re.test(path)))
    return 'not kebab-case (lower-case words joined by "-")';
  return null;
}

/** The problems of a tree given as its folders' and files' paths (from the repository's root). */
export function fileNameProblems(paths, standing = STILL_STANDING) {
  const problems = [];
  for (const path of paths) {
    const problem = nameProblem(path, standing);
    if (problem) problems.push(`${path}: ${problem}`);
  }
  const present = new Set(paths);
  for (const entry of standing) {
    if (!present.has(entry))
      problems.push(`${entry}: no longer exists; remove it from STILL_STANDING in scripts/file-names.mjs`);
  }
  return problems;
}

/** Every folder and file under apps/*\/src and packages/*\/src. */
export function sourcePaths(root = '.') {
  const paths = [];
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const path = `${dir}/${entry.name}`;
      paths.push(path);
      if (entry.isDirectory()) walk(path);
    }
  };
  for (const top of ['apps', 'packages']) {
    for (const pkg of readdirSync(join(root, top), { withFileTypes: true })) {
      if (!pkg.isDirectory()) continue;
      const src = `${top}/${pkg.name}/src`;
      try {
        walk(src);
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
    }
  }
  return paths;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const paths = sourcePaths();
  const problems = fileNameProblems(paths);
  if (problems.length) {
    console.error(`file names (scripts/file-names.mjs):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    `file names: ${paths.length} names under apps/*/src and packages/*/src, all kebab-case in the glossary's words`,
  );
}
