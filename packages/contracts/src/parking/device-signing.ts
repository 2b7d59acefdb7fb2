/**
 * Signing of device API requests (Node only: imported as `@parking/contracts/device-signing`, never by the web app).
 * The server verifies with `deviceSignature`; the simulator and tests sign with `signDeviceRequest`. One function
 * on both sides, so they cannot drift apart.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { DeviceHeader, deviceStringToSign } from './device';

export const sha256Hex = (bytes: Uint8Array | string): string => createHash('sha256').update(bytes).digest('hex');

/** hex(HMAC-SHA256(secret, deviceStringToSign(...))) */
export function deviceSignature(
  secret: string,
  method: string,
  path: string,
  timestamp: string,
  nonce: string,
  body: Uint8Array | string,
): string {
  return createHmac('sha256', secret)
    .update(deviceStringToSign(method, path, timestamp, nonce, sha256Hex(body)))
    .digest('hex');
}

export interface DeviceCredentials {
  deviceId: string;
  secret: string;
}

/** Headers of a signed device request; `body` is the exact text sent (empty for GET). */
export function signDeviceRequest(
  device: DeviceCredentials,
  request: { method: string; path: string; body?: string; now?: number; nonce?: string },
): Record<string, string> {
  const timestamp = String(request.now ?? Date.now());
  const nonce = request.nonce ?? randomBytes(16).toString('hex');
  return {
    [DeviceHeader.ID]: device.deviceId,
    [DeviceHeader.TIMESTAMP]: timestamp,
    [DeviceHeader.NONCE]: nonce,
    [DeviceHeader.SIGNATURE]: deviceSignature(
      device.secret,
      request.method,
      request.path,
      timestamp,
      nonce,
      request.body ?? '',
    ),
  };
}

/**
 * The secret of a DEMO device: derived from its id, so the demo seed and the simulator agree without sharing a list.
 * Public by construction: only the demo seed uses it; real devices get random secrets when provisioned.
 */
export const demoDeviceSecret = (deviceId: string): string => sha256Hex(`parking-demo-device:${deviceId}`);
