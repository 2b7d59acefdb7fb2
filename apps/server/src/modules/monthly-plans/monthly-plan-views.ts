import {
  bagUnitLabel,
  formatFen,
  isConsumableKind,
  type BagProduct,
  bagApplicationStatusLabel,
  bagCancelStatusLabel,
  bagKindLabel,
  bagPaymentKindLabel,
  bagPlanStateLabel,
  bagVehicleClassLabel,
  type BagApplication,
  type BagPlan,
  type OperatorBagApplication,
  type OperatorBagCancellation,
  type OperatorBagPlan,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { planState } from './monthly-plan-rules';
import type {
  BagApplicationRow,
  BagCancellationRow,
  BagPlanRow,
  BagProductRow,
  MonthlyPlansRepository,
} from './monthly-plans.repository';

/** A time as the API writes it. */
export const iso = (d: Date | number) => new Date(d).toISOString();
export const maskId = (id: string) =>
  id.length > 8 ? `${id.slice(0, 4)}${'*'.repeat(id.length - 8)}${id.slice(-4)}` : id;

export function toProduct(row: BagProductRow): BagProduct {
  return {
    productId: row.id,
    parkId: row.parkId,
    kind: row.kind,
    kindName: bagKindLabel[row.kind],
    vehicleClass: row.vehicleClass,
    vehicleClassName: bagVehicleClassLabel[row.vehicleClass],
    priceFen: row.priceFen,
    windows: row.windows ?? null,
    quantity: row.quantity,
    maxPlates: row.maxPlates,
  };
}

/** A card's balance as a driver reads it: 剩余 8次, 剩余 120.00元. */
/** One payment of a plan (its first period, a renewal, a top-up), as the driver's and the operator's lists show it. */
export function toPayment(r: Awaited<ReturnType<MonthlyPlansRepository['paymentsOf']>>[number]) {
  return {
    orderNo: r.orderNo,
    kind: r.kind,
    kindText: bagPaymentKindLabel[r.kind],
    amountFen: r.amountFen,
    payChannel: r.payChannel,
    periodFrom: iso(r.periodFrom),
    periodUntil: iso(r.periodUntil),
    paidAt: iso(r.paidAt),
  };
}

export function balanceText(row: Pick<BagPlanRow, 'kind' | 'balance'>): string | null {
  if (!isConsumableKind(row.kind) || row.balance === null) return null;
  return row.kind === 'storedValue' ? `剩余 ${formatFen(row.balance)}` : `剩余 ${row.balance}${bagUnitLabel[row.kind]}`;
}

/** What a driver and an operator read of applications, plans and cancellations. */
export function createMonthlyPlanViews({
  repo,
  clock,
  refundNow,
}: {
  repo: MonthlyPlansRepository;
  clock: Clock;
  refundNow: (row: BagPlanRow) => Promise<{ total: number }>;
}) {
  async function toApplication(row: BagApplicationRow): Promise<BagApplication> {
    const [park, product] = await Promise.all([repo.park(row.dealerId, row.parkId), repo.product(row.productId)]);
    return {
      applicationId: row.id,
      parkId: row.parkId,
      parkName: park?.name ?? '',
      product: toProduct(product!),
      plates: row.plates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor === 2 ? 2 : null })),
      applicantName: row.applicantName,
      phone: row.phone,
      idNumberMasked: maskId(row.idNumber),
      licencePictures: row.licencePictures,
      proofPictures: row.proofPictures,
      startDate: row.startDate,
      status: row.status,
      statusText: bagApplicationStatusLabel[row.status],
      reviewReason: row.reviewReason,
      planId: row.planId,
      submittedAt: iso(row.createdAt),
    };
  }

  /** A page of plans as the operator lists them: plates, cancellations and payments read once for the page. */
  async function toOperatorPlans(rows: BagPlanRow[]): Promise<OperatorBagPlan[]> {
    const ids = rows.map((row) => row.id);
    const [plates, cancellations, payments] = await Promise.all([
      repo.platesOf(ids),
      repo.latestCancellations(ids),
      repo.paymentsOfPlans(ids),
    ]);
    return Promise.all(
      rows.map(async (row) => ({
        ...(await toPlan(
          row,
          plates.filter((p) => p.planId === row.id),
          cancellations.get(row.id) ?? null,
        )),
        driverId: row.driverId,
        note: row.note,
        payments: (payments.get(row.id) ?? []).map(toPayment),
      })),
    );
  }
  const toOperatorPlan = async (row: BagPlanRow): Promise<OperatorBagPlan> => (await toOperatorPlans([row]))[0]!;

  async function toOperatorCancellation(row: BagCancellationRow): Promise<OperatorBagCancellation> {
    const plan = (await repo.plan(row.planId))!;
    const [park, plates] = await Promise.all([repo.park(plan.dealerId, plan.parkId), repo.platesOf([plan.id])]);
    return {
      cancellationId: row.id,
      planId: plan.id,
      driverId: row.driverId,
      parkName: park?.name ?? '',
      kindName: bagKindLabel[plan.kind],
      plates: plates.map((p) => p.plateNo),
      reason: row.reason,
      status: row.status,
      statusText: bagCancelStatusLabel[row.status],
      reviewReason: row.reviewReason,
      refundFen: row.refundFen ?? (row.status === 'pending' ? (await refundNow(plan)).total : 0),
      requestedAt: iso(row.createdAt),
      decidedAt: row.decidedAt ? iso(row.decidedAt) : null,
    };
  }

  const toOperatorApplication = async (row: BagApplicationRow): Promise<OperatorBagApplication> => ({
    ...(await toApplication(row)),
    idNumber: row.idNumber,
    driverId: row.driverId,
  });

  async function toPlan(
    row: BagPlanRow,
    plates?: { plateNo: string; plateColor: number }[],
    cancellation?: BagCancellationRow | null,
  ): Promise<BagPlan> {
    const [park, product, ownPlates, latest, refundable] = await Promise.all([
      repo.park(row.dealerId, row.parkId),
      row.productId ? repo.product(row.productId) : Promise.resolve(undefined),
      plates ? Promise.resolve(plates) : repo.platesOf([row.id]),
      cancellation !== undefined
        ? Promise.resolve(cancellation ?? undefined)
        : repo.latestCancellations([row.id]).then((m) => m.get(row.id)),
      refundNow(row),
    ]);
    const { state, daysLeft } = planState(row.validFrom.getTime(), row.validUntil.getTime(), clock.now().getTime());
    return {
      planId: row.id,
      parkId: row.parkId,
      parkName: park?.name ?? '',
      kind: row.kind,
      kindName: bagKindLabel[row.kind],
      vehicleClassName: bagVehicleClassLabel[row.vehicleClass],
      plates: ownPlates.map((p) => ({ plateNo: p.plateNo, plateColor: p.plateColor === 2 ? 2 : null })),
      windows: row.windows ?? null,
      validFrom: iso(row.validFrom),
      validUntil: iso(row.validUntil),
      state,
      stateText: bagPlanStateLabel[state],
      daysLeft,
      priceFen: product?.priceFen ?? 0,
      balance: row.balance,
      purchased: row.purchased,
      balanceText: balanceText(row),
      maxPlates: row.maxPlates,
      granted: row.kind === 'free',
      refundableFen: refundable.total,
      cancellation: latest
        ? {
            cancellationId: latest.id,
            status: latest.status,
            statusText: bagCancelStatusLabel[latest.status],
            reason: latest.reason,
            reviewReason: latest.reviewReason,
            refundFen: latest.refundFen,
            requestedAt: iso(latest.createdAt),
          }
        : null,
    };
  }

  return { toApplication, toOperatorPlan, toOperatorPlans, toOperatorCancellation, toOperatorApplication, toPlan };
}
