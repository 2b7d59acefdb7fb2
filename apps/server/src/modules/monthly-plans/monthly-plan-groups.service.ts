import {
  AppError,
  BAG_KINDS,
  ErrorCode,
  bagKindLabel,
  type BagGroup,
  type BagGroupInputParsed,
  type BagMultiRules,
  type BagPaymentRecord,
  type BagPaymentRefund,
  type BagPlanParks,
  type BagRulePark,
  type BagRuleProduct,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { haversineMeters, type LatLng } from '../../geo/haversine';
import type { RefundRow } from '../payments';
import type { MonthlyPlanGroupsRepository, GroupParkRow } from './monthly-plan-groups.repository';
import type { BagProductRow, MonthlyPlansRepository } from './monthly-plans.repository';
import { toProduct, type DriverRef } from './monthly-plans.service';
import { toPayment } from './monthly-plan-views';

/** The payments module's reads this needs: an order's refunds by its number. */
export interface OrderRefunds {
  refundsOf(orderNo: string): Promise<RefundRow[]>;
}

const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, `${what}不存在`);
const iso = (d: Date) => d.toISOString();

const refundStateText: Record<string, string> = {
  pending: '退款中',
  processing: '退款中',
  succeeded: '已退款',
  failed: '退款处理中',
  cancelled: '已取消',
};

/** 已支付 / 退款中 / 部分退款 / 已退款: what a payment's refunds (cancelled ones aside) come to. */
export function paymentStateText(amountFen: number, refunds: { amountFen: number; state: string }[]): string {
  const live = refunds.filter((r) => r.state !== 'cancelled');
  if (live.length === 0) return '已支付';
  if (live.some((r) => r.state !== 'succeeded')) return '退款中';
  const refunded = live.reduce((sum, r) => sum + r.amountFen, 0);
  return refunded >= amountFen ? '已退款' : '部分退款';
}

const toPark = (row: GroupParkRow, at: LatLng | null): BagRulePark => ({
  parkId: row.parkId,
  parkName: row.parkName,
  parkAddr: row.parkAddr,
  distance: at ? Math.round(haversineMeters(at, { lat: row.lat, lng: row.lng })) : null,
});

const byDistanceThenName = (a: BagRulePark, b: BagRulePark) =>
  (a.distance ?? 0) - (b.distance ?? 0) || a.parkName.localeCompare(b.parkName, 'zh-CN');

function toRuleProduct(row: BagProductRow, parkName: string): BagRuleProduct {
  return { ...toProduct(row), parkName };
}

/**
 * Rules across parks (decision 048): an admin groups parks and joins products to a group; drivers read the rules
 * (bagMultiRules), where a plan of theirs is valid, and every payment of their plans with its refunds.
 */
export function createMonthlyPlanGroupsService(deps: {
  db: Db;
  groups: MonthlyPlanGroupsRepository;
  monthlyPlans: MonthlyPlansRepository;
  refunds: OrderRefunds;
  clock: Clock;
}) {
  const { db, groups, monthlyPlans, clock } = deps;

  async function toGroup(row: { id: string; name: string; description: string }): Promise<BagGroup> {
    const [members, products] = await Promise.all([groups.groupParks([row.id]), groups.groupProducts([row.id], false)]);
    return {
      groupId: row.id,
      name: row.name,
      description: row.description,
      parkIds: members.map((p) => p.parkId),
      productIds: products.map((p) => p.product.id),
    };
  }

  async function ownGroup(dealerId: string, groupId: string) {
    const [row] = await groups.groups(dealerId, groupId);
    if (!row) throw notFound('月卡规则');
    return row;
  }

  async function checkParks(dealerId: string, parkIds: string[]) {
    if ((await groups.dealerParks(dealerId, parkIds)) !== parkIds.length) throw notFound('停车场');
  }

  const driver = {
    /** The dealer's rules with products on sale, nearest first near a point (parks within a rule likewise). */
    async rules(
      dealerId: string,
      query: { destLat?: number | undefined; destLng?: number | undefined; groupId?: string | undefined },
    ): Promise<BagMultiRules> {
      const at =
        query.destLat !== undefined && query.destLng !== undefined ? { lat: query.destLat, lng: query.destLng } : null;
      const rows = await groups.groups(dealerId, query.groupId);
      const ids = rows.map((r) => r.id);
      const [members, products] = await Promise.all([groups.groupParks(ids), groups.groupProducts(ids, true)]);
      const results = rows
        .map((row) => {
          const parks = members
            .filter((m) => m.groupId === row.id)
            .map((m) => toPark(m, at))
            .sort(byDistanceThenName);
          const sold = products
            .filter((p) => p.groupId === row.id)
            .sort(
              (a, b) =>
                BAG_KINDS.indexOf(a.product.kind) - BAG_KINDS.indexOf(b.product.kind) ||
                a.product.priceFen - b.product.priceFen,
            )
            .map((p) => toRuleProduct(p.product, p.parkName));
          return {
            groupId: row.id,
            name: row.name,
            description: row.description,
            parks,
            products: sold,
            distance: parks[0]?.distance ?? null,
          };
        })
        // A rule with nothing on sale is nothing a driver can buy (a named group is still answered).
        .filter((rule) => query.groupId !== undefined || rule.products.length > 0);
      if (query.groupId !== undefined && results.length === 0) throw notFound('月卡规则');
      if (at) results.sort((a, b) => (a.distance ?? Infinity) - (b.distance ?? Infinity));
      return { results };
    },

    /** Where one of the driver's plans is valid: its park, and every park of its product's group. */
    async planParks(me: DriverRef, planId: string): Promise<BagPlanParks> {
      const plan = await groups.plan(planId);
      if (!plan || plan.driverId !== me.id) throw notFound('月卡');
      const groupId = plan.productId ? await groups.productGroup(plan.productId) : undefined;
      const members = groupId ? await groups.groupParks([groupId]) : [];
      const own = await monthlyPlans.park(plan.dealerId, plan.parkId);
      const parks: BagRulePark[] = members.map((m) => toPark(m, null));
      if (own && !parks.some((p) => p.parkId === plan.parkId)) {
        parks.unshift({ parkId: own.parkId, parkName: own.name, parkAddr: own.address, distance: null });
      }
      return { results: parks };
    },

    /** Every payment of the driver's plans, newest first, each with its refunds. */
    async payments(me: DriverRef): Promise<{ results: BagPaymentRecord[] }> {
      const rows = await groups.paymentsOfDriver(me.id);
      const results = await Promise.all(
        rows.map(async ({ payment, plan, parkName }) => {
          const refunds: BagPaymentRefund[] = (await deps.refunds.refundsOf(payment.orderNo))
            .filter((r) => r.state !== 'cancelled')
            .map((r) => ({
              refundNo: r.refundNo,
              amountFen: r.amountFen,
              state: r.state,
              stateText: refundStateText[r.state] ?? r.state,
              createdAt: iso(r.createdAt),
            }));
          return {
            ...toPayment(payment),
            planId: plan.id,
            parkName,
            kindName: bagKindLabel[plan.kind],
            refunds,
            refundedFen: refunds.reduce((sum, r) => sum + r.amountFen, 0),
            stateText: paymentStateText(payment.amountFen, refunds),
          };
        }),
      );
      return { results };
    },
  };

  const operator = {
    async list(dealerId: string): Promise<BagGroup[]> {
      return Promise.all((await groups.groups(dealerId)).map(toGroup));
    },

    async create(dealerId: string, input: BagGroupInputParsed): Promise<BagGroup> {
      await checkParks(dealerId, input.parkIds);
      const now = clock.now();
      const row = await db.transaction(async (tx) => {
        const row = await groups.insertGroup(tx, {
          dealerId,
          name: input.name,
          description: input.description,
          createdAt: now,
          updatedAt: now,
        });
        await groups.setGroupParks(tx, row.id, input.parkIds);
        return row;
      });
      return toGroup(row);
    },

    /** Replaces name, description and parks; products whose own park left the group leave it too. */
    async put(dealerId: string, groupId: string, input: BagGroupInputParsed): Promise<BagGroup> {
      const row = await ownGroup(dealerId, groupId);
      await checkParks(dealerId, input.parkIds);
      await db.transaction(async (tx) => {
        await groups.updateGroup(tx, row.id, {
          name: input.name,
          description: input.description,
          updatedAt: clock.now(),
        });
        await groups.setGroupParks(tx, row.id, input.parkIds);
        await groups.detachStrayProducts(tx, row.id);
      });
      return toGroup({ ...row, name: input.name, description: input.description });
    },

    /** Joins a product to a group holding its park (or detaches it: null); answers the group it is in now. */
    async setProductGroup(dealerId: string, productId: string, groupId: string | null): Promise<BagGroup | null> {
      const product = await monthlyPlans.product(productId);
      if (!product || product.dealerId !== dealerId) throw notFound('月卡产品');
      if (groupId === null) {
        await groups.setProductGroup(productId, null);
        return null;
      }
      const group = await ownGroup(dealerId, groupId);
      const members = await groups.groupParks([group.id]);
      if (!members.some((m) => m.parkId === product.parkId)) throw new AppError(ErrorCode.BAG_GROUP_WITHOUT_PARK);
      await groups.setProductGroup(productId, group.id);
      return toGroup(group);
    },
  };

  return { driver, operator };
}
export type MonthlyPlanGroupsService = ReturnType<typeof createMonthlyPlanGroupsService>;
