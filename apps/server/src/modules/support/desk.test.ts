import {
  API_BASE,
  FollowsOps,
  OperatorRole,
  PushEvent,
  SupportOperatorOps,
  SupportOps,
  type AnyRoute,
} from '@parking/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { testClock } from '../../../test/test-clock';
import { until } from '../../../test/until';
import { queryRows } from '../../db/query-rows';
import { publish, Topic } from '../../events/outbox';

// The service desk (issue 41, decision 088): the dealer's SLA, the queue's figures on a generated queue, reassigning,
// internal notes kept from the driver, canned replies, the queue's push stream, and the refusals of each.
let t: TestApp;
let base: string;
let alice: SignedInDriver;
let agent: Record<string, string>;
let agent2: Record<string, string>;
let admin: Record<string, string>;
let finance: Record<string, string>;
let cashier: Record<string, string>;
let suzhouAgent: Record<string, string>;
const MIN = 60_000;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
async function op<R extends AnyRoute>(headers: Record<string, string>, route: R, input: Input<R> = {}) {
  const res = await call(t, route, { ...input, headers });
  return res as { status: number; body: { code: string; message: string; data: NonNullable<typeof res.body.data> } };
}
const ask = async (content: string, kind: 'consultation' | 'feedback' = 'consultation') => {
  // The test clock moves by hours: alice signs in again for each ticket.
  alice = await signInDriver(t, { phone: alice.phone });
  const res = await callAs(t, alice, SupportOps.createTicket, {
    body: { kind, consultationType: kind === 'consultation' ? 1 : undefined, content, pictures: [] },
  });
  expect(res.status).toBe(200);
  return res.body.data!.ticketId;
};
const answer = (headers: Record<string, string>, ticketId: string, content = '您好，已为您查询') =>
  op(headers, SupportOperatorOps.agentReply, { params: { ticketId }, body: { content } });

beforeAll(async () => {
  t = await buildTestApp({ clock: testClock(new Date('2026-06-01T09:00:00+08:00')) });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await signInDriver(t);
  agent = await loggedInOperator(t, { username: 'agent-wang', roles: [OperatorRole.SERVICE] });
  agent2 = await loggedInOperator(t, { username: 'agent-li', roles: [OperatorRole.SERVICE] });
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  finance = await loggedInOperator(t, { username: 'finance-zhao', roles: [OperatorRole.FINANCE] });
  const parkId = (await t.db.query.parks.findFirst())!.id;
  cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER], parkIds: [parkId] });
  suzhouAgent = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.SERVICE] });
}, 400_000);
afterAll(() => t.close());

describe('the SLA per ticket kind', () => {
  it('answers the defaults, is set by an admin only, and refuses bad input without changing anything', async () => {
    const before = await op(agent, SupportOperatorOps.slaPolicies);
    expect(before.body.data).toEqual([
      { kind: 'consultation', firstAnswerMinutes: 1440, resolveMinutes: null },
      { kind: 'feedback', firstAnswerMinutes: 1440, resolveMinutes: null },
      { kind: 'appeal', firstAnswerMinutes: 1440, resolveMinutes: 4320 },
    ]);
    const policies = [{ kind: 'consultation' as const, firstAnswerMinutes: 60, resolveMinutes: 240 }];
    expect((await op(agent, SupportOperatorOps.updateSla, { body: { policies } })).status).toBe(403);
    expect((await op(finance, SupportOperatorOps.updateSla, { body: { policies } })).status).toBe(403);
    const bad = await op(admin, SupportOperatorOps.updateSla, {
      body: { policies: [{ kind: 'consultation', firstAnswerMinutes: 60, resolveMinutes: 30 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('解决时限不能短于首次响应时限');
    const twice = await op(admin, SupportOperatorOps.updateSla, { body: { policies: [...policies, ...policies] } });
    expect(twice.status).toBe(400);
    expect((await op(agent, SupportOperatorOps.slaPolicies)).body.data).toEqual(before.body.data);
  });

  it("moves open tickets' deadlines when the SLA changes, and times new tickets by it", async () => {
    const early = await ask('先提交的问题，看时限');
    const queued = async (id: string) =>
      (await op(agent, SupportOperatorOps.ticketQueue, { query: { pageSize: '100' } })).body.data.results.find(
        (r) => r.ticketId === id,
      )!;
    expect((await queued(early)).dueAt).toBe(new Date(t.clock.now().getTime() + 1440 * MIN).toISOString());
    const set = await op(admin, SupportOperatorOps.updateSla, {
      body: {
        policies: [
          { kind: 'consultation', firstAnswerMinutes: 60, resolveMinutes: 240 },
          { kind: 'feedback', firstAnswerMinutes: 120, resolveMinutes: null },
        ],
      },
    });
    expect(set.status).toBe(200);
    expect(set.body.data[0]).toEqual({ kind: 'consultation', firstAnswerMinutes: 60, resolveMinutes: 240 });
    expect((await queued(early)).dueAt).toBe(new Date(t.clock.now().getTime() + 60 * MIN).toISOString());
    const later = await ask('后提交的问题，看时限');
    expect((await queued(later)).dueAt).toBe(new Date(t.clock.now().getTime() + 60 * MIN).toISOString());
    // Answered: the resolution's deadline, 240 minutes from submission.
    await answer(agent, later);
    expect((await queued(later)).dueAt).toBe(new Date(t.clock.now().getTime() + 240 * MIN).toISOString());
    for (const id of [early, later]) {
      await op(agent, SupportOperatorOps.resolveTicket, { params: { ticketId: id }, body: { content: '已处理' } });
    }
  });
});

describe('the queue figures on a generated queue (test clock)', () => {
  it('counts open, overdue, nearly due and unassigned tickets and the median time to a first answer', async () => {
    // A dealer of its own: only this test's tickets count.
    const start = await op(agent, SupportOperatorOps.supportStats);
    expect(start.body.data).toMatchObject({ open: 0, overdue: 0, nearlyDue: 0, answered: 2 });
    // Five consultations (first answer due in 60 min), one a minute apart; answered after 10, 20 and 40 minutes.
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await ask(`第 ${i + 1} 个问题，请尽快回复`));
      t.clock.advance(MIN);
    }
    // now = 5 min after the first. Answer #1 at 10 min after it, #2 at 20 min after, #3 at 40 min after.
    const answerAt = async (i: number, minutesAfterSubmission: number) => {
      const submitted = new Date(
        (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId: ids[i]! } })).body.data.createdAt,
      );
      t.clock.set(new Date(submitted.getTime() + minutesAfterSubmission * MIN));
      expect((await answer(agent, ids[i]!)).status).toBe(200);
    };
    await answerAt(0, 10);
    await answerAt(1, 20);
    await answerAt(2, 40);
    // A feedback (first answer due in 120 min), submitted now and never answered.
    const fb = await ask('意见反馈：希望增加夜间包月', 'feedback');
    // 70 minutes after the first consultation: #4 (due at 63) and #5 (due at 64) are overdue; answered ones are due
    // at 240 from submission (on time); the feedback, submitted at 42, is due at 162: within two hours, nearly due.
    const first = new Date(
      (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId: ids[0]! } })).body.data.createdAt,
    );
    t.clock.set(new Date(first.getTime() + 70 * MIN));
    let stats = (await op(agent, SupportOperatorOps.supportStats)).body.data;
    expect(stats).toMatchObject({ open: 6, overdue: 2, nearlyDue: 1, unassigned: 3, answered: 5 });
    // The two earlier answered tickets (the SLA test) took 0 minutes; with 10, 20, 40 the median of 0,0,10,20,40 is 10.
    expect(stats.medianFirstAnswerMinutes).toBe(10);
    expect(stats.byKind).toContainEqual({ kind: 'consultation', open: 5, overdue: 2, nearlyDue: 0 });
    expect(stats.byKind).toContainEqual({ kind: 'feedback', open: 1, overdue: 0, nearlyDue: 1 });

    // 100 minutes later (170 after the first): the feedback (due 162) is overdue, the answered ones (due 240, 241, 242)
    // are within two hours: nearly due.
    t.clock.advance(100 * MIN);
    stats = (await op(agent, SupportOperatorOps.supportStats)).body.data;
    expect(stats).toMatchObject({ open: 6, overdue: 3, nearlyDue: 3 });
    // The queue marks them the same way and filters by them.
    const overdue = (await op(agent, SupportOperatorOps.ticketQueue, { query: { due: 'overdue' } })).body.data;
    expect(overdue.totalRecord).toBe(3);
    expect(overdue.results.every((r) => r.dueState === 'overdue' && r.overdue)).toBe(true);
    expect(overdue.results.map((r) => r.ticketId)).toContain(fb);
    const nearly = (await op(agent, SupportOperatorOps.ticketQueue, { query: { due: 'nearlyDue' } })).body.data;
    expect(nearly.results.map((r) => r.ticketId).sort()).toEqual(ids.slice(0, 3).sort());
    const feedback = (await op(agent, SupportOperatorOps.ticketQueue, { query: { kind: 'feedback' } })).body.data;
    expect(feedback.results.map((r) => r.ticketId)).toEqual([fb]);
    const unassigned = (await op(agent, SupportOperatorOps.ticketQueue, { query: { unassigned: 'true' } })).body.data;
    expect(unassigned.totalRecord).toBe(3);
    // Another dealer's desk counts none of these.
    expect((await op(suzhouAgent, SupportOperatorOps.supportStats)).body.data).toMatchObject({ open: 0 });
    // Roles: finance reads the figures; a cashier (park-scoped) does not.
    expect((await op(finance, SupportOperatorOps.supportStats)).status).toBe(200);
    expect((await op(cashier, SupportOperatorOps.supportStats)).status).toBe(403);
    expect((await op(agent, SupportOperatorOps.ticketQueue, { query: { due: 'soon' as 'overdue' } })).status).toBe(400);
  });
});

describe('assigning, notes and replies', () => {
  it('reassigns to an agent of the dealer only, and keeps internal notes from the driver', async () => {
    const ticketId = await ask('我的月卡为什么没有生效');
    const agents = (await op(agent, SupportOperatorOps.ticketAgents)).body.data;
    const li = agents.find((a) => a.displayName === 'agent-li')!;
    expect(agents.map((a) => a.displayName)).toEqual(expect.arrayContaining(['agent-wang', 'agent-li']));
    const given = await op(agent, SupportOperatorOps.reassignTicket, {
      params: { ticketId },
      body: { operatorId: li.operatorId },
    });
    expect(given.status).toBe(200);
    expect(given.body.data.assigneeId).toBe(li.operatorId);
    const row = (await op(agent2, SupportOperatorOps.ticketQueue, { query: { mine: 'true' } })).body.data.results;
    expect(row.find((r) => r.ticketId === ticketId)).toMatchObject({ assigneeName: 'agent-li' });
    // Refusals: again to the same agent, to a finance operator, to another dealer's agent, another dealer's ticket.
    expect(
      (
        await op(agent, SupportOperatorOps.reassignTicket, {
          params: { ticketId },
          body: { operatorId: li.operatorId },
        })
      ).status,
    ).toBe(409);
    // Finance may read the agents, but is not one of them.
    const listed = (await op(finance, SupportOperatorOps.ticketAgents)).body.data;
    expect(listed.map((a) => a.displayName)).not.toContain('finance-zhao');
    const suzhouAgents = (await op(suzhouAgent, SupportOperatorOps.ticketAgents)).body.data;
    const foreign = await op(agent, SupportOperatorOps.reassignTicket, {
      params: { ticketId },
      body: { operatorId: suzhouAgents[0]!.operatorId },
    });
    expect(foreign.status).toBe(400);
    expect(
      (
        await op(suzhouAgent, SupportOperatorOps.reassignTicket, {
          params: { ticketId },
          body: { operatorId: suzhouAgents[0]!.operatorId },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await op(finance, SupportOperatorOps.reassignTicket, {
          params: { ticketId },
          body: { operatorId: li.operatorId },
        })
      ).status,
    ).toBe(403);

    // An internal note: the agent sees it, the driver never does (not in messages, not anywhere in the ticket).
    const secret = '内部备注：该车主上月已退款一次，注意核实';
    expect(
      (await op(agent2, SupportOperatorOps.agentNote, { params: { ticketId }, body: { content: secret } })).status,
    ).toBe(200);
    await answer(agent2, ticketId, '您好，月卡将在审核通过后生效');
    const seen = (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId } })).body.data;
    expect(seen.notes.map((n) => n.content)).toContain(secret);
    const driverView = await callAs(t, alice, SupportOps.ticket, { params: { ticketId } });
    expect(JSON.stringify(driverView.body)).not.toContain('内部备注');
    expect(JSON.stringify(driverView.body)).not.toContain('转交');
    expect(driverView.body.data!.messages.map((m) => m.content)).toContain('您好，月卡将在审核通过后生效');
  });
});

describe('canned replies', () => {
  it('are written by service, read by finance, and another dealer cannot touch them', async () => {
    const made = await op(agent, SupportOperatorOps.createCannedReply, {
      body: { title: '问候', content: '您好，请问有什么可以帮您？' },
    });
    expect(made.status).toBe(200);
    const cannedId = made.body.data.cannedId;
    const edited = await op(agent, SupportOperatorOps.updateCannedReply, {
      params: { cannedId },
      body: { title: '问候', content: '您好，这里是客服，请问有什么可以帮您？' },
    });
    expect(edited.body.data.content).toContain('这里是客服');
    expect((await op(finance, SupportOperatorOps.listCannedReplies)).body.data.map((c) => c.cannedId)).toContain(
      cannedId,
    );
    expect(
      (await op(finance, SupportOperatorOps.createCannedReply, { body: { title: 'x', content: 'y' } })).status,
    ).toBe(403);
    const empty = await op(agent, SupportOperatorOps.createCannedReply, { body: { title: '', content: 'y' } });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toContain('请填写标题');
    expect(
      (
        await op(suzhouAgent, SupportOperatorOps.updateCannedReply, {
          params: { cannedId },
          body: { title: '改', content: '改' },
        })
      ).status,
    ).toBe(404);
    expect((await op(suzhouAgent, SupportOperatorOps.deleteCannedReply, { params: { cannedId } })).status).toBe(404);
    expect((await op(suzhouAgent, SupportOperatorOps.listCannedReplies)).body.data).toEqual([]);
    expect((await op(agent, SupportOperatorOps.deleteCannedReply, { params: { cannedId } })).status).toBe(200);
    expect((await op(agent, SupportOperatorOps.deleteCannedReply, { params: { cannedId } })).status).toBe(404);
  });
});

describe('the queue stream', () => {
  it("pushes a ticket of the agent's dealer when it is submitted or answered, nothing to another dealer", async () => {
    const open = async (headers: Record<string, string>) => {
      const controller = new AbortController();
      const res = await fetch(`${base}${API_BASE}${SupportOperatorOps.ticketEvents.path}`, {
        headers,
        signal: controller.signal,
      });
      const events: { name: string; data: unknown }[] = [];
      if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
        void (async () => {
          const decoder = new TextDecoder();
          let pending = '';
          try {
            for await (const chunk of res.body!) {
              const blocks = (pending + decoder.decode(chunk, { stream: true })).split('\n\n');
              pending = blocks.pop() ?? '';
              for (const block of blocks) {
                const line = (name: string) =>
                  block
                    .split('\n')
                    .find((l) => l.startsWith(`${name}: `))
                    ?.slice(name.length + 2);
                const name = line('event');
                if (name) events.push({ name, data: JSON.parse(line('data') ?? '{}') });
              }
            }
          } catch {
            // aborted
          }
        })();
        await until(() => events.some((e) => e.name === PushEvent.READY), 'the stream opening');
      }
      return {
        res,
        changes: () => events.filter((e) => e.name === PushEvent.CHANGED).map((e) => e.data),
        close: () => controller.abort(),
      };
    };
    const mine = await open(agent);
    const theirs = await open(suzhouAgent);
    const refused = await open(cashier);
    expect(refused.res.status).toBe(403);
    const ticketId = await ask('推送测试：新工单');
    // Earlier tests' tickets may still be pushed (their reply alerts are handled by jobs): count this ticket's only.
    const ofThis = () => mine.changes().filter((c) => (c as { ticketId?: string }).ticketId === ticketId).length;
    await until(() => ofThis() > 0, 'the push');
    await answer(agent, ticketId);
    await until(() => ofThis() > 1, 'the second push');
    await t.app.events.settle();
    expect(theirs.changes()).toEqual([]);
    mine.close();
    theirs.close();
    refused.close();
  });
});

describe("the driver's alert of an agent's answer (decision 088, amended)", () => {
  const alertsOf = async (driver: SignedInDriver) =>
    (await callAs(t, driver, FollowsOps.followAlerts, { query: { pageSize: '50' } })).body.data!;
  const ofTicket = async (driver: SignedInDriver, ticketId: string) =>
    (await alertsOf(driver)).results.filter((a) => a.targetId === ticketId);

  it('alerts the driver once per answer, never for a note, and the desk sees when it is read', async () => {
    const ticketId = await ask('提醒测试：出场被多收费了');
    // A note and a refused answer (empty; another dealer's agent; a driver; finance) alert no one.
    await op(agent, SupportOperatorOps.agentNote, { params: { ticketId }, body: { content: '内部：先查记录' } });
    expect((await answer(agent, ticketId, '   ')).status).toBe(400);
    expect((await answer(suzhouAgent, ticketId, '别家的回复')).status).toBe(404);
    expect((await answer(finance, ticketId, '财务的回复')).status).toBe(403);
    const asDriver = await callAs(t, alice, SupportOperatorOps.agentReply, {
      params: { ticketId },
      body: { content: '车主冒充客服' },
    });
    expect(asDriver.status).toBe(401);
    await t.app.events.settle();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await ofTicket(alice, ticketId)).toEqual([]);
    const untold = (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId } })).body.data;
    expect(untold.driverAlert).toBeNull();
    // Another dealer's agent cannot read the ticket (nor its alert).
    expect((await op(suzhouAgent, SupportOperatorOps.agentTicket, { params: { ticketId } })).status).toBe(404);

    // The answer: one alert in the driver's 提醒 list, quoting it, opening the ticket; unread on the desk.
    expect((await answer(agent, ticketId, '您好，多收的 5 元已核实，将原路退回')).status).toBe(200);
    await t.app.events.settle();
    await until(async () => (await ofTicket(alice, ticketId)).length > 0, "the driver's alert");
    const [alert, ...more] = await ofTicket(alice, ticketId);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({
      kind: 'ticketReply',
      targetKind: 'ticket',
      text: '客服回复：您好，多收的 5 元已核实，将原路退回',
      read: false,
    });
    expect(alert!.name).toMatch(/^问题咨询 · 停车缴费 CS\d{8}$/);
    const unread = (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId } })).body.data.driverAlert;
    expect(unread).toEqual({ at: alert!.createdAt, read: false });

    // Replayed (the same event handled again, as after a crash): still one.
    const [event] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from support_ticket_events where ticket_id = ${ticketId} and author = 'agent' order by id desc limit 1`,
    );
    const handled = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from pgboss.job where name = 'event.support.replyAlerts' and state = 'completed'`,
        )
      )[0]!.n;
    const before = await handled();
    await t.db.transaction((tx) =>
      publish(tx, { topic: Topic.SUPPORT_REPLY, dealerId: '330100', subject: String(event!.id) }),
    );
    await t.app.events.settle();
    await until(async () => (await handled()) > before, 'the replay handled');
    expect(await ofTicket(alice, ticketId)).toHaveLength(1);

    // Another driver cannot read it; the driver reads it and the desk shows 已读.
    const bob = await signInDriver(t);
    await callAs(t, bob, FollowsOps.readFollowAlerts, { body: { alertIds: [alert!.alertId] } });
    expect((await ofTicket(alice, ticketId))[0]!.read).toBe(false);
    await callAs(t, alice, FollowsOps.readFollowAlerts, { body: { alertIds: [alert!.alertId] } });
    const read = (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId } })).body.data.driverAlert;
    expect(read).toEqual({ at: alert!.createdAt, read: true });

    // A second answer alerts again, and the desk shows the new one unread.
    t.clock.advance(MIN);
    await answer(agent, ticketId, '退款已提交，请留意账户');
    await t.app.events.settle();
    await until(async () => (await ofTicket(alice, ticketId)).length > 1, 'the second alert');
    expect((await ofTicket(alice, ticketId)).map((a) => a.read)).toEqual([false, true]);
    expect(
      (await op(agent, SupportOperatorOps.agentTicket, { params: { ticketId } })).body.data.driverAlert,
    ).toMatchObject({ read: false });
  });
});
