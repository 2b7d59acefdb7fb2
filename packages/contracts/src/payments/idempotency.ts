/** The header every money-moving call carries: a fresh random key per payment attempt (a retry reuses it). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** 16–64 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[0-9A-Za-z_-]{16,64}$/;
