import { API_BASE, ErrorCode, ok } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ demo: false });
}, 180_000);
afterAll(() => t.close());

const get = (path: string) => t.app.inject({ method: 'GET', url: `${API_BASE}${path}` });

describe('liveness and readiness', () => {
  it('a started node is live and ready', async () => {
    expect((await get('/health/live')).json()).toEqual(ok({ status: 'ok' }));
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toEqual({ status: 'ok', db: 'ok', migrations: 'ok', queue: 'ok' });
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const { rows } = await t.database.executeSql(
      'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
    );
    try {
      const ready = await get('/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ code: ErrorCode.NOT_READY, message: '服务未就绪：数据库迁移未完成' });
    } finally {
      const row = rows[0] as { id: number; hash: string; created_at: string };
      await t.database.executeSql(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)',
        [row.id, row.hash, row.created_at],
      );
    }
    expect((await get('/health/ready')).statusCode).toBe(200);
  });

  it('is not ready once the job queue stops (a node closing), and still live', async () => {
    await t.app.jobs.stop();
    const ready = await get('/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json().message).toBe('服务未就绪：任务队列未运行');
    expect((await get('/health/live')).statusCode).toBe(200);
  });
});
