import type { RPCClient } from 'ocpp-rpc';
import type { Car } from './charge-curve';

export interface SimGun {
  connectorId: number;
  maxKw: number;
}

export type GunState = {
  gun: SimGun;
  status: string;
  transactionId?: number;
  meterWh: number;
  car?: Car;
  timer?: NodeJS.Timeout;
  /** Set Inoperative by the operator (ChangeAvailability): reports Unavailable when idle. */
  inoperative?: boolean;
  /** Session clock: real and simulated instants when the session began (timestamps run `speed` times faster). */
  t0Real: number;
  t0Sim: number;
};

export interface SimStats {
  sessions: number;
  kwh: number;
  replayed: number;
  remoteStarts: number;
  remoteStops: number;
  resets: number;
  unlocks: number;
}

/** What the central system's calls act with: the simulator's own steps. */
export interface GunActions {
  status: (g: GunState, s: string) => Promise<unknown>;
  send: (method: string, params: object) => Promise<unknown>;
  sendMeter: (g: GunState, powerKw: number) => Promise<unknown>;
  startSession: (g: GunState, idTag: string) => Promise<void>;
  stopSession: (g: GunState, reason: string, unplugAfterMin?: number) => Promise<void>;
  dropFor: (ms: number) => Promise<void>;
}

/** UnlockConnector: a session on the gun ends first (StopTransaction, reason UnlockCommand), then the cable is free. */
function handleUnlock(
  client: RPCClient,
  guns: Map<number, { transactionId?: number }>,
  stats: { unlocks: number },
  stop: (g: GunState) => Promise<void>,
) {
  client.handle('UnlockConnector', async ({ params }) => {
    const g = guns.get((params as { connectorId: number }).connectorId);
    if (!g) return { status: 'NotSupported' };
    stats.unlocks += 1;
    if (g.transactionId !== undefined) setImmediate(() => void stop(g as GunState));
    return { status: 'Unlocked' };
  });
}

/** The central system's calls to the charger: remote start and stop, and the operator commands (decision 045). */
export function handleCentralCalls(
  client: RPCClient,
  guns: Map<number, GunState>,
  stats: SimStats,
  { status, send, sendMeter, startSession, stopSession, dropFor }: GunActions,
) {
  client.handle('RemoteStartTransaction', async ({ params }) => {
    const p = params as { connectorId?: number; idTag: string };
    const g = guns.get(p.connectorId ?? 1);
    if (!g || (g.status !== 'Available' && g.status !== 'Preparing') || g.transactionId !== undefined)
      return { status: 'Rejected' };
    stats.remoteStarts += 1;
    setImmediate(() => void startSession(g, p.idTag));
    return { status: 'Accepted' };
  });
  client.handle('RemoteStopTransaction', async ({ params }) => {
    const { transactionId } = params as { transactionId: number };
    const g = [...guns.values()].find((x) => x.transactionId === transactionId);
    if (!g) return { status: 'Rejected' };
    stats.remoteStops += 1;
    return (setImmediate(() => void stopSession(g, 'Remote')), { status: 'Accepted' });
  });
  // Operator commands (decision 045). Availability: an idle gun reports Unavailable/Available at once; one charging
  // is Scheduled (it changes after the session, as firmware does).
  client.handle('ChangeAvailability', async ({ params }) => {
    const p = params as { connectorId: number; type: 'Operative' | 'Inoperative' };
    const targets = p.connectorId === 0 ? [...guns.values()] : [guns.get(p.connectorId)].filter((g) => !!g);
    if (targets.length === 0) return { status: 'Rejected' };
    const busy = targets.some((g) => g.transactionId !== undefined);
    for (const g of targets) {
      g.inoperative = p.type === 'Inoperative';
      if (g.transactionId === undefined && g.status !== 'Faulted') {
        setImmediate(() => void status(g, g.inoperative ? 'Unavailable' : 'Available'));
      }
    }
    return { status: busy ? 'Scheduled' : 'Accepted' };
  });
  // Reset: sessions end (SoftReset/HardReset), the charger goes away and boots again.
  client.handle('Reset', async ({ params }) => {
    const { type } = params as { type: 'Soft' | 'Hard' };
    stats.resets += 1;
    setImmediate(() => {
      void (async () => {
        for (const g of guns.values()) await stopSession(g, type === 'Soft' ? 'SoftReset' : 'HardReset', 0);
        await dropFor(200);
      })();
    });
    return { status: 'Accepted' };
  });
  handleUnlock(client, guns, stats, (g) => stopSession(g, 'UnlockCommand', 0));
  client.handle('TriggerMessage', async ({ params }) => {
    const p = params as { requestedMessage: string; connectorId?: number };
    const targets = p.connectorId ? [guns.get(p.connectorId)].filter((g) => !!g) : [...guns.values()];
    if (p.requestedMessage === 'Heartbeat') setImmediate(() => void send('Heartbeat', {}));
    else if (p.requestedMessage === 'StatusNotification')
      setImmediate(() => void Promise.all(targets.map((g) => status(g, g.status))));
    else if (p.requestedMessage === 'MeterValues')
      setImmediate(() => void Promise.all(targets.map((g) => sendMeter(g, 0))));
    else return { status: 'NotImplemented' };
    return { status: 'Accepted' };
  });
}
