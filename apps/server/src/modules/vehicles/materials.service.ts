import {
  AppError,
  ErrorCode,
  PLATE_MATERIAL_MAX_REJECTIONS,
  PlateMaterialPurpose,
  PlateMaterialStatus,
  VehicleText,
  MAX_PLATES_PER_DRIVER,
  type CertifiableGroup,
  type OperatorPlateMaterial,
  type OperatorProfile,
  type PlateMaterial,
  type PlateMaterialEdited,
  type PlateMaterialReject,
  type PlateMaterialSubmitted,
  type PlateWithColor,
  type Page,
  type PageQuery,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { pageOf } from '../../db/paging';
import type { Db } from '../../db/client';
import type { PicturesService } from '../basic';
import type { MaterialsRepository, MaterialView, ReviewView } from './materials.repository';
import { plateFields, toStoredPlate } from './plates.domain';
import type { PlatesRepository } from './plates.repository';
import type { DriverRef } from './plates.service';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, VehicleText.MATERIAL_NOT_FOUND);
const disabled = () => new AppError(ErrorCode.PLATE_MATERIAL_DISABLED, VehicleText.MATERIAL_DISABLED);

const isOpen = (status: string) => status === PlateMaterialStatus.PENDING || status === PlateMaterialStatus.REJECTED;

function toPlateMaterial(row: MaterialView): PlateMaterial {
  return {
    materialId: row.id,
    ...plateFields(row),
    purpose: row.purpose,
    groupCode: row.groupCode,
    groupName: row.groupName,
    ownerName: row.ownerName,
    pictures: row.pictures,
    remark: row.remark,
    status: row.status,
    rejectReason: row.rejectReason,
    rejections: row.rejections,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    editable: isOpen(row.status),
  };
}

/**
 * Plate certification (spec section 2: /plateMaterial…): a driver submits licence pictures for a plate bound by
 * someone else (ownership) or for a special group; a reviewer approves or rejects with a reason; a rejected
 * certification is edited and resubmitted until it has been rejected PLATE_MATERIAL_MAX_REJECTIONS times or the
 * reviewer closes it, after which it is disabled.
 */
export function createMaterialsService({
  db,
  materials,
  plates,
  pictures,
  clock,
}: {
  db: Db;
  materials: MaterialsRepository;
  plates: PlatesRepository;
  pictures: Pick<PicturesService, 'exists' | 'remove'>;
  clock: Clock;
}) {
  async function checkPictures(urls: string[]): Promise<string[]> {
    const unique = [...new Set(urls)];
    for (const url of unique) {
      if (!(await pictures.exists(url))) throw new AppError(ErrorCode.INVALID_INPUT, VehicleText.PICTURE_NOT_FOUND);
    }
    return unique;
  }

  async function groupIdOf(dealerId: string, purpose: string, groupCode: string | undefined): Promise<string | null> {
    if (purpose !== PlateMaterialPurpose.SPECIAL_GROUP) return null;
    const group = (await materials.groupsOf(dealerId)).find((g) => g.code === groupCode);
    if (!group) throw new AppError(ErrorCode.INVALID_INPUT, VehicleText.GROUP_NOT_FOUND);
    return group.id;
  }

  /** Whether the plate may be certified for this purpose now: who holds it, the driver's limit, earlier rounds. */
  async function checkEligible(driver: DriverRef, input: PlateMaterialSubmitted) {
    const plate = toStoredPlate(driver.dealerId, input);
    const statuses = await materials.statusesOf(driver.id, plate, input.purpose);
    if (statuses.includes(PlateMaterialStatus.DISABLED)) throw disabled();
    if (statuses.includes(PlateMaterialStatus.PENDING))
      throw new AppError(ErrorCode.CONFLICT, VehicleText.MATERIAL_PENDING);
    if (statuses.includes(PlateMaterialStatus.REJECTED)) {
      throw new AppError(ErrorCode.CONFLICT, '该车牌已有未通过的认证材料，请修改后重新提交');
    }
    const holder = await plates.holder(plate);
    if (input.purpose === PlateMaterialPurpose.OWNERSHIP) {
      if (holder?.driverId === driver.id) throw new AppError(ErrorCode.CONFLICT, VehicleText.PLATE_ALREADY_MINE);
      if (!holder) throw new AppError(ErrorCode.CONFLICT, VehicleText.MATERIAL_NO_NEED);
      if ((await plates.countActive(driver.id)) >= MAX_PLATES_PER_DRIVER) {
        throw new AppError(ErrorCode.PLATE_LIMIT_REACHED, VehicleText.PLATE_LIMIT);
      }
    } else if (holder?.driverId !== driver.id) {
      throw new AppError(ErrorCode.CONFLICT, '请先绑定该车牌，再进行特殊群体认证');
    }
    return plate;
  }

  async function ofDriver(driver: DriverRef, materialId: string): Promise<MaterialView> {
    const row = await materials.findOfDriver(driver.id, materialId);
    if (!row) throw notFound();
    return row;
  }

  async function toOperatorView(row: ReviewView): Promise<OperatorPlateMaterial> {
    return {
      ...toPlateMaterial(row),
      driverId: row.driverId,
      driverPhone: row.driverPhone,
      boundToDriverId: await materials.otherHolderOf(row),
      reviewedBy: row.reviewedBy,
    };
  }

  async function reviewDetail(operator: OperatorProfile, materialId: string): Promise<OperatorPlateMaterial> {
    const row = await materials.findForReview(operator.dealerId, materialId);
    if (!row) throw notFound();
    return toOperatorView(row);
  }

  return {
    async groups(dealerId: string): Promise<CertifiableGroup[]> {
      return (await materials.groupsOf(dealerId)).map(({ code, name, description }) => ({ code, name, description }));
    },

    async submit(driver: DriverRef, input: PlateMaterialSubmitted): Promise<PlateMaterial> {
      const plate = await checkEligible(driver, input);
      const row = await materials.create(
        {
          dealerId: driver.dealerId,
          driverId: driver.id,
          plate,
          purpose: input.purpose,
          groupId: await groupIdOf(driver.dealerId, input.purpose, input.groupCode),
          ownerName: input.ownerName,
          pictures: await checkPictures(input.pictures),
          remark: input.remark ?? '',
        },
        clock.now(),
      );
      // A concurrent submission of the same plate won the race.
      if (!row) throw new AppError(ErrorCode.CONFLICT, VehicleText.MATERIAL_PENDING);
      return toPlateMaterial(await ofDriver(driver, row.id));
    },

    async list(driver: DriverRef, plate?: PlateWithColor): Promise<PlateMaterial[]> {
      const stored = plate ? toStoredPlate(driver.dealerId, plate) : undefined;
      return (await materials.listOfDriver(driver.id, stored)).map(toPlateMaterial);
    },

    detail: async (driver: DriverRef, materialId: string): Promise<PlateMaterial> =>
      toPlateMaterial(await ofDriver(driver, materialId)),

    /** Edits a pending or rejected certification and puts it back in the queue. */
    async resubmit(driver: DriverRef, materialId: string, input: PlateMaterialEdited): Promise<PlateMaterial> {
      const current = await ofDriver(driver, materialId);
      if (current.status === PlateMaterialStatus.DISABLED) throw disabled();
      if (!isOpen(current.status)) throw new AppError(ErrorCode.CONFLICT, VehicleText.MATERIAL_NOT_EDITABLE);
      if (current.purpose === PlateMaterialPurpose.OWNERSHIP && input.groupCode) {
        throw new AppError(ErrorCode.INVALID_INPUT, '车辆归属认证无需选择类别');
      }
      const groupId =
        current.purpose === PlateMaterialPurpose.SPECIAL_GROUP && !input.groupCode
          ? current.groupId
          : await groupIdOf(driver.dealerId, current.purpose, input.groupCode);
      const fields = {
        groupId,
        ownerName: input.ownerName,
        pictures: await checkPictures(input.pictures),
        remark: input.remark ?? '',
      };
      if (!(await materials.resubmit(driver.id, materialId, fields, clock.now()))) {
        throw new AppError(ErrorCode.CONFLICT, VehicleText.MATERIAL_NOT_EDITABLE);
      }
      return toPlateMaterial(await ofDriver(driver, materialId));
    },

    // --- reviewers ------------------------------------------------------------------------------------------------

    async forReview(
      operator: OperatorProfile,
      query: PageQuery & { status?: PlateMaterialStatus | undefined; purpose?: PlateMaterialPurpose | undefined },
    ): Promise<Page<OperatorPlateMaterial>> {
      const { results, totalRecord } = await materials.forReview(operator.dealerId, query.status, query, query.purpose);
      return pageOf(await Promise.all(results.map(toOperatorView)), totalRecord);
    },

    reviewDetail,

    /**
     * Approves a pending certification. Ownership: the plate moves to the applicant (whoever had it loses the
     * binding). Special group: the applicant joins the group. One transaction, so a plate is never bound twice.
     */
    async approve(operator: OperatorProfile, materialId: string): Promise<OperatorPlateMaterial> {
      const now = clock.now();
      const decided = await db.transaction(async (tx) => {
        const row = await materials.lockPendingInTx(tx, operator.dealerId, materialId);
        if (!row) return false;
        await materials.decideInTx(
          tx,
          row.id,
          {
            status: PlateMaterialStatus.APPROVED,
            rejectReason: '',
            rejections: row.rejections,
            operatorId: operator.id,
          },
          now,
        );
        const plate = toStoredPlate(row.dealerId, {
          plateNo: row.plateNo,
          plateColor: row.plateColor === 2 ? 2 : undefined,
        });
        if (row.purpose === PlateMaterialPurpose.OWNERSHIP) await plates.transferInTx(tx, row.driverId, plate, now);
        else if (row.groupId) await materials.joinGroupInTx(tx, row.groupId, row.driverId, now);
        return true;
      });
      if (!decided) throw await notReviewable(operator, materialId);
      return reviewDetail(operator, materialId);
    },

    /** Rejects a pending certification with a reason; the last allowed rejection (or `disable`) closes it. */
    async reject(
      operator: OperatorProfile,
      materialId: string,
      input: PlateMaterialReject,
    ): Promise<OperatorPlateMaterial> {
      const decided = await db.transaction(async (tx) => {
        const row = await materials.lockPendingInTx(tx, operator.dealerId, materialId);
        if (!row) return false;
        const rejections = row.rejections + 1;
        const closed = input.disable === true || rejections >= PLATE_MATERIAL_MAX_REJECTIONS;
        const status = closed ? PlateMaterialStatus.DISABLED : PlateMaterialStatus.REJECTED;
        const decision = { status, rejectReason: input.reason, rejections, operatorId: operator.id };
        await materials.decideInTx(tx, row.id, decision, clock.now());
        return true;
      });
      if (!decided) throw await notReviewable(operator, materialId);
      return reviewDetail(operator, materialId);
    },

    /** The picUrls among `urls` that some material shows (the pictures sweep keeps those). */
    picturesAmong: materials.picturesAmong,

    /** Removes a deleted account's certifications and their pictures (licences are personal data). */
    async eraseOf(driverId: string): Promise<void> {
      const rows = await materials.listOfDriver(driverId);
      await materials.eraseOf(driverId);
      for (const url of new Set(rows.flatMap((row) => row.pictures))) await pictures.remove(url);
    },
  };

  /** Why a material cannot be decided: unknown to this dealer (404) or decided already (409). */
  async function notReviewable(operator: OperatorProfile, materialId: string): Promise<AppError> {
    const existing = await materials.findForReview(operator.dealerId, materialId);
    return existing ? new AppError(ErrorCode.CONFLICT, VehicleText.MATERIAL_NOT_REVIEWABLE) : notFound();
  }
}
export type MaterialsService = ReturnType<typeof createMaterialsService>;
