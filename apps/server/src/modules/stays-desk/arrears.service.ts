import { shanghaiDay } from '@parking/contracts/shanghai-time';
import {
  AppError,
  ErrorCode,
  formatYuan,
  parsePlate,
  type ArrearsPage,
  type ArrearsReminderResult,
  type OperatorProfile,
  type WriteOff,
  type WriteOffDecision,
} from '@parking/contracts';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { ArrearsQuery, ArrearsReminderRequest } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { drivers } from '../../db/schema/drivers';
import { driverPlates } from '../../db/schema/vehicles';
import { writeOutboxNotice } from '../../integrations/sms';
import type { AuditTrail } from '../audit';
import { mayActOnPark, parkScopeOf } from '../operators';
import type { StayCorrections } from './corrections.service';
import { cursorPageOf } from '../../db/paging';
import { plateIs } from '../../db/plates';
import { createStaysDeskRepository } from './stays-desk.repository';
import { cursorOf, notFound, outOfScope, owedOf, stayHeadOf, writeOffOf } from './stays-desk.service';

const DAY_MS = 86_400_000;

/**
 * Arrears (欠费追缴): stays left owing by park and plate with their age and totals (the same figures as the driver's
 * pay pages: fixed fee minus payments), SMS reminders at most once a day per driver, write-offs with four eyes.
 */
export function createArrearsDesk({
  db,
  clock,
  corrections,
  trail,
  signNameOf,
}: {
  db: Db;
  clock: Clock;
  corrections: StayCorrections;
  trail: AuditTrail;
  signNameOf: (dealerId: string) => Promise<string>;
}) {
  const repo = createStaysDeskRepository(db);

  async function list(operator: OperatorProfile, q: z.output<typeof ArrearsQuery>): Promise<ArrearsPage> {
    const scope = parkScopeOf(operator);
    if (q.parkId && scope && !scope.includes(q.parkId)) throw outOfScope();
    const where = repo.arrearsWhere({
      dealerId: operator.dealerId,
      parkIds: scope,
      parkId: q.parkId,
      plate: q.plate,
      wholePlate: q.plate !== undefined && parsePlate(q.plate).ok,
    });
    const [rows, totals] = await Promise.all([
      repo.arrears(where, cursorOf(q.cursor), q.pageSize),
      repo.arrearsTotals(where),
    ]);
    const now = clock.now().getTime();
    const page = cursorPageOf(rows, q.pageSize, ({ stay }) => [
      (stay.arrearsAt ?? stay.enteredAt).toISOString(),
      stay.id,
    ]);
    return {
      nextCursor: page.nextCursor,
      results: page.results.map(({ stay, parkName, pending }) => {
        const since = stay.arrearsAt ?? stay.exitedAt ?? stay.enteredAt;
        return {
          ...stayHeadOf(stay, parkName),
          arrearsAt: since.toISOString(),
          ageDays: Math.max(0, Math.floor((now - since.getTime()) / DAY_MS)),
          totalFen: stay.totalFen ?? 0,
          paidFen: stay.paidFen,
          owedFen: owedOf(stay),
          writeOffPending: Boolean(pending),
        };
      }),
      totals,
    };
  }

  async function remind(
    operator: OperatorProfile,
    body: z.output<typeof ArrearsReminderRequest>,
  ): Promise<ArrearsReminderResult> {
    const plateColor = body.plateColor ?? 0;
    const where = repo.arrearsWhere({
      dealerId: operator.dealerId,
      parkIds: parkScopeOf(operator),
      plate: body.plateNo,
      wholePlate: true,
      plateColor,
    });
    const { owedFen } = await repo.arrearsTotals(where);
    if (owedFen === 0) throw new AppError(ErrorCode.CONFLICT, '该车牌没有欠费');
    const phones = await db
      .selectDistinct({ phone: drivers.phone })
      .from(driverPlates)
      .innerJoin(drivers, eq(drivers.id, driverPlates.driverId))
      .where(
        and(
          eq(driverPlates.dealerId, operator.dealerId),
          ...plateIs(driverPlates, { plateNo: body.plateNo, plateColor }),
          isNull(driverPlates.unboundAt),
          isNotNull(drivers.phone),
        ),
      );
    if (phones.length === 0) throw new AppError(ErrorCode.CONFLICT, '该车牌未绑定车主手机号，无法发送短信');
    const now = clock.now();
    const signName = await signNameOf(operator.dealerId);
    let sent = 0;
    await db.transaction(async (tx) => {
      const txRepo = createStaysDeskRepository(tx);
      for (const { phone } of phones) {
        const fresh = await txRepo.insertReminder({
          dealerId: operator.dealerId,
          phone: phone!,
          plateNo: body.plateNo,
          plateColor,
          day: shanghaiDay(now),
          owedFen,
          operatorId: operator.id,
          sentAt: now,
        });
        if (!fresh) continue;
        sent += 1;
        await writeOutboxNotice(
          tx,
          {
            phone: phone!,
            signName,
            template: 'arrearsReminder',
            params: { plateNo: body.plateNo, owed: formatYuan(owedFen) },
            content: `您的车辆 ${body.plateNo} 有停车欠费 ${formatYuan(owedFen)} 元未缴，请在小程序“欠费补缴”中尽快补缴。`,
          },
          now,
        );
      }
      await trail.record(tx, {
        objectType: 'arrearsReminder',
        objectId: body.plateNo,
        before: null,
        after: { plateNo: body.plateNo, owedFen, sent, skipped: phones.length - sent },
      });
    });
    return { sent, skipped: phones.length - sent, owedFen };
  }

  async function requestWriteOff(operator: OperatorProfile, stayId: string, reason: string): Promise<WriteOff> {
    return db.transaction(async (tx) => {
      const stay = await corrections.lockedStay(tx, operator, stayId);
      const owed = owedOf(stay);
      if (stay.state !== 'arrears' || owed === 0) throw new AppError(ErrorCode.CONFLICT, '该订单没有欠费，无需核销');
      const txRepo = createStaysDeskRepository(tx);
      if ((await txRepo.writeOffsOfStay(stay.id)).some(({ w }) => w.state === 'pending')) {
        throw new AppError(ErrorCode.CONFLICT, '该订单已有待审批的核销申请');
      }
      const row = await txRepo.insertWriteOff({
        dealerId: stay.dealerId,
        parkId: stay.parkId,
        sessionId: stay.id,
        amountFen: owed,
        reason,
        requestedBy: operator.id,
        requestedByName: operator.displayName,
        requestedAt: clock.now(),
      });
      await trail.record(tx, {
        objectType: 'writeOff',
        objectId: row.id,
        before: null,
        after: { stayId, amountFen: owed, state: 'pending' },
      });
      return writeOffOf({ w: row, plateNo: stay.plateNo });
    });
  }

  async function decide(operator: OperatorProfile, id: string, body: WriteOffDecision): Promise<WriteOff> {
    return db.transaction(async (tx) => {
      const txRepo = createStaysDeskRepository(tx);
      const row = await txRepo.writeOff(operator.dealerId, id);
      if (!row) throw new AppError(ErrorCode.NOT_FOUND, '核销申请不存在');
      if (!mayActOnPark(operator, row.parkId)) throw outOfScope();
      if (row.requestedBy === operator.id) {
        throw new AppError(ErrorCode.FORBIDDEN, '不能审批自己提交的核销申请，请由另一位财务人员审批');
      }
      if (row.state !== 'pending') throw new AppError(ErrorCode.CONFLICT, '该核销申请已处理');
      const stay = await corrections.lockedStay(tx, operator, row.sessionId).catch(() => {
        throw notFound();
      });
      let approve = body.approve;
      let note = body.reason.trim();
      if (approve) {
        const written = await corrections.writeOff(tx, operator, stay, `核销：${row.reason}（审批：${note}）`);
        if (written === 0) {
          approve = false;
          note = `${note}（订单已无欠费，未核销）`;
        }
      }
      const decided = await txRepo.updateWriteOff(row.id, {
        state: approve ? 'approved' : 'refused',
        decidedBy: operator.id,
        decidedByName: operator.displayName,
        decidedAt: clock.now(),
        decisionNote: note,
      });
      await trail.record(tx, {
        objectType: 'writeOff',
        objectId: row.id,
        before: { state: row.state },
        after: { state: decided.state, decisionNote: note },
      });
      return writeOffOf({ w: decided, plateNo: stay.plateNo });
    });
  }

  async function writeOffs(operator: OperatorProfile, state?: string): Promise<WriteOff[]> {
    return (await repo.writeOffs(operator.dealerId, parkScopeOf(operator), state)).map(writeOffOf);
  }

  return { list, remind, requestWriteOff, decide, writeOffs };
}
export type ArrearsDesk = ReturnType<typeof createArrearsDesk>;
