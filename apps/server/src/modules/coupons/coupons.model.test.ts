/**
 * The coupon model test: random histories of giving, claiming, locking by payment orders, captures (late ones too),
 * closes, refunds, expiry and revocation, played against the real coupon tables and the real lock/consume/release/
 * restore code (CouponUse), beside a plain model of what must happen. After every step the database agrees with the
 * model; after every history a coupon is used at most once, a stay holds at most one, a used coupon's order is paid
 * and not refunded, and the stock reconciles (given + left = bought, for every batch). Each history runs in a
 * transaction that is rolled back, so all share one database. COUPON_MODEL_RUNS sets the number of histories: 200 in
 * the everyday suite, 10,000 for the proof (`COUPON_MODEL_RUNS=10000 npx vitest run --project server coupons.model`).
 */
import { AppError, ErrorCode } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aParkedCar, aPayablePark } from '../../../test/payments';
import type { Db } from '../../db/client';
import { couponBatches, coupons } from '../../db/schema';
import { createCouponUse } from './coupon-use';
import { createCouponsRepository } from './coupons.repository';

const RUNS = Number(process.env.COUPON_MODEL_RUNS ?? 200);
const STAYS = 3;
const STOCK = 4;
const VALID_MS = 30 * 60_000;

type Cmd =
  | { k: 'give' }
  | { k: 'pay'; coupon: number; stay: number }
  | { k: 'capture'; order: number }
  | { k: 'close'; order: number }
  | { k: 'refund'; order: number }
  | { k: 'revoke'; coupon: number }
  | { k: 'tick'; minutes: number };

const cmdArb: fc.Arbitrary<Cmd> = fc.oneof(
  { weight: 2, arbitrary: fc.constant({ k: 'give' as const }) },
  {
    weight: 4,
    arbitrary: fc.record({
      k: fc.constant('pay' as const),
      coupon: fc.nat({ max: STOCK - 1 }),
      stay: fc.nat({ max: STAYS - 1 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ k: fc.constant('capture' as const), order: fc.nat({ max: 7 }) }) },
  { weight: 2, arbitrary: fc.record({ k: fc.constant('close' as const), order: fc.nat({ max: 7 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('refund' as const), order: fc.nat({ max: 7 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('revoke' as const), coupon: fc.nat({ max: STOCK - 1 }) }) },
  { weight: 1, arbitrary: fc.record({ k: fc.constant('tick' as const), minutes: fc.integer({ min: 1, max: 20 }) }) },
);

type CouponState = 'unused' | 'locked' | 'used' | 'revoked';
interface ModelCoupon {
  id: string;
  state: CouponState;
  orderNo: string | null;
  stay: number | null;
  validUntil: number;
}
interface ModelOrder {
  orderNo: string;
  state: 'pending' | 'closed' | 'paid' | 'refunded';
  coupon: number;
  stay: number;
}

let t: TestApp;
let stayIds: string[];
let templateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const park = await aPayablePark(t);
  stayIds = [];
  for (let i = 0; i < STAYS; i++) stayIds.push((await aParkedCar(t, park, undefined, 1)).uniqueId);
  const template = await createCouponsRepository(t.db).insertTemplate({
    dealerId: '330100',
    name: '模型券',
    kind: 'amount',
    value: 100,
    validMinutes: 30,
  });
  templateId = template.id;
}, 180_000);
afterAll(() => t.close());

class Rollback extends Error {}

/** Plays one history in `tx` beside the model; throws on the first disagreement. */
async function play(tx: Db, cmds: Cmd[]) {
  const repo = createCouponsRepository(tx);
  const use = createCouponUse();
  const batch = await repo.insertBatch({ dealerId: '330100', templateId, quantity: STOCK });
  let now = t.clock.now().getTime();
  const model: ModelCoupon[] = [];
  const orders: ModelOrder[] = [];
  const usedOn = (stay: number) => model.find((c) => c.stay === stay && c.state === 'used');
  const isOpen = async (orderNo: string) => orders.find((o) => o.orderNo === orderNo)?.state === 'pending';

  for (const cmd of cmds) {
    switch (cmd.k) {
      case 'give': {
        const taken = await repo.takeFromBatch(batch.id);
        expect(taken).toBe(model.length < STOCK);
        if (!taken) break;
        const row = await repo.insertCoupon({
          dealerId: '330100',
          batchId: batch.id,
          templateId,
          driverId: null,
          plateNo: `浙A${model.length}0000`,
          plateColor: 0,
          validFrom: new Date(now),
          validUntil: new Date(now + VALID_MS),
          issuedAt: new Date(now),
        });
        model.push({ id: row.id, state: 'unused', orderNo: null, stay: null, validUntil: now + VALID_MS });
        break;
      }
      case 'pay': {
        const c = model[cmd.coupon];
        if (!c) break;
        // What payments checks before locking (discountForBill): not used or revoked, in time, none used on the stay.
        const choosable = (c.state === 'unused' || c.state === 'locked') && now < c.validUntil && !usedOn(cmd.stay);
        // The lock: the coupon free, or held by an order no longer pending; no pending order's coupon on the stay.
        const blocking = model.some(
          (o) =>
            o.state === 'locked' &&
            (o === c || o.stay === cmd.stay) &&
            orders.find((x) => x.orderNo === o.orderNo)?.state === 'pending',
        );
        const orderNo = `M${orders.length}`;
        let outcome: 'locked' | 'refused';
        try {
          if (!choosable) throw new AppError(ErrorCode.COUPON_NOT_USABLE);
          await tx.transaction(async (inner) =>
            use.lock(inner, { couponId: c.id, orderNo, stayId: stayIds[cmd.stay]!, discountFen: 100 }, isOpen),
          );
          outcome = 'locked';
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcome = 'refused';
        }
        expect(outcome).toBe(choosable && !blocking ? 'locked' : 'refused');
        if (outcome === 'locked') {
          for (const other of model) {
            if (other.state === 'locked' && (other === c || other.stay === cmd.stay)) {
              other.state = 'unused';
              other.stay = null;
            }
          }
          Object.assign(c, { state: 'locked', orderNo, stay: cmd.stay });
          orders.push({ orderNo, state: 'pending', coupon: cmd.coupon, stay: cmd.stay });
        }
        break;
      }
      case 'capture': {
        // A provider's payment lands: for a pending order, or late for one closed meanwhile.
        const o = orders[cmd.order];
        if (!o || (o.state !== 'pending' && o.state !== 'closed')) break;
        o.state = 'paid';
        const consumed = await use.consume(tx, o.orderNo, stayIds[o.stay]!, new Date(now));
        const c = model[o.coupon]!;
        const expected = c.orderNo === o.orderNo && (c.state === 'locked' || c.state === 'unused') && !usedOn(o.stay);
        expect(consumed).toBe(expected);
        if (expected) Object.assign(c, { state: 'used', stay: o.stay });
        break;
      }
      case 'close': {
        const o = orders[cmd.order];
        if (!o || o.state !== 'pending') break;
        o.state = 'closed';
        await use.release(tx, o.orderNo);
        const c = model[o.coupon]!;
        if (c.orderNo === o.orderNo && c.state === 'locked') Object.assign(c, { state: 'unused', stay: null });
        break;
      }
      case 'refund': {
        const o = orders[cmd.order];
        if (!o || o.state !== 'paid') break;
        o.state = 'refunded';
        await use.restore(tx, o.orderNo);
        const c = model[o.coupon]!;
        if (c.orderNo === o.orderNo && c.state === 'used') Object.assign(c, { state: 'unused', stay: null });
        break;
      }
      case 'revoke': {
        const c = model[cmd.coupon];
        if (!c) break;
        const done = await repo.revoke(c.id, new Date(now));
        expect(done).toBe(c.state === 'unused');
        if (done) c.state = 'revoked';
        break;
      }
      case 'tick':
        now += cmd.minutes * 60_000;
        break;
    }
    // The database agrees with the model after every step.
    const rows = await tx.select().from(coupons).where(eq(coupons.batchId, batch.id));
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const c of model) {
      const row = byId.get(c.id)!;
      expect({ state: row.state, stay: row.sessionId }).toEqual({
        state: c.state,
        stay: c.stay === null ? null : stayIds[c.stay],
      });
    }
  }

  // Used at most once: one used coupon per stay, each used by a paid, unrefunded order of its stay.
  const used = model.filter((c) => c.state === 'used');
  expect(new Set(used.map((c) => c.stay)).size).toBe(used.length);
  for (const c of used) {
    const order = orders.find((o) => o.orderNo === c.orderNo)!;
    expect(order).toMatchObject({ state: 'paid', stay: c.stay });
  }
  // The stock reconciles: what was bought = what was given + what is left.
  const [stock] = await tx.select().from(couponBatches).where(eq(couponBatches.id, batch.id));
  expect(stock!.issued).toBe(model.length);
  expect(stock!.quantity - stock!.issued + model.length).toBe(STOCK);
}

describe(`the coupon model (${RUNS} random histories)`, () => {
  it(
    'keeps every coupon used at most once and the stock reconciled',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(cmdArb, { minLength: 1, maxLength: 25 }), async (cmds) => {
          try {
            await t.db.transaction(async (tx) => {
              await play(tx, cmds);
              throw new Rollback();
            });
          } catch (error) {
            if (!(error instanceof Rollback)) throw error;
          }
        }),
        {
          numRuns: RUNS,
          ...(process.env.COUPON_MODEL_SEED ? { seed: Number(process.env.COUPON_MODEL_SEED) } : {}),
        },
      );
    },
    Math.max(120_000, RUNS * 200),
  );
});
