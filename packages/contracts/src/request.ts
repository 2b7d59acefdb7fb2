// Zod-free on purpose: the web app's request layer imports this module on its first screen.
import type { RequestPayload } from './request-schema';

/** Every API path lives under this base (spec section 7: `./api/`). */
export const API_BASE = '/api';

/** Headers the web app sends on every request (spec section 6). */
export const RequestHeader = {
  /** `Bearer <access token>` when logged in. */
  AUTHORIZATION: 'authorization',
  /** Client type: 1 APP, 2 WX, 3 ALI, 16 XYB. */
  CLIENT_TYPE: 'x-client-type',
  /** The encoded custom payload (see `encodePayload`). */
  PAYLOAD: 'x-payload',
  /**
   * Ours, not the spec's: a random 32-character key the app keeps for an anonymous visitor's plate history, sent only
   * to the endpoints in DEVICE_KEY_PATHS. Knowing it is what lets a device read its own history.
   */
  DEVICE_KEY: 'x-device-key',
} as const;

export const NONCE_LENGTH = 32;
/** A payload older or newer than this is refused on authModel 1 endpoints. */
export const PAYLOAD_MAX_SKEW_MS = 5 * 60 * 1000;

const toBase64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** Encodes the payload as base64 of its UTF-8 JSON, safe in a header. */
export const encodePayload = (payload: RequestPayload): string => toBase64(JSON.stringify(payload));
