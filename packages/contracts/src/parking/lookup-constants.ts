/**
 * The anonymous plate lookup of the plate entry screen (spec sections 4 and 7; the spec leaves the path to us).
 * authModel 1 (listed in AUTH_MODEL_1_PATHS): a fresh nonce and timestamp on every call.
 */
export const PLATE_LOOKUP_PATH = '/charge/v2/api/plateLookup';

/** The message when a lookup finds nothing to pay (spec section 8). */
export const PLATE_LOOKUP_EMPTY_MESSAGE = '未查到待缴费信息';
