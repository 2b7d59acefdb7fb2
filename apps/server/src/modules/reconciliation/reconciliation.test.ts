import { AuditOps, ErrorCode, OperatorRole, PayChannel, PaymentOps, ReportOps } from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, urlOf } from '../../../test/call';
import type { TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, payBill, WECHAT_UA } from '../../../test/payments';
import { reconciliationDifferences, reconciliationRuns } from '../../db/schema';
import {
  startWechatpayTestWorld,
  wechatpayTestClock,
  type WechatpayTestWorld,
} from '../../integrations/payments/fakes';
import { createReconciliation } from './reconciliation.service';

// Reconciliation (issue 40, decision 093): planted differences of each kind against the fake WeChat Pay's bill, an
// operator resolving them (audited), the day closing, and the refusals.
let t: TestApp;
let park: TestPark;
let wechat: WechatpayTestWorld;
let finance: { authorization: string };
let admin: { authorization: string };
let service: { authorization: string };
let suzhou: { authorization: string };
let day: string;
const planted: Record<string, string> = {};

const notify = (note: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(PaymentOps.providerNotify, { provider: 'wechatpay' }),
    headers: note.headers,
    payload: note.rawBody,
  });

async function anOrder() {
  const car = await aParkedCar(t, park, undefined, 35);
  const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, {
    ua: WECHAT_UA,
    openid: 'o-rc',
  });
  return res.body.data!.orderNo;
}
async function aCapturedOrder() {
  const orderNo = await anOrder();
  wechat.fake.pay(orderNo);
  await notify(wechat.fake.paymentNotification(orderNo));
  return orderNo;
}

beforeAll(async () => {
  const clock = wechatpayTestClock();
  wechat = await startWechatpayTestWorld(clock, 'public-key');
  clock.set(new Date(`${shanghaiDay(new Date(clock.now().getTime() + 86_400_000))}T08:00:00+08:00`));
  t = await buildTestApp({ clock, payments: { providers: { wechatpay: wechat.provider } } });
  park = await aPayablePark(t);
  day = shanghaiDay(t.clock.now());

  await aCapturedOrder(); // a clean one
  // Ours only: captured by us, not in WeChat's bill.
  planted.missingAtProvider = await aCapturedOrder();
  wechat.fake.orders.delete(planted.missingAtProvider);
  // Theirs only: paid at WeChat, the notification lost.
  planted.notCaptured = await anOrder();
  wechat.fake.pay(planted.notCaptured);
  // Theirs only, and no order of ours at all: another system's trade on the merchant account.
  const foreign = {
    ...wechat.fake.orders.get(planted.notCaptured)!,
    orderNo: 'FOREIGN0000000000001',
    transactionId: '4200000000000000001',
  };
  wechat.fake.orders.set(foreign.orderNo, foreign);
  planted.unknownOrder = foreign.orderNo;
  // Amounts differ: WeChat's bill says one yuan more.
  planted.amountMismatch = await aCapturedOrder();
  wechat.fake.orders.get(planted.amountMismatch)!.amountFen += 100;

  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  service = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.FINANCE] });
}, 400_000);
afterAll(async () => {
  await t.close();
  await wechat.close();
});

const differences = (headers = finance) => call(t, ReportOps.reconciliationDifferences, { query: { day }, headers });
const resolve = (differenceId: string, body: unknown, headers = finance) =>
  call(t, ReportOps.resolveDifference, { params: { differenceId }, body, headers });

describe('the daily reconciliation', () => {
  it('the job reconciles yesterday’s bills once, for every provider with a bill', async () => {
    const nextMorning = { now: () => new Date(t.clock.now().getTime() + 86_400_000) };
    const log = { warn: () => {}, info: () => {} };
    const job = createReconciliation({
      db: t.db,
      clock: nextMorning,
      trail: { record: async () => {} },
      providers: t.app.payments.providers,
      log,
    });
    await job.daily();
    const runs = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(runs.map((r) => r.provider).sort()).toEqual(['sandbox', 'wechatpay']);
    await job.daily(); // a second round finds the day done
    expect(await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day))).toHaveLength(2);
  });

  it('finds the planted differences of each kind', async () => {
    const run = await call(t, ReportOps.runReconciliation, { body: { day }, headers: finance });
    expect(run.status).toBe(200);
    const list = (await differences()).body.data!;
    expect(list.closed).toBe(false);
    const byKind = Object.fromEntries(list.differences.map((d) => [d.kind, d]));
    expect(byKind.missingAtProvider).toMatchObject({
      orderNo: planted.missingAtProvider,
      side: 'oursOnly',
      providerFen: null,
    });
    expect(byKind.notCaptured).toMatchObject({ orderNo: planted.notCaptured, side: 'providerOnly' });
    expect(byKind.amountMismatch).toMatchObject({ orderNo: planted.amountMismatch, side: 'amount' });
    expect(byKind.amountMismatch!.providerFen! - byKind.amountMismatch!.ourFen!).toBe(100);
    expect(list.differences).toHaveLength(3);
    // The trade of no order of ours is kept, for no dealer (no dealer's operator sees another's or the platform's).
    const [unknown] = await t.db
      .select()
      .from(reconciliationDifferences)
      .where(eq(reconciliationDifferences.orderNo, planted.unknownOrder!));
    expect(unknown).toMatchObject({ kind: 'unknownOrder', dealerId: null, state: 'open' });
    // Running again stores nothing twice.
    await call(t, ReportOps.runReconciliation, { body: { day }, headers: finance });
    expect((await differences()).body.data!.differences).toHaveLength(3);
    const days = (await call(t, ReportOps.reconciliationDays, { query: { from: day, to: day }, headers: finance })).body
      .data!;
    expect(days).toEqual([expect.objectContaining({ day, open: 3, resolved: 0, closed: false })]);
  });

  it('refuses other roles, another dealer, bad input and future days', async () => {
    const [first] = (await differences()).body.data!.differences;
    expect((await differences(service)).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await differences(suzhou)).body.data!.differences).toEqual([]);
    expect((await resolve(first!.id, { resolution: 'accept', note: '核对无误' }, suzhou)).body.code).toBe(
      ErrorCode.NOT_FOUND,
    );
    expect((await resolve(first!.id, { resolution: 'accept', note: '核对无误' }, service)).body.code).toBe(
      ErrorCode.FORBIDDEN,
    );
    const noNote = await resolve(first!.id, { resolution: 'accept', note: '  ' });
    expect(noNote.status).toBe(400);
    expect(noNote.body.message).toContain('请填写处理说明');
    expect((await resolve(first!.id, { resolution: 'ignore', note: 'x' })).status).toBe(400);
    const future = shanghaiDay(new Date(t.clock.now().getTime() + 2 * 86_400_000));
    const refused = await call(t, ReportOps.runReconciliation, { body: { day: future }, headers: finance });
    expect(refused.body.message).toBe('不能对账未来的日期');
    const reversed = await call(t, ReportOps.reconciliationDays, {
      query: { from: day, to: '2020-01-01' },
      headers: finance,
    });
    expect(reversed.status).toBe(400);
    // Nothing changed.
    expect((await differences()).body.data!.differences.every((d) => d.state === 'open')).toBe(true);
  });

  it('an operator resolves each with a note (audited); the day closes and then takes no resolution', async () => {
    const list = (await differences()).body.data!.differences;
    const notes = { missingAtProvider: 'chase', notCaptured: 'accept', amountMismatch: 'refund' } as const;
    for (const d of list) {
      const res = await resolve(d.id, { resolution: notes[d.kind as keyof typeof notes], note: `已处理 ${d.kind}` });
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ state: 'resolved', note: `已处理 ${d.kind}` });
    }
    const after = (await differences()).body.data!;
    expect(after.closed).toBe(true);
    expect(after.differences.every((d) => d.state === 'resolved' && d.resolvedByName)).toBe(true);
    const again = await resolve(list[0]!.id, { resolution: 'accept', note: '再次处理' });
    expect(again.body.code).toBe(ErrorCode.CONFLICT);
    expect(again.body.message).toContain('已关闭');

    const audit = (await call(t, AuditOps.auditEntries, { query: { objectId: list[0]!.id }, headers: admin })).body
      .data!;
    expect(audit.results[0]).toMatchObject({
      objectType: 'reconciliationDifference',
      changes: { state: { before: 'open', after: 'resolved' } },
    });
    const closedEntry = (await call(t, AuditOps.auditEntries, { query: { objectId: day }, headers: admin })).body.data!;
    expect(closedEntry.results[0]).toMatchObject({ objectType: 'reconciliationDay' });
    const days = (await call(t, ReportOps.reconciliationDays, { query: { from: day, to: day }, headers: finance })).body
      .data!;
    expect(days[0]).toMatchObject({ open: 0, resolved: 3, closed: true });
  });
});
