import WebSocket from 'ws';
import {
  API_BASE,
  DEVICE_LINK_PATH,
  ParkingRoutes,
  type DeviceAckMessage,
  type DeviceCommandMessage,
  type CollectorEvent,
  type Envelope,
  type GateEvent,
  type ResponseOf,
} from '@parking/contracts';
import { signDeviceRequest, type DeviceCredentials } from '@parking/contracts/device-signing';

/** A refusal by the server (4xx/5xx envelope): what a real device would show on its screen. */
export class DeviceApiError extends Error {
  override name = 'DeviceApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface DeviceClientOptions {
  /** Server origin, e.g. http://127.0.0.1:8080. */
  server: string;
  device: DeviceCredentials;
  fetch?: typeof fetch;
  now?: () => number;
  /**
   * Network failures and a proxy's 502–504 are retried (re-signed, same event id: the server answers a repeat with the
   * first decision).
   */
  retries?: number;
}

/** What a proxy in front of the servers answers when the node it chose is gone. */
const GATEWAY_ERRORS = [502, 503, 504];

/** The device API's operations: what a gate camera or collector handheld calls. */
type DeviceRoute =
  typeof ParkingRoutes.deviceConfig | typeof ParkingRoutes.gateEvent | typeof ParkingRoutes.collectorEvent;

/** Talks to the device API the way a gate camera or handheld does: every request signed, events retried safely. */
export function createDeviceClient({
  server,
  device,
  fetch: doFetch = fetch,
  now = Date.now,
  retries = 3,
}: DeviceClientOptions) {
  /** One device operation of the contracts (ParkingRoutes), signed; its answer typed by the operation. */
  async function request<R extends DeviceRoute>(route: R, body?: unknown): Promise<ResponseOf<R>> {
    type T = ResponseOf<R>;
    const { method } = route;
    const url = `${API_BASE}${route.path}`;
    const text = body === undefined ? '' : JSON.stringify(body);
    for (let attempt = 0; ; attempt++) {
      const headers = signDeviceRequest(device, { method, path: url, body: text, now: now() });
      let res: Response;
      try {
        res = await doFetch(`${server}${url}`, {
          method,
          headers: { ...headers, ...(text ? { 'content-type': 'application/json' } : {}) },
          body: text || undefined,
        });
      } catch (error) {
        if (attempt >= retries) throw error;
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        continue;
      }
      // A load balancer whose node just went away answers 502–504 without an envelope: the event is sent again (its
      // eventId makes that safe), as after a network error.
      if (GATEWAY_ERRORS.includes(res.status)) {
        await res.body?.cancel();
        if (attempt >= retries) throw new DeviceApiError(res.status, String(res.status), `网关错误 ${res.status}`);
        await new Promise((r) => setTimeout(r, 200 * 2 ** attempt));
        continue;
      }
      const envelope = (await res.json()) as Envelope<T>;
      if (res.ok && envelope.code === '200') return envelope.data as T;
      throw new DeviceApiError(res.status, envelope.code, envelope.message);
    }
  }

  /**
   * Opens the device link (decision 034): commands from the server go to `onCommand`, each carried out once (a
   * command sent again after a reconnect is acknowledged without repeating it) and acknowledged when it returns.
   * Resolves once open; `closed` gives the close code (4001: a newer connection of this device took over).
   */
  async function link(onCommand: (command: DeviceCommandMessage) => void | Promise<void>) {
    const path = `${API_BASE}${DEVICE_LINK_PATH}`;
    const socket = new WebSocket(`${server.replace(/^http/, 'ws')}${path}`, {
      headers: signDeviceRequest(device, { method: 'GET', path, now: now() }),
    });
    const closed = new Promise<number>((resolve) => socket.on('close', resolve));
    socket.on('message', async (data) => {
      const command = JSON.parse(String(data)) as DeviceCommandMessage;
      if (!done.has(command.id)) {
        done.add(command.id);
        await onCommand(command);
      }
      socket.send(JSON.stringify({ type: 'ack', id: command.id } satisfies DeviceAckMessage));
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => resolve());
      socket.on('unexpected-response', (_req, res) =>
        reject(new DeviceApiError(res.statusCode ?? 0, '', '设备连接被拒绝')),
      );
      socket.on('error', reject);
    });
    return { closed, close: () => socket.close() };
  }
  /** Command ids this device carried out (a real device keeps them in flash for the commands' lifetime). */
  const done = new Set<number>();

  return {
    deviceId: device.deviceId,
    link,
    config: () => request(ParkingRoutes.deviceConfig),
    gateEvent: (event: GateEvent) => request(ParkingRoutes.gateEvent, event),
    collectorEvent: (event: CollectorEvent) => request(ParkingRoutes.collectorEvent, event),
  };
}
export type DeviceClient = ReturnType<typeof createDeviceClient>;

let sequence = 0;
/** An event id unique per device: time plus a counter, as camera firmware numbers its captures. */
export const nextEventId = (deviceId: string, now = Date.now()) =>
  `${deviceId}-${now.toString(36)}-${(sequence++).toString(36)}`;
