import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  LOCK_TOPIC_ROOT,
  type LockGatewayKey,
  type LockGatewayList,
  type LockGatewayView,
  type OperatorProfile,
  type RegisterParkingLocks,
} from '@parking/contracts';
import { and, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { lockGateways, parkingLocks } from '../../db/schema/bookings';
import { sha256 } from '../../security/tokens';
import type { AuditTrail } from '../audit';
import { checkParkScope, parkScopeOf } from '../operators';
import { parkFactsOf } from '../parks';

type GatewayRow = typeof lockGateways.$inferSelect;

const parkNotFound = () => new AppError(ErrorCode.NOT_FOUND, '车场不存在');
const gatewayNotFound = () => new AppError(ErrorCode.NOT_FOUND, '地锁网关不存在');

/** What the audit log keeps of a gateway: its editable fields, never its key (only that it changed). */
const auditedFields = (g: GatewayRow) => ({ parkId: g.parkId, name: g.name, disabled: g.disabledAt !== null });

const keyOf = (gatewayId: string, secret: string): LockGatewayKey => ({
  gatewayId,
  username: gatewayId,
  secret,
  topicRoot: LOCK_TOPIC_ROOT,
});

/**
 * Lock gateways from the console (issue 39, decision 038): registered on a park with an MQTT password shown once and
 * kept as its SHA-256 (as chargers' passwords), listed with their status, their key reset, disabled or enabled, their
 * locks registered. Every write checks the park is the operator's dealer's and in their scope, and records its change
 * in the audit log in its transaction.
 */
export function createGatewaysService(deps: { db: Db; trail: AuditTrail }) {
  const { db, trail } = deps;

  async function parkFor(operator: OperatorProfile, parkId: string) {
    const [found] = await parkFactsOf(db)([parkId]);
    const park = found?.dealerId === operator.dealerId ? { id: found.id, name: found.name } : undefined;
    if (!park) throw parkNotFound();
    checkParkScope(operator, park.id);
    return park;
  }

  async function gatewayFor(operator: OperatorProfile, gatewayId: string): Promise<GatewayRow> {
    const [gateway] = await db.select().from(lockGateways).where(eq(lockGateways.id, gatewayId));
    if (!gateway || gateway.dealerId !== operator.dealerId) throw gatewayNotFound();
    checkParkScope(operator, gateway.parkId);
    return gateway;
  }

  async function views(where: SQL): Promise<LockGatewayView[]> {
    const gateways = await db.select().from(lockGateways).where(where).orderBy(lockGateways.id);
    // By park name (the parks' port answers in that order), then id.
    const parksByName = await parkFactsOf(db)(gateways.map((g) => g.parkId));
    const rows = parksByName.flatMap((park) =>
      gateways.filter((g) => g.parkId === park.id).map((gateway) => ({ gateway, parkName: park.name })),
    );
    const ids = rows.map((r) => r.gateway.id);
    const counts =
      ids.length === 0
        ? []
        : await db
            .select({ gatewayId: parkingLocks.gatewayId, n: count() })
            .from(parkingLocks)
            .where(inArray(parkingLocks.gatewayId, ids))
            .groupBy(parkingLocks.gatewayId);
    const lockCount = new Map(counts.map((c) => [c.gatewayId, Number(c.n)]));
    return rows.map(({ gateway: g, parkName }) => ({
      gatewayId: g.id,
      name: g.name,
      parkId: g.parkId,
      parkName,
      // A disabled gateway is refused by the broker: never online, whatever it said last.
      online: g.online && g.disabledAt === null,
      lastSeenAt: g.lastSeenAt?.toISOString() ?? null,
      disabled: g.disabledAt !== null,
      hasKey: g.secretHash !== null,
      lockCount: lockCount.get(g.id) ?? 0,
    }));
  }
  const viewOf = async (gatewayId: string) => (await views(eq(lockGateways.id, gatewayId)))[0]!;

  return {
    /** One park's gateways, or those of every park the operator may act on. */
    async list(operator: OperatorProfile, parkId: string | undefined): Promise<LockGatewayList> {
      if (parkId) {
        await parkFor(operator, parkId);
        return { results: await views(eq(lockGateways.parkId, parkId)) };
      }
      const scope = parkScopeOf(operator);
      const all = await views(eq(lockGateways.dealerId, operator.dealerId));
      return { results: scope ? all.filter((g) => scope.includes(g.parkId)) : all };
    },

    /** A new gateway on a park; its password is answered this once. */
    async register(
      operator: OperatorProfile,
      input: { parkId: string; gatewayId: string; name: string },
      secret = randomBytes(32).toString('hex'),
    ): Promise<LockGatewayKey> {
      await parkFor(operator, input.parkId);
      try {
        await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(lockGateways)
            .values({
              id: input.gatewayId,
              dealerId: operator.dealerId,
              parkId: input.parkId,
              name: input.name,
              secretHash: sha256(secret),
            })
            .returning();
          await trail.record(tx, {
            objectType: 'lockGateway',
            objectId: row!.id,
            before: null,
            after: { ...auditedFields(row!), key: 'new' },
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, `网关编号 ${input.gatewayId} 已存在`);
        throw error;
      }
      return keyOf(input.gatewayId, secret);
    },

    /** Renames, disables or enables; a disabled gateway is refused by the broker and its connection dropped. */
    async update(
      operator: OperatorProfile,
      gatewayId: string,
      input: { name: string; disabled: boolean },
    ): Promise<LockGatewayView> {
      const before = await gatewayFor(operator, gatewayId);
      await db.transaction(async (tx) => {
        const disabling = input.disabled && before.disabledAt === null;
        const [after] = await tx
          .update(lockGateways)
          .set({
            name: input.name,
            disabledAt: input.disabled ? (before.disabledAt ?? sql`now()`) : null,
            ...(disabling ? { online: false } : {}),
          })
          .where(eq(lockGateways.id, gatewayId))
          .returning();
        await trail.record(tx, {
          objectType: 'lockGateway',
          objectId: gatewayId,
          before: auditedFields(before),
          after: auditedFields(after!),
        });
      });
      return viewOf(gatewayId);
    },

    /** A new password, answered this once; the old one stops working at once (its connection is dropped). */
    async rotateKey(
      operator: OperatorProfile,
      gatewayId: string,
      secret = randomBytes(32).toString('hex'),
    ): Promise<LockGatewayKey> {
      await gatewayFor(operator, gatewayId);
      await db.transaction(async (tx) => {
        await tx
          .update(lockGateways)
          .set({ secretHash: sha256(secret), online: false })
          .where(eq(lockGateways.id, gatewayId));
        // The entry says the key changed, never what it is.
        await trail.record(tx, {
          objectType: 'lockGateway',
          objectId: gatewayId,
          before: { key: 'old' },
          after: { key: 'new' },
        });
      });
      return keyOf(gatewayId, secret);
    },

    /** Parking locks behind the gateway, one per space of its park; a lock or space already there is refused. */
    async registerLocks(
      operator: OperatorProfile,
      gatewayId: string,
      input: z.output<typeof RegisterParkingLocks>,
    ): Promise<LockGatewayView> {
      const gateway = await gatewayFor(operator, gatewayId);
      const ids = new Set<string>();
      const spaces = new Set<string>();
      for (const l of input.locks) {
        if (ids.has(l.lockId)) throw new AppError(ErrorCode.INVALID_INPUT, `地锁编号 ${l.lockId} 重复`);
        if (spaces.has(l.spaceCode)) throw new AppError(ErrorCode.INVALID_INPUT, `车位 ${l.spaceCode} 重复`);
        ids.add(l.lockId);
        spaces.add(l.spaceCode);
      }
      const [taken] = await db
        .select({ id: parkingLocks.id, parkId: parkingLocks.parkId, spaceCode: parkingLocks.spaceCode })
        .from(parkingLocks)
        .where(
          or(
            inArray(parkingLocks.id, [...ids]),
            and(eq(parkingLocks.parkId, gateway.parkId), inArray(parkingLocks.spaceCode, [...spaces])),
          ),
        )
        .limit(1);
      if (taken) {
        throw new AppError(
          ErrorCode.CONFLICT,
          ids.has(taken.id) ? `地锁编号 ${taken.id} 已存在` : `车位 ${taken.spaceCode} 已有地锁`,
        );
      }
      try {
        await db.transaction(async (tx) => {
          const rows = await tx
            .insert(parkingLocks)
            .values(
              input.locks.map((l) => ({
                id: l.lockId,
                dealerId: gateway.dealerId,
                parkId: gateway.parkId,
                gatewayId,
                spaceCode: l.spaceCode,
                berthType: l.berthType,
              })),
            )
            .returning();
          for (const row of rows) {
            await trail.record(tx, {
              objectType: 'parkingLock',
              objectId: row.id,
              before: null,
              after: { gatewayId, parkId: row.parkId, spaceCode: row.spaceCode, berthType: row.berthType },
            });
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, '地锁编号或车位已存在，请刷新后重试');
        throw error;
      }
      return viewOf(gatewayId);
    },
  };
}
export type GatewaysService = ReturnType<typeof createGatewaysService>;
