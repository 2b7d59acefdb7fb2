/**
 * The device-key rule, without zod: the request layer's first screen uses it; texts and labels are in ./constants.ts.
 */
import { VehicleRoutes } from './routes';

/** A device key (header x-device-key): 32 letters or digits, like a nonce. */
export const DEVICE_KEY_PATTERN = /^[0-9A-Za-z]{32}$/;

/** The only endpoints the app sends its device key to: those that record or read an anonymous plate history. */
export const DEVICE_KEY_PATHS: readonly string[] = [VehicleRoutes.plateHistory.path, '/charge/v2/api/plateLookup'];
