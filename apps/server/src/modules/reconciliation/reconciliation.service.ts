import {
  AppError,
  ErrorCode,
  SIDE_OF_DIFFERENCE,
  type DifferenceList,
  type OperatorProfile,
  type ReconcileRunResult,
  type ReconciliationDay,
  type ReconciliationDifference,
  type Resolution,
} from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import {
  reconciliationClosedDays,
  reconciliationDifferences,
  reconciliationRuns,
} from '../../db/schema/reconciliation';
import type { PaymentProvider, ProviderName } from '../../integrations/payments';
import type { AuditTrail } from '../audit';
import { operatorsPort } from '../operators';
import { reconcileDay, reconciliationPort, type ReconcileReport } from '../payments';

type DifferenceRow = typeof reconciliationDifferences.$inferSelect;

export interface ReconciliationDeps {
  db: Db;
  clock: Clock;
  trail: AuditTrail;
  providers: { byName(name: ProviderName): PaymentProvider | undefined; names(): ProviderName[] };
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

const toDifference = (row: DifferenceRow, resolvedByName: string | null): ReconciliationDifference => ({
  id: row.id,
  provider: row.provider,
  day: row.day,
  kind: row.kind,
  side: SIDE_OF_DIFFERENCE[row.kind] ?? 'amount',
  orderNo: row.orderNo,
  refundNo: row.refundNo,
  providerFen: row.providerFen,
  ourFen: row.ourFen,
  detail: row.detail,
  state: row.state as 'open' | 'resolved',
  resolution: (row.resolution as Resolution | null) ?? null,
  note: row.note,
  resolvedByName,
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** The dealers whose day is closed: a run stores nothing more for them. */
async function closedDealers(db: Db, day: string): Promise<Set<string>> {
  const rows = await db
    .select({ dealerId: reconciliationClosedDays.dealerId })
    .from(reconciliationClosedDays)
    .where(eq(reconciliationClosedDays.day, day));
  return new Set(rows.map((r) => r.dealerId));
}

/** What an earlier run found and this one no longer does (the sweeper captured it since) resolves itself. */
async function resolveVanished(tx: Db, provider: string, day: string, found: Set<string>, now: Date) {
  const open = await tx
    .select()
    .from(reconciliationDifferences)
    .where(
      and(
        eq(reconciliationDifferences.provider, provider),
        eq(reconciliationDifferences.day, day),
        eq(reconciliationDifferences.state, 'open'),
      ),
    );
  for (const row of open.filter((r) => !found.has(`${r.kind}|${r.orderNo}|${r.refundNo ?? ''}`))) {
    await tx
      .update(reconciliationDifferences)
      .set({ state: 'resolved', resolution: 'accept', note: '重新对账后一致', resolvedAt: now })
      .where(eq(reconciliationDifferences.id, row.id));
  }
}

/**
 * Reconciliation (对账, decision 093): the providers' daily bills against our orders and refunds. A run stores each
 * difference once (per provider, day, kind, order, refund) for the dealer of our order; an operator resolves each with
 * a note; a dealer's day closes when its last difference is resolved, and a closed day takes nothing more.
 */
export function createReconciliation({ db, clock, trail, providers, log }: ReconciliationDeps) {
  const billing = () =>
    providers
      .names()
      .map((name) => providers.byName(name))
      .filter((p): p is PaymentProvider => p !== undefined && typeof p.downloadBill === 'function');

  /** Reconciles one provider's bill of a day and stores the run and what differs; returns the report. */
  async function runProvider(provider: PaymentProvider, day: string): Promise<ReconcileReport> {
    const report = await reconcileDay(db, provider, day);
    const dealers = await reconciliationPort.dealersOfOrders(
      db,
      report.differences.map((d) => d.orderNo),
    );
    const closed = await closedDealers(db, day);
    await db.transaction(async (tx) => {
      await tx
        .insert(reconciliationRuns)
        .values({
          provider: provider.name,
          day,
          billLines: report.billLines,
          billPaidFen: report.billPaidFen,
          billRefundedFen: report.billRefundedFen,
          ranAt: clock.now(),
        })
        .onConflictDoUpdate({
          target: [reconciliationRuns.provider, reconciliationRuns.day],
          set: { billLines: report.billLines, billPaidFen: report.billPaidFen, ranAt: clock.now() },
        });
      const found = new Set<string>();
      for (const d of report.differences) {
        const dealerId = dealers.get(d.orderNo) ?? null;
        if (dealerId && closed.has(dealerId)) {
          log.warn({ provider: provider.name, day, difference: d }, 'difference found on a closed day: not stored');
          continue;
        }
        found.add(`${d.kind}|${d.orderNo}|${d.refundNo ?? ''}`);
        await tx
          .insert(reconciliationDifferences)
          .values({
            dealerId,
            provider: provider.name,
            day,
            kind: d.kind,
            orderNo: d.orderNo,
            refundNo: d.refundNo ?? null,
            providerFen: d.providerFen ?? null,
            ourFen: d.ourFen ?? null,
            detail: d.detail,
          })
          .onConflictDoNothing();
      }
      await resolveVanished(tx, provider.name, day, found, clock.now());
    });
    return report;
  }

  async function run(day: string): Promise<ReconcileRunResult> {
    const result: ReconcileRunResult = { day, providers: [] };
    for (const provider of billing()) {
      const differences = (await runProvider(provider, day)).differences.length;
      const [runRow] = await db
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.provider, provider.name), eq(reconciliationRuns.day, day)));
      result.providers.push({ provider: provider.name, billLines: runRow?.billLines ?? 0, differences });
    }
    return result;
  }

  return {
    run,

    /** The daily job's round: yesterday's bills of every provider not reconciled yet (a failure waits for the next). */
    async daily(): Promise<void> {
      const yesterday = shanghaiDay(new Date(clock.now().getTime() - 86_400_000));
      const done = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, yesterday));
      for (const provider of billing()) {
        if (done.some((r) => r.provider === provider.name)) continue;
        try {
          const n = (await runProvider(provider, yesterday)).differences.length;
          log.info({ provider: provider.name, day: yesterday, differences: n }, 'reconciled');
        } catch (error) {
          log.warn(
            { err: error, provider: provider.name, day: yesterday },
            'reconciliation failed; next round retries',
          );
        }
      }
    },

    /**
     * One provider's run of a day, stored as the job's and the operator's are (the 对账 screen lists it): what
     * `npm run reconcile` does. Today at the latest.
     */
    async runProvider(provider: PaymentProvider, day: string): Promise<ReconcileReport> {
      if (day > shanghaiDay(clock.now())) throw new AppError(ErrorCode.INVALID_INPUT, '不能对账未来的日期');
      return runProvider(provider, day);
    },

    /** The operator's run of a day (today at the latest). */
    async runFor(day: string): Promise<ReconcileRunResult> {
      if (day > shanghaiDay(clock.now())) throw new AppError(ErrorCode.INVALID_INPUT, '不能对账未来的日期');
      return run(day);
    },

    async days(dealerId: string, from: string, to: string): Promise<ReconciliationDay[]> {
      const rows = await queryRows<{
        day: string;
        providers: string[] | string;
        open: string;
        resolved: string;
        closed: boolean;
      }>(
        db,
        sql`
        select r.day::text as day, array_agg(distinct r.provider) as providers,
          (select count(*) from reconciliation_differences d where d.dealer_id = ${dealerId} and d.day = r.day and d.state = 'open') as open,
          (select count(*) from reconciliation_differences d where d.dealer_id = ${dealerId} and d.day = r.day and d.state = 'resolved') as resolved,
          exists (select 1 from reconciliation_closed_days c where c.dealer_id = ${dealerId} and c.day = r.day) as closed
        from reconciliation_runs r
        where r.day between ${from}::date and ${to}::date
        group by r.day order by r.day desc`,
      );
      return rows.map((r) => ({
        day: r.day,
        providers: Array.isArray(r.providers) ? r.providers : String(r.providers).replace(/[{}]/g, '').split(','),
        open: Number(r.open),
        resolved: Number(r.resolved),
        closed: r.closed || Number(r.open) === 0,
      }));
    },

    async differences(dealerId: string, day: string, state?: 'open' | 'resolved'): Promise<DifferenceList> {
      const rows = await db
        .select()
        .from(reconciliationDifferences)
        .where(
          and(
            eq(reconciliationDifferences.dealerId, dealerId),
            eq(reconciliationDifferences.day, day),
            state ? eq(reconciliationDifferences.state, state) : undefined,
          ),
        )
        .orderBy(asc(reconciliationDifferences.provider), asc(reconciliationDifferences.orderNo));
      // The resolvers' names through the operators' port (decision 095), a second query by ids.
      const names = await operatorsPort(db).namesByIds(rows.map((r) => r.resolvedBy));
      const differences = rows.map((r) => toDifference(r, names.get(r.resolvedBy ?? '') ?? null));
      return { day, closed: (await closedDealers(db, day)).has(dealerId), differences };
    },

    async resolve(
      operator: OperatorProfile,
      differenceId: string,
      input: { resolution: Resolution; note: string },
    ): Promise<ReconciliationDifference> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(reconciliationDifferences)
          .where(
            and(
              eq(reconciliationDifferences.id, differenceId),
              eq(reconciliationDifferences.dealerId, operator.dealerId),
            ),
          )
          .for('update');
        if (!row) throw new AppError(ErrorCode.NOT_FOUND, '差异不存在');
        const [closed] = await tx
          .select()
          .from(reconciliationClosedDays)
          .where(
            and(eq(reconciliationClosedDays.dealerId, operator.dealerId), eq(reconciliationClosedDays.day, row.day)),
          );
        if (closed) throw new AppError(ErrorCode.CONFLICT, '该日对账已关闭，不能再处理');
        if (row.state !== 'open') throw new AppError(ErrorCode.CONFLICT, '该差异已处理');
        const now = clock.now();
        const [after] = await tx
          .update(reconciliationDifferences)
          .set({
            state: 'resolved',
            resolution: input.resolution,
            note: input.note,
            resolvedBy: operator.id,
            resolvedAt: now,
          })
          .where(and(eq(reconciliationDifferences.id, row.id), eq(reconciliationDifferences.state, 'open')))
          .returning();
        await trail.record(tx, {
          objectType: 'reconciliationDifference',
          objectId: row.id,
          before: { state: 'open', resolution: null, note: null },
          after: { state: 'resolved', resolution: input.resolution, note: input.note },
        });
        const [left] = await queryRows<{ n: string }>(
          tx,
          sql`select count(*) as n from reconciliation_differences
              where dealer_id = ${operator.dealerId} and day = ${row.day}::date and state = 'open'`,
        );
        if (Number(left?.n ?? 0) === 0) {
          await tx
            .insert(reconciliationClosedDays)
            .values({ dealerId: operator.dealerId, day: row.day, closedAt: now, closedBy: operator.id })
            .onConflictDoNothing();
          await trail.record(tx, {
            objectType: 'reconciliationDay',
            objectId: row.day,
            before: { closed: false },
            after: { closed: true },
          });
        }
        return toDifference(after!, operator.displayName);
      });
    },
  };
}
export type Reconciliation = ReturnType<typeof createReconciliation>;
