// Zod-free: setting parks up from the console — parks, lanes, berths, devices, gates (types only).
import { route } from '../operation';
import type * as S from './schemas';

export const ParkSetupRoutes = {
  /** A park of the operator's scope with its lanes and berths. */
  parkDetail: route('GET', '/operator/v1/parks/:parkId').io<{ response: S.ParkSetup }>(),
  /** Admins: a new park of the dealer. */
  createPark: route('POST', '/operator/v1/parks').io<{ body: S.ParkCreate; response: S.ParkSetup }>(),
  updatePark: route('PUT', '/operator/v1/parks/:parkId').io<{ body: S.ParkSettings; response: S.ParkSetup }>(),
  createLane: route('POST', '/operator/v1/parks/:parkId/lanes').io<{ body: S.LaneInput; response: S.Lane }>(),
  updateLane: route('PUT', '/operator/v1/parks/:parkId/lanes/:laneId').io<{ body: S.LaneInput; response: S.Lane }>(),
  createBerth: route('POST', '/operator/v1/parks/:parkId/berths').io<{ body: S.BerthInput; response: S.Berth }>(),
  /** The devices of the operator's scope, online or not. */
  deviceStatuses: route('GET', '/operator/v1/deviceStatuses').io<{ response: S.DeviceStatus[] }>(),
  updateDevice: route('PUT', '/operator/v1/devices/:deviceId').io<{ body: S.DeviceUpdate; response: S.DeviceStatus }>(),
  rotateDeviceKey: route('POST', '/operator/v1/devices/:deviceId/key').io<{ response: S.DeviceKey }>(),
  /** Sends the lane's gate an open command; the answer says which command to watch. */
  openGate: route('POST', '/operator/v1/parks/:parkId/lanes/:laneId/open').io<{
    body: S.GateOpen;
    response: S.GateCommand;
  }>(),
  gateCommand: route('GET', '/operator/v1/gateCommands/:commandId').io<{ response: S.GateCommand }>(),
};
