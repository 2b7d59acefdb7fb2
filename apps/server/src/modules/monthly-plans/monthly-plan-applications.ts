import {
  AppError,
  BAG_PURCHASE,
  BagApplicationStatus,
  ErrorCode,
  bagApplicationStatusLabel,
  bagKindLabel,
  formatPlateNo,
  type BagApplication,
  type BagApplicationEdited,
  type BagApplied,
} from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { and, eq, isNull } from 'drizzle-orm';
import { bagApplications } from '../../db/schema/monthly-plans';
import type { PayAnswer } from '../payments';
import { earliestStart, startDateProblem, startOf } from './monthly-plan-rules';
import type { BagApplicationRow, BagProductRow } from './monthly-plans.repository';
import { wrongState, EDITABLE, type DriverRef, type OpenPurchase } from './monthly-plan-access';
import type { MonthlyPlanAccess } from './monthly-plan-access';

/** A driver's side of a monthly plan before it exists: the park's offer, applying with materials, editing, paying. */
export function createMonthlyPlanApplications(access: MonthlyPlanAccess) {
  const {
    db,
    repo,
    pictures,
    clock,
    parkOf,
    checkPictures,
    checkVehicleClass,
    storedPlates,
    checkPlatesFree,
    toApplication,
    ownApplication,
    checkQuota,
  } = access;
  type Park = Awaited<ReturnType<typeof parkOf>>;

  /** What the park and the product ask of an application's plates and materials (new or edited). */
  function checkOffer(park: Park, product: BagProductRow, input: BagApplicationEdited) {
    checkVehicleClass(product, input.plates);
    if (input.plates.length > product.maxPlates) {
      throw new AppError(ErrorCode.BAG_PLATES_FULL, `该月卡最多绑定 ${product.maxPlates} 辆车`);
    }
    if (park.needsProof && input.proofPictures.length === 0) {
      throw new AppError(ErrorCode.INVALID_INPUT, '该停车场需上传居住或工作证明');
    }
  }

  /** The application's submitted fields: plates free from its start (`editing` aside), pictures ours, status. */
  async function submitted(
    me: DriverRef,
    park: Park,
    input: BagApplicationEdited,
    startDate: string,
    now: Date,
    editing?: string,
  ) {
    const plates = storedPlates(input.plates);
    await checkPlatesFree(
      me.id,
      park.parkId,
      plates.map((p) => p.plateNo),
      new Date(startOf(startDate, now.getTime(), park.startsNextDay)),
      editing,
    );
    const [licencePictures, proofPictures] = [
      await checkPictures(input.licencePictures),
      await checkPictures(input.proofPictures),
    ];
    return {
      plates,
      applicantName: input.applicantName,
      phone: input.phone,
      idNumber: input.idNumber,
      licencePictures,
      proofPictures,
      startDate,
      // The demo switch: the park approves what it receives.
      status: park.autoApprove ? BagApplicationStatus.APPROVED : BagApplicationStatus.PENDING,
    };
  }

  return {
    async apply(me: DriverRef, input: BagApplied): Promise<BagApplication> {
      const now = clock.now();
      const park = await parkOf(me.dealerId, input.parkId);
      const product = await repo.product(input.productId);
      if (!product || product.parkId !== park.parkId || !product.onSale) {
        throw new AppError(ErrorCode.BAG_PRODUCT_UNAVAILABLE);
      }
      checkOffer(park, product, input);
      const startDate = input.startDate ?? shanghaiDay(earliestStart(now.getTime(), park.startsNextDay));
      const problem = startDateProblem(startDate, now.getTime(), park.startsNextDay);
      if (problem) throw new AppError(ErrorCode.INVALID_INPUT, problem);
      const row = await repo.insertApplication({
        dealerId: me.dealerId,
        driverId: me.id,
        parkId: park.parkId,
        productId: product.id,
        ...(await submitted(me, park, input, startDate, now)),
        createdAt: now,
        updatedAt: now,
      });
      return toApplication(row);
    },

    async applications(me: DriverRef) {
      return { results: await Promise.all((await repo.applicationsOf(me.id)).map(toApplication)) };
    },

    async application(me: DriverRef, id: string) {
      return toApplication(await ownApplication(me, id));
    },

    /** Edit and resubmit: materials and plates change, park and product stay; the review starts again. */
    async edit(me: DriverRef, id: string, input: BagApplicationEdited): Promise<BagApplication> {
      const now = clock.now();
      const row = await ownApplication(me, id);
      if (!EDITABLE.includes(row.status)) throw wrongState('该申请当前不可修改');
      const park = await parkOf(row.dealerId, row.parkId);
      const product = await repo.product(row.productId);
      checkOffer(park, product!, input);
      const startDate =
        startDateProblem(row.startDate, now.getTime(), park.startsNextDay) === null
          ? row.startDate
          : shanghaiDay(earliestStart(now.getTime(), park.startsNextDay));
      const materials = await submitted(me, park, input, startDate, now, row.id);
      const { licencePictures, proofPictures } = materials;
      const updated = await repo.updateApplication(
        row.id,
        {
          ...materials,
          reviewReason: null,
          // Resubmitted: the request for more is answered; its next review is news again.
          reviewedAt: null,
        },
        now,
        db,
        // Not if a reviewer decided meanwhile.
        eq(bagApplications.status, row.status),
      );
      if (!updated) throw wrongState('该申请状态已变化，请刷新后重试');
      const dropped = [...row.licencePictures, ...row.proofPictures].filter(
        (url) => !licencePictures.includes(url) && !proofPictures.includes(url),
      );
      for (const url of dropped) await pictures.remove(url);
      return toApplication(updated);
    },

    /**
     * Pays an approved application: a space is held (or BAG_SOLD_OUT) and committed before the order opens, so a
     * concurrent buyer sees it; the hold goes when the order closes unpaid (release) or fails to open.
     */
    async pay(me: DriverRef, id: string, { key, open }: OpenPurchase): Promise<PayAnswer> {
      const now = clock.now();
      const describe = (product: BagProductRow, parkName: string, row: BagApplicationRow) =>
        `${bagKindLabel[product.kind]}-${parkName}-${row.plates.map((p) => p.plateNo).join('/')}`;
      const paid = await ownApplication(me, id);
      if (paid.status === BagApplicationStatus.PAID && paid.payKey === key) {
        // A replay of the call that paid: the payments module answers its first answer again.
        const product = (await repo.product(paid.productId))!;
        const park = await parkOf(paid.dealerId, paid.parkId);
        return open({
          purpose: BAG_PURCHASE.NEW,
          ref: paid.id,
          amountFen: product.priceFen,
          description: describe(product, park.name, paid),
        });
      }
      const { row, park, product } = await db.transaction(async (tx) => {
        const current = await ownApplication(me, id, tx);
        const park = await parkOf(current.dealerId, current.parkId, tx);
        // The park lock first, then the application's: the order every hold takes them in.
        await repo.lockPark(tx, park.parkId);
        const row = await ownApplication(me, id, tx, true);
        if (row.status === BagApplicationStatus.APPROVED) {
          await checkQuota(tx, park, now);
          const taken = await repo.planWithPlate(
            row.parkId,
            row.plates.map((p) => p.plateNo),
            new Date(startOf(row.startDate, now.getTime(), park.startsNextDay)),
            tx,
          );
          if (taken)
            throw new AppError(ErrorCode.BAG_PLATE_TAKEN, `${formatPlateNo(taken.plateNo)} 在本停车场已有月卡`);
          await repo.updateApplication(
            row.id,
            { status: BagApplicationStatus.PAYING, orderNo: null, payKey: key },
            now,
            tx,
          );
        } else if (row.status === BagApplicationStatus.PAYING) {
          // Paying again (another channel, a lost page): the new order supersedes the old, the hold stays.
          await repo.updateApplication(row.id, { orderNo: null, payKey: key }, now, tx);
        } else {
          throw wrongState(
            row.status === BagApplicationStatus.PAID
              ? '该月卡已支付'
              : `申请${bagApplicationStatusLabel[row.status]}，暂不能支付`,
          );
        }
        return { row, park, product: (await repo.product(row.productId, tx))! };
      });
      const unheld = and(eq(bagApplications.status, BagApplicationStatus.PAYING), isNull(bagApplications.orderNo));
      const release = () =>
        repo.updateApplication(row.id, { status: BagApplicationStatus.APPROVED }, clock.now(), db, unheld);
      let answer: PayAnswer;
      try {
        answer = await open({
          purpose: BAG_PURCHASE.NEW,
          ref: row.id,
          amountFen: product.priceFen,
          description: describe(product, park.name, row),
        });
      } catch (error) {
        await release();
        throw error;
      }
      const orderNo = answer.body.data?.orderNo;
      // No order (refused: balance too low, channel unavailable): the space goes back at once.
      if (orderNo === undefined) await release();
      else await repo.updateApplication(row.id, { orderNo }, clock.now(), db, unheld);
      return answer;
    },
  };
}
