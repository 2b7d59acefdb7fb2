import { AppError, ErrorCode, MAX_VINS_PER_DRIVER, type VinItem, type VinList } from '@parking/contracts';
import { isUniqueViolation } from '../../db/pg-error';
import type { DriverRef } from './charging-orders.service';
import type { TagsRepository, VinRow } from './tags.repository';

const toItem = (row: VinRow): VinItem => ({
  vinId: row.id,
  vin: row.vin,
  plateId: row.plateId,
  plateNo: row.plateNo,
  prepayFen: row.prepayFen,
  createdAt: row.createdAt.toISOString(),
});

/**
 * A driver's VINs for plug-and-charge (decision 045): each belongs to one of their plates; one VIN is one driver's
 * within a dealer while registered (a partial unique index decides between two drivers at once); at most
 * MAX_VINS_PER_DRIVER each.
 */
export function createVinsService(deps: {
  repo: TagsRepository;
  plates: { list(driver: DriverRef): Promise<{ results: { plateId: string; plateNo: string }[] }> };
}) {
  const { repo } = deps;
  return {
    async list(driver: DriverRef): Promise<VinList> {
      const rows = await repo.vinsOf(driver.id, driver.dealerId);
      return { results: rows.map(toItem), maxCount: MAX_VINS_PER_DRIVER };
    },

    /** `body.vin` is already normalised and checked (contracts' Vin). */
    async add(driver: DriverRef, body: { vin: string; plateId: string; prepayFen: number }): Promise<VinItem> {
      const plate = (await deps.plates.list(driver)).results.find((p) => p.plateId === body.plateId);
      if (!plate) throw new AppError(ErrorCode.INVALID_INPUT, '请选择您绑定的车辆');
      try {
        return await repo.db.transaction(async (tx) => {
          await repo.lockDriver(tx, driver.id, 'vins');
          const mine = await repo.vinsOf(driver.id, driver.dealerId, tx);
          if (mine.some((v) => v.vin === body.vin)) throw new AppError(ErrorCode.VIN_TAKEN, '您已添加过该车架号');
          if (mine.length >= MAX_VINS_PER_DRIVER) throw new AppError(ErrorCode.VIN_LIMIT);
          return toItem(
            await repo.insertVin(tx, {
              dealerId: driver.dealerId,
              driverId: driver.id,
              vin: body.vin,
              plateId: plate.plateId,
              plateNo: plate.plateNo,
              prepayFen: body.prepayFen,
            }),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'charging_vins_dealer_vin')) throw new AppError(ErrorCode.VIN_TAKEN);
        throw error;
      }
    },

    /** Another driver's VIN is a 404 and stays. A session it started goes on (its order is the driver's). */
    async remove(driver: DriverRef, vinId: string) {
      if (!(await repo.removeVin(driver.id, driver.dealerId, vinId))) {
        throw new AppError(ErrorCode.NOT_FOUND, '车架号不存在');
      }
      return { removed: true };
    },
  };
}
export type VinsService = ReturnType<typeof createVinsService>;
