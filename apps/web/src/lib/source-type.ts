/** Where a visit came from (stored as sourceType, spec section 3); 5: a scanned exit lane's code (spec section 8). */
export const SOURCE_TYPE_SCANNED_LANE = '5';
