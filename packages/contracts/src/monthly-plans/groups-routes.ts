// Zod-free: park groups (rules across parks), where a plan is valid, and the driver's plan payments (decision 048).
import { routes } from '../operation';
import type * as Groups from './groups';

export const BagGroupRoutes = routes<BagGroupIo>()({
  bagMultiRules: 'GET /special/v2/api/bagMultiRules',
  bagPlanParks: 'GET /special/v2/api/bagPlans/:planId/parks',
  bagPayments: 'GET /special/v2/api/bagPayments',
});

/** Admins group their parks and attach products to a group. */
export const BagGroupOperatorRoutes = routes<BagGroupOperatorIo>()({
  bagGroups: 'GET /operator/v1/bag/groups',
  createBagGroup: 'POST /operator/v1/bag/groups',
  putBagGroup: 'PUT /operator/v1/bag/groups/:groupId',
  setBagProductGroup: 'PUT /operator/v1/bag/products/:productId/group',
});

/** What each of BagGroupRoutes' operations takes and answers. */
interface BagGroupIo {
  /** Rules across parks (spec section 7; /nearbyBagRules). */
  bagMultiRules: { query: Groups.BagMultiRulesQuery; response: Groups.BagMultiRules };
  /** The parks where one of the driver's plans is valid (/suitParking?planId). */
  bagPlanParks: { response: Groups.BagPlanParks };
  /** Every payment of the driver's plans with its refunds, newest first (/mounthPayList). */
  bagPayments: { response: Groups.BagPaymentRecords };
}

/** What each of BagGroupOperatorRoutes' operations takes and answers. */
interface BagGroupOperatorIo {
  bagGroups: { response: Groups.BagGroup[] };
  createBagGroup: { body: Groups.BagGroupInput; response: Groups.BagGroup };
  putBagGroup: { body: Groups.BagGroupInput; response: Groups.BagGroup };
  setBagProductGroup: { body: Groups.BagProductGroupInput; response: Groups.BagGroup | null };
}
