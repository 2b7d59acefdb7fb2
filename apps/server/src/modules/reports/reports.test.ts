import { BagOps, ErrorCode, OperatorRole, PayChannel, ReportOps } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, urlOf } from '../../../test/call';
import { aPhone, signInDriver, type SignedInDriver } from '../../../test/drivers';
import type { TestPark } from '../../../test/parking';
import { aBagPark, anApprovedApplication, asDriver } from '../../../test/monthly-plans';
import {
  aParkedCar,
  aPayablePark,
  anIdempotencyKey,
  BROWSER_UA,
  confirmInSandbox,
  fundWallet,
  payBill,
} from '../../../test/payments';
import { enableWallet, rechargeInSandbox } from '../../../test/wallet';
import { queryRows } from '../../db/query-rows';
import { checkLedger } from '../ledger';
import { createReportsRepository, type ReportScope } from './reports.repository';

// Reports (issue 40, decision 093): a generated month of stays and payments — two parks, three channels, wallet
// top-ups, a bill paid twice and refunded — and the report's totals against the ledger's own sums.
let t: TestApp;
let parkA: TestPark;
let parkB: TestPark;
let driver: SignedInDriver;
let admin: { authorization: string };
let finance: { authorization: string };
let managerA: { authorization: string };
let service: { authorization: string };
let suzhou: { authorization: string };
/** What the test paid for bills per park, fen. */
const paidByPark = new Map<string, number>();
const MONTH = { from: '2026-06-01', to: '2026-06-30' };
const launchUrl = (res: { body: { data?: { launch?: unknown } } }) => (res.body.data!.launch as { url: string }).url;

beforeAll(async () => {
  t = await buildTestApp();
  parkA = await aPayablePark(t);
  parkB = await aPayablePark(t);
  const phone = aPhone();
  driver = await signInDriver(t, { phone });
  await enableWallet(t);
  await rechargeInSandbox(t, driver, 5000, 3);

  // Nine days of June, a stay every day, alternating parks and channels (WeChat, Alipay, wallet balance).
  for (let day = 0; day < 9; day++) {
    const park = day % 2 === 0 ? parkA : parkB;
    const car = await aParkedCar(t, park, undefined, 95);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const channel = [PayChannel.WX, PayChannel.ALI, PayChannel.BALANCE][day % 3]! as 2 | 3 | 6;
    const res =
      channel === PayChannel.BALANCE
        ? await payBill(t, bill, channel, { driver: (driver = await signInDriver(t, { phone })) })
        : await payBill(t, bill, channel, { ua: BROWSER_UA });
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
    if (channel !== PayChannel.BALANCE) await confirmInSandbox(t, launchUrl(res));
    const [stay] = await queryRows<{ paid_fen: string }>(
      t.db,
      sql`select paid_fen from parking_sessions where id = ${car.uniqueId}`,
    );
    paidByPark.set(park.parkId, (paidByPark.get(park.parkId) ?? 0) + Number(stay!.paid_fen));
    t.clock.advance(22 * 3_600_000);
  }
  // One bill paid twice (the second money goes back), and a second top-up by Alipay.
  const car = await aParkedCar(t, parkB);
  const bill = { uniqueId: car.uniqueId, parkId: parkB.parkId };
  const first = await payBill(t, bill, PayChannel.WX, { ua: BROWSER_UA });
  const second = await payBill(t, bill, PayChannel.ALI, { ua: BROWSER_UA });
  await confirmInSandbox(t, launchUrl(second));
  await confirmInSandbox(t, launchUrl(first));
  await t.app.payments.refunds.processDue();
  await t.app.payments.providers.sandboxNotifier!.idle();
  paidByPark.set(parkB.parkId, (paidByPark.get(parkB.parkId) ?? 0) + 800);
  await rechargeInSandbox(t, (driver = await signInDriver(t, { phone })), 2000, 2);
  // Operators log in once the month is made (their sessions would have expired across it).
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  managerA = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [parkA.parkId] });
  service = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
}, 400_000);
afterAll(() => t.close());

/** The ledger's own sums over a range of Shanghai days, straight from the postings. */
async function ledgerSums(from: string, to: string) {
  const [row] = await queryRows<Record<string, string>>(
    t.db,
    sql`select
      coalesce(-sum(p.amount_fen) filter (where a.kind = 'dealerRevenue'), 0) as revenue,
      coalesce(-sum(p.amount_fen) filter (where tr.kind = 'recharge' and a.kind = 'driverWallet'), 0) as top_up,
      coalesce(-sum(p.amount_fen) filter (where tr.kind = 'refund' and p.amount_fen < 0), 0) as refunded,
      count(distinct tr.id) as transfers
    from ledger_postings p join ledger_accounts a on a.id = p.account_id join ledger_transfers tr on tr.id = p.transfer_id
    where tr.dealer_id = '330100' and tr.occurred_at >= ${`${from}T00:00:00+08:00`}::timestamptz
      and tr.occurred_at < (${`${to}T00:00:00+08:00`}::timestamptz + interval '1 day')`,
  );
  return {
    revenueFen: Number(row!.revenue),
    topUpFen: Number(row!.top_up),
    refundedFen: Number(row!.refunded),
    transfers: Number(row!.transfers),
  };
}

const revenue = (query: Record<string, string>, headers = admin) =>
  call(t, ReportOps.revenueReport, { query, headers });

describe('the revenue report agrees with the ledger', () => {
  it('a month’s totals are the ledger’s sums, by park, channel and kind', async () => {
    const res = await revenue({ ...MONTH, period: 'month' });
    expect(res.status).toBe(200);
    const report = res.body.data!;
    const ledger = await ledgerSums(MONTH.from, MONTH.to);
    expect(report.totals).toMatchObject(ledger);
    expect(report.totals.revenueFen).toBeGreaterThan(0);
    expect(report.totals.topUpFen).toBe(7000);
    expect(report.totals.refundedFen).toBe(800);
    expect(new Set(report.rows.map((r) => r.period))).toEqual(new Set(['2026-06-01']));

    // By park: each park's parking revenue is what its stays were paid.
    for (const park of [parkA, parkB]) {
      const rows = report.rows.filter((r) => r.parkId === park.parkId && r.kind === 'parking');
      expect(rows.reduce((s, r) => s + r.revenueFen, 0)).toBe(paidByPark.get(park.parkId));
    }
    // Every channel shows, and the top-ups are wallet money of no park.
    expect(new Set(report.rows.map((r) => r.channel))).toEqual(new Set([2, 3, 6]));
    const topUps = report.rows.filter((r) => r.kind === 'topUp');
    expect(topUps.every((r) => r.parkId === null)).toBe(true);
    expect(topUps.reduce((s, r) => s + r.topUpFen, 0)).toBe(7000);
  });

  it('by day and by week the same money, and a day alone matches that day of the ledger', async () => {
    const month = (await revenue({ ...MONTH, period: 'month' })).body.data!.totals;
    for (const period of ['day', 'week']) {
      expect((await revenue({ ...MONTH, period })).body.data!.totals).toEqual(month);
    }
    const days = (await revenue({ ...MONTH, period: 'day' })).body.data!.rows.map((r) => r.period);
    const day = days[3]!;
    expect((await revenue({ from: day, to: day })).body.data!.totals).toMatchObject(await ledgerSums(day, day));
  });

  it('a payment made after a report is in the next report (the rollup follows the ledger)', async () => {
    const before = (await revenue(MONTH)).body.data!.totals;
    const car = await aParkedCar(t, parkA);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: parkA.parkId }, PayChannel.WX, { ua: BROWSER_UA });
    await confirmInSandbox(t, launchUrl(res));
    const after = (await revenue(MONTH)).body.data!.totals;
    expect(after.revenueFen - before.revenueFen).toBe(res.body.data!.amountFen);
    expect(after).toMatchObject(await ledgerSums(MONTH.from, MONTH.to));
  });
});

describe('who may read reports', () => {
  it('a park manager sees their park only, and is refused another', async () => {
    const mine = (await revenue(MONTH, managerA)).body.data!;
    expect(mine.rows.length).toBeGreaterThan(0);
    expect(mine.rows.every((r) => r.parkId === parkA.parkId)).toBe(true);
    const refused = await revenue({ ...MONTH, parkId: parkB.parkId }, managerA);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
  });

  it('refuses roles without reports, another dealer’s park, and bad ranges', async () => {
    expect((await revenue(MONTH, service)).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await revenue({ ...MONTH, parkId: parkA.parkId }, suzhou)).body.code).toBe(ErrorCode.NOT_FOUND);
    // Another dealer's report has none of this dealer's money.
    expect((await revenue(MONTH, suzhou)).body.data!.totals.revenueFen).toBe(0);
    const reversed = await revenue({ from: '2026-06-30', to: '2026-06-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('结束日期不能早于开始日期');
    expect((await revenue({ from: '2025-01-01', to: '2026-06-30' })).body.message).toContain('366');
    expect((await revenue({ ...MONTH, period: 'year' })).status).toBe(400);
    expect((await revenue({ from: '2026-6-1', to: '2026-06-30' })).status).toBe(400);
  });
});

describe('exports', () => {
  it('CSV: one line per ledger movement, money in yuan adding up to the report', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(ReportOps.revenueExport),
      query: { ...MONTH, format: 'csv' },
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('订单号');
    const ledger = await ledgerSums(MONTH.from, MONTH.to);
    expect(lines.length - 1).toBe(ledger.transfers);
    const revenueYuan = lines.slice(1).reduce((s, l) => s + Number(l.split(',')[7]), 0);
    expect(Math.round(revenueYuan * 100)).toBe(ledger.revenueFen);
  });

  it('XLSX: a zip with the 流水 sheet; a park manager’s export has their park’s lines only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(ReportOps.revenueExport),
      query: MONTH,
      headers: finance,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const bytes = res.rawPayload;
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('流水')!;
    expect(sheet.rowCount - 1).toBe((await ledgerSums(MONTH.from, MONTH.to)).transfers);
    // Its cells are the CSV's: texts, and money as numbers.
    const csv = await t.app.inject({
      method: 'GET',
      url: urlOf(ReportOps.revenueExport),
      query: { ...MONTH, format: 'csv' },
      headers: finance,
    });
    const csvRows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    for (const n of [1, 2, sheet.rowCount]) {
      const cells = (sheet.getRow(n).values as unknown[]).slice(1);
      expect(Array.from({ length: 11 }, (_, i) => String(cells[i] ?? '')).join(',')).toBe(csvRows[n - 1]);
    }
    expect(typeof sheet.getRow(2).getCell(8).value).toBe('number');

    const mine = await t.app.inject({
      method: 'GET',
      url: urlOf(ReportOps.revenueExport),
      query: { ...MONTH, format: 'csv' },
      headers: managerA,
    });
    const parkNames = new Set(
      mine.body
        .trim()
        .split('\r\n')
        .slice(1)
        .map((l) => l.split(',')[4]),
    );
    expect(parkNames.size).toBe(1);
    const refused = await t.app.inject({
      method: 'GET',
      url: urlOf(ReportOps.revenueExport),
      query: { ...MONTH, parkId: parkB.parkId },
      headers: managerA,
    });
    expect(refused.json().code).toBe(ErrorCode.FORBIDDEN);
  });
  it('one park’s export: exactly the dealer-wide export’s lines of that park, in order, however it pages', async () => {
    const csv = async (query: Record<string, string>) => {
      const res = await t.app.inject({ method: 'GET', url: urlOf(ReportOps.revenueExport), query, headers: finance });
      expect(res.statusCode).toBe(200);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const [header, ...all] = await csv({ ...MONTH, format: 'csv' });
    const [parkHeader, ...parkLines] = await csv({ ...MONTH, format: 'csv', parkId: parkB.parkId });
    expect(parkHeader).toBe(header);
    const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
      t.db,
      sql`select name from parks where id = ${parkB.parkId}`,
    );
    // Park B's five stays (one paid twice: two captures and the refund of the second).
    expect(parkLines).toEqual(all.filter((l) => l.split(',')[4] === name));
    expect(parkLines.length).toBeGreaterThanOrEqual(7);

    // Windows of two or three transfers (some with no line of the park) give the same lines.
    const repo = createReportsRepository(t.db);
    const ids = async (scope: ReportScope, batch?: number) => {
      const out: string[] = [];
      for await (const line of repo.lines(scope, batch)) out.push(line.id);
      return out;
    };
    const parkScope = { dealerId: '330100', ...MONTH, parkIds: [parkB.parkId] };
    expect(await ids(parkScope, 2)).toEqual(await ids(parkScope));
    expect(await ids(parkScope, 2)).toHaveLength(parkLines.length);
    const dealerScope = { dealerId: '330100', ...MONTH };
    expect(await ids(dealerScope, 3)).toEqual(await ids(dealerScope));
    expect(await ids(dealerScope, 3)).toHaveLength(all.length);
  });
});

describe('every transfer carries its park', () => {
  it('bills paid by channel or balance, a refund, a monthly plan, a top-up: each transfer has its order’s park', async () => {
    // A monthly plan paid from the balance (a purchase), beside the month's bills, refund and top-ups.
    const bagPark = await aBagPark(t);
    const buyer = await signInDriver(t, { phone: aPhone() });
    await fundWallet(t, buyer, 100_000);
    const { applicationId } = await anApprovedApplication(t, buyer, bagPark, { plates: [{ plateNo: '浙A77701' }] });
    const paid = await asDriver(t, buyer, BagOps.payBagApplication, {
      params: { applicationId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': anIdempotencyKey() },
    });
    expect(paid.body.data).toMatchObject({ state: 'paid' });

    // The park each transfer should carry, found here from the rows its order names (not the trigger's function).
    const rows = await queryRows<{
      kind: string;
      purpose: string | null;
      park_id: string | null;
      expected: string | null;
    }>(
      t.db,
      sql`select tr.kind, pp.purpose, tr.park_id::text as park_id, coalesce(
            (select s.park_id from payment_order_bills b join parking_sessions s on s.id = b.session_id
              where b.order_id = o.id limit 1),
            (select a.park_id from bag_applications a where a.id::text = pp.ref and pp.purpose = 'monthlyPlan'))::text
            as expected
          from ledger_transfers tr
          left join payment_refunds r on r.refund_no = tr.refund_no
          left join payment_orders o on o.order_no = tr.order_no or o.id = r.order_id
          left join payment_order_purchases pp on pp.order_id = o.id
          where tr.dealer_id = '330100'`,
    );
    expect(rows.filter((r) => r.park_id !== r.expected)).toEqual([]);
    const parked = (kind: string) => rows.filter((r) => r.kind === kind && r.park_id !== null).length;
    expect(parked('capture')).toBeGreaterThan(0);
    expect(parked('balancePayment')).toBeGreaterThan(1); // bills, and the plan
    expect(parked('refund')).toBe(1);
    expect(rows.find((r) => r.purpose === 'monthlyPlan')?.park_id).toBe(bagPark.parkId);
    expect(rows.filter((r) => r.kind === 'recharge').every((r) => r.park_id === null)).toBe(true);
    expect(rows.some((r) => r.kind === 'recharge')).toBe(true);
    // ledger:check holds it too (a transfer of a park's order carries that park).
    expect(await checkLedger(t.db)).toEqual([]);
  });
});

describe('occupancy', () => {
  it('counts entries, exits and cars in the park per hour', async () => {
    const res = await call(t, ReportOps.occupancyReport, {
      query: { day: '2026-06-01', parkId: parkA.parkId },
      headers: admin,
    });
    expect(res.status).toBe(200);
    const report = res.body.data!;
    expect(report.hours).toHaveLength(24);
    expect(report.hours.reduce((s, h) => s + h.entries, 0)).toBeGreaterThan(0);
    const last = report.hours.at(-1)!;
    expect(last.occupied).toBe(report.hours.reduce((s, h) => s + h.entries - h.exits, 0));
    const other = await call(t, ReportOps.occupancyReport, {
      query: { day: '2026-06-01', parkId: parkA.parkId },
      headers: suzhou,
    });
    expect(other.body.code).toBe(ErrorCode.NOT_FOUND);
  });
});
