import { ChargingOrderOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargers } from '../../db/schema/charging';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { aConnectedCharger, aProvisionedCharger, ocppClient } from '../../../test/charging';
import { until } from '../../../test/until';

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await buildTestApp();
  origin = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.close());

const connectAs = async (identity: string, password: string) => {
  const client = ocppClient({ origin, identity, password });
  try {
    await client.connect();
    await client.close();
    return 'connected';
  } catch (error) {
    return String((error as { response?: { statusCode?: number } }).response?.statusCode ?? error);
  }
};

describe('charge point authentication (security profile 1: Basic auth per charge point)', () => {
  it('refuses an unknown charge point and a wrong password with 401, accepts the password shown once', async () => {
    const charger = await aProvisionedCharger(t);
    expect(charger.password).toMatch(/^[0-9a-f]{64}$/);
    expect(await connectAs('NO-SUCH-CP', charger.password)).toBe('401');
    const wrong = `${charger.password.slice(0, -1)}${charger.password.endsWith('0') ? '1' : '0'}`;
    expect(await connectAs(charger.chargePointId, wrong)).toBe('401');
    expect(await connectAs(charger.chargePointId, charger.password)).toBe('connected');
  });
});

describe('live connector states', () => {
  it('a gun reported Available is free on the station; offline when the charger drops', async () => {
    const charger = await aProvisionedCharger(t, { guns: 2 });
    const gun = charger.connectors[0]!.gunNo;
    const client = await aConnectedCharger(t, origin, charger);
    const gunState = async () =>
      (await call(t, ChargingOrderOps.gun, { params: { gunNo: gun }, headers: t.driverHeaders() })).body.data!.gun;
    await until(async () => (await gunState()).status === 'Available', 'gun available');
    expect(await gunState()).toMatchObject({ statusText: '空闲', startable: true });
    await client.call('StatusNotification', { connectorId: 1, errorCode: 'GroundFailure', status: 'Faulted' });
    expect(await gunState()).toMatchObject({ status: 'Faulted', statusText: '故障', startable: false });
    const station = await call(t, ChargingOrderOps.stationDetail, {
      params: { stationId: charger.stationId },
      headers: t.driverHeaders(),
    });
    const guns = station.body.data!.guns.filter((g) => g.deviceName === charger.name);
    expect(guns.map((g) => g.status)).toEqual(['Faulted', 'Available']);
    await client.close();
    await until(async () => (await gunState()).status === 'Offline', 'gun offline');
  });
});

describe('heartbeats', () => {
  it("a Heartbeat is the charger's last seen, written with the node's lease renewal (not a statement per call)", async () => {
    const charger = await aProvisionedCharger(t);
    const client = await aConnectedCharger(t, origin, charger);
    const lastSeen = async () =>
      (await t.db.select({ at: chargers.lastSeenAt }).from(chargers).where(eq(chargers.id, charger.chargePointId)))[0]!
        .at!;
    const connected = await lastSeen(); // the lease's claim
    await client.call('Heartbeat', {});
    await t.app.charging.centralSystem.renewLeases();
    expect((await lastSeen()).getTime()).toBeGreaterThan(connected.getTime());
    await client.close();
  });
});

describe('bad frames', () => {
  it('answers a schema-invalid frame with a CALLERROR and keeps serving the charger', async () => {
    const charger = await aProvisionedCharger(t);
    const client = await aConnectedCharger(t, origin, charger);
    const raw = new Promise<unknown>((resolve) =>
      client.on('message', (m: { message: unknown; outbound: boolean }) => !m.outbound && resolve(m.message)),
    );
    // StatusNotification without its required status; sent raw so our own client's strict mode does not stop it.
    client.sendRaw(JSON.stringify([2, 'bad-1', 'StatusNotification', { connectorId: 1, errorCode: 'NoError' }]));
    const answer = JSON.parse(String(await raw)) as unknown[];
    expect(answer[0]).toBe(4); // CALLERROR
    expect(answer[1]).toBe('bad-1');
    expect(['OccurrenceConstraintViolation', 'OccurenceConstraintViolation', 'FormationViolation']).toContain(
      answer[2],
    );
    const beat = (await client.call('Heartbeat', {})) as { currentTime: string };
    expect(Date.parse(beat.currentTime)).not.toBeNaN();
    await client.close();
  });

  it('gives an unknown idTag no transaction (Invalid)', async () => {
    const charger = await aProvisionedCharger(t);
    const client = await aConnectedCharger(t, origin, charger);
    const answer = (await client.call('StartTransaction', {
      connectorId: 1,
      idTag: 'STRANGER',
      meterStart: 0,
      timestamp: t.clock.now().toISOString(),
    })) as { transactionId: number; idTagInfo: { status: string } };
    expect(answer.idTagInfo.status).toBe('Invalid');
    expect((await client.call('Authorize', { idTag: 'STRANGER' })) as object).toEqual({
      idTagInfo: { status: 'Invalid' },
    });
    await client.close();
  });
});
