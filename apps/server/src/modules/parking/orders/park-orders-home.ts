import type { BoundVehicleBill, BoundVehicleParking } from '@parking/contracts';
import type { Clock } from '../../../clock';
import { plateFields, type PlatesService } from '../../vehicles';
import { FeeInputError, type FeeQuote } from '../../tariffs';
import type { StayPricer } from '../stays/stay-pricer';
import type { ParkOrdersRepository } from './park-orders.repository';
/** The authenticated driver (req.driver). */
type DriverRef = { id: string; dealerId: string };

/** The leave-by time of a paid stay still in the park (none once it left or when nothing was paid). */
export function graceOf(quote: FeeQuote | undefined): { inGracePeriod: boolean; graceUntil: string | null } {
  return {
    inGracePeriod: quote?.inGracePeriod ?? false,
    graceUntil: quote?.graceUntil !== undefined ? new Date(quote.graceUntil).toISOString() : null,
  };
}

interface HomeDeps {
  orders: ParkOrdersRepository;
  platesService: PlatesService;
  pricer: StayPricer;
  clock: Clock;
}

/** The home page's cards of the driver's plates: parked now, and the bill of a plate's current stay. */
export function parkOrdersHome(deps: HomeDeps) {
  const { orders, pricer, clock } = deps;
  return {
    /** Home cards: the driver's plates parked now. */
    async boundParkings(driver: DriverRef): Promise<BoundVehicleParking[]> {
      return (await orders.parkedPlates(driver.id)).map((row) => ({
        plateId: row.plateId,
        ...plateFields(row.stay),
        uniqueId: row.stay.id,
        parkId: row.stay.parkId,
        parkName: row.parkName,
        parkStartTime: row.stay.enteredAt.toISOString(),
      }));
    },

    /** The bill of one plate's current stay; a fee that cannot be worked out says so (parkFeeSucc false). */
    async boundBill(driver: DriverRef, plateId: string): Promise<BoundVehicleBill> {
      const plate = await deps.platesService.ownedPlate(driver, plateId);
      const base = { plateId: plate.id, ...plateFields(plate) };
      const row = await orders.openStayOfPlate(driver.dealerId, plate.plateNo, plate.plateColor);
      if (!row) {
        return {
          ...base,
          uniqueId: null,
          parkId: null,
          parkName: null,
          parkStartTime: null,
          parkFee: 0,
          parkFeeSucc: true,
          isBagCar: false,
          inFreePeriod: false,
          inPackageZone: false,
          freeMinutes: 0,
          ...graceOf(undefined),
        };
      }
      const stayed = {
        ...base,
        uniqueId: row.stay.id,
        parkId: row.stay.parkId,
        parkName: row.parkName,
        parkStartTime: row.stay.enteredAt.toISOString(),
      };
      try {
        const rule = await pricer.ruleOf(row.stay.feeRuleId);
        const quote = await pricer.quote(row.stay, clock.now());
        return {
          ...stayed,
          parkFee: quote.dueFen,
          parkFeeSucc: true,
          isBagCar: quote.coveredByPlan,
          inFreePeriod: quote.inFreePeriod,
          inPackageZone: quote.inPackageZone,
          freeMinutes: rule.freeMinutes,
          ...graceOf(quote),
        };
      } catch (error) {
        if (!(error instanceof FeeInputError)) throw error;
        // The card shows '--' rather than a wrong amount.
        return {
          ...stayed,
          parkFee: 0,
          parkFeeSucc: false,
          isBagCar: false,
          inFreePeriod: false,
          inPackageZone: false,
          freeMinutes: 0,
          ...graceOf(undefined),
        };
      }
    },
  };
}
