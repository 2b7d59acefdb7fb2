import { ChargingOperatorOps, OperatorRole, type ProvisionChargerRequest } from '@parking/contracts';
import { RPCClient } from 'ocpp-rpc';
import { DEMO_STATION_IDS } from '../src/demo/discovery';
import { OCPP_PATH } from '../src/modules/charging';
import { loggedInOperator, type TestApp } from './build-test-app';
import { call } from './call';
import { until } from './until';

let serial = 0;

type ClientOptions = ConstructorParameters<typeof RPCClient>[0];
/** An OCPP 1.6J client (strict unless told) of the central system at `origin`; no reconnects. */
export const ocppClient = (o: { origin: string; identity: string; password: string; strictMode?: boolean }) =>
  new RPCClient({
    endpoint: `${o.origin}${OCPP_PATH}`,
    identity: o.identity,
    password: o.password,
    protocols: ['ocpp1.6'],
    strictMode: o.strictMode ?? true,
    reconnect: false,
    // ocpp-rpc's typings ask for every option; the rest keep its defaults.
  } as Partial<ClientOptions> as ClientOptions);

/** A charger provisioned through the operator API (its password as answered once), with `guns` fresh gun numbers. */
export async function aProvisionedCharger(
  t: TestApp,
  over: Partial<ProvisionChargerRequest> & { guns?: number; maxKw?: number } = {},
) {
  const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  serial += 1;
  const id = over.chargePointId ?? `T-CP-${process.pid}-${serial}`;
  const guns = over.guns ?? 1;
  const body: ProvisionChargerRequest = {
    chargePointId: id,
    stationId: over.stationId ?? DEMO_STATION_IDS[0]!,
    name: over.name ?? `测试桩${serial}`,
    connectors:
      over.connectors ??
      Array.from({ length: guns }, (_, i) => ({
        connectorId: i + 1,
        gunNo: `9${String(process.pid % 1000).padStart(3, '0')}${String(serial).padStart(3, '0')}${i + 1}`,
        gunName: `${i + 1}号枪`,
        kind: 'quick' as const,
        maxKw: over.maxKw ?? 60,
      })),
  };
  const res = await call(t, ChargingOperatorOps.provisionCharger, { body, headers: admin });
  if (res.status !== 200) throw new Error(`provision failed: ${JSON.stringify(res.body)}`);
  return { ...body, password: res.body.data!.password, admin };
}

/** An OCPP 1.6J client of the charger connected to `origin` (ws://host:port), booted and its guns Available. */
export async function aConnectedCharger(
  t: TestApp,
  origin: string,
  charger: { chargePointId: string; password: string; connectors: { connectorId: number }[] },
  { status = 'Available' }: { status?: string } = {},
) {
  const client = ocppClient({ origin, identity: charger.chargePointId, password: charger.password });
  await client.connect();
  await client.call('BootNotification', { chargePointVendor: 'Test', chargePointModel: 'T1' });
  for (const c of charger.connectors) {
    await client.call('StatusNotification', { connectorId: c.connectorId, errorCode: 'NoError', status });
  }
  await until(
    async () => t.app.charging.centralSystem.connected().includes(charger.chargePointId) || false,
    'charger connected',
  ).catch(() => undefined);
  return client;
}

/** Calls the central system made to a test charger (RemoteStart/StopTransaction), answered as `answers` says. */
export function recordCalls(
  client: RPCClient,
  answers: { RemoteStartTransaction?: string; RemoteStopTransaction?: string } = {},
) {
  const calls: { method: string; params: Record<string, unknown> }[] = [];
  for (const method of ['RemoteStartTransaction', 'RemoteStopTransaction'] as const) {
    client.handle(method, async ({ params }) => {
      calls.push({ method, params: params as Record<string, unknown> });
      return { status: answers[method] ?? 'Accepted' };
    });
  }
  return {
    calls,
    /** The next call of `method` (waits for it). */
    async next(method: string, after = 0) {
      await until(() => calls.filter((c) => c.method === method).length > after, `${method} received`);
      return calls.filter((c) => c.method === method)[after]!.params;
    },
  };
}

/** A MeterValues sample as a charger sends it: the register (Wh), power (W), SoC. */
export const aMeterValue = (at: Date, wh: number, powerW = 60_000, soc = 50) => ({
  timestamp: at.toISOString(),
  sampledValue: [
    { value: String(wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
    { value: String(powerW), measurand: 'Power.Active.Import', unit: 'W' },
    { value: String(soc), measurand: 'SoC', unit: 'Percent' },
  ],
});
