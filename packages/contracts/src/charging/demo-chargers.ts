// Zod-free: the demo's chargers, shared by the server's seed and the charger simulator (apps/devices).
import type { ConnectorKind } from './sessions-constants';

export interface DemoCharger {
  chargePointId: string;
  /** Index of the station in the demo's Hangzhou station list (seed/discovery.ts). */
  station: number;
  name: string;
  guns: { connectorId: number; gunNo: string; gunName: string; kind: ConnectorKind; maxKw: number }[];
}

/** Two chargers at 武林广场地下停车场充电站 (the demo's first station, occupation fee on). */
export const DEMO_CHARGERS: DemoCharger[] = [
  {
    chargePointId: 'HZ-WLGC-DC01',
    station: 0,
    name: '1号直流桩',
    guns: [
      { connectorId: 1, gunNo: '33010001', gunName: '1号枪', kind: 'quick', maxKw: 60 },
      { connectorId: 2, gunNo: '33010002', gunName: '2号枪', kind: 'quick', maxKw: 60 },
    ],
  },
  {
    chargePointId: 'HZ-WLGC-AC01',
    station: 0,
    name: '2号交流桩',
    guns: [{ connectorId: 1, gunNo: '33010003', gunName: '3号枪', kind: 'slow', maxKw: 7 }],
  },
];

/** A demo charger's Basic-auth password (demo data only: real chargers get 32 random bytes, shown once). */
export const demoChargerPassword = (chargePointId: string) => `demo-${chargePointId}-0c7a1f`;
