// Every operator operation (a descriptor of packages/contracts whose path is under /api/operator/v1) must be reachable
// from a console screen: some file of apps/console/src (tests aside) names it, `XOps.name` or `XRoutes.name`. An
// operation no screen names is allowed only on one of the two lists below, each entry saying why; a new operator
// operation without a screen, or a list entry a screen now names, fails the check (scripts/console-ops.test.mjs, run
// by `npm test` with the other script tests).
// Run with tsx for the report: the contracts are TypeScript.  Usage: tsx scripts/console-ops.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The console's sources, whatever the working directory. */
export const CONSOLE_SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'console', 'src');

/** Where an operator operation's path starts (OPERATOR_API_BASE, relative to /api). */
const OPERATOR_PREFIX = '/operator/v1/';

/**
 * Operations deliberately on no console screen, with why. An entry here is a decision, not a debt.
 * @type {Record<string, string>}
 */
export const NOT_ON_A_SCREEN = {
  'OperatorOps.ssoTickets':
    'a partner system calls it with an admin login to sign its drivers in (decision 076); a person never does',
  'ParkingOps.operatorAppeals':
    'superseded: appeals are tickets of type appeal on the service desk (客服工单, decision 088), kept for old clients',
  'ParkingOps.answerAppeal': 'superseded by the service desk’s appeal decisions with the finance review (decision 088)',
  'ChargingTagOperatorOps.chargerCommandResult':
    'the chargers desk shows each command’s outcome from the charger’s command list, pushed (decision 089); ' +
    'one command by id is for scripts',
  'ParkingOps.operatorDevices':
    'superseded by ParkSetupOps.deviceStatuses, which the 设备 desk lists: the same gates and handhelds of the ' +
    'operator’s parks (same roles and park scope) with their lane and online state besides; kept for old clients',
};

/**
 * Operations that should have a screen and have none yet, each with the desk (and issue) that owes it. The list only
 * shrinks: an entry a screen names fails the check until it is removed from here.
 * @type {Record<string, string>}
 */
export const NO_SCREEN_YET = {};

/**
 * The operator operations among a module's exports: each `METHOD /path` with every descriptor name it has
 * (`SharingOperatorOps.putCreditRule` and `SharingOperatorRoutes.putCreditRule` are one operation).
 * @param {Record<string, unknown>} exports
 * @returns {Map<string, string[]>}
 */
export function operatorOperations(exports) {
  const isRoute = (value) =>
    value !== null && typeof value === 'object' && typeof value.method === 'string' && typeof value.path === 'string';
  const operations = new Map();
  for (const [group, table] of Object.entries(exports)) {
    if (table === null || typeof table !== 'object' || Array.isArray(table)) continue;
    const entries = Object.entries(table);
    if (entries.length === 0 || !entries.every(([, value]) => isRoute(value))) continue;
    for (const [name, route] of entries) {
      if (!route.path.startsWith(OPERATOR_PREFIX)) continue;
      const key = `${route.method} ${route.path}`;
      operations.set(key, [...(operations.get(key) ?? []), `${group}.${name}`]);
    }
  }
  return operations;
}

/** The `Group.name` words of source text (a descriptor named anywhere: a call, a query key, a mutation). */
export function namesIn(text) {
  return new Set(text.match(/\b[A-Z][A-Za-z0-9]*\.[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []);
}

/** The console's source text, tests left out (a test naming an operation puts it on no screen). */
export function consoleSource(dir = CONSOLE_SRC) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name),
  );
  return files.map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8')).join('\n');
}

/**
 * What the check finds. `unreachable`: operations no screen names and no list holds (the failures); `stale`: list
 * entries that are no operator operation or that a screen names (failures too); `listed`: the lists' operations.
 */
export function consoleOpsGaps(operations, names, lists = { NOT_ON_A_SCREEN, NO_SCREEN_YET }) {
  const listed = new Set([...Object.keys(lists.NOT_ON_A_SCREEN), ...Object.keys(lists.NO_SCREEN_YET)]);
  const known = new Set([...operations.values()].flat());
  const unreachable = [];
  const onScreen = [];
  for (const [key, descriptors] of operations) {
    if (descriptors.some((descriptor) => names.has(descriptor))) onScreen.push(key);
    else if (!descriptors.some((descriptor) => listed.has(descriptor))) unreachable.push(`${key}  (${descriptors[0]})`);
  }
  const stale = [...listed].filter((descriptor) => !known.has(descriptor) || names.has(descriptor));
  return { total: operations.size, onScreen, unreachable, stale, listed: [...listed] };
}

/** What the check prints. */
export function formatGaps({ total, onScreen, unreachable, stale }, lists = { NOT_ON_A_SCREEN, NO_SCREEN_YET }) {
  const lines = [
    `operator operations: ${total}; on a console screen: ${onScreen.length}; deliberately not: ` +
      `${Object.keys(lists.NOT_ON_A_SCREEN).length}; no screen yet (listed): ${Object.keys(lists.NO_SCREEN_YET).length}` +
      `; unlisted without a screen: ${unreachable.length}`,
  ];
  if (unreachable.length > 0) {
    lines.push(
      'Operator operations no console screen names (give each a screen, or a line in scripts/console-ops.mjs):',
    );
    lines.push(...unreachable.map((line) => `  ${line}`));
  }
  if (stale.length > 0) {
    lines.push(
      'List entries to remove from scripts/console-ops.mjs (named by a screen now, or no operator operation):',
    );
    lines.push(...stale.map((descriptor) => `  ${descriptor}`));
  }
  if (Object.keys(lists.NO_SCREEN_YET).length > 0) {
    lines.push('No screen yet:');
    lines.push(...Object.entries(lists.NO_SCREEN_YET).map(([descriptor, owner]) => `  ${descriptor}: ${owner}`));
  }
  return lines.join('\n');
}

/** The check on this repository: the contracts' exports against the console's sources. */
export async function checkRepository() {
  const contracts = await import('../packages/contracts/src/index.ts');
  return consoleOpsGaps(operatorOperations(contracts), namesIn(consoleSource()));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const gaps = await checkRepository();
  console.log(formatGaps(gaps));
  process.exit(gaps.unreachable.length > 0 || gaps.stale.length > 0 ? 1 : 0);
}
