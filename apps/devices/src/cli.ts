/**
 * parking-devices: simulates gate cameras and road-side collector handhelds against a running server, signing every
 * request like real hardware. Run `npm run simulate -- --help`.
 */
import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { DEMO_CHARGERS, demoChargerPassword, formatFen } from '@parking/contracts';
import { cameraPicture } from '@parking/contracts/camera-picture';
import { demoDeviceSecret } from '@parking/contracts/device-signing';
import { seededRng } from '@parking/contracts/plate-samples';
import { simulateCharger } from './charger/charger-simulator';
import { createDeviceClient, DeviceApiError, nextEventId } from './client/device-client';
import { demoDeviceCredentials } from './client/demo-devices';
import { simulateCollector } from './collector/collector-simulator';
import { simulateGate } from './gate/gate-simulator';
import { parseDuration } from './traffic/traffic';
import type { SimulationStats } from './traffic/simulation';

const HELP = `parking-devices — gate cameras and collector handhelds for the parking server

Usage:
  simulate run     [--demo | --device ID --secret S] [--rate 30] [--speed 1] [--duration 10m] [--seed N]
  simulate entry   --device ID --secret S --plate 浙A12345 [--color 2] --lane E1 [--at -2h]
  simulate exit    --device ID --secret S --plate 浙A12345 [--color 2] --lane X1
  simulate start   --device ID --secret S --plate 浙A12345 --berth YA001 --collector C1001
  simulate end     --device ID --secret S --plate 浙A12345 --berth YA001 --collector C1001
  simulate config  --device ID --secret S
  simulate link    --device ID --secret S   keep the device link open, print and acknowledge commands (reconnects)
  simulate chargers --demo | --config chargers.json  [--speed 10] [--meter 30] [--faults] [--duration 10m]
                   OCPP 1.6J charge points: accept remote starts, charge cars on a tapering curve to their target
                   SoC, stop, stay plugged in a while (occupation); config: [{chargePointId, password, guns:
                   [{connectorId, maxKw}]}]
  simulate plugin  --demo --gun 33010001 --tag LFV2A21K0E3000001 [--speed 10]
                   a car plugs into a demo gun and presents its VIN (plug and charge) or an RFID card number: the
                   charger asks Authorize and starts without the app, charges to the car's target SoC and stops

Options:
  --server URL       server origin (default http://127.0.0.1:8080, or $PARKING_SERVER)
  --demo             every device of the demo dealer (logs in as the demo operator; secrets are derived)
  --dealer ID        dealer of --demo (default: the platform default)
  --rate N           cars arriving per hour at each device (default 30)
  --speed N          time compression: 60 plays an hour of stays in a minute (default 1: real time)
  --duration D       stop after D (90s, 10m, 2h); default: until Ctrl-C
  --drain            after stopping, wait for the cars inside to leave
  --seed N           repeatable traffic
  --at=T            when a single event happened: an ISO time or -2h (a late upload, written --at=-2h); default now
  (with --demo, single events need no --secret: a demo device's is derived)
  --no-pictures      send events without camera pictures
  --config FILE      chargers to simulate (JSON)
  --meter S          simulated seconds between MeterValues (default 30)
  --faults           now and then drop a charger's connection for a while (messages queued and replayed)
`;

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    server: { type: 'string', default: process.env.PARKING_SERVER ?? 'http://127.0.0.1:8080' },
    demo: { type: 'boolean', default: false },
    dealer: { type: 'string' },
    device: { type: 'string' },
    secret: { type: 'string' },
    gun: { type: 'string' },
    tag: { type: 'string' },
    rate: { type: 'string', default: '30' },
    speed: { type: 'string', default: '1' },
    duration: { type: 'string' },
    drain: { type: 'boolean', default: false },
    seed: { type: 'string' },
    'no-pictures': { type: 'boolean', default: false },
    plate: { type: 'string' },
    color: { type: 'string' },
    lane: { type: 'string' },
    berth: { type: 'string' },
    collector: { type: 'string' },
    at: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
    config: { type: 'string' },
    meter: { type: 'string', default: '30' },
    faults: { type: 'boolean', default: false },
  },
});

const stamp = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(11, 19);
const log = (line: string) => console.log(`${stamp()} ${line}`);

function need(name: keyof typeof opts): string {
  const value = opts[name];
  if (typeof value !== 'string' || value === '') throw new Error(`--${name} is required (see --help)`);
  return value;
}

function positiveNumber(name: 'rate' | 'speed'): number {
  const value = Number(opts[name]);
  if (!(value > 0)) throw new Error(`--${name} must be a number > 0`);
  return value;
}

const singleClient = () => {
  const deviceId = need('device');
  const secret = opts.demo && !opts.secret ? demoDeviceSecret(deviceId) : need('secret');
  return createDeviceClient({ server: opts.server, device: { deviceId, secret } });
};

/** --at: an ISO time, or "-90m" / "-2h" before now. */
function eventTime(): Date {
  if (!opts.at) return new Date();
  if (opts.at.startsWith('-')) return new Date(Date.now() - parseDuration(opts.at.slice(1)));
  const at = new Date(opts.at);
  if (Number.isNaN(at.getTime())) throw new Error(`--at must be an ISO time or like -2h, got ${opts.at}`);
  return at;
}

async function oneEvent(command: string): Promise<void> {
  const client = singleClient();
  const at = eventTime();
  const plate = { plateNo: need('plate'), plateColor: opts.color === '2' ? (2 as const) : undefined };
  const place = command === 'entry' || command === 'exit' ? need('lane') : need('berth');
  const picture = opts['no-pictures']
    ? undefined
    : { fileData: cameraPicture({ ...plate, at, place }).toString('base64'), suffix: 'png' };
  const base = { eventId: nextEventId(client.deviceId, at.getTime()), ...plate, occurredAt: at.toISOString(), picture };
  const decision =
    command === 'entry' || command === 'exit'
      ? await client.gateEvent({ ...base, type: command, laneCode: place })
      : await client.collectorEvent({
          ...base,
          type: command as 'start' | 'end',
          berthCode: need('berth'),
          collectorCode: need('collector'),
        });
  console.log(JSON.stringify(decision));
  const due = decision.dueFen !== null ? ` ${formatFen(decision.dueFen)}` : '';
  console.error(`${decision.display} → ${decision.action} (${decision.outcome})${due}`);
}

async function run(): Promise<void> {
  const credentials = opts.demo
    ? await demoDeviceCredentials(opts.server, { dealerId: opts.dealer })
    : [{ deviceId: need('device'), secret: need('secret') }];
  const controller = new AbortController();
  process.once('SIGINT', () => controller.abort());
  if (opts.duration) setTimeout(() => controller.abort(), parseDuration(opts.duration)).unref();
  const seed = opts.seed === undefined ? Date.now() : Number(opts.seed);
  const ratePerHour = positiveNumber('rate');
  const speed = positiveNumber('speed');

  const runs = credentials.map(async (device, i): Promise<[string, SimulationStats]> => {
    const client = createDeviceClient({ server: opts.server, device });
    const config = await client.config();
    log(
      `${device.deviceId} ${config.parkName}: ${config.lanes.length} 车道, ${config.berths.length} 泊位, ${config.parked.length} 辆在场`,
    );
    const sim = {
      client,
      config,
      rng: seededRng(seed + i),
      ratePerHour,
      speed,
      pictures: !opts['no-pictures'],
      signal: controller.signal,
      drain: opts.drain,
      log,
    };
    if (config.kind === 'gate') return [device.deviceId, await simulateGate(sim)];
    // A handheld is carried by one collector: the one named, or the first who may sign in.
    const collector = opts.collector ?? config.collectors[i % Math.max(1, config.collectors.length)]?.code;
    if (!collector) throw new Error(`${device.deviceId}: no collector may sign in; pass --collector`);
    return [device.deviceId, await simulateCollector(sim, collector)];
  });
  for (const [deviceId, stats] of await Promise.all(runs)) log(`${deviceId} ${JSON.stringify(stats)}`);
}

/** A device keeping its link open as firmware does: reconnecting after a drop (to any node behind the proxy). */
async function link(): Promise<void> {
  const client = singleClient();
  for (let attempt = 0; ; attempt++) {
    try {
      const open = await client.link((command) =>
        console.log(`command ${command.id} ${command.kind} ${JSON.stringify(command.payload)}`),
      );
      console.log(`${client.deviceId}: link open`);
      attempt = 0;
      console.log(`${client.deviceId}: link closed (${await open.closed})`);
    } catch (error) {
      console.error(`${client.deviceId}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 500 * 2 ** attempt)));
  }
}

/** Charge points over OCPP 1.6J: the demo's (passwords derived) or those of a config file. */
async function chargers(): Promise<void> {
  const list: { chargePointId: string; password: string; guns: { connectorId: number; maxKw: number }[] }[] = opts.demo
    ? DEMO_CHARGERS.map((c) => ({
        chargePointId: c.chargePointId,
        password: demoChargerPassword(c.chargePointId),
        guns: c.guns,
      }))
    : (JSON.parse(await readFile(need('config'), 'utf8')) as typeof list);
  const speed = positiveNumber('speed');
  const server = opts.server.replace(/^http/, 'ws');
  const sims = list.map((c) => simulateCharger({ server, ...c, speed, meterIntervalS: Number(opts.meter) || 30, log }));
  await Promise.all(sims.map((sim) => sim.start()));
  log(`${sims.length} chargers online at ${server} (speed ${speed}×)`);
  const faults = opts.faults
    ? setInterval(() => {
        const sim = sims[Math.floor(Math.random() * sims.length)]!;
        log('fault: a charger loses its network for 8 s');
        void sim.dropFor(8_000);
      }, 90_000)
    : undefined;
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    if (opts.duration) setTimeout(resolve, parseDuration(opts.duration)).unref();
  });
  clearInterval(faults);
  for (const sim of sims) log(JSON.stringify(sim.stats));
  await Promise.all(sims.map((sim) => sim.stop()));
}

/** One demo charger; a car plugs into `--gun` presenting `--tag` (its VIN or a card number) and charges. */
async function plugIn(): Promise<void> {
  const gunNo = need('gun');
  const charger = DEMO_CHARGERS.find((c) => c.guns.some((g) => g.gunNo === gunNo));
  if (!charger) throw new Error(`no demo charger has gun ${gunNo}`);
  const gun = charger.guns.find((g) => g.gunNo === gunNo)!;
  const sim = simulateCharger({
    server: opts.server.replace(/^http/, 'ws'),
    chargePointId: charger.chargePointId,
    password: demoChargerPassword(charger.chargePointId),
    guns: charger.guns,
    speed: positiveNumber('speed'),
    meterIntervalS: Number(opts.meter) || 30,
    log,
  });
  await sim.start();
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // booted, guns reported
  const verdict = await sim.plugIn(gun.connectorId, need('tag'));
  log(`${gunNo}: ${verdict}`);
  if (verdict === 'Accepted') {
    await new Promise<void>((resolve) => {
      const poll = setInterval(() => {
        if (sim.statusOf(gun.connectorId) === 'Available') resolve();
      }, 500);
      poll.unref();
      process.once('SIGINT', resolve);
      if (opts.duration) setTimeout(resolve, parseDuration(opts.duration)).unref();
    });
  }
  log(JSON.stringify(sim.stats));
  await sim.stop();
}

async function main(): Promise<void> {
  const [command = 'run'] = positionals;
  if (opts.help) return void console.log(HELP);
  if (command === 'run') return run();
  if (command === 'config') return void console.log(JSON.stringify(await singleClient().config(), null, 2));
  if (command === 'link') return link();
  if (command === 'chargers') return chargers();
  if (command === 'plugin') return plugIn();
  if (['entry', 'exit', 'start', 'end'].includes(command)) return oneEvent(command);
  throw new Error(`unknown command ${command} (see --help)`);
}

main().catch((error: unknown) => {
  console.error(
    error instanceof DeviceApiError
      ? `${error.status} ${error.code} ${error.message}`
      : String(error instanceof Error ? error.message : error),
  );
  process.exit(1);
});
