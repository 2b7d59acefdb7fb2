import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonShapeProblem, type JsonShapeLimits } from './json-body';

const limits: JsonShapeLimits = { maxDepth: 3, maxKeys: 3, maxItems: 4, maxMembers: 8 };

/** The shape of a parsed value, measured the slow way. */
function shapeOf(value: unknown, depth = 0): { depth: number; keys: number; items: number; members: number } {
  if (value === null || typeof value !== 'object') return { depth, keys: 0, items: 0, members: 0 };
  const children = Object.values(value);
  const own = Array.isArray(value) ? { keys: 0, items: children.length } : { keys: children.length, items: 0 };
  return children
    .map((child) => shapeOf(child, depth + 1))
    .reduce(
      (a, b) => ({
        depth: Math.max(a.depth, b.depth),
        keys: Math.max(a.keys, b.keys),
        items: Math.max(a.items, b.items),
        members: a.members + b.members,
      }),
      { depth: depth + 1, ...own, members: children.length },
    );
}

describe('jsonShapeProblem', () => {
  it.each([
    ['{}', undefined],
    ['[]', undefined],
    ['"a,b,c,d,e,f,{[{[{["', undefined],
    ['{"a":[[1]]}', undefined],
    ['{"a":[[[1]]]}', '嵌套超过 3 层'],
    ['[[[[]]]]', '嵌套超过 3 层'],
    ['{"a":1,"b":2,"c":3}', undefined],
    ['{"a":1,"b":2,"c":3,"d":4}', '对象的字段超过 3 个'],
    ['{"a\\",\\"b":1,"c":2,"d":3}', undefined],
    ['[1,2,3,4]', undefined],
    ['[1,2,3,4,5]', '数组超过 4 项'],
    ['[[1,2,3],[4,5,6],[7]]', '字段和数组项合计超过 8 个'],
    ['[[1,2,3],[4,5]]', undefined],
    ['[ ]', undefined],
    ['{"a":[], "b":{}, "c":[ ]}', undefined],
    ['not json,,,,,,,,,', undefined],
  ])('%s → %s', (text, problem) => {
    expect(jsonShapeProblem(text, limits)).toBe(problem);
  });

  it('passes exactly the texts within the limits, however they are spaced', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 5 }), fc.boolean(), (value, spaced) => {
        const text = JSON.stringify(value, null, spaced ? 2 : undefined);
        const shape = shapeOf(value);
        const exact: JsonShapeLimits = {
          maxDepth: Math.max(shape.depth, 1),
          maxKeys: Math.max(shape.keys, 1),
          maxItems: Math.max(shape.items, 1),
          maxMembers: shape.members,
        };
        expect(jsonShapeProblem(text, exact)).toBeUndefined();
        if (shape.depth > 1) expect(jsonShapeProblem(text, { ...exact, maxDepth: shape.depth - 1 })).toBeDefined();
        if (shape.keys > 1) expect(jsonShapeProblem(text, { ...exact, maxKeys: shape.keys - 1 })).toBeDefined();
        if (shape.items > 1) expect(jsonShapeProblem(text, { ...exact, maxItems: shape.items - 1 })).toBeDefined();
        if (shape.members > 0)
          expect(jsonShapeProblem(text, { ...exact, maxMembers: shape.members - 1 })).toBeDefined();
      }),
    );
  });

  it('reads a 100 KB body in well under a millisecond per kilobyte', () => {
    const text = JSON.stringify({ list: Array.from({ length: 900 }, (_, i) => ({ name: `项目${i}`, value: i })) });
    const start = performance.now();
    for (let i = 0; i < 10; i++) jsonShapeProblem(text);
    expect((performance.now() - start) / 10).toBeLessThan(text.length / 1024);
  });
});
