import { AppError, ErrorCode, PayChannel } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from '../../../test/parking';
import { parkingPayments } from '../../db/schema';
import { createParksRepository } from '../parks';
import { createStayPricer, createStaysService, type StaysService } from '.';

// Payments are applied to stays by the payments work; these are the parking side's guarantees.
let t: TestApp;
let park: TestPark;
let stays: StaysService;
beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t, { leaveFirst: true });
  stays = createStaysService({
    db: t.db,
    parks: createParksRepository(t.db),
    pricer: createStayPricer({ db: t.db }),
    clock: t.clock,
  });
});
afterAll(() => t.close());

async function aStay(plateNo: string, parkedFor = minutes(61)) {
  const { body } = await postGate(
    t,
    park,
    aGateEvent(t, 'entry', plateNo, { at: new Date(t.clock.now().getTime() - parkedFor) }),
  );
  return body.data.uniqueId as string;
}
const codeOf = async (run: Promise<unknown>) => {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'no error';
};

describe('applying a payment to a stay', () => {
  it('applies each payment once, however often it is reported', async () => {
    const id = await aStay('浙A60001');
    const payment = { paymentRef: 'p-60001', amountFen: 600, channel: PayChannel.WX, paidAt: t.clock.now() };
    await stays.applyPayment(id, payment);
    const again = await stays.applyPayment(id, payment);
    await Promise.all([stays.applyPayment(id, payment), stays.applyPayment(id, payment)]);
    expect(again.paidFen).toBe(600);
    expect((await stays.stay(id))?.paidFen).toBe(600);
    expect(await t.db.select().from(parkingPayments).where(eq(parkingPayments.sessionId, id))).toHaveLength(1);
  });

  it('refuses a payment id reused for another amount or stay', async () => {
    const a = await aStay('浙A60002');
    const b = await aStay('浙A60003');
    await stays.applyPayment(a, {
      paymentRef: 'p-60002',
      amountFen: 200,
      channel: PayChannel.ALI,
      paidAt: t.clock.now(),
    });
    const other = { paymentRef: 'p-60002', amountFen: 300, channel: PayChannel.ALI, paidAt: t.clock.now() };
    expect(await codeOf(stays.applyPayment(a, other))).toBe(ErrorCode.CONFLICT);
    expect(await codeOf(stays.applyPayment(b, { ...other, amountFen: 200 }))).toBe(ErrorCode.CONFLICT);
    expect((await stays.stay(b))?.paidFen).toBe(0);
  });

  it.each([0, -100, 1.5])('refuses an amount of %s fen', async (amountFen) => {
    const id = await aStay(`浙A6100${String(amountFen).length}`);
    const payment = { paymentRef: `p-bad-${amountFen}`, amountFen, channel: PayChannel.WX, paidAt: t.clock.now() };
    expect(await codeOf(stays.applyPayment(id, payment))).toBe(ErrorCode.INVALID_INPUT);
  });

  it('refuses payment of a stay that owes nothing any more (the payments side refunds it)', async () => {
    const id = await aStay('浙A60004', minutes(61));
    await stays.applyPayment(id, {
      paymentRef: 'p-60004',
      amountFen: 600,
      channel: PayChannel.WX,
      paidAt: t.clock.now(),
    });
    await postGate(t, park, aGateEvent(t, 'exit', '浙A60004'));
    expect((await stays.stay(id))?.state).toBe('left');
    const late = { paymentRef: 'p-60004-b', amountFen: 600, channel: PayChannel.ALI, paidAt: t.clock.now() };
    expect(await codeOf(stays.applyPayment(id, late))).toBe(ErrorCode.LANE_ORDER_NOT_PAYABLE);
  });

  it('settles arrears only when paid in full', async () => {
    await aStay('浙A60005', minutes(61));
    const exit = await postGate(t, park, aGateEvent(t, 'exit', '浙A60005'));
    const id = exit.body.data.uniqueId;
    expect(exit.body.data).toMatchObject({ outcome: 'leftInArrears', dueFen: 600 });
    t.clock.advance(minutes(60 * 24)); // arrears do not grow once the car has left
    await stays.applyPayment(id, {
      paymentRef: 'p-60005-a',
      amountFen: 400,
      channel: PayChannel.WX,
      paidAt: t.clock.now(),
    });
    expect(await stays.stay(id)).toMatchObject({ state: 'arrears', paidFen: 400, totalFen: 600 });
    await stays.applyPayment(id, {
      paymentRef: 'p-60005-b',
      amountFen: 200,
      channel: PayChannel.WX,
      paidAt: t.clock.now(),
    });
    expect(await stays.stay(id)).toMatchObject({ state: 'left', paidFen: 600 });
  });

  it('an unknown stay is a 404', async () => {
    const payment = { paymentRef: 'p-none', amountFen: 100, channel: PayChannel.WX, paidAt: t.clock.now() };
    expect(await codeOf(stays.applyPayment('00000000-0000-4000-8000-000000000000', payment))).toBe(ErrorCode.NOT_FOUND);
  });
});
