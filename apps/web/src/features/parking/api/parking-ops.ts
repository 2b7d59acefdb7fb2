import { ParkingOps } from '@parking/contracts';

/**
 * The parking operations with their zod schemas, loaded on demand (decision 051, as payments' payment-ops.ts): what
 * the driver's taps change (leaving a road-side space, an appeal, an evaluation) is still parsed, but zod (about
 * 25 KB gzip) is in no record screen's first load. Reads go through the zod-free `ParkingRoutes` (park-orders.ts).
 */
export { ParkingOps };
