/** Driver payment calls (spec section 7, "Parking orders and payment"); everything under `/charge/v2/api/payCharges`
 * is authModel 1 (fresh nonce and timestamp), listed in AUTH_MODEL_1_PATHS. */
export const PAY_CHARGES_PATH = '/charge/v2/api/payCharges';

export const PayPath = {
  /** POST: pay one bill. */
  CHARGES: PAY_CHARGES_PATH,
  /** POST: pay several bills (arrears included) in one order. */
  BATCH: `${PAY_CHARGES_PATH}/batch`,
  /** GET /{orderNo}: the order's state, asked of the provider when still pending. */
  SYNC: `${PAY_CHARGES_PATH}/sync`,
  /** GET: bills that can be paid now, by uniqueIds or by plate (our path; the pay pages read their amounts here). */
  BILLS: `${PAY_CHARGES_PATH}/bills`,
  /** GET: the pay channels offered to this client at this dealer. */
  PAY_MODEL: '/pay/v2/api/payModel',
} as const;

/** Where payment providers post their asynchronous results (not the driver API): `${NOTIFY_PATH}/{provider}`. */
export const PAY_NOTIFY_PATH = '/pay/notify';
/** The sandbox provider's hosted pages (its stand-in for the wallet sheet). */
export const SANDBOX_CHECKOUT_PATH = '/pay/sandbox/checkout';

/** The header every money-moving call carries: a fresh random key per payment attempt (a retry reuses it). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 16–64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9A-Za-z_-]{16,64}$/;
