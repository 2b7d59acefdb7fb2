import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aPhone } from '../../../test/drivers';
import { testDatabaseUrl } from '../../../test/test-database';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { pgErrorOf } from '../../db/pg-error';
import { ledgerPostings, ledgerTransfers } from '../../db/schema';
import { createDriversRepository, ensureDriver } from '../driver';
import { checkLedger } from './ledger-check';
import { balancePaymentLegs, captureLegs, credit, debit, rechargeLegs, refundLegs } from './ledger.domain';
import { createLedgerRepository, InsufficientBalanceError, LedgerKeyConflictError } from './ledger.repository';

const HZ = '330100';
const SZ = '320500';

let t: TestApp;
let driverId: string;
let seq = 0;
const key = (what: string) => `${what}:test-${Date.now()}-${seq++}`;
const at = new Date('2026-06-01T10:00:00+08:00');

beforeAll(async () => {
  t = await buildTestApp();
  driverId = (await ensureDriver(createDriversRepository(t.db), { dealerId: HZ, phone: aPhone() })).id;
});
afterAll(() => t.close());

/** The database's own message under the driver's wrapping. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!error) throw new Error('expected the database to refuse');
  return pgErrorOf(error)?.message ?? String(error);
}

const ledger = () => createLedgerRepository(t.db);
const wallet = () => ({ kind: 'driverWallet', driverId }) as const;

describe('posting transfers', () => {
  it('moves balances in each account’s normal direction', async () => {
    const before = {
      clearing: await ledger().balance(HZ, { kind: 'providerClearing', provider: 'wechatpay' }),
      revenue: await ledger().balance(HZ, { kind: 'dealerRevenue' }),
      payable: await ledger().balance(HZ, { kind: 'refundsPayable' }),
    };
    await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('capture'),
      kind: 'capture',
      orderNo: 'P-test-1',
      occurredAt: at,
      legs: captureLegs('wechatpay', 1200, 300),
    });
    expect(await ledger().balance(HZ, { kind: 'providerClearing', provider: 'wechatpay' })).toBe(
      before.clearing + 1500,
    );
    expect(await ledger().balance(HZ, { kind: 'dealerRevenue' })).toBe(before.revenue + 1200);
    expect(await ledger().balance(HZ, { kind: 'refundsPayable' })).toBe(before.payable + 300);
    await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('refund'),
      kind: 'refund',
      orderNo: 'P-test-1',
      refundNo: 'R-test-1',
      occurredAt: at,
      legs: refundLegs('wechatpay', 300),
    });
    expect(await ledger().balance(HZ, { kind: 'refundsPayable' })).toBe(before.payable);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('records a key once: a repeat is a no-op, the same key with other legs is refused', async () => {
    const k = key('capture');
    const transfer = {
      dealerId: HZ,
      idempotencyKey: k,
      kind: 'capture' as const,
      orderNo: 'P-test-2',
      occurredAt: at,
      legs: captureLegs('alipay', 800, 0),
    };
    const first = await ledger().post(transfer);
    const again = await ledger().post(transfer);
    expect(again).toEqual({ transferId: first.transferId, replayed: true });
    const postings = await t.db
      .select()
      .from(ledgerPostings)
      .where(sql`transfer_id = ${first.transferId}`);
    expect(postings).toHaveLength(2);
    await expect(ledger().post({ ...transfer, legs: captureLegs('alipay', 700, 100) })).rejects.toThrow(
      LedgerKeyConflictError,
    );
  });

  it('never lets a wallet go below zero, and writes nothing when it would', async () => {
    await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('recharge'),
      kind: 'recharge',
      occurredAt: at,
      legs: rechargeLegs('sandbox', driverId, 500),
    });
    const k = key('balance');
    await expect(
      t.db.transaction(async (tx) =>
        createLedgerRepository(tx).post({
          dealerId: HZ,
          idempotencyKey: k,
          kind: 'balancePayment',
          occurredAt: at,
          legs: balancePaymentLegs(driverId, 501),
        }),
      ),
    ).rejects.toThrow(InsufficientBalanceError);
    expect(
      await t.db
        .select()
        .from(ledgerTransfers)
        .where(sql`idempotency_key = ${k}`),
    ).toEqual([]);
    expect(await ledger().balance(HZ, wallet())).toBe(500);
    await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('balance'),
      kind: 'balancePayment',
      occurredAt: at,
      legs: balancePaymentLegs(driverId, 500),
    });
    expect(await ledger().balance(HZ, wallet())).toBe(0);
  });

  it('concurrent spends of one wallet never overdraw it', async () => {
    await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('recharge'),
      kind: 'recharge',
      occurredAt: at,
      legs: rechargeLegs('sandbox', driverId, 1000),
    });
    const spend = () =>
      t.db.transaction(async (tx) =>
        createLedgerRepository(tx).post({
          dealerId: HZ,
          idempotencyKey: key('balance'),
          kind: 'balancePayment',
          occurredAt: at,
          legs: balancePaymentLegs(driverId, 300),
        }),
      );
    const results = await Promise.allSettled(Array.from({ length: 6 }, spend));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(
      results.filter((r) => r.status === 'rejected').every((r) => r.reason instanceof InsufficientBalanceError),
    ).toBe(true);
    expect(await ledger().balance(HZ, wallet())).toBe(100);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  // Decision 099: the dealer's report day is marked at commit (a deferred trigger). Marked at the transfer, it locked
  // the day until commit, and every other posting of the dealer waited for it, on accounts of its own too.
  it.runIf(testDatabaseUrl())(
    'postings of one dealer on accounts of their own do not wait for each other’s commit (PostgreSQL)',
    async () => {
      const [one, two] = await Promise.all(
        [aPhone(), aPhone()].map(
          async (phone) => (await ensureDriver(createDriversRepository(t.db), { dealerId: SZ, phone })).id,
        ),
      );
      const recharge = (db: Db, driver: string, provider: 'wechatpay' | 'alipay') =>
        createLedgerRepository(db).post({
          dealerId: SZ,
          idempotencyKey: key('recharge'),
          kind: 'recharge',
          occurredAt: at,
          legs: rechargeLegs(provider, driver, 100),
        });
      let posted!: () => void;
      const firstPosted = new Promise<void>((resolve) => (posted = resolve));
      let commit!: () => void;
      const mayCommit = new Promise<void>((resolve) => (commit = resolve));
      const first = t.db.transaction(async (tx) => {
        await recharge(tx, one!, 'wechatpay');
        posted();
        await mayCommit;
      });
      await firstPosted;
      // Would wait for the first one's commit, which waits for this: lock_timeout ends the wait with 55P03.
      try {
        await t.db.transaction(async (tx) => {
          await tx.execute(sql`set local lock_timeout = '2s'`);
          await recharge(tx, two!, 'alipay');
        });
      } finally {
        commit();
        await first;
      }
      const marks = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from report_dirty_days where dealer_id = ${SZ} and day = date '2026-06-01'`,
      );
      expect(marks).toEqual([{ n: 1 }]);
      expect(await checkLedger(t.db)).toEqual([]);
    },
  );
});

describe('posting many transfers at once (postMany)', () => {
  const anotherDriver = async () =>
    (await ensureDriver(createDriversRepository(t.db), { dealerId: HZ, phone: aPhone() })).id;
  const rechargeOf = (driver: string, fen: number) => ({
    dealerId: HZ,
    idempotencyKey: key('recharge'),
    kind: 'recharge' as const,
    occurredAt: at,
    legs: rechargeLegs('sandbox', driver, fen),
  });
  const paymentOf = (driver: string, fen: number) => ({
    dealerId: HZ,
    idempotencyKey: key('balance'),
    kind: 'balancePayment' as const,
    occurredAt: at,
    legs: balancePaymentLegs(driver, fen),
  });

  it('moves the balances as posting each in turn, running balances in list order', async () => {
    const [a, b] = [await anotherDriver(), await anotherDriver()];
    const revenueBefore = await ledger().balance(HZ, { kind: 'dealerRevenue' });
    // b's wallet is new: created by the posting, as `post` creates it.
    const posted = await ledger().postMany([
      rechargeOf(a, 1_000),
      paymentOf(a, 300),
      rechargeOf(b, 200),
      paymentOf(a, 700),
    ]);
    expect(posted.map((p) => p.replayed)).toEqual([false, false, false, false]);
    expect(
      await ledger().balances([
        { dealerId: HZ, ref: { kind: 'driverWallet', driverId: a } },
        { dealerId: HZ, ref: { kind: 'driverWallet', driverId: b } },
        { dealerId: SZ, ref: { kind: 'driverWallet', driverId: a } },
      ]),
    ).toEqual([0, 200, 0]);
    expect(await ledger().balance(HZ, { kind: 'dealerRevenue' })).toBe(revenueBefore + 1_000);
    const walletA = (await ledger().existingAccountId(HZ, { kind: 'driverWallet', driverId: a }))!;
    const after = await queryRows<{ balance_after_fen: string | number }>(
      t.db,
      sql`select balance_after_fen from ledger_postings where account_id = ${walletA} order by id`,
    );
    expect(after.map((r) => Number(r.balance_after_fen))).toEqual([1_000, 700, 0]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  it('writes nothing of the list when one would overdraw a wallet', async () => {
    const a = await anotherDriver();
    await ledger().post(rechargeOf(a, 500));
    const list = [paymentOf(a, 300), paymentOf(a, 300)];
    await expect(t.db.transaction(async (tx) => createLedgerRepository(tx).postMany(list))).rejects.toThrow(
      InsufficientBalanceError,
    );
    const keys = list.map((p) => p.idempotencyKey);
    expect(
      await t.db
        .select()
        .from(ledgerTransfers)
        .where(
          sql`idempotency_key in (${sql.join(
            keys.map((k) => sql`${k}`),
            sql`, `,
          )})`,
        ),
    ).toEqual([]);
    expect(await ledger().balance(HZ, { kind: 'driverWallet', driverId: a })).toBe(500);
  });

  it('a key posted before is a replay, the same key with other legs is refused, nothing is an empty list', async () => {
    const a = await anotherDriver();
    const recharge = rechargeOf(a, 400);
    await ledger().post(recharge);
    const posted = await ledger().postMany([recharge, rechargeOf(a, 100)]);
    expect(posted.map((p) => p.replayed)).toEqual([true, false]);
    expect(await ledger().balance(HZ, { kind: 'driverWallet', driverId: a })).toBe(500);
    await expect(ledger().postMany([{ ...recharge, legs: rechargeLegs('sandbox', a, 401) }])).rejects.toThrow(
      LedgerKeyConflictError,
    );
    expect(await ledger().postMany([])).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);
  });

  // Two lists locking the same accounts take them in one order (id order), whatever the order of their transfers.
  it.runIf(testDatabaseUrl())(
    'two lists over the same wallets in opposite orders do not deadlock (PostgreSQL)',
    async () => {
      const [a, b] = [await anotherDriver(), await anotherDriver()];
      await ledger().postMany([rechargeOf(a, 1_000), rechargeOf(b, 1_000)]);
      const lists = Array.from({ length: 6 }, (_, i) =>
        i % 2 === 0 ? [paymentOf(a, 10), paymentOf(b, 10)] : [paymentOf(b, 10), paymentOf(a, 10)],
      );
      await Promise.all(lists.map((list) => t.db.transaction(async (tx) => createLedgerRepository(tx).postMany(list))));
      expect(await ledger().balance(HZ, { kind: 'driverWallet', driverId: a })).toBe(940);
      expect(await ledger().balance(HZ, { kind: 'driverWallet', driverId: b })).toBe(940);
      expect(await checkLedger(t.db)).toEqual([]);
    },
  );
});

describe('what the database itself refuses', () => {
  const someTransfer = async () => {
    const posted = await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('capture'),
      kind: 'capture',
      occurredAt: at,
      legs: captureLegs('sandbox', 100, 0),
    });
    return posted.transferId;
  };

  it.each([
    ['updating a transfer', (id: string) => sql`update ledger_transfers set memo = 'x' where id = ${id}`],
    ['deleting a transfer', (id: string) => sql`delete from ledger_transfers where id = ${id}`],
    ['updating a posting', (id: string) => sql`update ledger_postings set amount_fen = 1 where transfer_id = ${id}`],
    ['deleting a posting', (id: string) => sql`delete from ledger_postings where transfer_id = ${id}`],
    ['truncating the postings', () => sql`truncate ledger_postings cascade`],
  ])('%s (append-only)', async (_, statement) => {
    const id = await someTransfer();
    expect(await refusal(t.db.execute(statement(id)))).toMatch(/append-only/);
  });

  it('editing an account balance or identity by hand, or deleting an account', async () => {
    await someTransfer();
    expect(await refusal(t.db.execute(sql`update ledger_accounts set balance_fen = balance_fen + 1`))).toMatch(
      /changes only by postings/,
    );
    expect(await refusal(t.db.execute(sql`update ledger_accounts set kind = 'dealerRevenue'`))).toMatch(
      /changes only by postings/,
    );
    expect(await refusal(t.db.execute(sql`delete from ledger_accounts`))).toMatch(/never deleted/);
  });

  it('a transfer whose postings do not sum to zero, at commit', async () => {
    const revenueId = await ledger().accountId(HZ, { kind: 'dealerRevenue' });
    const work = t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({ dealerId: HZ, idempotencyKey: key('adjustment'), kind: 'adjustment', occurredAt: at })
        .returning({ id: ledgerTransfers.id });
      await tx.insert(ledgerPostings).values([
        { transferId: row!.id, accountId: revenueId, amountFen: 100 },
        { transferId: row!.id, accountId: revenueId, amountFen: -99 },
      ]);
    });
    expect(await refusal(work)).toMatch(/does not balance/);
  });

  it('a transfer with no postings at all, at commit', async () => {
    const alone = t.db
      .insert(ledgerTransfers)
      .values({ dealerId: HZ, idempotencyKey: key('x'), kind: 'adjustment', occurredAt: at });
    expect(await refusal(alone)).toMatch(/does not balance/);
  });

  it('a transfer posting to another dealer’s account', async () => {
    const suzhouRevenue = await ledger().accountId(SZ, { kind: 'dealerRevenue' });
    const hangzhouPayable = await ledger().accountId(HZ, { kind: 'refundsPayable' });
    const work = t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({ dealerId: HZ, idempotencyKey: key('adjustment'), kind: 'adjustment', occurredAt: at })
        .returning({ id: ledgerTransfers.id });
      await tx.insert(ledgerPostings).values([
        { transferId: row!.id, accountId: hangzhouPayable, amountFen: 100 },
        { transferId: row!.id, accountId: suzhouRevenue, amountFen: -100 },
      ]);
    });
    expect(await refusal(work)).toMatch(/another dealer/);
  });

  it('a posting of zero fen, and a wallet account without a driver', async () => {
    const id = await ledger().accountId(HZ, { kind: 'dealerRevenue' });
    const zero = t.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(ledgerTransfers)
        .values({ dealerId: HZ, idempotencyKey: key('adjustment'), kind: 'adjustment', occurredAt: at })
        .returning({ id: ledgerTransfers.id });
      await tx.insert(ledgerPostings).values({ transferId: row!.id, accountId: id, amountFen: 0 });
    });
    expect(await refusal(zero)).toMatch(/ledger_postings_nonzero/);
    const ownerless = t.db.execute(
      sql`insert into ledger_accounts (dealer_id, kind, normal_side) values (${HZ}, 'driverWallet', 'credit')`,
    );
    expect(await refusal(ownerless)).toMatch(/ledger_accounts_driver/);
  });

  it('the checker still passes after all of that', async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    // and a balanced transfer with legs in any order posts fine
    await ledger().post({
      dealerId: HZ,
      idempotencyKey: key('adjustment'),
      kind: 'adjustment',
      occurredAt: at,
      legs: [credit({ kind: 'dealerRevenue' }, 5), debit({ kind: 'refundsPayable' }, 5)],
    });
    expect(await checkLedger(t.db)).toEqual([]);
  });
});
