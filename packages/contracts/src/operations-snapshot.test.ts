import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

// What the contracts build at run time, written out whole so that a change in how operations or schemas are declared
// (issue 38: shorter declarations, shared schema pieces) shows as a diff here when it changes what they build. The
// file is the record: `npx vitest run packages/contracts -u` rewrites it after a deliberate change to an operation.

const isRoute = (value: unknown): value is Record<string, unknown> =>
  !!value &&
  typeof value === 'object' &&
  typeof (value as { method?: unknown }).method === 'string' &&
  typeof (value as { path?: unknown }).path === 'string';

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A schema's fingerprint: its JSON schema both ways and the issues it raises on a few wrong values. */
function fingerprint(schema: z.ZodType): string {
  const parts: string[] = [];
  for (const io of ['input', 'output'] as const) {
    try {
      parts.push(JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' })));
    } catch (error) {
      parts.push(`unrepresentable: ${(error as Error).message}`);
    }
  }
  for (const value of [undefined, null, {}, [], '', 0]) {
    const parsed = schema.safeParse(value);
    parts.push(parsed.success ? `ok ${JSON.stringify(parsed.data)}` : JSON.stringify(parsed.error.issues));
  }
  return digest(parts.join('\n'));
}

/** One line per operation: its group and name, method, path, every other field, and its schemas' fingerprints. */
function operationLines(): string[] {
  const lines: string[] = [];
  for (const [group, value] of Object.entries(contracts).sort(([a], [b]) => a.localeCompare(b))) {
    if (!value || typeof value !== 'object') continue;
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0 || !entries.every(([, entry]) => isRoute(entry))) continue;
    for (const [key, entry] of entries as [string, Record<string, unknown>][]) {
      const { method, path, schemas, ...flags } = entry;
      const hidden = Object.getOwnPropertyNames(entry).filter((name) => !Object.keys(entry).includes(name));
      const parts = schemas
        ? Object.entries(schemas as Record<string, z.ZodType | undefined>)
            .filter(([, schema]) => schema !== undefined)
            .map(([part, schema]) => `${part}=${fingerprint(schema as z.ZodType)}`)
        : [];
      lines.push(
        [
          `${group}.${key}`,
          `${String(method)} ${String(path)}`,
          JSON.stringify(flags),
          hidden.length ? `hidden:${hidden.join(',')}` : '',
          schemas ? `schemas{${parts.join(' ')}}` : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    }
  }
  return lines;
}

/** One line per exported zod schema: its name and fingerprint. */
function schemaLines(): string[] {
  return Object.entries(contracts)
    .filter(([, value]) => value instanceof z.ZodType)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, schema]) => `${name} ${fingerprint(schema as z.ZodType)}`);
}

describe('what the contracts build', () => {
  it('every operation and every exported schema is as recorded', async () => {
    const text = ['# operations', ...operationLines(), '', '# schemas', ...schemaLines(), ''].join('\n');
    await expect(text).toMatchFileSnapshot('./operations-snapshot.txt');
  });
});
