import {
  BasicOps,
  CouponOperatorOps,
  CouponOps,
  ErrorCode,
  OperatorRole,
  SupportOperatorOps,
  SupportOps,
  type AnyRoute,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { callAs, anIp, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, postGate, type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, confirmInSandbox, payBill } from '../../../test/payments';
import { aPicture, pictureUrl } from '../../../test/pictures';
import { bindPlate, uploadPicture } from '../../../test/vehicles';
import { paymentRefunds } from '../../db/schema';
import { checkPayments } from '../payments';
import { checkLedger } from '../ledger';

let t: TestApp;
let park: TestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;
let agent: Record<string, string>;
let finance: Record<string, string>;
let suzhouAgent: Record<string, string>;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
/** A driver's call (callAs: the route's payload, a fresh idempotency key on a POST); data read as present. */
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);
async function op<R extends AnyRoute>(headers: Record<string, string>, route: R, input: Input<R> = {}) {
  const res = await call(t, route, { ...input, headers });
  return res as { status: number; body: { code: string; message: string; data: NonNullable<typeof res.body.data> } };
}

/** A car of alice's plate parked 95 minutes ago (the clock moves on, so she signs in again afterwards). */
async function aParkedCarOfAlice(plateNo: string) {
  await bindPlate(t, alice, plateNo);
  const car = await aParkedCar(t, park, plateNo);
  alice = await signInDriver(t, { phone: alice.phone });
  bob = await signInDriver(t, { phone: bob.phone });
  return car;
}

/** A stay of alice's plate, paid 8.00元 through the sandbox, then left. */
async function aPaidStay() {
  const plateNo = '浙A61001';
  const car = await aParkedCarOfAlice(plateNo);
  const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 3, { driver: alice });
  await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
  await postGate(t, park, aGateEvent(t, 'exit', plateNo, { at: new Date(t.clock.now().getTime() + 1000) }));
  return { uniqueId: car.uniqueId, parkId: park.parkId };
}

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t, { name: '湖滨银泰停车场' });
  alice = await signInDriver(t);
  bob = await signInDriver(t);
  agent = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  suzhouAgent = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.SERVICE] });
});
afterAll(() => t.close());

const aConsultation = (over: object = {}) => ({
  kind: 'consultation',
  consultationType: 5,
  content: '支付失败了，钱被扣了吗',
  context: { orderNo: 'P202611250001', errorCode: '0xd06510036', errorMessage: '支付失败，余额不足' },
  ...over,
});

describe('a bill appeal with pictures: reviewed, refunded once, rated', () => {
  it('goes from the driver through service and finance to one refund, and the driver sees each step', async () => {
    const stay = await aPaidStay();
    const pictures = [await uploadPicture(t, alice), await uploadPicture(t, alice)];
    const created = await as(alice, SupportOps.createAppealTicket, {
      body: { ...stay, content: '我只停了十分钟，收费不对', pictures },
    });
    expect(created.status).toBe(200);
    const ticket = created.body.data;
    expect(ticket).toMatchObject({ kind: 'appeal', status: 'submitted', statusText: '已提交', pictures });
    expect(ticket.order).toMatchObject({ parkName: '湖滨银泰停车场' });
    const id = { ticketId: ticket.ticketId };

    // The queue shows it with its first-reply deadline; the agent sees the stay's own evidence beside the driver's.
    const queue = await op(agent, SupportOperatorOps.ticketQueue, {});
    expect(queue.body.data.results).toContainEqual(
      expect.objectContaining({
        ticketId: ticket.ticketId,
        dueAt: new Date(t.clock.now().getTime() + 24 * 3_600_000).toISOString(),
      }),
    );
    const seen = await op(agent, SupportOperatorOps.agentTicket, { params: id });
    expect(seen.body.data.stayEvidence).toMatchObject({ paidFen: 800 });
    expect(seen.body.data.stayEvidence!.events.map((e) => e.kind)).toEqual(['entry', 'exit']);

    // Asking for more pauses the clock: 待您补充 until the driver answers.
    await op(agent, SupportOperatorOps.agentReply, {
      params: id,
      body: { content: '请补充出场照片', askDriver: true },
    });
    expect((await as(alice, SupportOps.ticket, { params: id })).body.data).toMatchObject({ statusText: '待您补充' });
    const more = await as(alice, SupportOps.replyTicket, {
      params: id,
      body: { content: '这是出场时的照片', pictures: [await uploadPicture(t, alice)] },
    });
    expect(more.body.data).toMatchObject({ status: 'inProgress', statusText: '处理中' });
    await op(agent, SupportOperatorOps.agentNote, { params: id, body: { content: '出场记录与照片一致' } });

    // Service approves a partial refund, within what was paid.
    const tooMuch = await op(agent, SupportOperatorOps.decideAppeal, {
      params: id,
      body: { decision: 'refund', refundFen: 900, content: '同意退款' },
    });
    expect([tooMuch.status, tooMuch.body.message]).toEqual([400, '退款金额不能超过 8.00元']);
    const approved = await op(agent, SupportOperatorOps.decideAppeal, {
      params: id,
      body: { decision: 'refund', refundFen: 600, content: '经核实多收费用，同意退款 6 元' },
    });
    expect(approved.body.data).toMatchObject({ state: 'awaitingFinance', statusText: '处理中', refundFen: 600 });

    // Only finance sends money; the agent cannot.
    const review = { params: id, body: { approve: true, content: '核对无误' } };
    expect((await op(agent, SupportOperatorOps.financeReview, review)).status).toBe(403);
    // Two finance approvals at once (a double tap, two tabs): one refund.
    const both = await Promise.all([
      op(finance, SupportOperatorOps.financeReview, review),
      op(finance, SupportOperatorOps.financeReview, review),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.status === 200)!.body.data).toMatchObject({ state: 'resolved', statusText: '已解决' });
    expect(both.find((r) => r.status === 409)!.body.message).toBe('该申诉不在财务审核中');
    const rows = await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.reason, 'appeal'));
    expect(rows.map((r) => r.amountFen)).toEqual([600]);
    await t.app.payments.refunds.processDue();
    expect(await checkPayments(t.db)).toEqual([]);
    expect(await checkLedger(t.db)).toEqual([]);

    // The driver sees each step, the answers (never the internal note), and rates it; it closes.
    const read = (await as(alice, SupportOps.ticket, { params: id })).body.data;
    expect(read.steps.map((s) => [s.title, s.done])).toEqual([
      ['提交申诉', true],
      ['客服审核：同意退款（6.00元）', true],
      ['财务审核', true],
      ['原路退款', true],
    ]);
    expect(read.messages.map((m) => m.content)).not.toContain('出场记录与照片一致');
    expect(read).toMatchObject({ canRate: true, canReply: false });
    const rated = await as(alice, SupportOps.rateTicket, { params: id, body: { score: 5, comment: '处理很快' } });
    expect(rated.body.data).toMatchObject({ status: 'closed', statusText: '已关闭', rating: { score: 5 } });

    // Closed: no reply, no second rating, no reopening.
    const reply = await as(alice, SupportOps.replyTicket, { params: id, body: { content: '还有问题' } });
    expect([reply.status, reply.body.message]).toEqual([409, '工单已关闭，无法继续操作']);
    expect((await as(alice, SupportOps.rateTicket, { params: id, body: { score: 1 } })).status).toBe(409);
    expect((await as(alice, SupportOps.reopenTicket, { params: id, body: { content: '再看看' } })).status).toBe(409);
    const agentReply = await op(agent, SupportOperatorOps.agentReply, { params: id, body: { content: '补充说明' } });
    expect(agentReply.status).toBe(409);
  });

  it('an appeal of a stay paid through no provider cannot be refunded; rejecting it works', async () => {
    const car = await aParkedCarOfAlice('浙A61002');
    const ticket = (
      await as(alice, SupportOps.createAppealTicket, {
        body: { uniqueId: car.uniqueId, parkId: park.parkId, content: '这不是我停的车辆' },
      })
    ).body.data;
    const again = await as(alice, SupportOps.createAppealTicket, {
      body: { uniqueId: car.uniqueId, parkId: park.parkId, content: '再申诉一次看看' },
    });
    expect([again.status, again.body.message]).toEqual([409, '该订单已有处理中的申诉，请等待处理结果']);
    const params = { ticketId: ticket.ticketId };
    const refund = await op(agent, SupportOperatorOps.decideAppeal, {
      params,
      body: { decision: 'refund', refundFen: 100, content: '同意退款' },
    });
    expect([refund.status, refund.body.message]).toEqual([409, '该订单没有可原路退回的支付']);
    const rejected = await op(agent, SupportOperatorOps.decideAppeal, {
      params,
      body: { decision: 'rejected', content: '经核实为您的车辆' },
    });
    expect(rejected.body.data.steps.map((s) => s.title)).toEqual(['提交申诉', '客服审核：申诉驳回']);
  });
});

describe('an appeal compensated with a coupon (decision 054)', () => {
  it('gives one coupon of the dealer, once however often the decision is sent; the driver finds it in /discount', async () => {
    const template = async (dealerId: string, value: number) => {
      const admin = await loggedInOperator(t, { dealerId, roles: [OperatorRole.ADMIN] });
      const res = await op(admin, CouponOperatorOps.createCouponTemplate, {
        body: { name: '申诉补偿券', kind: 'amount', value, validMinutes: 30 * 24 * 60 },
      });
      return res.body.data.id;
    };
    const [ours, suzhou] = [await template('330100', 500), await template('320500', 500)];
    const car = await aParkedCarOfAlice('浙A61009');
    const ticket = (
      await as(alice, SupportOps.createAppealTicket, {
        body: { uniqueId: car.uniqueId, parkId: park.parkId, content: '道闸没有抬杆，多停了半小时' },
      })
    ).body.data;
    const params = { ticketId: ticket.ticketId };
    const decide = (templateId: string, amountFen?: number) =>
      op(agent, SupportOperatorOps.decideAppeal, {
        params,
        body: { decision: 'coupon', coupon: { templateId, amountFen }, content: '为您补偿一张停车券' },
      });

    // Another dealer's template is not found; an amount past the template's is refused; neither changes anything.
    expect((await decide(suzhou)).body.code).toBe(ErrorCode.COMPENSATION_TEMPLATE_NOT_FOUND);
    expect((await decide(ours, 600)).body.code).toBe(ErrorCode.COMPENSATION_AMOUNT_INVALID);
    expect((await as(alice, CouponOps.couponsCount)).body.data).toMatchObject({ unused: 0 });

    // The decision sent twice at once: one decides and gives the coupon, the other finds the appeal decided.
    const both = await Promise.all([decide(ours, 300), decide(ours, 300)]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const seen = (await as(alice, SupportOps.ticket, { params })).body.data;
    expect(seen).toMatchObject({ status: 'resolved', coupon: { title: '减3元' } });
    expect(seen.steps.map((s) => s.title)).toEqual(['提交申诉', '客服审核：申诉成立', '补偿优惠券：减3元']);
    const wallet = (await as(alice, CouponOps.userCoupons, { query: { state: 'unused' } })).body.data.results;
    expect(wallet.map((c) => [c.id, c.title])).toEqual([[seen.coupon!.couponId, '减3元']]);
    // Its own amount is what it takes off the bill, not the template's 5元.
    const usable = (
      await as(alice, CouponOps.usableCoupons, { query: { uniqueId: car.uniqueId, parkId: park.parkId } })
    ).body.data;
    expect(usable.results).toEqual([expect.objectContaining({ id: seen.coupon!.couponId, discountFen: 300 })]);
  });
});

describe('consultations and feedback', () => {
  it('type 5 from a failed payment keeps its context; the driver reopens once', async () => {
    const created = await as(alice, SupportOps.createTicket, { body: aConsultation() });
    expect(created.body.data).toMatchObject({
      title: '问题咨询 · 支付失败',
      context: { orderNo: 'P202611250001', errorCode: '0xd06510036', errorMessage: '支付失败，余额不足' },
    });
    const params = { ticketId: created.body.data.ticketId };
    const feedback = await as(alice, SupportOps.createTicket, {
      body: { kind: 'feedback', content: '希望增加发票功能' },
    });
    expect(feedback.body.data.title).toBe('意见反馈');
    const mine = await as(alice, SupportOps.myTickets, {});
    expect(mine.body.data.results.map((r) => r.ticketId)).toEqual(
      expect.arrayContaining([params.ticketId, feedback.body.data.ticketId]),
    );

    const asAppeal = await op(agent, SupportOperatorOps.decideAppeal, {
      params,
      body: { decision: 'rejected', content: '不适用' },
    });
    expect([asAppeal.status, asAppeal.body.message]).toEqual([409, '只有账单申诉需要审核']);
    await op(agent, SupportOperatorOps.resolveTicket, { params, body: { content: '款项未扣除，请放心' } });
    const reopened = await as(alice, SupportOps.reopenTicket, { params, body: { content: '可是银行显示扣款了' } });
    expect(reopened.body.data).toMatchObject({ status: 'inProgress', canReopen: false });
    // Reopened: due again at once, so it heads the queue.
    const queue = await op(agent, SupportOperatorOps.ticketQueue, {});
    expect(queue.body.data.results.find((r) => r.ticketId === params.ticketId)).toMatchObject({ overdue: false });
    await op(agent, SupportOperatorOps.resolveTicket, { params, body: { content: '已为您核实，为银行预授权' } });
    const second = await as(alice, SupportOps.reopenTicket, { params, body: { content: '还是不对' } });
    expect([second.status, second.body.message]).toEqual([409, '工单只能重新打开一次，请提交新的反馈']);
  });

  it.each([
    ['a control character', { content: '钱被扣了吗\u0007' }, 'content: 含有无法显示的字符，请删除后重试'],
    ['too short', { content: '扣款' }, 'content: 请至少用 5 个字描述问题'],
    ['no consultation type', { consultationType: undefined }, 'consultationType: 请选择咨询类型'],
    ['a type that does not exist', { consultationType: 9 }, 'consultationType: 请选择咨询类型'],
    ['a picture from elsewhere', { pictures: ['https://evil.example/x.jpg'] }, 'pictures.0: 图片须先上传'],
    ['ten pictures', { pictures: Array(10).fill(pictureUrl(`${'a'.repeat(32)}.jpg`)) }, 'pictures: 最多上传 9 张图片'],
    ['a picture never uploaded', { pictures: [pictureUrl(`${'b'.repeat(32)}.jpg`)] }, '图片不存在，请重新上传'],
    ['a control character in the error message', { context: { errorMessage: '失败\u001b' } }, 'context.errorMessage: '],
  ])('refuses %s, changing nothing', async (_, over, message) => {
    const before = (await as(alice, SupportOps.myTickets, {})).body.data.totalRecord;
    const res = await as(alice, SupportOps.createTicket, { body: aConsultation(over) });
    expect(res.status).toBe(400);
    expect(res.body.message.startsWith(message)).toBe(true);
    expect((await as(alice, SupportOps.myTickets, {})).body.data.totalRecord).toBe(before);
  });

  it('takes what a driver types as typed: times, quotes, brackets, slashes and emoji (decision 086)', async () => {
    const content = `09:30 入场，18:05 出场? 收费 "2元/时" <首小时免费> 'A区' \\ * 😡`;
    const created = await as(alice, SupportOps.createTicket, {
      body: aConsultation({ content: `  ${content}\n`, context: { errorMessage: '支付失败: <余额不足>' } }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ content, context: { errorMessage: '支付失败: <余额不足>' } });
    const params = { ticketId: created.body.data.ticketId };
    const replied = await as(alice, SupportOps.replyTicket, { params, body: { content: '补充: 车位 B-12/3 号' } });
    expect(replied.body.data.messages.at(-1)).toMatchObject({ author: 'driver', content: '补充: 车位 B-12/3 号' });
  });

  it('at most 9 pictures over the whole ticket', async () => {
    const pic = await uploadPicture(t, alice);
    const ticket = (await as(alice, SupportOps.createTicket, { body: aConsultation({ pictures: Array(8).fill(pic) }) }))
      .body.data;
    const res = await as(alice, SupportOps.replyTicket, {
      params: { ticketId: ticket.ticketId },
      body: { content: '再补两张', pictures: [pic, pic] },
    });
    expect([res.status, res.body.message]).toEqual([400, '每个工单最多上传 9 张图片']);
  });

  it('pictures of the wrong type, too large or with a forged extension are refused at upload', async () => {
    const upload = (fileData: string, suffix: string) =>
      call(t, BasicOps.uploadPicture, {
        headers: { ...alice.headers, ...t.driverHeaders({ authModel: 1 }) },
        remoteAddress: anIp(),
        body: { fileData, suffix },
      });
    expect((await upload(aPicture('gif').toString('base64'), 'gif')).status).toBe(415);
    expect((await upload(aPicture('jpeg').toString('base64'), 'png')).status).toBe(415);
    expect((await upload(Buffer.alloc(6 * 1024 * 1024).toString('base64'), 'jpg')).status).toBe(413);
  });
});

describe("another driver's ticket, another dealer's agent (BOLA)", () => {
  it('is not found on every endpoint, and changes nothing', async () => {
    const ticket = (await as(alice, SupportOps.createTicket, { body: aConsultation() })).body.data;
    const params = { ticketId: ticket.ticketId };
    const body = { content: '我来看看别人的工单' };
    for (const [route, input] of [
      [SupportOps.ticket, { params }],
      [SupportOps.replyTicket, { params, body }],
      [SupportOps.rateTicket, { params, body: { score: 5 } }],
      [SupportOps.reopenTicket, { params, body }],
    ] as const) {
      const res = await as(bob, route, input as never);
      expect([res.status, res.body.message]).toEqual([404, '工单不存在']);
    }
    expect((await as(bob, SupportOps.myTickets, {})).body.data.results).toEqual([]);
    for (const [route, input] of [
      [SupportOperatorOps.agentTicket, { params }],
      [SupportOperatorOps.assignTicket, { params }],
      [SupportOperatorOps.agentReply, { params, body }],
      [SupportOperatorOps.agentNote, { params, body }],
      [SupportOperatorOps.resolveTicket, { params, body }],
      [SupportOperatorOps.decideAppeal, { params, body: { decision: 'rejected', content: '驳回' } }],
    ] as const) {
      expect((await op(suzhouAgent, route, input as never)).status).toBe(404);
    }
    const suzhouFinance = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.FINANCE] });
    const review = { params, body: { approve: true, content: '通过' } };
    expect((await op(suzhouFinance, SupportOperatorOps.financeReview, review)).status).toBe(404);
    expect((await op(suzhouAgent, SupportOperatorOps.ticketQueue, {})).body.data.results).not.toContainEqual(
      expect.objectContaining({ ticketId: ticket.ticketId }),
    );
    const untouched = (await as(alice, SupportOps.ticket, { params })).body.data;
    expect(untouched).toMatchObject({ status: 'submitted', messages: [] });
  });
});

describe('the help centre', () => {
  it('operators maintain questions by category; drivers of the dealer read and search them', async () => {
    const editor = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const created = await op(editor, SupportOperatorOps.createFaq, {
      body: { category: 'bill', question: '为什么会重复扣费？', answer: '重复支付的款项会在 1-3 个工作日内原路退回。' },
    });
    expect(created.status).toBe(200);
    await op(editor, SupportOperatorOps.createFaq, {
      body: { category: 'parking', question: '夜间停车怎么收费？', answer: '夜间按次收费，每次 5 元。' },
    });
    const bills = await as(alice, SupportOps.faqs, { query: { category: 'bill' } });
    expect(bills.body.data.map((f) => f.question)).toContain('为什么会重复扣费？');
    expect(bills.body.data.every((f) => f.category === 'bill')).toBe(true);
    const found = await as(alice, SupportOps.faqs, { query: { q: '夜间' } });
    expect(found.body.data.map((f) => f.question)).toEqual(['夜间停车怎么收费？']);
    // A search is text, never markup or a pattern (decision 086): '<script>' and '%' find what contains them.
    expect((await as(alice, SupportOps.faqs, { query: { q: '<script>' } })).body.data).toEqual([]);
    expect((await as(alice, SupportOps.faqs, { query: { q: '%' } })).body.data).toEqual([]);
    expect((await as(alice, SupportOps.faqs, { query: { q: '？' } })).body.data.map((f) => f.question)).toEqual(
      expect.arrayContaining(['夜间停车怎么收费？', '为什么会重复扣费？']),
    );
    const suzhou = await signInDriver(t, { dealerId: '320500' });
    expect((await as(suzhou, SupportOps.faqs, {})).body.data).toEqual([]);
    const other = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.CONTENT] });
    const faqId = { faqId: created.body.data.faqId };
    expect((await op(other, SupportOperatorOps.deleteFaq, { params: faqId })).status).toBe(404);
    expect((await op(editor, SupportOperatorOps.deleteFaq, { params: faqId })).status).toBe(200);
  });
});
