import { randomBytes } from 'node:crypto';
import { demoDeviceSecret, signDeviceRequest } from '@parking/contracts/device-signing';
import { expect, type APIRequestContext } from '@playwright/test';
import { payloadHeaders } from './vehicles';

/** The demo gate of 武林广场地下停车场 (demo seed): its secret is derived from its id in demo mode. */
export const DEMO_GATE = { deviceId: 'HZ-WLGC-GATE', secret: demoDeviceSecret('HZ-WLGC-GATE') };
export const DEMO_PARK_NAME = '武林广场地下停车场';

const SERIAL = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
/** A random ordinary Zhejiang plate, so parallel projects never share a car. */
export const aPlate = (): string => `浙A${Array.from(randomBytes(5), (b) => SERIAL[b % SERIAL.length]).join('')}`;

export interface GateDecision {
  outcome: string;
  action: 'open' | 'hold' | 'none';
  uniqueId: string | null;
  dueFen: number | null;
  display: string;
}

/** The demo gate's camera reports a plate at its entry (E1) or exit (X1) lane, signed as the device signs. */
export async function gateEvent(
  request: APIRequestContext,
  type: 'entry' | 'exit',
  plateNo: string,
  at = new Date(),
): Promise<GateDecision> {
  const path = '/api/device/v1/gate/events';
  const body = JSON.stringify({
    eventId: `e2e-${randomBytes(8).toString('hex')}`,
    type,
    laneCode: type === 'entry' ? 'E1' : 'X1',
    plateNo,
    occurredAt: at.toISOString(),
  });
  const res = await request.post(path, {
    headers: { ...signDeviceRequest(DEMO_GATE, { method: 'POST', path, body }), 'content-type': 'application/json' },
    data: body,
  });
  const answer = await res.json();
  expect(answer.code, JSON.stringify(answer)).toBe('200');
  return answer.data as GateDecision;
}

/** A driver's authenticated call with a fresh authModel-1 payload. */
export const driverHeaders = (token: string) => ({ ...payloadHeaders(1), authorization: `Bearer ${token}` });

/** Binds a plate through the vehicles API; returns its id. */
export async function bindPlate(request: APIRequestContext, token: string, plateNo: string): Promise<string> {
  const res = await request.post('/api/driver/v2/api/plates', { headers: driverHeaders(token), data: { plateNo } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('200');
  return body.data.plateId as string;
}

/** Recharges through the API and the sandbox's confirm button, as a driver who already knows the flow. */
export async function rechargeByApi(request: APIRequestContext, token: string, amountFen: number): Promise<void> {
  const model = await (await request.get('/api/pay/v2/api/payModel', { headers: driverHeaders(token) })).json();
  const payChannel = (model.data.channels as { payChannel: number }[]).find((c) => c.payChannel !== 6)!.payChannel;
  const res = await request.post('/api/driver/v2/api/recharges', {
    headers: { ...driverHeaders(token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { amountFen, payChannel },
  });
  const order = (await res.json()).data as { orderNo: string; launch: { url: string } };
  const [path, query] = order.launch.url.split('?');
  await request.post(`${path}/confirm?${query}`, { form: {}, maxRedirects: 0 });
  await expect
    .poll(async () => {
      const info = await request.get('/api/driver/v2/api/balanceInfo', { headers: driverHeaders(token) });
      return (await info.json()).data.balanceFen;
    })
    .toBeGreaterThanOrEqual(amountFen);
}

/** What a plate owes now at the demo dealer, and its bills (the pay pages' bills endpoint). */
export async function billsOf(request: APIRequestContext, plateNo: string) {
  const res = await request.get(`/api/charge/v2/api/payCharges/bills?plateNo=${encodeURIComponent(plateNo)}`, {
    headers: payloadHeaders(1),
  });
  return (await res.json()).data as { totalFen: number; results: { uniqueId: string; parkId: string }[] };
}

export const owedFen = async (request: APIRequestContext, plateNo: string) =>
  (await billsOf(request, plateNo)).totalFen;
