import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { PaymentRoutes, VehicleRoutes, WalletRoutes } from '@parking/contracts';
import { apiUrl } from './api';
import { payloadHeaders } from './vehicles';

/** A driver's authenticated call with a fresh authModel-1 payload. */
export const driverHeaders = (token: string) => ({ ...payloadHeaders(1), authorization: `Bearer ${token}` });

/** Binds a plate through the vehicles API; returns its id. */
export async function bindPlate(request: APIRequestContext, token: string, plateNo: string): Promise<string> {
  const res = await request.post(apiUrl(VehicleRoutes.bindPlate), { headers: driverHeaders(token), data: { plateNo } });
  const body = await res.json();
  expect(body.code, JSON.stringify(body)).toBe('200');
  return body.data.plateId as string;
}

/** Recharges through the API and the sandbox's confirm button, as a driver who already knows the flow. */
export async function rechargeByApi(request: APIRequestContext, token: string, amountFen: number): Promise<void> {
  const model = await (await request.get(apiUrl(PaymentRoutes.payModel), { headers: driverHeaders(token) })).json();
  const payChannel = (model.data.channels as { payChannel: number }[]).find((c) => c.payChannel !== 6)!.payChannel;
  const res = await request.post(apiUrl(WalletRoutes.recharge), {
    headers: { ...driverHeaders(token), 'idempotency-key': randomBytes(16).toString('hex') },
    data: { amountFen, payChannel },
  });
  const order = (await res.json()).data as { orderNo: string; launch: { url: string } };
  const [path, query] = order.launch.url.split('?');
  await request.post(`${path}/confirm?${query}`, { form: {}, maxRedirects: 0 });
  await expect
    .poll(async () => {
      const info = await request.get(apiUrl(WalletRoutes.balanceInfo), { headers: driverHeaders(token) });
      return (await info.json()).data.balanceFen;
    })
    .toBeGreaterThanOrEqual(amountFen);
}

/** What a plate owes now at the demo dealer, and its bills (the pay pages' bills endpoint). */
export async function billsOf(request: APIRequestContext, plateNo: string) {
  const res = await request.get(apiUrl(PaymentRoutes.payableBills), {
    headers: payloadHeaders(1),
    params: { plateNo },
  });
  return (await res.json()).data as { totalFen: number; results: { uniqueId: string; parkId: string }[] };
}

export const owedFen = async (request: APIRequestContext, plateNo: string) =>
  (await billsOf(request, plateNo)).totalFen;
