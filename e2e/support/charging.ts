import { randomInt } from 'node:crypto';
import { ChargingOperatorRoutes, OperatorRoutes } from '@parking/contracts';
import { simulateCharger, type Car, type ChargerSim } from '../../apps/devices/src';
import { apiUrl } from './api';
import type { APIRequestContext } from '@playwright/test';

/** 武林广场地下停车场充电站: the demo station with the occupation fee (15 minutes free, 0.50元 a minute). */
export const STATION_ID = '00000000-0000-4000-8000-002500000001';

/**
 * A charger the demo operator provisions at the demo station (its password is shown once), with one 60 kW gun of a
 * random number, and its simulator connected over OCPP 1.6J at `speed`× time, a meter reading every simulated minute.
 */
export async function aSimulatedCharger(
  request: APIRequestContext,
  baseURL: string,
  options: { name: string; speed: number; car: () => Car },
): Promise<{ operator: { authorization: string }; charger: ChargerSim; chargePointId: string; gunNo: string }> {
  const login = await request.post(apiUrl(OperatorRoutes.login), { data: { username: 'admin', password: 'demo1234' } });
  const operator = { authorization: `Bearer ${(await login.json()).data.token}` };
  const chargePointId = `E2E-${randomInt(1e6, 1e7)}`;
  const gunNo = `77${randomInt(1e6, 1e7)}`;
  const provisioned = await request.post(apiUrl(ChargingOperatorRoutes.provisionCharger), {
    headers: operator,
    data: {
      chargePointId,
      stationId: STATION_ID,
      name: options.name,
      connectors: [{ connectorId: 1, gunNo, gunName: '1号枪', kind: 'quick', maxKw: 60 }],
    },
  });
  const { password } = (await provisioned.json()).data as { password: string };
  const charger = simulateCharger({
    server: baseURL.replace(/^http/, 'ws'),
    chargePointId,
    password,
    guns: [{ connectorId: 1, maxKw: 60 }],
    speed: options.speed,
    meterIntervalS: 60,
    car: options.car,
  });
  await charger.start();
  return { operator, charger, chargePointId, gunNo };
}
