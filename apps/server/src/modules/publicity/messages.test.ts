import {
  BagOperatorOps,
  BagOps,
  ErrorCode,
  PublicityOps,
  type AnyRoute,
  type MessageCategory,
} from '@parking/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aBagPark, anApplication, anApprovedApplication, asDriver } from '../../../test/monthly-plans';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { seedId } from '../../demo/demo-dealer';
import { eq } from 'drizzle-orm';
import {
  bagApplications,
  notices,
  parks,
  paymentOrders,
  paymentRefunds,
  supportTicketEvents,
  supportTickets,
} from '../../db/schema';
import { plainSummary } from './messages.service';

const NOW = new Date('2026-11-25T12:00:00+08:00');
const DAY = 24 * 60 * 60_000;
const SYSTEM_NOTICE = seedId(1, 6);
const BULLETINS = [seedId(1, 7), seedId(1, 8), seedId(1, 9)];

let t: TestApp;
let alice: SignedInDriver;
let bob: SignedInDriver;

const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);
const unread = async (driver: SignedInDriver) => (await as(driver, PublicityOps.messageUnread)).body.data;
const list = async (driver: SignedInDriver, category: MessageCategory) =>
  (await as(driver, PublicityOps.messages, { query: { category } })).body.data;
const read = (driver: SignedInDriver, category: MessageCategory, messageIds?: string[]) =>
  as(driver, PublicityOps.readMessages, { body: { category, ...(messageIds && { messageIds }) } });

let orderSeq = 0;
/** A paid order of the driver, paid `daysAgo` days before NOW. */
async function aPaidOrder(driver: SignedInDriver, daysAgo: number, amountFen = 500) {
  const orderNo = `P20261125MESSAGES${String(++orderSeq).padStart(6, '0')}`;
  const paidAt = new Date(NOW.getTime() - daysAgo * DAY);
  await t.db.insert(paymentOrders).values({
    orderNo,
    dealerId: driver.dealerId,
    driverId: driver.driverId,
    channel: 6,
    provider: 'balance',
    scene: 'balance',
    amountFen,
    state: 'paid',
    paidAt,
    description: '停车费 浙A5W8K3',
    expiresAt: paidAt,
    createdAt: paidAt,
  });
  return orderNo;
}

let refundSeq = 0;
/** Money of an order back to its payer, done `daysAgo` days before NOW (a withdrawal, or a refund). */
async function aRefund(orderNo: string, daysAgo: number, amountFen: number, reason = 'appeal') {
  const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo));
  const at = new Date(NOW.getTime() - daysAgo * DAY);
  const refundNo = `R20261125MESSAGES${String(++refundSeq).padStart(6, '0')}`;
  await t.db.insert(paymentRefunds).values({
    refundNo,
    orderId: order!.id,
    dealerId: order!.dealerId,
    provider: 'balance',
    amountFen,
    reason,
    state: 'succeeded',
    nextAttemptAt: at,
    succeededAt: at,
    createdAt: at,
  });
  return `refund:${refundNo}`;
}

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  alice = await signInDriver(t);
  bob = await signInDriver(t);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

describe('the 消息中心', () => {
  it('lists the dealer’s system notices and bulletins and the driver’s own paid orders of the last 30 days', async () => {
    const recent = await aPaidOrder(alice, 2, 1250);
    await aPaidOrder(alice, 31); // too old to be news
    await aPaidOrder(bob, 1);

    expect(await unread(alice)).toEqual({ total: 5, system: 1, bulletin: 3, order: 1 });
    const system = await list(alice, 'system');
    expect(system).toMatchObject({ totalRecord: 1, unread: 1 });
    expect(system.results[0]).toMatchObject({ messageId: SYSTEM_NOTICE, title: '系统维护通知', read: false });
    expect(system.results[0]!.summary.length).toBeGreaterThan(0);
    expect((await list(alice, 'bulletin')).results.map((m) => m.messageId)).toEqual(BULLETINS);

    const orders = await list(alice, 'order');
    expect(orders).toMatchObject({ totalRecord: 1, unread: 1 });
    expect(orders.results[0]).toMatchObject({
      messageId: recent,
      category: 'order',
      title: '支付成功',
      summary: '停车费 浙A5W8K3 · 12.50元',
      read: false,
    });
  });

  it('reading marks read for this driver only, and the counts stay (kept on the server)', async () => {
    const before = await unread(bob);
    const answer = await read(alice, 'bulletin', [BULLETINS[0]!]);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ bulletin: 2 });
    // Asked again (a reload): still read.
    const bulletins = await list(alice, 'bulletin');
    expect(bulletins.unread).toBe(2);
    expect(bulletins.results.map((m) => m.read)).toEqual([true, false, false]);
    // Reading twice changes nothing.
    expect((await read(alice, 'bulletin', [BULLETINS[0]!])).body.data).toMatchObject({ bulletin: 2 });
    // Bob's counts are his own.
    expect(await unread(bob)).toEqual(before);
    expect((await list(bob, 'bulletin')).results.every((m) => !m.read)).toBe(true);
  });

  it('marks a whole category read', async () => {
    const answer = await read(alice, 'system');
    expect(answer.body.data).toMatchObject({ system: 0 });
    expect((await list(alice, 'system')).results.every((m) => m.read)).toBe(true);
  });

  it('a new notice is unread again', async () => {
    const before = (await unread(alice)).system;
    await t.db.insert(notices).values({
      dealerId: alice.dealerId,
      noticeType: 'system',
      title: '春节期间客服时间调整',
      version: '2026-11-25-test',
      publishTime: new Date(NOW.getTime() - 60_000),
      content: '<p>春节期间客服时间为 9:00–17:00。</p>',
    });
    expect((await unread(alice)).system).toBe(before + 1);
  });

  it('another driver can neither see nor mark a driver’s order messages', async () => {
    const alicesOrder = await aPaidOrder(alice, 1);
    expect((await list(bob, 'order')).results.map((m) => m.messageId)).not.toContain(alicesOrder);

    const marked = await read(bob, 'order', [alicesOrder]);
    expect(marked.status).toBe(404);
    expect(marked.body).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '消息不存在' });
    // Bob's "mark all" touches his own orders only.
    await read(bob, 'order');
    const alices = await list(alice, 'order');
    expect(alices.results.find((m) => m.messageId === alicesOrder)?.read).toBe(false);
  });

  it('order events besides payments: money back (退款成功, 提现到账), newest first, the driver’s own only', async () => {
    const order = await aPaidOrder(alice, 3, 2000);
    const refund = await aRefund(order, 0.5, 800);
    const withdrawal = await aRefund(order, 0.25, 300, 'withdrawal');
    const old = await aRefund(order, 40, 100);
    const before = (await unread(alice)).order;

    const events = (await list(alice, 'order')).results;
    const ids = events.map((m) => m.messageId);
    expect(ids.indexOf(withdrawal)).toBeLessThan(ids.indexOf(refund));
    expect(ids).not.toContain(old);
    expect(events.find((m) => m.messageId === refund)).toMatchObject({
      category: 'order',
      title: '退款成功',
      summary: '停车费 浙A5W8K3 · 8.00元',
      read: false,
    });
    expect(events.find((m) => m.messageId === withdrawal)).toMatchObject({
      title: '提现到账',
      summary: expect.stringMatching(/3\.00元$/),
    });

    // Another driver neither sees nor marks them; their owner does, and the count follows.
    expect((await list(bob, 'order')).results.map((m) => m.messageId)).not.toContain(refund);
    expect((await read(bob, 'order', [refund])).status).toBe(404);
    expect((await read(alice, 'order', [refund])).status).toBe(200);
    expect((await unread(alice)).order).toBe(before - 1);
    expect((await list(alice, 'order')).results.find((m) => m.messageId === refund)?.read).toBe(true);
  });

  it('a plan application’s review is an order event of its driver, with the reason when refused', async () => {
    const park = await aBagPark(t);
    const [{ name: parkName }] = (await t.db
      .select({ name: parks.name })
      .from(parks)
      .where(eq(parks.id, park.parkId))) as [{ name: string }];
    const before = await unread(alice);
    const bobsBefore = await unread(bob);
    // One approved, one refused with its reason; the time of each review is kept.
    const approved = await anApprovedApplication(t, alice, park, { plates: [{ plateNo: '浙A7M001' }] });
    t.clock.set(new Date(NOW.getTime() + 60_000));
    const applied = await asDriver(t, alice, BagOps.applyBag, {
      body: await anApplication(t, alice, park, { plates: [{ plateNo: '浙A7M002' }] }),
    });
    const refusedId = applied.body.data!.applicationId;
    const rejected = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: park.reviewer,
      params: { applicationId: refusedId },
      body: { decision: 'reject', reason: '行驶证照片不清晰' },
    });
    expect(rejected.status).toBe(200);
    const [row] = await t.db.select().from(bagApplications).where(eq(bagApplications.id, refusedId));
    expect(row!.reviewedAt).toEqual(new Date(NOW.getTime() + 60_000));

    expect(await unread(alice)).toMatchObject({ order: before.order + 2, total: before.total + 2 });
    const events = (await list(alice, 'order')).results;
    expect(events.slice(0, 2)).toMatchObject([
      {
        messageId: `plan:${refusedId}:${NOW.getTime() + 60_000}`,
        title: '月卡审核未通过',
        summary: `${parkName} · 原因：行驶证照片不清晰`,
        time: new Date(NOW.getTime() + 60_000).toISOString(),
        read: false,
      },
      {
        messageId: expect.stringMatching(`^plan:${approved.applicationId}:`),
        title: '月卡审核通过',
        summary: parkName,
      },
    ]);
    // Bob neither sees nor marks them, and his counts are unchanged; Alice reads hers.
    expect(await unread(bob)).toEqual(bobsBefore);
    expect((await list(bob, 'order')).results.some((m) => m.messageId.startsWith('plan:'))).toBe(false);
    expect((await read(bob, 'order', [events[0]!.messageId])).status).toBe(404);
    expect((await read(alice, 'order', [events[0]!.messageId])).body.data).toMatchObject({ order: before.order + 1 });
  });

  it('a ticket’s progress and resolution are order events of its driver; notes, their own and agents’ replies (a 提醒 alert each) are not', async () => {
    const at = (minutes: number) => new Date(NOW.getTime() - 3 * DAY + minutes * 60_000);
    const [ticket] = await t.db
      .insert(supportTickets)
      .values({
        dealerId: alice.dealerId,
        driverId: alice.driverId,
        kind: 'consultation',
        content: '月卡怎么续费？',
        createdAt: at(0),
      })
      .returning();
    const events = await t.db
      .insert(supportTicketEvents)
      .values([
        { ticketId: ticket!.id, author: 'driver', content: '月卡怎么续费？', createdAt: at(0) },
        { ticketId: ticket!.id, author: 'note', content: '内部备注：老用户', createdAt: at(1) },
        { ticketId: ticket!.id, author: 'agent', content: '您好，在月卡详情页续费。', createdAt: at(2) },
        { ticketId: ticket!.id, author: 'system', content: `工单已转交：${'续'.repeat(70)}`, createdAt: at(2) },
      ])
      .returning();
    // An agent's reply reaches the driver once, as a 提醒 alert (support's reply-alerts), not again here.
    const reply = `ticket:${ticket!.id}:${events[3]!.id}`;
    const ticketNo = `CS${String(ticket!.seq).padStart(8, '0')}`;
    const before = await unread(alice);
    const bobsBefore = await unread(bob);

    let mine = (await list(alice, 'order')).results.filter((m) => m.messageId.includes(ticket!.id));
    expect(mine).toEqual([
      {
        messageId: reply,
        category: 'order',
        title: '工单进展',
        summary: `工单 ${ticketNo} · 工单已转交：${'续'.repeat(54)}…`, // 60 characters of it
        time: at(2).toISOString(),
        read: false,
      },
    ]);

    // Resolved: 工单已解决, one more unread.
    await t.db
      .update(supportTickets)
      .set({ state: 'resolved', decidedAt: at(3) })
      .where(eq(supportTickets.id, ticket!.id));
    expect((await unread(alice)).order).toBe(before.order + 1);
    mine = (await list(alice, 'order')).results.filter((m) => m.messageId.includes(ticket!.id));
    expect(mine.map((m) => [m.title, m.summary])).toEqual([
      ['工单已解决', `工单 ${ticketNo}`],
      ['工单进展', expect.stringContaining(ticketNo)],
    ]);
    expect(await unread(bob)).toEqual(bobsBefore);
    expect((await list(bob, 'order')).results.some((m) => m.messageId.includes(ticket!.id))).toBe(false);
    expect((await read(bob, 'order', [reply])).status).toBe(404);
    expect(
      (
        await read(
          alice,
          'order',
          mine.map((m) => m.messageId),
        )
      ).body.data,
    ).toMatchObject({
      order: before.order - 1,
    });
  });

  it('refuses an unknown message, a notice of another category and a bad category', async () => {
    expect((await read(alice, 'system', ['not-a-uuid'])).status).toBe(404);
    expect((await read(alice, 'system', [BULLETINS[1]!])).status).toBe(404);
    const bad = await call(t, PublicityOps.readMessages, {
      body: { category: 'news' } as never,
      headers: {
        ...alice.headers,
        ...t.driverHeaders({ dealerId: alice.dealerId }),
        'idempotency-key': 'x'.repeat(32),
      },
    });
    expect(bad.status).toBe(400);
  });

  it('needs a signed-in driver', async () => {
    const anonymous = await call(t, PublicityOps.messageUnread, { headers: t.driverHeaders({ dealerId: '330100' }) });
    expect(anonymous.status).not.toBe(200);
    expect(anonymous.body).not.toHaveProperty('data.total');
  });
});

describe('plainSummary', () => {
  it('reads a notice’s rich text as one short line', () => {
    expect(plainSummary('<p>一&amp;二</p><p>三</p>')).toBe('一&二 三');
    expect(plainSummary('<p>系统维护。</p><p>期间暂停缴费。</p>')).toBe('系统维护。期间暂停缴费。');
    expect(plainSummary(`<p>${'停'.repeat(80)}</p>`)).toBe(`${'停'.repeat(60)}…`);
  });
});
