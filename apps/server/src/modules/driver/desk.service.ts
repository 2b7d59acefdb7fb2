import {
  AppError,
  ErrorCode,
  maskIdNumber,
  maskName,
  maskPhone,
  OperatorRole,
  type DriverDetail,
  type DriverPersonalData,
  type DriverSummary,
  type OperatorProfile,
  type PageQuery,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import type { AuditTrail } from '../audit';
import { parkScopeOf } from '../operators';
import type { SessionsService } from '../sessions';
import { createDriverDeskRepository } from './desk.repository';
import type { DriverRow } from './drivers.repository';

/** Roles that may see a driver's personal data in full (each view audited with its reason). */
export const REVEAL_ROLES: readonly OperatorRole[] = [OperatorRole.ADMIN, OperatorRole.SERVICE];
const mayReveal = (operator: OperatorProfile) => operator.roles.some((r) => REVEAL_ROLES.includes(r));
const notFound = () => new AppError(ErrorCode.NOT_FOUND, '车主不存在');
const iso = (d: Date | null) => d?.toISOString() ?? null;
const ticketNoOf = (seq: number) => `CS${String(seq).padStart(8, '0')}`;

/**
 * The drivers desk (decision 088). Personal data is masked in every answer but `reveal`, which admins and service
 * agents call with a reason, recorded in the audit log in the same transaction as it is read. Park-scoped operators
 * (park managers, cashiers) see the driver's plates and what happened at their parks: no wallet, orders or tickets.
 */
export function createDriverDeskService(deps: {
  db: Db;
  clock: Clock;
  trail: AuditTrail;
  sessions: Pick<SessionsService, 'revokeAllOf'>;
  walletFen: (dealerId: string, driverId: string) => Promise<number>;
}) {
  const { db, clock, trail } = deps;
  const repo = createDriverDeskRepository(db);

  const summaryOf = (row: DriverRow, plates: string[]): DriverSummary => ({
    driverId: row.id,
    phone: row.phone ? maskPhone(row.phone) : null,
    nickName: row.nickName,
    plates,
    createdAt: row.createdAt.toISOString(),
    disabled: row.disabledAt !== null,
  });

  async function found(operator: OperatorProfile, driverId: string) {
    const row = await repo.driver(operator.dealerId, driverId);
    if (!row) throw notFound();
    return row;
  }

  async function detail(operator: OperatorProfile, row: DriverRow): Promise<DriverDetail> {
    const { dealerId } = operator;
    const scope = parkScopeOf(operator);
    const dealerWide = scope === undefined;
    const plates = (await repo.platesOf([row.id])).get(row.id) ?? [];
    const [stays, orders, plans, tickets, ids, walletFen] = await Promise.all([
      repo.stays(dealerId, plates, scope),
      dealerWide ? repo.orders(dealerId, row.id) : [],
      repo.plans(dealerId, row.id, scope),
      dealerWide ? repo.tickets(dealerId, row.id) : [],
      dealerWide ? repo.idNumbers(dealerId, row.id) : [],
      dealerWide ? deps.walletFen(dealerId, row.id) : null,
    ]);
    return {
      ...summaryOf(row, plates),
      userName: maskName(row.userName),
      disabledAt: iso(row.disabledAt),
      disabledReason: row.disabledReason,
      mayReveal: mayReveal(operator),
      idNumbers: ids.map((i) => ({ source: i.source, idNumber: maskIdNumber(i.idNumber) })),
      stays: stays.map((s) => ({ ...s, enteredAt: s.enteredAt.toISOString(), exitedAt: iso(s.exitedAt) })),
      orders: orders.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })),
      walletFen,
      plans: plans.map((p) => ({
        planId: p.planId,
        parkName: p.parkName,
        kind: p.kind,
        validFrom: p.validFrom.toISOString(),
        validUntil: p.validUntil.toISOString(),
        ended: p.endedAt !== null || p.validUntil < clock.now(),
      })),
      tickets: tickets.map((t) => ({
        ticketId: t.ticketId,
        ticketNo: ticketNoOf(t.seq),
        kind: t.kind,
        state: t.state,
        createdAt: t.createdAt.toISOString(),
      })),
    };
  }

  return {
    async search(operator: OperatorProfile, q: string | undefined, page: PageQuery) {
      const { results, totalRecord } = await repo.search(operator.dealerId, q, page);
      const plates = await repo.platesOf(results.map((r) => r.id));
      return pageOf(
        results.map((r) => summaryOf(r, plates.get(r.id) ?? [])),
        totalRecord,
      );
    },

    async deleted(operator: OperatorProfile, page: PageQuery) {
      const { results, totalRecord } = await repo.deleted(operator.dealerId, page);
      return pageOf(
        results.map((r) => ({
          driverId: r.id,
          createdAt: r.createdAt.toISOString(),
          deletedAt: r.deletedAt!.toISOString(),
        })),
        totalRecord,
      );
    },

    detail: async (operator: OperatorProfile, driverId: string) => detail(operator, await found(operator, driverId)),

    /** The full personal data, read and recorded (with the request's reason) in one transaction. */
    async reveal(operator: OperatorProfile, driverId: string): Promise<DriverPersonalData> {
      return db.transaction(async (tx) => {
        const r = createDriverDeskRepository(tx);
        const row = await r.driver(operator.dealerId, driverId);
        if (!row) throw notFound();
        const idNumbers = await r.idNumbers(operator.dealerId, driverId);
        // What was shown, never the data itself: the log must not become a second copy of it.
        await trail.record(tx, {
          objectType: 'driverPersonalData',
          objectId: driverId,
          before: null,
          after: { viewed: ['phone', 'userName', ...(idNumbers.length ? ['idNumbers'] : [])].join(',') },
        });
        return { phone: row.phone, userName: row.userName, idNumbers };
      });
    },

    /** Disables (all sessions end; no new sign-in) or enables an account. */
    async setDisabled(operator: OperatorProfile, driverId: string, disabled: boolean, reason: string) {
      const row = await found(operator, driverId);
      if (disabled === (row.disabledAt !== null)) {
        throw new AppError(ErrorCode.CONFLICT, disabled ? '该账号已停用' : '该账号未停用');
      }
      const now = clock.now();
      await db.transaction(async (tx) => {
        await createDriverDeskRepository(tx).setDisabled(driverId, disabled ? { at: now, reason } : null, now);
        await trail.record(tx, {
          objectType: 'driver',
          objectId: driverId,
          before: { disabled: row.disabledAt !== null },
          after: { disabled },
        });
      });
      if (disabled) await deps.sessions.revokeAllOf(driverId, 'disabled');
      return detail(operator, (await repo.driver(operator.dealerId, driverId))!);
    },
  };
}
export type DriverDeskService = ReturnType<typeof createDriverDeskService>;
