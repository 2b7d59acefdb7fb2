export { createDeviceClient, DeviceApiError, nextEventId, type DeviceClient } from './client/device-client';
export { demoDeviceCredentials } from './client/demo-devices';
export { simulateGate } from './gate/gate-simulator';
export { simulateCollector } from './collector/collector-simulator';
export type { Simulation, SimulationStats } from './traffic/simulation';
export {
  simulateLockGateway,
  type LockGatewayOptions,
  type LockGatewaySimulator,
  type SimulatedLock,
} from './lock/lock-gateway-simulator';
export { simulateCharger, type ChargerSim, type ChargerSimOptions } from './charger/charger-simulator';
export { aRandomCar, chargeFor, chargePowerKw, type Car } from './charger/charge-curve';
