/**
 * The device-key rule, without zod: the request layer's first screen uses it; texts and labels are in ./constants.ts.
 */

/**
 * A device key (header x-device-key): 32 letters or digits, like a nonce. The app sends it only to the operations
 * flagged `deviceKey` (those that record or read an anonymous plate history).
 */
export const DEVICE_KEY_PATTERN = /^[0-9A-Za-z]{32}$/;
