import fc from 'fast-check';
import { z } from 'zod';

/**
 * Inputs for the boundary fuzz (src/app.fuzz.test.ts): a plausible request derived from a route's zod schemas (so it
 * gets past validation now and then), then one attack on it: bad types, a missing field, a 1 MB string, NUL or a lone
 * surrogate, deep nesting, huge numbers, a body that is not an object or not JSON, garbled headers.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minItems?: number;
  maxItems?: number;
}

/** JSON text that no JavaScript value stringifies to (1e400, 50,000 nested arrays), spliced into a body as is. */
export class RawJson {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 40 ? `${this.text.slice(0, 40)}…(${this.text.length} chars)` : this.text;
  }
}

type Value = unknown;

/** The JSON Schema of a zod schema as clients send it (the input side of transforms), or undefined for none. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!(schema instanceof z.ZodType)) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

/** The plate plausible text uses; the fuzz parks a car with it, so plate lookups and bills find something. */
export const PLATE_HINT = '浙A12345';

const INT32 = 2 ** 31 - 1;
const clampInt = (n: number) => Math.max(-INT32, Math.min(INT32, Math.trunc(n)));

function plausibleString(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 12, 24));
  if (s.format === 'date-time') {
    return fc
      .date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString());
  }
  if (s.format === 'uuid') return fc.uuid();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).map((text) => text.slice(0, Math.max(max, 1)));
    } catch {
      // A pattern fast-check cannot generate from (lookbehind, unicode classes): plain text below.
    }
  }
  // Text a driver types, a plate, a phone, a dealer id: values the services know what to do with.
  const hints = fc.constantFrom(PLATE_HINT, '13800138000', '330100', '1', '停车场', 'abc');
  return fc.oneof(hints, fc.string({ minLength: min, maxLength: max }));
}

/** A value the schema (mostly) accepts. */
export function plausible(s: JsonSchema, depth = 0): fc.Arbitrary<Value> {
  if (depth > 8) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => plausible(a, depth + 1)));
  if (s.allOf?.length) return plausible(s.allOf[0]!, depth + 1);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (types.length > 1) return fc.oneof(...types.map((type) => plausible({ ...s, type }, depth)));
  switch (types[0]) {
    case 'object': {
      const properties = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, plausible(v, depth + 1)]));
      return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in properties) });
    }
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((item) => plausible(item, depth + 1)));
      const minLength = Math.min(s.minItems ?? 0, 5);
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? 3, 3));
      return fc.array(plausible(s.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'string':
      return plausibleString(s);
    case 'integer': {
      const min = clampInt(s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 0));
      const max = clampInt(s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : min + 10_000));
      return fc.integer({ min, max: Math.max(min, max) });
    }
    case 'number': {
      const min = Math.max(s.minimum ?? s.exclusiveMinimum ?? -1e6, -1e9);
      const max = Math.min(s.maximum ?? s.exclusiveMaximum ?? 1e6, 1e9);
      return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

const MEGABYTE = 1024 * 1024;
/** One string per kind of hostile text; the 1 MB one crosses the body limit, the 0.6 MB one stays under it. */
const HOSTILE_TEXT = [
  'a'.repeat(MEGABYTE + 1),
  '停'.repeat(200_000),
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '',
  ' ',
  '\u3000',
  '🚗🅿️',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  "$`$'$&",
  '%00',
  '1e400',
  '-1',
  'NaN',
  '9'.repeat(40),
  '2026-13-45T99:99:99Z',
];
/** Whether text can be written into a URL (a lone surrogate has no percent-encoding). */
const urlSafe = (text: string) => {
  try {
    encodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};
/** Hostile text that survives a URL. */
export const URL_TEXT = HOSTILE_TEXT.filter(urlSafe);

const HOSTILE_VALUES: Value[] = [
  ...HOSTILE_TEXT,
  0,
  -1,
  1.5,
  -0,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
  true,
  null,
  [],
  {},
  [1, 'a', null],
  { a: { b: 1 } },
  new RawJson('1e400'),
  new RawJson('-1e400'),
  new RawJson('9007199254740993'),
  new RawJson('123456789012345678901234567890'),
  new RawJson('1e-400'),
  new RawJson(`${'['.repeat(50_000)}${']'.repeat(50_000)}`),
  new RawJson(`${'{"a":'.repeat(20_000)}1${'}'.repeat(20_000)}`),
];

/** Whole bodies that are not the object a route expects, or not JSON at all. */
const HOSTILE_BODIES: RawJson[] = [
  'not json',
  '{"a":',
  '[]',
  '"text"',
  '1',
  'null',
  'true',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
].map((text) => new RawJson(text));

/** Every path to a value inside `value` ([] for the value itself). */
function pathsOf(value: Value, path: string[] = [], out: string[][] = []): string[][] {
  out.push(path);
  if (value && typeof value === 'object' && !(value instanceof RawJson) && out.length < 200) {
    for (const [key, child] of Object.entries(value)) pathsOf(child, [...path, key], out);
  }
  return out;
}

function setAt(value: Value, path: string[], replacement: Value | typeof DROP): Value {
  if (path.length === 0) return replacement === DROP ? undefined : replacement;
  const copy: Record<string, Value> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  const [key, ...rest] = path as [string, ...string[]];
  if (rest.length === 0 && replacement === DROP) delete copy[key];
  else copy[key] = setAt(copy[key], rest, replacement);
  return copy;
}
const DROP = Symbol('drop');

export type Attack =
  | { kind: 'none' }
  | { kind: 'drop'; pick: number }
  | { kind: 'set'; pick: number; value: Value }
  | { kind: 'addKey'; value: Value }
  | { kind: 'whole'; body: RawJson };

/** One attack on a part of the request, or none (weights: mostly attacks, a plausible request now and then). */
export const anAttack = (wholeBodies = true): fc.Arbitrary<Attack> =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constant<Attack>({ kind: 'none' }) },
    { weight: 2, arbitrary: fc.nat().map((pick): Attack => ({ kind: 'drop', pick })) },
    {
      weight: 6,
      arbitrary: fc
        .record({ pick: fc.nat(), value: fc.constantFrom(...HOSTILE_VALUES) })
        .map((a): Attack => ({ kind: 'set', ...a })),
    },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_VALUES).map((value): Attack => ({ kind: 'addKey', value })) },
    ...(wholeBodies
      ? [{ weight: 1, arbitrary: fc.constantFrom(...HOSTILE_BODIES).map((body): Attack => ({ kind: 'whole', body })) }]
      : []),
  );

/** `value` with the attack applied; paths are picked among the value's own, so nested fields are hit too. */
export function attacked(value: Value, attack: Attack): Value {
  switch (attack.kind) {
    case 'none':
      return value;
    case 'drop': {
      const paths = pathsOf(value).filter((p) => p.length > 0);
      return paths.length ? setAt(value, paths[attack.pick % paths.length]!, DROP) : value;
    }
    case 'set': {
      const paths = pathsOf(value);
      return setAt(value, paths[attack.pick % paths.length]!, attack.value);
    }
    case 'addKey':
      return value && typeof value === 'object' ? { ...value, unexpected: attack.value } : value;
    case 'whole':
      return attack.body;
  }
}

/** JSON text of a value that may hold RawJson pieces. */
export function jsonText(value: Value): string {
  const raws: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    raws.push(v.text);
    return `@@raw${raws.length - 1}@@`;
  });
  return (text ?? '').replace(/"@@raw(\d+)@@"/g, (_m, i: string) => raws[Number(i)]!);
}

/** A query string of a value: strings and numbers as they are, arrays as repeated keys, anything else as JSON. */
export function queryText(value: Value): string {
  if (!value || typeof value !== 'object' || value instanceof RawJson) return '';
  const params = new URLSearchParams();
  for (const [key, v] of Object.entries(value)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined) continue;
      const text = typeof item === 'string' ? item : item instanceof RawJson ? item.text : JSON.stringify(item);
      params.append(key, urlSafe(text) ? text : 'x');
    }
  }
  return params.toString();
}

/** A short, printable account of an input for a failure report. */
export function describeInput(value: Value): string {
  const text = JSON.stringify(value, (_key, v: unknown) =>
    v instanceof RawJson
      ? `RawJson(${v.toString()})`
      : typeof v === 'string' && v.length > 200
        ? `${v.slice(0, 120)}…(${v.length} chars)`
        : v,
  );
  return text === undefined ? 'undefined' : text.length > 600 ? `${text.slice(0, 600)}…` : text;
}
