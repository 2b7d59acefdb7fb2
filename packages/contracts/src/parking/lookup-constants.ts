/** The anonymous plate lookup of the plate entry screen (spec sections 4 and 7): ParkingRoutes.plateLookup. */

/** The message when a lookup finds nothing to pay (spec section 8). */
export const PLATE_LOOKUP_EMPTY_MESSAGE = '未查到待缴费信息';
