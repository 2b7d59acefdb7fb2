import { z } from 'zod';
import { THIRD_TYPES } from './session';

const thirdType = z.enum(THIRD_TYPES).default('wechat');

/** GET getDriverIdByThirdId: which of my identities is this third-party id (own identities only). */
export const DriverIdByThirdIdQuery = z.object({ thirdId: z.string().min(1).max(128), thirdType });
export type DriverIdByThirdIdQuery = z.input<typeof DriverIdByThirdIdQuery>;
export const DriverIdResult = z.object({ driverId: z.string() });
export type DriverIdResult = z.infer<typeof DriverIdResult>;

/** GET getThirdIdByDriverId: the third-party ids of a driver (only the caller's own). */
export const ThirdIdByDriverIdQuery = z.object({ driverId: z.string().min(1).max(64), thirdType });
export type ThirdIdByDriverIdQuery = z.input<typeof ThirdIdByDriverIdQuery>;
export const ThirdIdResult = z.object({ driverId: z.string(), thirdType: z.enum(THIRD_TYPES), thirdId: z.string() });
export type ThirdIdResult = z.infer<typeof ThirdIdResult>;
