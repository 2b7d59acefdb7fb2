import {
  ChargingOperatorOps,
  ParkingOps,
  ParkSetupOps,
  ReservationOperatorOps,
  type DeviceUpdate,
  type LockGatewayUpdate,
  type ProvisionDevice,
  type RegisterLockGateway,
  type RegisterParkingLocks,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

const deviceKeys = { all: ['devices'] as const };

/** The devices of the operator's parks, online or not; asked again every 30 s so the status stays current. */
export const devicesQuery = queryOptions({
  queryKey: deviceKeys.all,
  queryFn: () => api.call(ParkSetupOps.deviceStatuses),
  refetchInterval: 30_000,
});

/** Chargers (OCPP) and parking locks, as their modules list them; asked again every 30 s like the gates. */
export const chargersQuery = queryOptions({
  queryKey: ['devices', 'chargers'],
  queryFn: () => api.call(ChargingOperatorOps.chargers, { query: {} }),
  select: (list) => list.results,
  refetchInterval: 30_000,
});
export const locksQuery = queryOptions({
  queryKey: ['devices', 'locks'],
  queryFn: () => api.call(ReservationOperatorOps.locks),
  select: (list) => list.results,
  refetchInterval: 30_000,
});

export function useDeviceMutations() {
  return {
    provision: useWrite(
      ({ parkId, body }: { parkId: string; body: ProvisionDevice }) =>
        api.call(ParkingOps.provisionDevice, { params: { parkId }, body }),
      deviceKeys.all,
    ),
    update: useWrite(
      ({ deviceId, body }: { deviceId: string; body: DeviceUpdate }) =>
        api.call(ParkSetupOps.updateDevice, { params: { deviceId }, body }),
      deviceKeys.all,
    ),
    rotateKey: useWrite(
      (deviceId: string) => api.call(ParkSetupOps.rotateDeviceKey, { params: { deviceId } }),
      deviceKeys.all,
    ),
  };
}

/** Lock gateways of the operator's parks (decision 038), asked again every 30 s like the other devices. */
export const lockGatewaysQuery = queryOptions({
  queryKey: ['devices', 'lockGateways'],
  queryFn: () => api.call(ReservationOperatorOps.lockGateways, { query: {} }),
  select: (list) => list.results,
  refetchInterval: 30_000,
});

export function useLockGatewayMutations() {
  return {
    register: useWrite(
      (body: RegisterLockGateway) => api.call(ReservationOperatorOps.registerLockGateway, { body }),
      deviceKeys.all,
    ),
    update: useWrite(
      ({ gatewayId, body }: { gatewayId: string; body: LockGatewayUpdate }) =>
        api.call(ReservationOperatorOps.updateLockGateway, { params: { gatewayId }, body }),
      deviceKeys.all,
    ),
    rotateKey: useWrite(
      (gatewayId: string) => api.call(ReservationOperatorOps.rotateLockGatewayKey, { params: { gatewayId } }),
      deviceKeys.all,
    ),
    registerLocks: useWrite(
      ({ gatewayId, body }: { gatewayId: string; body: RegisterParkingLocks }) =>
        api.call(ReservationOperatorOps.registerParkingLocks, { params: { gatewayId }, body }),
      deviceKeys.all,
    ),
  };
}
