import {
  API_BASE,
  AppError,
  ErrorCode,
  PARKING_PICTURE_URL_TTL_MS,
  parsePlate,
  payChannelLabel,
  sessionStateText,
  type OperatorProfile,
  type PayChannel,
  type StayDetail,
  type StayPage,
  type StaySummary,
  type StaysQuery,
  type WriteOff,
} from '@parking/contracts';
import type { z } from 'zod';
import type { StaysQuery as StaysQuerySchema } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { toAuditEntry } from '../audit';
import { parkScopeOf, mayActOnPark } from '../operators';
import type { StayPricer } from '../parking';
import type { ParkingPictures } from '../parking';
import { explainFee, feeRuleLabels, FeeInputError } from '../tariffs';
import { cursorPageOf, decodeCursor } from '../../db/paging';
import { createStaysDeskRepository, type Cursor, type StayRow, type WriteOffRow } from './stays-desk.repository';

export type ParsedStaysQuery = z.output<typeof StaysQuerySchema>;
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const OPEN: readonly string[] = ['parked', 'awaitingPayment'];

export const notFound = () => new AppError(ErrorCode.NOT_FOUND, '订单不存在');
export const outOfScope = () => new AppError(ErrorCode.FORBIDDEN, '当前账号无权管理该车场');

/** What a stay that left owes now (its fixed fee minus payments); nothing for one that settled. */
export const owedOf = (stay: Pick<StayRow, 'state' | 'totalFen' | 'paidFen'>) =>
  stay.state === 'arrears' ? Math.max(0, (stay.totalFen ?? 0) - stay.paidFen) : 0;

/** Which stay a row of the desk's lists is: its park, its plate and when it came and went. */
export const stayHeadOf = (stay: StayRow, parkName: string) => ({
  stayId: stay.id,
  parkId: stay.parkId,
  parkName,
  plateNo: stay.plateNo,
  plateColor: stay.plateColor,
  enteredAt: stay.enteredAt.toISOString(),
  exitedAt: iso(stay.exitedAt),
});

/** A cursor the operator's browser sent back: refused plainly when it was tampered with. */
export function cursorOf(text: string | undefined): Cursor | undefined {
  const key = decodeCursor(text, 2);
  if (!key) return undefined;
  const [at, id] = key;
  const when = typeof at === 'string' ? new Date(at) : undefined;
  if (!when || Number.isNaN(when.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError(ErrorCode.INVALID_INPUT, '翻页参数错误，请从第一页重新查询');
  }
  return { at: when, id };
}

export const writeOffOf = ({ w, plateNo }: { w: WriteOffRow; plateNo: string }): WriteOff => ({
  id: w.id,
  stayId: w.sessionId,
  parkId: w.parkId,
  plateNo,
  amountFen: w.amountFen,
  reason: w.reason,
  state: w.state as WriteOff['state'],
  requestedBy: w.requestedByName,
  requestedAt: w.requestedAt.toISOString(),
  decidedBy: w.decidedByName,
  decidedAt: iso(w.decidedAt),
  decisionNote: w.decisionNote,
});

interface Deps {
  db: Db;
  clock: Clock;
  pricer: StayPricer;
  pictures: ParkingPictures;
}

/** The stays desk's reads: the keyset-paged search and a stay's detail (decision 091). */
export function createStaysDeskReads({ db, clock, pricer, pictures }: Deps) {
  const repo = createStaysDeskRepository(db);

  /** The stay, if it is the operator's dealer's (404 otherwise) and in their parks (403 otherwise). */
  async function stayFor(operator: OperatorProfile, stayId: string) {
    const row = await repo.stayOfDealer(operator.dealerId, stayId);
    if (!row) throw notFound();
    if (!mayActOnPark(operator, row.stay.parkId)) throw outOfScope();
    return row;
  }

  function summaryOf(stay: StayRow, parkName: string, laneNames: Map<string, string>): StaySummary {
    return {
      ...stayHeadOf(stay, parkName),
      state: stay.state,
      stateText: sessionStateText(stay.state, stay.arrearsAt !== null),
      entryLaneName: stay.entryLaneId ? (laneNames.get(stay.entryLaneId) ?? null) : null,
      exitLaneName: stay.exitLaneId ? (laneNames.get(stay.exitLaneId) ?? null) : null,
      totalFen: stay.totalFen,
      paidFen: stay.paidFen,
      owedFen: owedOf(stay),
      endedBy: stay.endedBy,
    };
  }

  async function search(operator: OperatorProfile, q: ParsedStaysQuery): Promise<StayPage> {
    const scope = parkScopeOf(operator);
    if (q.parkId && scope && !scope.includes(q.parkId)) throw outOfScope();
    const whole = q.plate !== undefined && parsePlate(q.plate).ok;
    const rows = await repo.search(
      {
        dealerId: operator.dealerId,
        parkIds: scope,
        plate: q.plate,
        wholePlate: whole,
        parkId: q.parkId,
        laneId: q.laneId,
        from: q.from ? new Date(q.from) : undefined,
        to: q.to ? new Date(q.to) : undefined,
        state: q.state,
        channel: q.channel !== undefined ? Number(q.channel) : undefined,
      },
      cursorOf(q.cursor),
      q.pageSize,
    );
    const lanes = await repo.laneNames(rows.flatMap(({ stay }) => [stay.entryLaneId, stay.exitLaneId]));
    const page = cursorPageOf(rows, q.pageSize, ({ stay }) => [stay.enteredAt.toISOString(), stay.id]);
    return { ...page, results: page.results.map(({ stay, parkName }) => summaryOf(stay, parkName, lanes)) };
  }

  /** The fee engine's view of the stay: a quote now while in the park, at its exit once gone. */
  async function feeOf(stay: StayRow) {
    const rule = await pricer.ruleOf(stay.feeRuleId);
    const at = OPEN.includes(stay.state) ? clock.now() : stay.exitedAt;
    if (!at || stay.state === 'abnormal') return { rule, quote: undefined };
    try {
      return { rule, quote: await pricer.quote(stay, at) };
    } catch (error) {
      if (error instanceof FeeInputError) return { rule, quote: undefined };
      throw error;
    }
  }

  async function detail(operator: OperatorProfile, stayId: string): Promise<StayDetail> {
    const { stay, parkName } = await stayFor(operator, stayId);
    const lanes = await repo.laneNames([stay.entryLaneId, stay.exitLaneId]);
    const { rule, quote } = await feeOf(stay);
    const expires = new Date(clock.now().getTime() + PARKING_PICTURE_URL_TTL_MS);
    const picture = (key: string | null) => (key ? pictures.signedUrl(key, expires, API_BASE) : null);
    const [payments, refunds, coupons, invoices, tickets, corrections, writeOffs, audit] = await Promise.all([
      repo.payments(stay.id),
      repo.refunds(stay.id),
      repo.coupons(stay.id),
      repo.invoices(stay.id),
      repo.tickets(stay.id),
      repo.corrections(stay.id),
      repo.writeOffsOfStay(stay.id),
      repo.audit(stay.dealerId, stay.id),
    ]);
    return {
      ...summaryOf(stay, parkName, lanes),
      dealerId: stay.dealerId,
      feeRuleId: stay.feeRuleId,
      feeRuleLabels: feeRuleLabels(rule),
      engineFeeFen: quote?.totalFen ?? null,
      dueFen: OPEN.includes(stay.state) ? (quote?.dueFen ?? 0) : owedOf(stay),
      explanation: quote ? explainFee(rule, quote) : null,
      pictures: { entry: picture(stay.entryPicture), exit: picture(stay.exitPicture) },
      payments: payments.map((p) => ({
        id: p.id,
        amountFen: p.amountFen,
        channel: p.channel,
        channelText: payChannelLabel[p.channel as PayChannel] ?? String(p.channel),
        paidAt: p.paidAt.toISOString(),
      })),
      refunds: refunds.map((r) => ({ ...r, at: r.at.toISOString() })),
      coupons,
      invoices: invoices.map((i) => ({ ...i, state: String(i.state) })),
      tickets: tickets.map((t) => ({ ...t, state: String(t.state) })),
      corrections: corrections.map((c) => ({
        id: c.id,
        kind: c.kind,
        reason: c.reason,
        operatorName: c.operatorName,
        feeBeforeFen: c.feeBeforeFen,
        feeAfterFen: c.feeAfterFen,
        at: c.createdAt.toISOString(),
      })),
      writeOffs: writeOffs.map(writeOffOf),
      audit: audit.map(toAuditEntry),
    };
  }

  return { search, detail, stayFor };
}
export type StaysDeskReads = ReturnType<typeof createStaysDeskReads>;
export type { StaysQuery };
