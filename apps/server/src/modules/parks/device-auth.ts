import { timingSafeEqual } from 'node:crypto';
import { AppError, DEVICE_MAX_SKEW_MS, DEVICE_NONCE, DeviceHeader, ErrorCode } from '@parking/contracts';
import { deviceSignature } from '@parking/contracts/device-signing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '../../clock';
import { createGroupCommit } from '../../db/group-commit';
import { assertJsonShape } from '../../plugins/json-body';
import type { NonceStore } from '../../plugins/nonce-store';
import { decorateRequestSlot } from '../../plugins/request-slot';
import type { DeviceInPark, DeviceRow, LaneRow, ParkRow, ParksRepository } from './parks.repository';

/** The device that signed a request, with its park and the lane it serves (null: none assigned), read with it. */
export type AuthenticatedDevice = Pick<DeviceRow, 'id' | 'dealerId' | 'parkId' | 'kind' | 'name'> & {
  park: ParkRow;
  lane: LaneRow | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The device that signed this request; set on device API routes only. */
    device: AuthenticatedDevice;
    /** The body bytes as received, for the signature. */
    rawBody: Buffer | undefined;
  }
}

const refuse = (message: string) => new AppError(ErrorCode.DEVICE_AUTH_FAILED, message);
type Headers = Record<string, string | string[] | undefined>;
const header = (headers: Headers, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

export interface DeviceAuthDeps {
  parks: ParksRepository;
  nonces: NonceStore;
  clock: Clock;
}

/** The device reads of requests arriving together, one statement for all (a burst of gate exits, decision 098). */
const deviceReads = new WeakMap<ParksRepository, (id: string) => Promise<DeviceInPark | undefined>>();
function deviceReadOf(parks: ParksRepository) {
  let read = deviceReads.get(parks);
  if (!read) {
    const batches = createGroupCommit<string, DeviceInPark | undefined>({
      windowMs: 0,
      maxBatch: 200,
      maxRunning: 2,
      write: async (ids) => {
        const found = await parks.devicesInParks([...new Set(ids)]);
        return ids.map((id) => found.get(id));
      },
    });
    deviceReads.set(parks, (read = (id) => batches.add(id)));
  }
  return read;
}

/** The first half of the check, before the body is read: headers present and well-formed, clock, a known device. */
export async function identifyDevice(
  deps: DeviceAuthDeps,
  headers: Headers,
): Promise<{ device: AuthenticatedDevice; secret: string; lastSeenAt: Date | null }> {
  const id = header(headers, DeviceHeader.ID);
  const timestamp = header(headers, DeviceHeader.TIMESTAMP);
  const nonce = header(headers, DeviceHeader.NONCE);
  const signature = header(headers, DeviceHeader.SIGNATURE);
  if (!id || !timestamp || !nonce || !signature) throw refuse('缺少设备签名');
  if (!/^\d{1,15}$/.test(timestamp) || !DEVICE_NONCE.test(nonce)) throw refuse('设备签名参数格式错误');
  if (Math.abs(deps.clock.now().getTime() - Number(timestamp)) > DEVICE_MAX_SKEW_MS) {
    throw refuse('设备时间与服务器相差过大，请校准设备时钟');
  }
  const found = await deviceReadOf(deps.parks)(id);
  // One message for unknown and disabled devices: the answer tells an attacker nothing about which ids exist.
  if (!found || found.device.disabled) throw refuse('设备未登记或已停用');
  const { device: row, park, lane } = found;
  const { dealerId, parkId, kind, name } = row;
  return {
    device: { id: row.id, dealerId, parkId, kind, name, park, lane },
    secret: row.secret,
    lastSeenAt: row.lastSeenAt,
  };
}

/**
 * How stale a device's last-seen time may be before a request writes it again. It only feeds the console's 离线设备
 * (DEVICE_OFFLINE_AFTER_MS, 5 minutes): writing it on every request put one more committed write on every exit decision,
 * which is what a lane waits for (issue 42).
 */
export const DEVICE_SEEN_EVERY_MS = 60_000;

/** The second half: the signature over the exact body bytes, then the nonce (a replay in the time window is refused). */
export async function verifyDeviceSignature(
  deps: DeviceAuthDeps,
  { device, secret, lastSeenAt }: { device: AuthenticatedDevice; secret: string; lastSeenAt: Date | null },
  request: { method: string; url: string; headers: Headers; body: Buffer },
): Promise<void> {
  const { headers } = request;
  const signature = deviceSignature(
    secret,
    request.method,
    request.url,
    header(headers, DeviceHeader.TIMESTAMP)!,
    header(headers, DeviceHeader.NONCE)!,
    request.body,
  );
  const expected = Buffer.from(signature, 'hex');
  const given = Buffer.from(header(headers, DeviceHeader.SIGNATURE)!, 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw refuse('设备签名校验失败');
  const timestamp = Number(header(headers, DeviceHeader.TIMESTAMP));
  const fresh = await deps.nonces.claim(
    `device:${device.id}:${header(headers, DeviceHeader.NONCE)!}`,
    new Date(timestamp + DEVICE_MAX_SKEW_MS),
  );
  if (!fresh) throw refuse('重复的设备请求已被拒绝');
  const now = deps.clock.now();
  if (!lastSeenAt || now.getTime() - lastSeenAt.getTime() >= DEVICE_SEEN_EVERY_MS) {
    await deps.parks.touchDevice(device.id, now);
  }
}

/**
 * Authenticates every request in this scope as a device (see contracts/parking/device.ts for the scheme): headers,
 * device and clock are checked before the body is read; the signature over the exact body bytes, then the nonce
 * (so a replay inside the time window is refused too), before validation and handlers.
 */
export function installDeviceAuth(scope: FastifyInstance, deps: DeviceAuthDeps): void {
  decorateRequestSlot(scope, 'device', 'the device auth hook');
  scope.decorateRequest('rawBody', undefined);
  const identities = new WeakMap<FastifyRequest, Awaited<ReturnType<typeof identifyDevice>>>();

  // The app's JSON parser (plugins/json-body) is replaced here: the signature needs the bytes as received.
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const bytes = body as Buffer;
    req.rawBody = bytes;
    if (bytes.length === 0) return done(null, undefined);
    try {
      const text = bytes.toString('utf8');
      assertJsonShape(text);
      done(null, JSON.parse(text));
    } catch (error) {
      if (error instanceof AppError) return done(error, undefined);
      done(new AppError(ErrorCode.INVALID_INPUT, '请求体不是合法的 JSON'), undefined);
    }
  });

  scope.addHook('onRequest', async (req) => {
    const identity = await identifyDevice(deps, req.headers);
    identities.set(req, identity);
    req.device = identity.device;
  });

  scope.addHook('preValidation', async (req) => {
    const identity = identities.get(req);
    if (identity === undefined) throw refuse('缺少设备签名');
    await verifyDeviceSignature(deps, identity, {
      method: req.method,
      url: req.url,
      headers: req.headers,
      body: req.rawBody ?? Buffer.alloc(0),
    });
  });
}
