import { ErrorCode, JobOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Two dead jobs as the queue leaves them: one of 苏州's, one of the platform's (a sweep).
  const { boss } = t.app.jobs;
  await boss.createQueue('test.refund.dead', { name: 'test.refund.dead' });
  await boss.send('test.refund.dead', { dealerId: '320500', orderNo: 'P320500' });
  await boss.send('test.refund.dead', {});
  await t.database.executeSql(`update pgboss.job set output = '{"message":"refused"}' where name like '%.dead'`);
});
afterAll(() => t.close());

describe('JobOps.deadJobs', () => {
  it("lists the dealer's own dead jobs with their error, and the platform's without", async () => {
    const headers = await loggedInOperator(t, { dealerId: '320500', roles: ['admin'] });
    const res = await call(t, JobOps.deadJobs, { headers });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      total: 2,
      jobs: expect.arrayContaining([
        expect.objectContaining({ queue: 'test.refund', dealerId: '320500', error: 'refused' }),
        expect.objectContaining({ queue: 'test.refund', dealerId: null, data: null, error: null }),
      ]),
    });
  });

  it("does not show another dealer's dead jobs", async () => {
    const headers = await loggedInOperator(t, { dealerId: '330100', roles: ['admin'] });
    const res = await call(t, JobOps.deadJobs, { headers });
    expect(res.body.data?.jobs.map((j) => j.dealerId)).toEqual([null]);
  });

  it('is for admins only, and for signed-in operators only', async () => {
    const finance = await loggedInOperator(t, { dealerId: '320500', roles: ['finance'] });
    const refused = await call(t, JobOps.deadJobs, { headers: finance });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await call(t, JobOps.deadJobs)).status).toBe(401);
  });
});
