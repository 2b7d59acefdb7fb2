import { createOcppMetering } from './ocpp-metering';
import { createOcppTransactions } from './ocpp-transactions';
import { createChargingOrdersAccess, type ChargingOrdersDeps } from './orders-access';
import { createDriverOrders } from './orders-driver';
import { registerChargingPurchases } from './orders-purchases';
import { createChargingStart } from './orders-start';
import { createOrdersUpkeep } from './orders-upkeep';

export { flatTariff, orderNoFor, START_TIMEOUT_MS, toGun } from './orders-access';
export type { ChargingPayments, DriverRef } from './orders-access';

/**
 * Charging orders end to end: the driver's start (a prepaid hold bought as a purchase), the charger's OCPP
 * transaction events, the bill by TOU band, the hold's remainder refunded at stop, and the occupation fee.
 */
export function createChargingOrdersService(deps: ChargingOrdersDeps) {
  const access = createChargingOrdersAccess(deps);
  registerChargingPurchases(access);
  const { remoteStop, sweep } = createOrdersUpkeep(access);
  return {
    // The driver's.
    ...createChargingStart(access),
    ...createDriverOrders(access),
    // The operator's.
    remoteStop,
    // The charger's side.
    ocpp: { ...createOcppTransactions(access), ...createOcppMetering(access) },
    sweep,
  };
}
export type ChargingOrdersService = ReturnType<typeof createChargingOrdersService>;
