// Zod-free: setting parks up from the console — parks, lanes, berths, devices, gates (types only).
import { route } from '../operation';
import type {
  BerthInput,
  Berth,
  DeviceKey,
  DeviceStatus,
  DeviceUpdate,
  GateCommand,
  GateOpen,
  Lane,
  LaneInput,
  ParkCreate,
  ParkSetup,
  ParkSettings,
} from './schemas';

export const ParkSetupRoutes = {
  /** A park of the operator's scope with its lanes and berths. */
  parkDetail: route('GET', '/operator/v1/parks/:parkId').io<{ response: ParkSetup }>(),
  /** Admins: a new park of the dealer. */
  createPark: route('POST', '/operator/v1/parks').io<{ body: ParkCreate; response: ParkSetup }>(),
  updatePark: route('PUT', '/operator/v1/parks/:parkId').io<{ body: ParkSettings; response: ParkSetup }>(),
  createLane: route('POST', '/operator/v1/parks/:parkId/lanes').io<{ body: LaneInput; response: Lane }>(),
  updateLane: route('PUT', '/operator/v1/parks/:parkId/lanes/:laneId').io<{ body: LaneInput; response: Lane }>(),
  createBerth: route('POST', '/operator/v1/parks/:parkId/berths').io<{ body: BerthInput; response: Berth }>(),
  /** The devices of the operator's scope, online or not. */
  deviceStatuses: route('GET', '/operator/v1/deviceStatuses').io<{ response: DeviceStatus[] }>(),
  updateDevice: route('PUT', '/operator/v1/devices/:deviceId').io<{ body: DeviceUpdate; response: DeviceStatus }>(),
  rotateDeviceKey: route('POST', '/operator/v1/devices/:deviceId/key').io<{ response: DeviceKey }>(),
  /** Sends the lane's gate an open command; the answer says which command to watch. */
  openGate: route('POST', '/operator/v1/parks/:parkId/lanes/:laneId/open').io<{
    body: GateOpen;
    response: GateCommand;
  }>(),
  gateCommand: route('GET', '/operator/v1/gateCommands/:commandId').io<{ response: GateCommand }>(),
};
