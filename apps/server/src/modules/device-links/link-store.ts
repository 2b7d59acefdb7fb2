import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { deviceCommands } from '../../db/schema/device-links';
import { publish, Topic } from '../../events/outbox';

export interface PendingCommand {
  id: number;
  kind: string;
  payload: unknown;
}

/** A command as its issuer sees it: carried out (acknowledged), still waiting, or dropped unheard (expired). */
export interface CommandOutcome {
  id: number;
  deviceId: string;
  issuedAt: Date;
  ackedAt: Date | null;
  state: 'pending' | 'acknowledged' | 'expired';
}

/**
 * The rows behind device links (decision 034): leases (which node holds a device's socket) and commands. Lease times
 * are the database's clock, the one clock all nodes share.
 */
export function createLinkStore(database: Pick<Database, 'db' | 'executeSql'>, nodeId: string, leaseMs: number) {
  const rowsOf = async <T>(text: string, values?: unknown[]) => (await database.executeSql(text, values)).rows as T[];
  const ttl = `${leaseMs} milliseconds`;

  return {
    nodeId,

    /**
     * Takes the device's lease for this node. A signed connection proves where the device is now, so it takes the
     * lease even from a live node (whose old socket is half-open); that node finds out at its next renewal.
     */
    async claim(deviceId: string): Promise<void> {
      await database.executeSql(
        `insert into device_leases (device_id, node_id, expires_at, created_at) values ($1, $2, now() + $3::interval, now())
         on conflict (device_id) do update set node_id = excluded.node_id, expires_at = excluded.expires_at,
           created_at = excluded.created_at`,
        [deviceId, nodeId, ttl],
      );
    },

    /** Extends this node's leases of `deviceIds`; returns the ids whose lease this node still held. */
    async renew(deviceIds: string[]): Promise<Set<string>> {
      if (deviceIds.length === 0) return new Set();
      const rows = await rowsOf<{ device_id: string }>(
        `update device_leases set expires_at = now() + $3::interval
         where node_id = $1 and device_id = any($2::text[]) returning device_id`,
        [nodeId, deviceIds, ttl],
      );
      return new Set(rows.map((r) => r.device_id));
    },

    /** Gives the lease up (the socket closed), unless another node has taken it meanwhile. */
    async release(deviceId: string): Promise<void> {
      await database.executeSql(`delete from device_leases where device_id = $1 and node_id = $2`, [deviceId, nodeId]);
    },

    /** The node holding a live lease of the device, if it is connected anywhere. */
    async holder(deviceId: string): Promise<string | undefined> {
      const [row] = await rowsOf<{ node_id: string }>(
        `select node_id from device_leases where device_id = $1 and expires_at > now()`,
        [deviceId],
      );
      return row?.node_id;
    },

    /** Which of `deviceIds` hold a live lease: the devices linked to some node now (online). */
    async linked(deviceIds: string[]): Promise<Set<string>> {
      if (deviceIds.length === 0) return new Set();
      const rows = await rowsOf<{ device_id: string }>(
        `select device_id from device_leases where device_id = any($1::text[]) and expires_at > now()`,
        [deviceIds],
      );
      return new Set(rows.map((r) => r.device_id));
    },

    /** A command and what became of it, by the database's clock (the one the expiry was set by). */
    async command(id: number): Promise<CommandOutcome | undefined> {
      const [row] = await rowsOf<{
        id: string | number;
        device_id: string;
        created_at: Date | string;
        acked_at: Date | string | null;
        state: CommandOutcome['state'];
      }>(
        `select id, device_id, created_at, acked_at,
           case when acked_at is not null then 'acknowledged' when expires_at <= now() then 'expired' else 'pending' end as state
         from device_commands where id = $1`,
        [id],
      );
      return (
        row && {
          id: Number(row.id),
          deviceId: row.device_id,
          issuedAt: new Date(row.created_at),
          ackedAt: row.acked_at === null ? null : new Date(row.acked_at),
          state: row.state,
        }
      );
    },

    /** Commands for the device not yet acknowledged nor expired — only while this node holds its lease. */
    async pending(deviceId: string): Promise<PendingCommand[]> {
      const rows = await rowsOf<{ id: string | number; kind: string; payload: unknown }>(
        `select c.id, c.kind, c.payload from device_commands c
         join device_leases l on l.device_id = c.device_id and l.node_id = $2 and l.expires_at > now()
         where c.device_id = $1 and c.acked_at is null and c.expires_at > now()
         order by c.id`,
        [deviceId, nodeId],
      );
      return rows.map((r) => ({ id: Number(r.id), kind: r.kind, payload: r.payload }));
    },

    /** The device carried the command out; only its own commands (an id of another device's changes nothing). */
    async ack(deviceId: string, commandId: number): Promise<boolean> {
      const rows = await rowsOf(
        `update device_commands set acked_at = now() where id = $1 and device_id = $2 and acked_at is null returning id`,
        [commandId, deviceId],
      );
      return rows.length === 1;
    },

    /** Deletes commands acknowledged or expired a day ago (kept that long to look into what a device was told). */
    async prune(): Promise<void> {
      await database.executeSql(
        `delete from device_commands where coalesce(acked_at, expires_at) < now() - interval '1 day'`,
      );
    },

    /**
     * Issues a command on any node: the row and its outbox event in one transaction (the caller's `tx` if given), so
     * the node holding the device hears of it by NOTIFY (or its fallback poll) and sends it.
     */
    async issue(
      command: { deviceId: string; dealerId: string; kind: string; payload: unknown; ttlMs: number },
      tx?: Db,
    ): Promise<number> {
      const write = async (t: Db) => {
        const [row] = await t
          .insert(deviceCommands)
          .values({
            deviceId: command.deviceId,
            kind: command.kind,
            payload: command.payload,
            expiresAt: sql`now() + ${`${command.ttlMs} milliseconds`}::interval`,
          })
          .returning({ id: deviceCommands.id });
        await publish(t, { topic: Topic.DEVICE_COMMAND, dealerId: command.dealerId, subject: command.deviceId });
        return row!.id;
      };
      return tx ? write(tx) : database.db.transaction(write);
    },
  };
}
export type LinkStore = ReturnType<typeof createLinkStore>;
