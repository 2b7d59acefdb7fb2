import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
const files = readdirSync(FOLDER)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const run = async (db: PGlite, file: string) => {
  for (const statement of readFileSync(`${FOLDER}/${file}`, 'utf8').split('--> statement-breakpoint')) {
    if (statement.trim()) await db.exec(statement);
  }
};

// Migration 0007 moves the bill complaints of /billComplain onto support tickets with their answers; 0008 drops the
// old table. Run on a database holding complaints as 0006 left them.
describe('migrations 0007–0008: bill complaints become appeal tickets', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = new PGlite({ extensions: { pg_trgm } }); // as the server's (pglite-thread.worker.mjs)
    for (const file of files.filter((f) => f < '0007')) await run(db, file);
    await db.exec(`
      insert into dealers (id, name, city) values ('330100', '杭州', '杭州市');
      insert into drivers (id, dealer_id) values ('00000000-0000-4000-8000-000000000001', '330100');
      insert into operators (id, dealer_id, username, display_name, password_hash)
        values ('00000000-0000-4000-8000-000000000002', '330100', 'agent', '客服', 'x');
      insert into parks (id, dealer_id, name, kind, latitude, longitude)
        values ('00000000-0000-4000-8000-000000000003', '330100', '武林广场', 'offStreet', 30.27, 120.16);
      insert into park_fee_rules (id, park_id, rule)
        values ('00000000-0000-4000-8000-000000000004', '00000000-0000-4000-8000-000000000003', '{}');
      insert into parking_sessions (id, dealer_id, park_id, fee_rule_id, plate_no, state, entered_at)
        values ('00000000-0000-4000-8000-000000000005', '330100', '00000000-0000-4000-8000-000000000003',
                '00000000-0000-4000-8000-000000000004', '浙A12345', 'left', '2026-11-20T01:00:00Z');
      insert into parking_appeals (id, dealer_id, session_id, driver_id, reason, content, pictures, status, created_at)
        values ('00000000-0000-4000-8000-0000000000a1', '330100', '00000000-0000-4000-8000-000000000005',
                '00000000-0000-4000-8000-000000000001', 'wrongTime', '出场时间不对', '{/api/p/a.jpg}', 'pending',
                '2026-11-21T01:00:00Z');
      insert into parking_appeals (id, dealer_id, session_id, driver_id, reason, content, status, answer, answered_by,
                                   answered_at, created_at)
        values ('00000000-0000-4000-8000-0000000000a2', '330100', '00000000-0000-4000-8000-000000000005',
                '00000000-0000-4000-8000-000000000001', 'wrongFee', '收费金额有误', 'rejected', '经核实收费无误',
                '00000000-0000-4000-8000-000000000002', '2026-11-20T03:00:00Z', '2026-11-20T02:00:00Z');
    `);
    for (const file of files.filter((f) => f >= '0007')) await run(db, file);
  });
  afterAll(() => db.close());

  it('copies each complaint with its state, reason, pictures and answer, oldest first', async () => {
    const tickets = await db.query<Record<string, unknown>>(
      `select seq, kind, state, appeal_reason, content, pictures, decision, due_at, legacy_appeal_id
         from support_tickets order by seq`,
    );
    expect(tickets.rows).toEqual([
      expect.objectContaining({
        kind: 'appeal',
        state: 'resolved',
        appeal_reason: 'wrongFee',
        decision: 'rejected',
        due_at: null,
        legacy_appeal_id: '00000000-0000-4000-8000-0000000000a2',
      }),
      expect.objectContaining({
        kind: 'appeal',
        state: 'submitted',
        appeal_reason: 'wrongTime',
        pictures: ['/api/p/a.jpg'],
        decision: null,
        due_at: new Date('2026-11-22T01:00:00Z'),
      }),
    ]);
    const events = await db.query<Record<string, unknown>>(
      `select author, operator_id, content, created_at from support_ticket_events`,
    );
    expect(events.rows).toEqual([
      {
        author: 'agent',
        operator_id: '00000000-0000-4000-8000-000000000002',
        content: '经核实收费无误',
        created_at: new Date('2026-11-20T03:00:00Z'),
      },
    ]);
  });

  it('drops the old table', async () => {
    const old = await db.query(`select to_regclass('parking_appeals') as t`);
    expect(old.rows).toEqual([{ t: null }]);
  });
});
