import {
  AppError,
  ErrorCode,
  VehicleText,
  type DeductionOrder,
  type DriverPlate,
  type DriverPlateList,
  type PlateCount,
  type PlateWithColor,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { MaterialsRepository } from './materials.repository';
import { plateFields, toStoredPlate } from './plates.domain';
import type { PlateRow, PlatesRepository } from './plates.repository';

/** Who is asking: the authenticated driver (req.driver). */
export interface DriverRef {
  id: string;
  dealerId: string;
}

const notFound = () => new AppError(ErrorCode.NOT_FOUND, VehicleText.PLATE_NOT_FOUND);

type LatestMaterial = DriverPlate['material'];
const materialKey = (plate: { plateNo: string; plateColor: number }) => `${plate.plateNo}/${plate.plateColor}`;

function toDriverPlate(row: PlateRow, material: LatestMaterial): DriverPlate {
  return {
    plateId: row.id,
    ...plateFields(row),
    category: row.category,
    isDefault: row.isDefault,
    boundAt: row.boundAt.toISOString(),
    deductionOrder: row.deductionOrder,
    material,
  };
}

/** A driver's plates: bind, list, default, unbind, deduction order (spec section 2, Vehicles). */
export function createPlatesService({
  plates,
  materials,
  clock,
}: {
  plates: PlatesRepository;
  materials: MaterialsRepository;
  clock: Clock;
}) {
  /** The newest certification of each of the driver's plates. */
  async function latestMaterials(driverId: string): Promise<Map<string, NonNullable<LatestMaterial>>> {
    const latest = new Map<string, NonNullable<LatestMaterial>>();
    for (const m of await materials.listOfDriver(driverId)) {
      const key = materialKey(m);
      if (!latest.has(key)) latest.set(key, { materialId: m.id, status: m.status });
    }
    return latest;
  }

  async function present(driverId: string, row: PlateRow): Promise<DriverPlate> {
    const [material] = await materials.listOfDriver(driverId, row);
    return toDriverPlate(row, material ? { materialId: material.id, status: material.status } : null);
  }

  /** One of the driver's bound plates, or 404 (another driver's plate is not told apart from a missing one). */
  async function ownedPlate(driver: DriverRef, plateId: string): Promise<PlateRow> {
    const row = await plates.findActive(driver.id, plateId);
    if (!row) throw notFound();
    return row;
  }

  return {
    ownedPlate,

    async list(driver: DriverRef): Promise<DriverPlateList> {
      const rows = await plates.activeOf(driver.id);
      const latest = await latestMaterials(driver.id);
      return {
        results: rows.map((row) => toDriverPlate(row, latest.get(materialKey(row)) ?? null)),
        totalRecord: rows.length,
      };
    },

    count: async (driver: DriverRef): Promise<PlateCount> => ({ count: await plates.countActive(driver.id) }),

    /**
     * One plate, opened from a link (/plateDetail): an unbound, unknown or someone else's plate is gone alike (spec
     * section 8, confirm and go back); the changes keep answering 404.
     */
    detail: async (driver: DriverRef, plateId: string): Promise<DriverPlate> => {
      const row = await plates.findActive(driver.id, plateId);
      if (!row) throw new AppError(ErrorCode.GONE, VehicleText.PLATE_NOT_FOUND);
      return present(driver.id, row);
    },

    /**
     * Binds a plate. Bound already by this driver → 409; by another driver → PLATE_BOUND_BY_OTHER, and the app leads
     * the driver to certification (/plateMaterial); over the limit → PLATE_LIMIT_REACHED.
     */
    async bind(driver: DriverRef, input: PlateWithColor): Promise<DriverPlate> {
      const outcome = await plates.bind(driver.id, toStoredPlate(driver.dealerId, input), clock.now());
      switch (outcome.kind) {
        case 'bound':
          return present(driver.id, outcome.plate);
        case 'alreadyMine':
          throw new AppError(ErrorCode.CONFLICT, VehicleText.PLATE_ALREADY_MINE);
        case 'boundByOther':
          throw new AppError(ErrorCode.PLATE_BOUND_BY_OTHER, VehicleText.PLATE_BOUND_BY_OTHER);
        case 'limitReached':
          throw new AppError(ErrorCode.PLATE_LIMIT_REACHED, VehicleText.PLATE_LIMIT);
      }
    },

    async unbind(driver: DriverRef, plateId: string): Promise<void> {
      if (!(await plates.unbind(driver.id, plateId, clock.now()))) throw notFound();
    },

    async setDefault(driver: DriverRef, plateId: string): Promise<DriverPlate> {
      if (!(await plates.setDefault(driver.id, plateId, clock.now()))) throw notFound();
      return present(driver.id, await ownedPlate(driver, plateId));
    },

    async setDeductionOrder(driver: DriverRef, plateId: string, order: DeductionOrder): Promise<DriverPlate> {
      if (!(await plates.setDeductionOrder(driver.id, plateId, order, clock.now()))) throw notFound();
      return present(driver.id, await ownedPlate(driver, plateId));
    },
  };
}
export type PlatesService = ReturnType<typeof createPlatesService>;
