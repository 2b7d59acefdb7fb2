import { OperatorOps, OperatorRole, ParkingOps, BasicOps, ReportOps } from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../test/build-test-app';
import { checkLedger } from '../modules/ledger';
import { checkPayments } from '../modules/payments';
import { urlOf, call } from '../../test/call';
import { advertisings, dealers, homeFuncEntries, menuConfigs, news, notices, operators } from '../db/schema';
import { DEMO_DEALERS, seedDemo } from './index';
import { DEMO_HISTORY_DAYS, DEMO_HISTORY_STAYS_A_DAY, seedPaymentHistoryDemo } from './payment-history';
import { DEMO_OPS_PARKS } from './parking-parks';

const HANGZHOU = DEMO_DEALERS.hangzhou.dealer.id;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: true });
});
afterAll(() => t.close());

const countOf = async (table: typeof news | typeof advertisings | typeof operators | typeof notices) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n;

describe('demo seed', () => {
  it('seeds a default 杭州 dealer and a second dealer', async () => {
    const rows = await t.db.select().from(dealers).orderBy(dealers.id);
    expect(rows.map((d) => [d.id, d.isDefault])).toEqual([
      ['320500', false],
      ['330100', true],
    ]);
  });

  it('gives 杭州 enough content to look alive', async () => {
    const hangzhouNews = await t.db.select({ n: count() }).from(news).where(eq(news.dealerId, HANGZHOU));
    const hangzhouAds = await t.db.select({ n: count() }).from(advertisings).where(eq(advertisings.dealerId, HANGZHOU));
    expect(hangzhouNews[0]?.n).toBeGreaterThanOrEqual(6);
    expect(hangzhouAds[0]?.n).toBeGreaterThanOrEqual(4);
    const importantNews = await t.db.select().from(news).where(eq(news.important, true));
    expect(importantNews.length).toBeGreaterThan(0);
  });

  it('is idempotent and leaves operator edits alone', async () => {
    await t.db.update(menuConfigs).set({ news: false }).where(eq(menuConfigs.dealerId, HANGZHOU));
    await t.db.delete(homeFuncEntries).where(eq(homeFuncEntries.entryId, 'COUPON'));
    const before = await Promise.all([countOf(news), countOf(advertisings), countOf(operators), countOf(notices)]);

    await seedDemo(t.db);
    await seedDemo(t.db);

    expect(await Promise.all([countOf(news), countOf(advertisings), countOf(operators), countOf(notices)])).toEqual(
      before,
    );
    const [menu] = await t.db.select().from(menuConfigs).where(eq(menuConfigs.dealerId, HANGZHOU));
    expect(menu?.news).toBe(false);
    const entries = await t.db.select().from(homeFuncEntries).where(eq(homeFuncEntries.dealerId, HANGZHOU));
    expect(entries.map((e) => e.entryId)).not.toContain('COUPON');
  });

  it('seeds the demo operator admin / demo1234', async () => {
    const res = await t.app.inject({
      method: OperatorOps.login.method,
      url: urlOf(OperatorOps.login),
      payload: { username: 'admin', password: 'demo1234' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('seeds the park manager wulin / demo1234, who sees only 武林广场地下停车场', async () => {
    const login = await call(t, OperatorOps.login, { body: { username: 'wulin', password: 'demo1234' } });
    const headers = { authorization: `Bearer ${login.body.data!.token}` };
    const parks = await call(t, ParkingOps.operatorParks, { headers });
    expect(parks.body.data!.map((p) => p.parkName)).toEqual(['武林广场地下停车场']);
  });
});

describe('without DEMO', () => {
  it('starts empty: no dealers, no operators, and driver calls say the platform has no dealer yet', async () => {
    const bare = await buildTestApp({ demo: false });
    try {
      expect(await bare.db.select().from(dealers)).toEqual([]);
      const res = await call(bare, BasicOps.menuConfigs);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: '404', message: '平台尚未开通运营商' });
    } finally {
      await bare.close();
    }
  });
});

describe('parking demo', () => {
  it('keeps cars parked in the demo parks with fees owed, entered in the past', async () => {
    const { parkingSessions } = await import('../db/schema');
    const { inArray } = await import('drizzle-orm');
    const open = await t.db
      .select()
      .from(parkingSessions)
      .where(inArray(parkingSessions.state, ['parked']));
    expect(open.length).toBeGreaterThan(100);
    expect(open.every((s) => s.enteredAt.getTime() < t.clock.now().getTime())).toBe(true);
    const lookup = await t.app.inject({
      method: 'POST',
      url: urlOf(ParkingOps.plateLookup),
      headers: t.driverHeaders({ authModel: 1 }),
      payload: { plateNo: '浙A2B8M6' },
    });
    expect(lookup.json().data).toMatchObject({ count: 1, parkId: '00000000-0000-4000-8000-002000000001' });
  });

  it('gives the demo devices their derived secrets, so the simulator can sign', async () => {
    const { signDeviceRequest, demoDeviceSecret } = await import('@parking/contracts/device-signing');
    const url = urlOf(ParkingOps.deviceConfig);
    const device = { deviceId: 'HZ-YAL-PDA', secret: demoDeviceSecret('HZ-YAL-PDA') };
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: signDeviceRequest(device, { method: 'GET', path: url, now: t.clock.now().getTime() }),
    });
    expect(res.json().data).toMatchObject({
      kind: 'handheld',
      parkKind: 'roadSide',
      parkName: '延安路（凤起路—庆春路）路内泊位',
    });
    expect(res.json().data.berths).toHaveLength(28);
  });

  it('is idempotent: a second start adds no parks, devices or demo-driver stays', async () => {
    const { parks, devices, parkingSessions } = await import('../db/schema');
    const { seedParkingDemo } = await import('./parking');
    const { createParkingPictures, createStayPricer } = await import('../modules/parking');
    const counts = async () =>
      Promise.all([parks, devices, parkingSessions].map(async (table) => (await t.db.select().from(table)).length));
    const before = await counts();
    const pictures = createParkingPictures({
      storage: { put: async () => {}, get: async () => undefined, url: (k: string) => k } as never,
      secret: 'x',
    });
    await seedParkingDemo({ db: t.db, pictures, pricer: createStayPricer({ db: t.db }), clock: t.clock });
    expect(await counts()).toEqual(before);
  });
});

describe('demo payment history', () => {
  it('fills the reports: paid stays at every demo park over the weeks before the first start, once, ledger clean', async () => {
    await seedPaymentHistoryDemo(t.db, t.clock);
    await seedPaymentHistoryDemo(t.db, t.clock); // a later start leaves it
    const today = shanghaiDay(t.clock.now());
    const from = shanghaiDay(new Date(t.clock.now().getTime() - DEMO_HISTORY_DAYS * 86_400_000));
    const to = shanghaiDay(new Date(t.clock.now().getTime() - 86_400_000));
    const finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
    const res = await call(t, ReportOps.revenueReport, { query: { from, to, period: 'day' }, headers: finance });
    expect(res.status).toBe(200);
    const report = res.body.data!;
    const hangzhouParks = DEMO_OPS_PARKS.filter((p) => p.dealerId === HANGZHOU);
    expect(report.totals.transfers).toBe(hangzhouParks.length * DEMO_HISTORY_DAYS * DEMO_HISTORY_STAYS_A_DAY);
    expect(report.totals.revenueFen).toBeGreaterThan(0);
    expect(new Set(report.rows.map((r) => r.period)).size).toBe(DEMO_HISTORY_DAYS);
    expect(new Set(report.rows.map((r) => r.parkId))).toEqual(new Set(hangzhouParks.map((p) => p.id)));
    expect(new Set(report.rows.map((r) => r.channel))).toEqual(new Set([2, 3]));
    expect(report.rows.every((r) => r.period < today)).toBe(true);
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  });
});
