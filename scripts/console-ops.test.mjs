import { describe, expect, it } from 'vitest';
import { checkRepository, consoleOpsGaps, formatGaps, namesIn, operatorOperations } from './console-ops.mjs';

const route = (method, path) => ({ method, path });
const fakeContracts = {
  ParksOps: { list: route('GET', '/operator/v1/parks'), save: route('PUT', '/operator/v1/parks/:parkId') },
  ParksRoutes: { list: route('GET', '/operator/v1/parks'), save: route('PUT', '/operator/v1/parks/:parkId') },
  DriverOps: { home: route('GET', '/driver/v2/api/home') },
  Limits: { maxPlates: 5 },
  formatFen: () => '',
};

describe('console operations check', () => {
  it('takes the operator operations of route tables, one per method and path with all its names', () => {
    const operations = operatorOperations(fakeContracts);
    expect([...operations.entries()]).toEqual([
      ['GET /operator/v1/parks', ['ParksOps.list', 'ParksRoutes.list']],
      ['PUT /operator/v1/parks/:parkId', ['ParksOps.save', 'ParksRoutes.save']],
    ]);
  });

  it('counts an operation named by any of its descriptors as on a screen', () => {
    const operations = operatorOperations(fakeContracts);
    const names = namesIn("api.call(ParksRoutes.list, {}); mutationFn: () => api.call(ParksOps['save'])");
    const gaps = consoleOpsGaps(operations, names, { NOT_ON_A_SCREEN: {}, NO_SCREEN_YET: {} });
    expect(gaps.onScreen).toEqual(['GET /operator/v1/parks']);
    expect(gaps.unreachable).toEqual(['PUT /operator/v1/parks/:parkId  (ParksOps.save)']);
    expect(formatGaps(gaps, { NOT_ON_A_SCREEN: {}, NO_SCREEN_YET: {} })).toContain(
      '  PUT /operator/v1/parks/:parkId  (ParksOps.save)',
    );
  });

  it('lets a listed operation pass, and fails a list entry a screen names or that names no operation', () => {
    const operations = operatorOperations(fakeContracts);
    const lists = {
      NOT_ON_A_SCREEN: { 'ParksOps.save': 'superseded' },
      NO_SCREEN_YET: { 'ParksOps.list': 'parks desk', 'ParksOps.gone': 'parks desk' },
    };
    const gaps = consoleOpsGaps(operations, namesIn('ParksOps.list'), lists);
    expect(gaps.unreachable).toEqual([]);
    expect(gaps.stale).toEqual(['ParksOps.list', 'ParksOps.gone']);
  });

  it('finds every operator operation of the contracts on a console screen or on a list', async () => {
    const gaps = await checkRepository();
    expect(gaps.total).toBeGreaterThan(100);
    // The report says which: `npx tsx scripts/console-ops.mjs`.
    expect({ unreachable: gaps.unreachable, stale: gaps.stale }).toEqual({ unreachable: [], stale: [] });
  });
});
