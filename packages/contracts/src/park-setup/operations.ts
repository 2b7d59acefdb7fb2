import { z } from 'zod';
import { operations } from '../operation-schemas';
import { ParkSetupRoutes } from './routes';
import * as S from './schemas';

export const ParkSetupOps = operations(ParkSetupRoutes, {
  parkDetail: { params: S.ParkParams, response: S.ParkSetup },
  createPark: { body: S.ParkCreate, response: S.ParkSetup },
  updatePark: { params: S.ParkParams, body: S.ParkSettings, response: S.ParkSetup },
  createLane: { params: S.ParkParams, body: S.LaneInput, response: S.Lane },
  updateLane: { params: S.LaneParams, body: S.LaneInput, response: S.Lane },
  createBerth: { params: S.ParkParams, body: S.BerthInput, response: S.Berth },
  deviceStatuses: { response: z.array(S.DeviceStatus) },
  updateDevice: { params: S.DeviceParams, body: S.DeviceUpdate, response: S.DeviceStatus },
  rotateDeviceKey: { params: S.DeviceParams, response: S.DeviceKey },
  openGate: { params: S.LaneParams, body: S.GateOpen, response: S.GateCommand },
  gateCommand: { params: S.GateCommandParams, response: S.GateCommand },
});
