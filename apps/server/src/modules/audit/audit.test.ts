import * as contracts from '@parking/contracts';
import {
  AuditOps,
  BasicOperatorOps,
  ErrorCode,
  OperatorOps,
  OperatorRole,
  ParkSetupOps,
  routeKey,
  type AuditEntry,
  type Operation,
} from '@parking/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, urlOf } from '../../../test/call';
import { aTestPark, type TestPark } from '../../../test/parking';
import { auditCsv } from './audit-csv';
import { runAudited, type AuditContext } from './audit-context';
import { createAuditRepository } from './audit.repository';
import { createAuditTrail } from './audit-trail';

// The audit log (decision 082): every operator write leaves an entry; nothing edits or deletes one.
let t: TestApp;
let admin: { authorization: string };
let adminId: string;
let park: TestPark;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  adminId = (await call(t, OperatorOps.me, { headers: admin })).body.data!.id;
  park = await aTestPark(t);
}, 400_000);
afterAll(() => t.close());

const entries = async (query: Record<string, string> = {}) =>
  (await call(t, AuditOps.auditEntries, { query: { pageSize: '200', ...query }, headers: admin })).body.data!;

/** Every operation the contracts declare, by route key. */
const allOperations = (): Operation[] => {
  const found = new Map<string, Operation>();
  for (const group of Object.values(contracts)) {
    if (!group || typeof group !== 'object') continue;
    for (const op of Object.values(group as Record<string, unknown>)) {
      const candidate = op as Operation;
      if (candidate && typeof candidate === 'object' && 'schemas' in candidate && typeof candidate.path === 'string') {
        found.set(routeKey(candidate), candidate);
      }
    }
  }
  return [...found.values()];
};

/** Operator writes that leave no entry, and why. */
const NOT_AUDITED: Record<string, string> = {
  [routeKey(OperatorOps.login)]: 'no operator yet: failed and successful sign-ins are counted by the lockout',
};

describe('the operation table', () => {
  const writes = allOperations().filter((op) => op.path.startsWith('/operator/v1/') && op.method !== 'GET');

  it('has the operator writes it should (a sanity check on the walk itself)', () => {
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.map(routeKey)).toContain(routeKey(ParkSetupOps.createPark));
  });

  it('every operator write is served inside the audit wrapper, or listed here with why not', () => {
    const unaudited = writes.map(routeKey).filter((key) => !t.app.auditedWrites.includes(key));
    expect(unaudited).toEqual([]);
    for (const key of Object.keys(NOT_AUDITED)) expect(t.app.auditedWrites).toContain(key);
  });

  it('a sign-in leaves no entry; a sign-out does', async () => {
    const headers = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
    const me = (await call(t, OperatorOps.me, { headers })).body.data!;
    expect((await entries({ operatorId: me.id })).results).toEqual([]);
    await call(t, OperatorOps.logout, { headers });
    expect((await entries({ operatorId: me.id })).results.map((e) => e.operation)).toEqual([
      routeKey(OperatorOps.logout),
    ]);
  });
});

describe('what an entry holds', () => {
  it('a write that does not record its change leaves its request, secrets masked, with who and from where', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(OperatorOps.createOperator),
      headers: admin,
      payload: {
        username: `aud${Date.now() % 100000}`,
        displayName: '审计',
        password: 'audit-pass-1',
        roles: ['service'],
      },
      remoteAddress: '203.0.113.7',
    });
    expect(res.statusCode).toBe(200);
    const [entry] = (await entries({ operation: routeKey(OperatorOps.createOperator) })).results;
    expect(entry).toMatchObject({
      operatorId: adminId,
      ip: '203.0.113.7',
      objectType: 'operator',
      changes: null,
      request: { displayName: '审计', password: '******', roles: ['service'] },
    });
    expect(JSON.stringify(entry)).not.toContain('audit-pass-1');
  });

  it('an account change is recorded in its transaction with the fields it changed', async () => {
    const body = { username: 'auditee', displayName: '被审计', password: 'first-pass-1', roles: ['service'] };
    const id = (await call(t, OperatorOps.createOperator, { body, headers: admin })).body.data!.id;
    await call(t, OperatorOps.updateOperator, {
      params: { operatorId: id },
      body: { displayName: '被审计', roles: ['finance'], parkIds: [], disabled: true },
      headers: admin,
    });
    const [entry] = (await entries({ objectType: 'operator', objectId: id })).results;
    expect(entry).toMatchObject({
      operation: routeKey(OperatorOps.updateOperator),
      request: null,
      changes: { roles: { before: ['service'], after: ['finance'] }, disabled: { before: false, after: true } },
    });
    expect(Object.keys(entry!.changes!)).toEqual(['roles', 'disabled']);
  });

  it('a refused or invalid write changes nothing and leaves nothing', async () => {
    const before = (await entries()).totalRecord;
    const content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    await call(t, BasicOperatorOps.saveParamConfigs, { body: { province: '北' }, headers: content });
    await call(t, ParkSetupOps.createPark, { body: { name: 'x' }, headers: admin });
    await call(t, ParkSetupOps.createPark, { body: { name: 'x' }, headers: content });
    expect((await entries()).totalRecord).toBe(before);
  });

  it('an entry recorded by a service commits or rolls back with the transaction of its change', async () => {
    const trail = createAuditTrail(createAuditRepository(t.db));
    const context = (objectId: string): AuditContext => ({
      dealerId: park.dealerId,
      operatorId: adminId,
      operatorName: 'probe',
      ip: '127.0.0.1',
      requestId: objectId,
      operation: 'PUT /operator/v1/probe',
      reason: null,
      at: t.clock.now(),
      recorded: 0,
    });
    const write = (objectId: string, fail: boolean) =>
      runAudited(context(objectId), () =>
        t.db.transaction(async (tx) => {
          await trail.record(tx, { objectType: 'probe', objectId, before: { v: 1 }, after: { v: 2 } });
          if (fail) throw new Error('the change failed');
        }),
      );
    await expect(write('rolled-back', true)).rejects.toThrow('the change failed');
    await write('committed', false);
    expect((await entries({ objectType: 'probe' })).results.map((e) => [e.objectId, e.changes])).toEqual([
      ['committed', { v: { before: 1, after: 2 } }],
    ]);
    // Outside an operator write there is nobody to name: nothing is written.
    await t.db.transaction((tx) =>
      trail.record(tx, { objectType: 'probe', objectId: 'no-context', before: null, after: {} }),
    );
    expect((await entries({ objectType: 'probe' })).totalRecord).toBe(1);
  });

  it('cannot be changed or deleted, even by SQL', async () => {
    await expect(t.db.execute(sql`update operator_audit set reason = 'x'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from operator_audit`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate operator_audit`)).rejects.toThrow();
    expect((await entries()).totalRecord).toBeGreaterThan(0);
  });
});

describe('searching and exporting', () => {
  it('filters by operator, object, operation and time, newest first, a page at a time', async () => {
    const manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [park.parkId] });
    const managerId = (await call(t, OperatorOps.me, { headers: manager })).body.data!.id;
    const from = t.clock.now().toISOString();
    for (const code of ['B1', 'B2', 'B3']) {
      t.clock.advance(60_000);
      await call(t, ParkSetupOps.createLane, {
        params: { parkId: park.parkId },
        body: { code, name: `通道${code}`, direction: 'exit' },
        headers: manager,
      });
    }
    const mine = await entries({ operatorId: managerId });
    expect(mine.results.map((e) => e.changes?.code?.after)).toEqual(['B3', 'B2', 'B1']);
    const page = await call(t, AuditOps.auditEntries, {
      query: { operatorId: managerId, pageSize: '2', pageNo: '2' },
      headers: admin,
    });
    expect(page.body.data).toMatchObject({ totalRecord: 3, results: [{ changes: { code: { after: 'B1' } } }] });
    const window = await entries({
      from,
      to: new Date(Date.parse(from) + 90_000).toISOString(),
      operatorId: managerId,
    });
    expect(window.results.map((e) => e.changes?.code?.after)).toEqual(['B1']);
    const byOperation = await entries({ operation: routeKey(ParkSetupOps.createLane), objectType: 'lane' });
    expect(byOperation.totalRecord).toBeGreaterThanOrEqual(3);
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const foreign = await call(t, AuditOps.auditEntries, { query: { operatorId: managerId }, headers: suzhou });
    expect(foreign.body.data!.totalRecord).toBe(0);
  });

  it.each([
    [{ from: '2026-12-02T10:00:00+08:00', to: '2026-12-01T10:00:00+08:00' }, 'to: 结束时间不能早于开始时间'],
    [{ from: 'yesterday' }, 'from: 开始时间格式错误'],
    [{ operatorId: 'admin' }, 'operatorId: 操作人编号格式错误'],
  ])('refuses the filter %j', async (query, message) => {
    const res = await call(t, AuditOps.auditEntries, { query, headers: admin });
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message });
  });

  it('exports the selected entries as CSV for Excel', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(AuditOps.auditExport),
      query: { operation: routeKey(ParkSetupOps.createLane) },
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFF时间,操作人,IP,操作,对象类型,对象编号,变更,请求,原因');
    const rows = lines.slice(1, -1);
    expect(rows.length).toBe((await entries({ operation: routeKey(ParkSetupOps.createLane) })).totalRecord);
    expect(rows.every((l) => l.includes(',POST /operator/v1/parks/:parkId/lanes,lane,'))).toBe(true);
    expect(lines.at(-1)).toBe('');
  });
});

describe('a CSV cell', () => {
  const entry = (over: Partial<AuditEntry>): AuditEntry => ({
    id: 1,
    at: '2026-12-02T01:02:03.000Z',
    operatorId: 'o',
    operatorName: '张三（zs）',
    ip: '10.0.0.1',
    operation: 'POST /operator/v1/parks',
    objectType: 'park',
    objectId: null,
    changes: null,
    request: null,
    reason: null,
    ...over,
  });
  const csvOf = async (e: AuditEntry) => {
    let text = '';
    for await (const part of auditCsv(
      (async function* () {
        yield e;
      })(),
    ))
      text += part;
    return text.split('\r\n')[1];
  };

  it.each([
    ['a plain row, time in Shanghai', {}, '2026-12-02 09:02:03,张三（zs）,10.0.0.1,POST /operator/v1/parks,park,,,,'],
    [
      'a formula defused',
      { reason: '=HYPERLINK("x")' },
      `2026-12-02 09:02:03,张三（zs）,10.0.0.1,POST /operator/v1/parks,park,,,,"'=HYPERLINK(""x"")"`,
    ],
    [
      'a minus sign defused',
      { objectId: '-1' },
      "2026-12-02 09:02:03,张三（zs）,10.0.0.1,POST /operator/v1/parks,park,'-1,,,",
    ],
    [
      'changes as quoted JSON',
      { changes: { name: { before: null, after: 'a,b' } } },
      '2026-12-02 09:02:03,张三（zs）,10.0.0.1,POST /operator/v1/parks,park,,"{""name"":{""before"":null,""after"":""a,b""}}",,',
    ],
    [
      'a line break kept inside quotes',
      { reason: '一\n二' },
      '2026-12-02 09:02:03,张三（zs）,10.0.0.1,POST /operator/v1/parks,park,,,,"一\n二"',
    ],
  ])('%s', async (_case, over, expected) => {
    expect(await csvOf(entry(over))).toBe(expected.split('\r\n')[0]);
  });
});
