import { createHash, timingSafeEqual } from 'node:crypto';
import { LOCK_GATEWAY_ID, lockTopic } from '@parking/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockGateways } from '../../db/schema/bookings';
import { sha256 } from '../../security/tokens';

/** The server's own MQTT user: not a gateway id (a `:` is not allowed in one), allowed every topic. */
export const LOCK_BROKER_SERVER_USER = 'parking:server';

/** Who holds a broker connection: the server's own client, or one gateway. */
export type BrokerIdentity = { kind: 'server' } | { kind: 'gateway'; gatewayId: string; secretHash: string };

/** Why a sign-in was refused (MQTT CONNACK 4: bad user name or password; 5: not authorized). */
export type BrokerRefusal = 'badCredentials' | 'disabled';

const digest = (text: string) => createHash('sha256').update(text).digest();
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b));

/** The topics a gateway publishes: its ACKs, its locks' states, its status (retained, and its last will). */
const PUBLISHED = ['ack', 'state', 'status'] as const;

/**
 * Who may use the lock broker and which topics (decision 038), one set of rules for the embedded aedes broker's
 * hooks and the external broker's HTTP hook. A gateway signs in with its id and the key the console showed once
 * (checked against its SHA-256; a disabled gateway, or one without a key, is refused); it publishes only its own
 * `parking/locks/<id>/{ack,state,status}` and subscribes only to its own `parking/locks/<id>/command`. The server signs
 * in as `parking:server` with LOCK_MQTT_SECRET and may do anything.
 */
export function createLockBrokerAuth(deps: { db: Db; serverSecret: string }) {
  const { db } = deps;
  return {
    async authenticate(
      username: string | undefined,
      password: string | undefined,
    ): Promise<{ ok: true; identity: BrokerIdentity } | { ok: false; refusal: BrokerRefusal }> {
      if (!username || password === undefined) return { ok: false, refusal: 'badCredentials' };
      if (username === LOCK_BROKER_SERVER_USER) {
        return same(password, deps.serverSecret)
          ? { ok: true, identity: { kind: 'server' } }
          : { ok: false, refusal: 'badCredentials' };
      }
      if (!LOCK_GATEWAY_ID.test(username)) return { ok: false, refusal: 'badCredentials' };
      const [row] = await db
        .select({ secretHash: lockGateways.secretHash, disabledAt: lockGateways.disabledAt })
        .from(lockGateways)
        .where(eq(lockGateways.id, username));
      // The hash is computed whether or not the gateway exists: the answer takes the same time.
      const given = sha256(password);
      if (!row?.secretHash || !same(given, row.secretHash)) return { ok: false, refusal: 'badCredentials' };
      if (row.disabledAt) return { ok: false, refusal: 'disabled' };
      await db
        .update(lockGateways)
        .set({ lastSeenAt: sql`now()` })
        .where(eq(lockGateways.id, username));
      return { ok: true, identity: { kind: 'gateway', gatewayId: username, secretHash: row.secretHash } };
    },

    /** Whether `who` may publish to `topic` (an exact topic, no wildcards). */
    mayPublish(who: BrokerIdentity, topic: string): boolean {
      if (who.kind === 'server') return true;
      return PUBLISHED.some((kind) => topic === lockTopic(who.gatewayId, kind));
    },

    /** Whether `who` may subscribe to `filter` (a gateway: its own command topic, no wildcard). */
    maySubscribe(who: BrokerIdentity, filter: string): boolean {
      if (who.kind === 'server') return true;
      return filter === lockTopic(who.gatewayId, 'command');
    },

    /**
     * The gateway identity a user name stands for while connected, if it may still be connected (the external
     * broker's ACL hook knows only the user name): an existing, enabled gateway with a key.
     */
    async connectedAs(username: string | undefined): Promise<BrokerIdentity | undefined> {
      if (username === LOCK_BROKER_SERVER_USER) return { kind: 'server' };
      if (!username || !LOCK_GATEWAY_ID.test(username)) return undefined;
      const [row] = await db
        .select({ secretHash: lockGateways.secretHash, disabledAt: lockGateways.disabledAt })
        .from(lockGateways)
        .where(eq(lockGateways.id, username));
      if (!row?.secretHash || row.disabledAt) return undefined;
      return { kind: 'gateway', gatewayId: username, secretHash: row.secretHash };
    },

    /** Of these connections, the ones to drop (by index): a gateway disabled, removed, or its key reset since. */
    async revoked(connected: BrokerIdentity[]): Promise<number[]> {
      const ids = connected.flatMap((c) => (c.kind === 'gateway' ? [c.gatewayId] : []));
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: lockGateways.id, secretHash: lockGateways.secretHash, disabledAt: lockGateways.disabledAt })
        .from(lockGateways)
        .where(inArray(lockGateways.id, ids));
      const current = new Map(rows.map((r) => [r.id, r]));
      return connected.flatMap((c, i) => {
        if (c.kind !== 'gateway') return [];
        const row = current.get(c.gatewayId);
        return !row || row.disabledAt !== null || row.secretHash !== c.secretHash ? [i] : [];
      });
    },
  };
}
export type LockBrokerAuth = ReturnType<typeof createLockBrokerAuth>;
