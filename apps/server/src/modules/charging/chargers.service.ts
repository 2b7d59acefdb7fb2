import { createHash, randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  type ChargingTariff,
  type OperatorChargers,
  type OperatorChargersQuery,
  type ProvisionChargerRequest,
  type ProvisionedCharger,
  type StationTariffView,
} from '@parking/contracts';
import { isUniqueViolation } from '../../db/pg-error';
import type { Clock } from '../../clock';
import { priceUnitsAt } from '../tariffs';
import { flatTariff, toGun } from './charging-orders.service';
import type { ChargingOrdersRepository } from './charging-orders.repository';

/** The path chargers connect to: `<base>/<chargePointId>` (OCPP-J puts the identity last). */
export const OCPP_PATH = '/ocpp/v16';

/** Passwords are 32 random bytes (hex), so a plain SHA-256 is enough to keep them (no dictionary to try). */
export const hashChargerPassword = (password: string) => createHash('sha256').update(password).digest('hex');

/** Operators' chargers: provisioning (the password shown once), live state, tariffs. */
export function createChargersService(deps: {
  repo: ChargingOrdersRepository;
  clock: Clock;
  ocppBaseUrl: () => string;
}) {
  const { repo } = deps;

  async function ownStation(dealerId: string, stationId: string) {
    const station = await repo.station(dealerId, stationId);
    if (!station) throw new AppError(ErrorCode.NOT_FOUND, '充电站不存在');
    return station;
  }

  return {
    async provision(
      dealerId: string,
      body: ProvisionChargerRequest,
      password = randomBytes(32).toString('hex'),
    ): Promise<ProvisionedCharger> {
      await ownStation(dealerId, body.stationId);
      try {
        await repo.insertCharger(
          {
            id: body.chargePointId,
            dealerId,
            stationId: body.stationId,
            name: body.name,
            passwordHash: hashChargerPassword(password),
          },
          body.connectors.map((c) => ({
            dealerId,
            chargerId: body.chargePointId,
            stationId: body.stationId,
            connectorId: c.connectorId,
            gunNo: c.gunNo,
            name: c.gunName,
            kind: c.kind,
            maxKw: c.maxKw,
          })),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CHARGER_EXISTS);
        throw error;
      }
      return {
        chargePointId: body.chargePointId,
        password,
        ocppUrl: `${deps.ocppBaseUrl()}${OCPP_PATH}/${body.chargePointId}`,
      };
    },

    async list(dealerId: string, query: OperatorChargersQuery): Promise<OperatorChargers> {
      const rows = await repo.chargersOf(dealerId, query.stationId);
      const guns = await repo.guns({ chargerIds: rows.map((r) => r.charger.id) });
      return {
        results: rows.map(({ charger, online }) => ({
          chargePointId: charger.id,
          stationId: charger.stationId,
          name: charger.name,
          online,
          lastSeenAt: charger.lastSeenAt?.toISOString() ?? null,
          vendor: charger.vendor,
          model: charger.model,
          guns: guns
            .filter((g) => g.connector.chargerId === charger.id)
            .map((g) => ({ ...toGun(g), connectorId: g.connector.connectorId })),
        })),
      };
    },

    async tariff(dealerId: string, stationId: string): Promise<StationTariffView> {
      const station = await ownStation(dealerId, stationId);
      return { stationId, tariff: (await repo.tariff(stationId)) ?? flatTariff(station.currentPrice) };
    },

    /** A new tariff applies to orders started after it; the station list's price follows the band now. */
    async setTariff(dealerId: string, stationId: string, tariff: ChargingTariff): Promise<StationTariffView> {
      await ownStation(dealerId, stationId);
      await repo.setTariff(stationId, tariff, priceUnitsAt(tariff, deps.clock.now().getTime()));
      return { stationId, tariff };
    },
  };
}
export type ChargersService = ReturnType<typeof createChargersService>;
