import type { OccupancyReport, ReportPeriod, RevenueReport, RevenueRow } from '@parking/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { dayAfter, dayStart, transferLines } from './report-lines';

/** A report's filters once validated: Shanghai days (both included) and the parks the operator may see. */
export interface ReportScope {
  dealerId: string;
  from: string;
  to: string;
  /** One park, or the operator's parks (undefined: every park of the dealer, and money of no park). */
  parkIds?: readonly string[];
}

/** One line of an export: a ledger movement. */
export interface ExportLine {
  id: string;
  occurredAt: Date;
  transferKind: string;
  orderNo: string | null;
  refundNo: string | null;
  channel: number;
  kind: string;
  parkName: string | null;
  revenueFen: number;
  topUpFen: number;
  refundedFen: number;
  arrearsFen: number;
}

/** Transfers an export reads per query (its lines then cross to the server's memory at most that many at once). */
const EXPORT_WINDOW = 5_000;

const uuidList = (ids: readonly string[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;

const parkFilter = (column: SQL, parkIds: readonly string[] | undefined): SQL =>
  parkIds === undefined ? sql`true` : parkIds.length === 0 ? sql`false` : sql`${column} = any(${uuidList(parkIds)})`;

const periodStart = (period: ReportPeriod): SQL =>
  period === 'day' ? sql`r.day` : sql`date_trunc(${period}, r.day)::date`;

const num = (v: unknown) => Number(v ?? 0);

export function createReportsRepository(db: Db) {
  /**
   * Rebuilds the rollup of a dealer's stale days from the ledger (decision 093). The marks are locked first, so a
   * transfer being written waits and is counted in the next rebuild; a mark re-set meanwhile (a new version) stays.
   */
  async function refresh(dealerId: string): Promise<number> {
    return db.transaction(async (tx) => {
      const marks = await queryRows<{ day: string; version: string }>(
        tx,
        sql`select day::text as day, version from report_dirty_days where dealer_id = ${dealerId} order by day for update`,
      );
      if (marks.length === 0) return 0;
      const days = sql`array[${sql.join(
        marks.map((m) => sql`${m.day}`),
        sql`, `,
      )}]::date[]`;
      await tx.execute(sql`delete from report_revenue_days where dealer_id = ${dealerId} and day = any(${days})`);
      const ranges = sql.join(
        marks.map(
          (m) =>
            sql`(tr.occurred_at >= ${dayStart(m.day).toISOString()} and tr.occurred_at < ${dayAfter(m.day).toISOString()})`,
        ),
        sql` or `,
      );
      await tx.execute(sql`
        insert into report_revenue_days
          (dealer_id, day, park_id, channel, kind, transfers, revenue_fen, top_up_fen, refunded_fen, arrears_fen)
        select dealer_id, day, park_id, channel, kind, count(*), sum(revenue_fen), sum(top_up_fen), sum(refunded_fen),
               sum(arrears_fen)
        from (${transferLines(sql`tr.dealer_id = ${dealerId} and (${ranges})`)}) l
        group by dealer_id, day, park_id, channel, kind`);
      for (const m of marks) {
        await tx.execute(
          sql`delete from report_dirty_days where dealer_id = ${dealerId} and day = ${m.day}::date and version = ${m.version}`,
        );
      }
      return marks.length;
    });
  }

  return {
    refresh,

    /** Every dealer with stale days (the job's round). */
    async dealersToRefresh(): Promise<string[]> {
      const rows = await queryRows<{ dealer_id: string }>(db, sql`select distinct dealer_id from report_dirty_days`);
      return rows.map((r) => r.dealer_id);
    },

    async revenue(scope: ReportScope, period: ReportPeriod): Promise<RevenueReport> {
      await refresh(scope.dealerId);
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`
        select ${periodStart(period)}::text as period, r.park_id, p.name as park_name, r.channel, r.kind,
               sum(r.transfers)::bigint as transfers, sum(r.revenue_fen)::bigint as revenue_fen,
               sum(r.top_up_fen)::bigint as top_up_fen, sum(r.refunded_fen)::bigint as refunded_fen,
               sum(r.arrears_fen)::bigint as arrears_fen
        from report_revenue_days r left join parks p on p.id = r.park_id
        where r.dealer_id = ${scope.dealerId} and r.day between ${scope.from}::date and ${scope.to}::date
          and ${parkFilter(sql`r.park_id`, scope.parkIds)}
        group by 1, r.park_id, p.name, r.channel, r.kind
        order by 1, p.name nulls last, r.channel, r.kind`,
      );
      const out: RevenueRow[] = rows.map((r) => ({
        period: String(r.period),
        parkId: (r.park_id as string | null) ?? null,
        parkName: (r.park_name as string | null) ?? null,
        channel: num(r.channel),
        kind: r.kind as RevenueRow['kind'],
        transfers: num(r.transfers),
        revenueFen: num(r.revenue_fen),
        topUpFen: num(r.top_up_fen),
        refundedFen: num(r.refunded_fen),
        arrearsFen: num(r.arrears_fen),
      }));
      const totals = { transfers: 0, revenueFen: 0, topUpFen: 0, refundedFen: 0, arrearsFen: 0 };
      for (const r of out) {
        totals.transfers += r.transfers;
        totals.revenueFen += r.revenueFen;
        totals.topUpFen += r.topUpFen;
        totals.refundedFen += r.refundedFen;
        totals.arrearsFen += r.arrearsFen;
      }
      return { rows: out, totals };
    },

    /**
     * The ledger's movements of the range, oldest first, read a window of `window` transfers at a time (never the
     * whole range at once). One query a window: the next transfers of the asked parks (their own `park_id`) on the
     * (dealer, park, time, id) index for one park, the (dealer, time, id) one otherwise, kept aside (materialised),
     * then their lines; the last line's time comes back as text (microseconds exact) and the next window starts
     * after it.
     */
    async *windows(scope: ReportScope, window = EXPORT_WINDOW): AsyncGenerator<ExportLine[]> {
      let after: { at: string; id: string } | undefined;
      const from = dayStart(scope.from).toISOString();
      const to = dayAfter(scope.to).toISOString();
      const parks =
        scope.parkIds?.length === 1
          ? sql`tr.park_id = ${scope.parkIds[0]}`
          : parkFilter(sql`tr.park_id`, scope.parkIds);
      for (;;) {
        const cursor = after ? sql`and (tr.occurred_at, tr.id) > (${after.at}::timestamptz, ${after.id}::uuid)` : sql``;
        const rows = await queryRows<Record<string, unknown>>(
          db,
          sql`
          with w as materialized (
            select * from ledger_transfers tr
            where tr.dealer_id = ${scope.dealerId} and ${parks}
              and tr.occurred_at >= ${from} and tr.occurred_at < ${to} ${cursor}
            order by tr.occurred_at, tr.id limit ${window}
          )
          select l.*, l.occurred_at::text as cursor_at, p.name as park_name
          from (${transferLines(sql`true`, sql`w`)}) l left join parks p on p.id = l.park_id
          order by l.occurred_at, l.id`,
        );
        yield rows.map((r) => ({
          id: String(r.id),
          occurredAt: r.occurred_at instanceof Date ? r.occurred_at : new Date(r.occurred_at as string),
          transferKind: String(r.transfer_kind),
          orderNo: (r.order_no as string | null) ?? null,
          refundNo: (r.refund_no as string | null) ?? null,
          channel: num(r.channel),
          kind: String(r.kind),
          parkName: (r.park_name as string | null) ?? null,
          revenueFen: num(r.revenue_fen),
          topUpFen: num(r.top_up_fen),
          refundedFen: num(r.refunded_fen),
          arrearsFen: num(r.arrears_fen),
        }));
        const last = rows.at(-1);
        if (!last || rows.length < window) return;
        after = { at: String(last.cursor_at), id: String(last.id) };
      }
    },

    /** The same lines one by one. */
    async *lines(scope: ReportScope, window = EXPORT_WINDOW): AsyncGenerator<ExportLine> {
      for await (const batch of this.windows(scope, window)) yield* batch;
    },

    async occupancy(dealerId: string, parkId: string, day: string): Promise<OccupancyReport | undefined> {
      const [park] = await queryRows<{ total_spaces: number }>(
        db,
        sql`select total_spaces from parks where id = ${parkId} and dealer_id = ${dealerId}`,
      );
      if (!park) return undefined;
      const start = dayStart(day).toISOString();
      const end = dayAfter(day).toISOString();
      const hourOf = (column: string) =>
        sql`extract(hour from ((${sql.raw(column)} at time zone 'UTC') + interval '8 hours'))::int`;
      const [before] = await queryRows<{ n: string }>(
        db,
        sql`select count(*) as n from parking_sessions where park_id = ${parkId} and entered_at < ${start}
            and (exited_at is null or exited_at >= ${start})`,
      );
      const moves = await queryRows<{ hour: number; entries: string; exits: string }>(
        db,
        sql`select h as hour,
              (select count(*) from parking_sessions where park_id = ${parkId} and entered_at >= ${start}
                 and entered_at < ${end} and ${hourOf('entered_at')} = h) as entries,
              (select count(*) from parking_sessions where park_id = ${parkId} and exited_at >= ${start}
                 and exited_at < ${end} and ${hourOf('exited_at')} = h) as exits
            from generate_series(0, 23) h order by h`,
      );
      let occupied = num(before?.n);
      let peak = 0;
      let exits = 0;
      const hours = moves.map((m) => {
        occupied += num(m.entries) - num(m.exits);
        peak = Math.max(peak, occupied);
        exits += num(m.exits);
        return { hour: m.hour, entries: num(m.entries), exits: num(m.exits), occupied };
      });
      const spaces = num(park.total_spaces);
      return {
        parkId,
        day,
        totalSpaces: spaces,
        hours,
        turnover: spaces > 0 ? Math.round((exits / spaces) * 100) / 100 : 0,
        peakOccupancy: spaces > 0 ? Math.round((peak / spaces) * 1000) / 1000 : 0,
      };
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
