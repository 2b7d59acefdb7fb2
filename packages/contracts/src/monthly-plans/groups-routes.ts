// Zod-free: park groups (rules across parks), where a plan is valid, and the driver's plan payments (decision 048).
import { route } from '../operation';
import type * as Groups from './groups';

export const BagGroupRoutes = {
  /** Rules across parks (spec section 7; /nearbyBagRules). */
  bagMultiRules: route('GET', '/special/v2/api/bagMultiRules').io<{
    query: Groups.BagMultiRulesQuery;
    response: Groups.BagMultiRules;
  }>(),
  /** The parks where one of the driver's plans is valid (/suitParking?planId). */
  bagPlanParks: route('GET', '/special/v2/api/bagPlans/:planId/parks').io<{ response: Groups.BagPlanParks }>(),
  /** Every payment of the driver's plans with its refunds, newest first (/mounthPayList). */
  bagPayments: route('GET', '/special/v2/api/bagPayments').io<{ response: Groups.BagPaymentRecords }>(),
};

/** Admins group their parks and attach products to a group. */
export const BagGroupOperatorRoutes = {
  bagGroups: route('GET', '/operator/v1/bag/groups').io<{ response: Groups.BagGroup[] }>(),
  createBagGroup: route('POST', '/operator/v1/bag/groups').io<{
    body: Groups.BagGroupInput;
    response: Groups.BagGroup;
  }>(),
  putBagGroup: route('PUT', '/operator/v1/bag/groups/:groupId').io<{
    body: Groups.BagGroupInput;
    response: Groups.BagGroup;
  }>(),
  setBagProductGroup: route('PUT', '/operator/v1/bag/products/:productId/group').io<{
    body: Groups.BagProductGroupInput;
    response: Groups.BagGroup | null;
  }>(),
};
