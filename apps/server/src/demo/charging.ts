import { DEMO_CHARGERS, demoChargerPassword, type ChargingTariff } from '@parking/contracts';
import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import { chargerConnectors, chargers, chargingTariffs } from '../db/schema';
import { DEMO_STATION_IDS } from './discovery';

/** Zhejiang's commercial time-of-use day, with the demo's service fee and occupation fee. */
export const DEMO_CHARGING_TARIFF: ChargingTariff = {
  periods: [
    { from: '00:00', band: 'valley' },
    { from: '08:00', band: 'peak' },
    { from: '11:00', band: 'flat' },
    { from: '13:00', band: 'peak' },
    { from: '19:00', band: 'sharp' },
    { from: '21:00', band: 'flat' },
    { from: '22:00', band: 'valley' },
  ],
  prices: {
    sharp: { electricity: 11200, service: 8000 },
    peak: { electricity: 9500, service: 8000 },
    flat: { electricity: 6500, service: 6000 },
    valley: { electricity: 3200, service: 4000 },
  },
  occupation: { graceMinutes: 15, perMinuteFen: 50, capFen: 3000 },
};

/** The demo's chargers (the simulator connects as them) and their station's tariff; idempotent. */
export async function seedChargingDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const c of DEMO_CHARGERS) {
      const stationId = DEMO_STATION_IDS[c.station]!;
      await tx
        .insert(chargers)
        .values({
          id: c.chargePointId,
          dealerId: '330100',
          stationId,
          name: c.name,
          passwordHash: createHash('sha256').update(demoChargerPassword(c.chargePointId)).digest('hex'),
        })
        .onConflictDoNothing();
      await tx
        .insert(chargerConnectors)
        .values(
          c.guns.map((g) => ({
            dealerId: '330100',
            chargerId: c.chargePointId,
            stationId,
            connectorId: g.connectorId,
            gunNo: g.gunNo,
            name: g.gunName,
            kind: g.kind,
            maxKw: g.maxKw,
          })),
        )
        .onConflictDoNothing();
      await tx.insert(chargingTariffs).values({ stationId, tariff: DEMO_CHARGING_TARIFF }).onConflictDoNothing();
    }
  });
}
