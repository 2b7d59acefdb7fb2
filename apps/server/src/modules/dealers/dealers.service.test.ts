import { describe, expect, it } from 'vitest';
import type { Dealer, DealersRepository } from './dealers.repository';
import { createDealersService, DEALER_CACHE_MS } from './dealers.service';

function countingRepo(rows: Dealer[]) {
  const calls = { byId: 0, byDefault: 0 };
  const repo: DealersRepository = {
    findById: async (id) => (calls.byId++, rows.find((d) => d.id === id)),
    findDefault: async () => (calls.byDefault++, rows[0]),
  };
  return { repo, calls, rows };
}

describe('dealer resolution cache', () => {
  it('reuses a found dealer for 30 s, then reads it again', async () => {
    let now = 0;
    const { repo, calls, rows } = countingRepo([{ id: '330100', name: '杭州', city: '杭州市' }]);
    const dealers = createDealersService(repo, { now: () => now });
    await dealers.resolve('330100');
    await dealers.resolve('330100');
    await dealers.resolve(undefined);
    await dealers.resolve(undefined);
    expect(calls).toEqual({ byId: 1, byDefault: 1 });
    rows[0]!.name = '杭州城市停车';
    now += DEALER_CACHE_MS + 1;
    expect((await dealers.resolve('330100')).name).toBe('杭州城市停车');
    expect(calls.byId).toBe(2);
  });

  it('never caches a miss: a dealer created later is found at once', async () => {
    const { repo, rows } = countingRepo([]);
    const dealers = createDealersService(repo);
    await expect(dealers.resolve('fresh')).rejects.toThrow('运营商不存在');
    await expect(dealers.resolve(undefined)).rejects.toThrow('平台尚未开通运营商');
    rows.push({ id: 'fresh', name: '新运营商', city: '宁波市' });
    expect((await dealers.resolve('fresh')).id).toBe('fresh');
    expect((await dealers.resolve(undefined)).id).toBe('fresh');
  });
});
