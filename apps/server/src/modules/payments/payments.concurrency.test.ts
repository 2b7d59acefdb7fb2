import { PayChannel, SessionState, PaymentOps } from '@parking/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { aroundLocks, lockRows, testDatabaseUrl } from '../../../test/test-database';
import type { TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, BROWSER_UA, confirmInSandbox, payBill, payCall } from '../../../test/payments';
import { parkingPayments, parkingSessions, paymentOrders, paymentRefunds, sandboxTrades } from '../../db/schema';
import { checkLedger } from '../ledger';
import { checkPayments } from './payments-check';

const BILLS = 40;
const ATTEMPTS_PER_BILL = 3;
const DELIVERIES = 3;

// Real concurrency needs a server with many connections: PGlite runs one statement at a time, so this is
// PostgreSQL only (the model test covers the same races interleaved on PGlite).
describe.runIf(testDatabaseUrl())('payments under real concurrency on PostgreSQL', () => {
  let t: TestApp;
  let park: TestPark;
  beforeAll(async () => {
    t = await buildTestApp();
    park = await aPayablePark(t);
  });
  afterAll(() => t.close());

  it(`${BILLS} bills × ${ATTEMPTS_PER_BILL} simultaneous pay attempts, every sheet confirmed, every notification ×${DELIVERIES} at once: each bill paid once, the rest refunded`, async () => {
    const now = t.clock.now();
    const stays = await t.db
      .insert(parkingSessions)
      .values(
        Array.from({ length: BILLS }, (_, i) => ({
          dealerId: park.dealerId,
          parkId: park.parkId,
          feeRuleId: park.feeRuleId,
          plateNo: `浙B${String(10000 + i).slice(-5)}`,
          state: SessionState.ARREARS,
          enteredAt: new Date(now.getTime() - 3_600_000),
          exitedAt: now,
          totalFen: 600 + i,
          arrearsAt: now,
        })),
      )
      .returning({ id: parkingSessions.id, totalFen: parkingSessions.totalFen });

    const attempts = await Promise.all(
      stays.flatMap((stay) =>
        Array.from({ length: ATTEMPTS_PER_BILL }, (_, i) =>
          payCall(
            t,
            'single',
            {
              uniqueId: stay.id,
              parkId: park.parkId,
              payChannel: i % 2 ? PayChannel.ALI : PayChannel.WX,
              expectedFen: stay.totalFen,
            },
            { ua: BROWSER_UA },
          ),
        ),
      ),
    );
    const orders = attempts.filter((a) => a.status === 200).map((a) => a.body.data!);
    expect(orders.length).toBeGreaterThanOrEqual(BILLS);

    // Every payer confirms the sheet they hold, all at once; the sandbox notifies each capture as it happens…
    await Promise.all(orders.map((o) => confirmInSandbox(t, (o.launch as { url: string }).url)));
    // …and the network redelivers every notification several times, concurrently.
    const notes = await Promise.all(orders.map((o) => t.app.payments.providers.sandbox!.notificationOf(o.orderNo)));
    await Promise.all(
      notes.flatMap((note) =>
        Array.from({ length: DELIVERIES }, () =>
          t.app.inject({
            method: 'POST',
            url: urlOf(PaymentOps.providerNotify, { provider: 'sandbox' }),
            headers: note.headers,
            payload: note.rawBody,
          }),
        ),
      ),
    );
    await Promise.all([t.app.payments.refunds.processDue(200), t.app.payments.refunds.processDue(200)]);
    await t.app.payments.refunds.processDue(200);

    const ids = stays.map((s) => s.id);
    const paid = await t.db.select().from(parkingSessions).where(inArray(parkingSessions.id, ids));
    for (const stay of paid) expect(stay).toMatchObject({ state: 'left', paidFen: stay.totalFen });
    const applied = await t.db.select().from(parkingPayments).where(inArray(parkingPayments.sessionId, ids));
    expect(applied).toHaveLength(BILLS);

    const trades = await t.db
      .select()
      .from(sandboxTrades)
      .where(
        inArray(
          sandboxTrades.orderNo,
          orders.map((o) => o.orderNo),
        ),
      );
    const taken = trades.filter((tr) => tr.state === 'SUCCESS').reduce((sum, tr) => sum + tr.amountFen, 0);
    const refunds = await t.db.select().from(paymentRefunds);
    expect(refunds.every((r) => r.state === 'succeeded')).toBe(true);
    const billed = stays.reduce((sum, s) => sum + (s.totalFen ?? 0), 0);
    expect(taken).toBe(billed + refunds.reduce((sum, r) => sum + r.amountFen, 0));
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  }, 300_000);

  // An exit with auto-pay holds its stay's lock, then supersedes the stay's open pay-page attempt (locks its order);
  // the capture of that attempt used to lock the order (markPaid) and then the stay (trySettle): a deadlock.
  it('a capture meeting an exit that supersedes its attempt waits for the stay, not deadlocks', async () => {
    const car = await aParkedCar(t, park);
    const attempt = (await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId })).body.data!;
    const { answer: captured } = await aroundLocks(t.db, {
      findsFirst: true,
      // The exit: its stay…
      first: (tx) => lockRows(tx, parkingSessions, eq(parkingSessions.id, car.uniqueId)),
      call: () => confirmInSandbox(t, (attempt.launch as { url: string }).url),
      // …then its auto-pay's supersede: the attempt's order, free while the capture waits for the stay.
      then: (tx) => lockRows(tx, paymentOrders, eq(paymentOrders.orderNo, attempt.orderNo)),
    });
    await captured;
    const [paid] = await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, car.uniqueId));
    expect(paid).toMatchObject({ state: 'parked', paidFen: attempt.amountFen });
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  });
});
