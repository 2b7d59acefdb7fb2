import { RPCClient } from 'ocpp-rpc';

type ClientOptions = ConstructorParameters<typeof RPCClient>[0];
import { aRandomCar, chargeFor, type Car } from './charge-curve';
import { createOutbox } from './charger-outbox';
import { handleCentralCalls, type GunState, type SimGun, type SimStats } from './charger-calls';

export type { SimGun } from './charger-calls';

export interface ChargerSimOptions {
  /** ws:// or wss:// origin of the server. */
  server: string;
  /** The central system's path (the server's OCPP_PATH). */
  path?: string;
  chargePointId: string;
  password: string;
  guns: SimGun[];
  /** Time compression: 60 plays an hour of charging in a minute (timestamps follow the simulated clock). */
  speed?: number;
  /** Simulated seconds between MeterValues (OCPP MeterValueSampleInterval). */
  meterIntervalS?: number;
  /** The car that plugs in when a session is started remotely. */
  car?: () => Car;
  /** Guns that report Faulted at boot. */
  faulted?: number[];
  log?: (line: string) => void;
}

/**
 * A charge point speaking OCPP 1.6J through ocpp-rpc's client: boots, reports its guns, accepts remote starts and
 * stops, charges a car along a tapering curve to its target SoC, stops (Local), waits for the unplug (Finishing →
 * Available: the occupation time), and queues its messages while the connection is down, replaying them in order when
 * it is back (as firmware does with transaction messages).
 */
export function simulateCharger(options: ChargerSimOptions) {
  const speed = options.speed ?? 1;
  const intervalS = options.meterIntervalS ?? 30;
  const log = options.log ?? (() => {});
  const id = options.chargePointId;
  const client = new RPCClient({
    endpoint: `${options.server}${options.path ?? '/ocpp/v16'}`,
    identity: id,
    password: options.password,
    protocols: ['ocpp1.6'],
    strictMode: true,
    reconnect: true,
    backoff: { initialDelay: 500, maxDelay: 10_000, factor: 2, randomisationFactor: 0.25 },
    // ocpp-rpc's typings ask for every option; the rest keep its defaults.
  } as Partial<ClientOptions> as ClientOptions);
  const guns = new Map<number, GunState>(
    options.guns.map((gun) => [
      gun.connectorId,
      {
        gun,
        status: options.faulted?.includes(gun.connectorId) ? 'Faulted' : 'Available',
        meterWh: 0,
        t0Real: 0,
        t0Sim: 0,
      },
    ]),
  );
  const outbox = createOutbox(client, (line) => log(`${id} ${line}`));
  let stopped = false;
  const stats: SimStats = { sessions: 0, kwh: 0, replayed: 0, remoteStarts: 0, remoteStops: 0, resets: 0, unlocks: 0 };

  const simNow = (g: GunState) => new Date(g.t0Real ? g.t0Sim + (Date.now() - g.t0Real) * speed : Date.now());

  const { send, flush } = outbox;

  const status = (g: GunState, s: string, errorCode = 'NoError') => {
    g.status = s;
    return send('StatusNotification', {
      connectorId: g.gun.connectorId,
      errorCode,
      status: s,
      timestamp: simNow(g).toISOString(),
    });
  };

  async function startSession(g: GunState, idTag: string, car?: Car) {
    g.t0Real = Date.now();
    g.t0Sim = Date.now();
    g.car = car ?? options.car?.() ?? aRandomCar();
    await status(g, 'Preparing');
    const answer = (await send('StartTransaction', {
      connectorId: g.gun.connectorId,
      idTag,
      meterStart: g.meterWh,
      timestamp: simNow(g).toISOString(),
    })) as { transactionId: number; idTagInfo: { status: string } } | undefined;
    if (!answer || answer.idTagInfo.status !== 'Accepted') {
      log(`${id}#${g.gun.connectorId} start refused (${answer?.idTagInfo.status})`);
      await status(g, 'Available');
      g.t0Real = 0;
      return;
    }
    g.transactionId = answer.transactionId;
    stats.sessions += 1;
    await status(g, 'Charging');
    log(
      `${id}#${g.gun.connectorId} charging tx ${g.transactionId}: ${g.car.soc}% → ${g.car.targetSoc}% of ${g.car.capacityKwh} kWh`,
    );
    g.timer = setInterval(() => void tick(g), (intervalS * 1000) / speed);
  }

  /** MeterValues of the gun now: the register, and power and SoC while a car charges. */
  function sendMeter(g: GunState, powerKw: number) {
    return send('MeterValues', {
      connectorId: g.gun.connectorId,
      ...(g.transactionId === undefined ? {} : { transactionId: g.transactionId }),
      meterValue: [
        {
          timestamp: simNow(g).toISOString(),
          sampledValue: [
            { value: String(g.meterWh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
            { value: String(Math.round(powerKw * 1000)), measurand: 'Power.Active.Import', unit: 'W' },
            ...(g.car ? [{ value: String(Math.round(g.car.soc)), measurand: 'SoC', unit: 'Percent' }] : []),
          ],
        },
      ],
    });
  }

  async function tick(g: GunState) {
    if (!g.car || g.transactionId === undefined) return;
    const { wh, powerKw } = chargeFor(g.car, g.gun.maxKw, intervalS);
    g.meterWh += wh;
    stats.kwh += wh / 1000;
    await sendMeter(g, powerKw);
    if (g.car.soc >= g.car.targetSoc) await stopSession(g, 'Local');
  }

  async function stopSession(g: GunState, reason: string, unplugAfterMin?: number) {
    if (g.transactionId === undefined) return;
    clearInterval(g.timer);
    const transactionId = g.transactionId;
    g.transactionId = undefined;
    await send('StopTransaction', { transactionId, meterStop: g.meterWh, timestamp: simNow(g).toISOString(), reason });
    await status(g, 'Finishing');
    const car = g.car;
    log(`${id}#${g.gun.connectorId} stopped (${reason}); unplugged in ${car?.unplugAfterMin ?? 0} min`);
    g.timer = setTimeout(
      () => {
        g.car = undefined;
        void status(g, g.inoperative ? 'Unavailable' : 'Available').then(() => {
          g.t0Real = 0;
        });
      },
      ((unplugAfterMin ?? car?.unplugAfterMin ?? 0) * 60_000) / speed,
    );
  }

  handleCentralCalls(client, guns, stats, {
    status,
    send,
    sendMeter,
    startSession: (g, idTag) => startSession(g, idTag),
    stopSession,
    dropFor: (ms) => this_.dropFor(ms),
  });

  client.on('open', () => {
    outbox.online = true;
    void (async () => {
      await client.call('BootNotification', {
        chargePointVendor: 'ParkingSim',
        chargePointModel: 'DC60',
        firmwareVersion: '1.0.0',
      });
      if (outbox.pending() > 0) {
        stats.replayed += outbox.pending();
        log(`${id} back online: replaying ${outbox.pending()} queued messages`);
      }
      await flush();
      for (const g of guns.values()) {
        await client.call('StatusNotification', {
          connectorId: g.gun.connectorId,
          errorCode: g.status === 'Faulted' ? 'OtherError' : 'NoError',
          status: g.status,
        });
      }
    })().catch((error) => log(`${id} boot failed: ${String(error)}`));
  });
  client.on('close', () => {
    outbox.online = false;
  });

  const this_ = {
    stats,
    /**
     * A car plugs in and presents an idTag itself — its VIN (plug and charge) or the driver's RFID card: the charger
     * asks Authorize, then starts the transaction without any app. Answers the Authorize status.
     */
    async plugIn(connectorId: number, idTag: string, car?: Car): Promise<string> {
      const g = guns.get(connectorId);
      if (!g || g.status !== 'Available' || g.transactionId !== undefined) return 'Occupied';
      await status(g, 'Preparing');
      const answer = (await send('Authorize', { idTag })) as { idTagInfo: { status: string } } | undefined;
      const verdict = answer?.idTagInfo.status ?? 'NoAnswer';
      if (verdict !== 'Accepted') {
        log(`${id}#${connectorId} ${idTag} not authorised (${verdict})`);
        await status(g, 'Available');
        return verdict;
      }
      await startSession(g, idTag, car);
      return g.transactionId === undefined ? 'Refused' : 'Accepted';
    },
    /** The gun's status as the charger last reported it. */
    statusOf: (connectorId: number) => guns.get(connectorId)?.status,
    async start() {
      await client.connect();
    },
    /** Drops the connection for `ms` (a mobile network loss), messages queued meanwhile are replayed after. */
    async dropFor(ms: number) {
      outbox.online = false;
      await client.close({ code: 1001, reason: 'network drop' });
      await new Promise((resolve) => setTimeout(resolve, ms));
      if (!stopped) await client.connect();
    },
    /** The car's driver stops at the charger (a Local stop); `repeat` sends the StopTransaction twice. */
    async stopLocally(connectorId: number, repeat = false) {
      const g = guns.get(connectorId);
      if (!g || g.transactionId === undefined) return;
      const tx = g.transactionId;
      await stopSession(g, 'Local');
      if (repeat)
        await send('StopTransaction', {
          transactionId: tx,
          meterStop: g.meterWh,
          timestamp: simNow(g).toISOString(),
          reason: 'Local',
        });
    },
    async stop() {
      stopped = true;
      for (const g of guns.values()) clearInterval(g.timer);
      await client.close({ force: true });
    },
  };
  return this_;
}
export type ChargerSim = ReturnType<typeof simulateCharger>;
