import { z } from 'zod';
import { operations } from '../operation-schemas';
import { ParkSetupRoutes } from './routes';
import {
  Berth,
  BerthInput,
  GateCommandParams,
  DeviceKey,
  DeviceParams,
  DeviceStatus,
  DeviceUpdate,
  GateCommand,
  GateOpen,
  Lane,
  LaneInput,
  LaneParams,
  ParkCreate,
  ParkSetup,
  ParkParams,
  ParkSettings,
} from './schemas';

export const ParkSetupOps = operations(ParkSetupRoutes, {
  parkDetail: { params: ParkParams, response: ParkSetup },
  createPark: { body: ParkCreate, response: ParkSetup },
  updatePark: { params: ParkParams, body: ParkSettings, response: ParkSetup },
  createLane: { params: ParkParams, body: LaneInput, response: Lane },
  updateLane: { params: LaneParams, body: LaneInput, response: Lane },
  createBerth: { params: ParkParams, body: BerthInput, response: Berth },
  deviceStatuses: { response: z.array(DeviceStatus) },
  updateDevice: { params: DeviceParams, body: DeviceUpdate, response: DeviceStatus },
  rotateDeviceKey: { params: DeviceParams, response: DeviceKey },
  openGate: { params: LaneParams, body: GateOpen, response: GateCommand },
  gateCommand: { params: GateCommandParams, response: GateCommand },
});
