// Zod-free: setting parks up from the console — parks, lanes, berths, devices, gates (types only).
import { routes } from '../operation';
import type * as S from './schemas';

export const ParkSetupRoutes = routes<ParkSetupIo>()({
  parkDetail: 'GET /operator/v1/parks/:parkId',
  createPark: 'POST /operator/v1/parks',
  updatePark: 'PUT /operator/v1/parks/:parkId',
  createLane: 'POST /operator/v1/parks/:parkId/lanes',
  updateLane: 'PUT /operator/v1/parks/:parkId/lanes/:laneId',
  createBerth: 'POST /operator/v1/parks/:parkId/berths',
  deviceStatuses: 'GET /operator/v1/deviceStatuses',
  updateDevice: 'PUT /operator/v1/devices/:deviceId',
  rotateDeviceKey: 'POST /operator/v1/devices/:deviceId/key',
  openGate: 'POST /operator/v1/parks/:parkId/lanes/:laneId/open',
  gateCommand: 'GET /operator/v1/gateCommands/:commandId',
});

/** What each of ParkSetupRoutes' operations takes and answers. */
interface ParkSetupIo {
  /** A park of the operator's scope with its lanes and berths. */
  parkDetail: { response: S.ParkSetup };
  /** Admins: a new park of the dealer. */
  createPark: { body: S.ParkCreate; response: S.ParkSetup };
  updatePark: { body: S.ParkSettings; response: S.ParkSetup };
  createLane: { body: S.LaneInput; response: S.Lane };
  updateLane: { body: S.LaneInput; response: S.Lane };
  createBerth: { body: S.BerthInput; response: S.Berth };
  /** The devices of the operator's scope, online or not. */
  deviceStatuses: { response: S.DeviceStatus[] };
  updateDevice: { body: S.DeviceUpdate; response: S.DeviceStatus };
  rotateDeviceKey: { response: S.DeviceKey };
  /** Sends the lane's gate an open command; the answer says which command to watch. */
  openGate: { body: S.GateOpen; response: S.GateCommand };
  gateCommand: { response: S.GateCommand };
}
