// The calls this feature's screens make as they first render, as data: its hooks send them and app/first-calls.ts
// lists them for a cold visit (decision 051), so each is written once. No client import: the build's scripts read it.
import { VehicleRoutes } from '@parking/contracts';

export const PLATES_CALL = { route: VehicleRoutes.plates } as const;
