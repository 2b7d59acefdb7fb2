// Zod-free constants of rewards (decision 052).

export const MAX_INVITE_DEVICE_ID = 64;
/** A new account may take the registration coupon and accept an invite within this long of registering. */
export const NEW_ACCOUNT_HOURS = 24;
/** The query parameter of the invitee's landing page (/receiveRewards?code=…). */
export const INVITE_CODE_PARAM = 'code';
