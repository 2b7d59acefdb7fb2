// Zod-free: the operators' plan console (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type * as Operator from './operator';
import type { BagProduct } from './plans';

/**
 * Operators (role reviewer for reviews, admin for settings and products; a park manager both, for their parks only,
 * decision 077), always within their own dealer.
 */
export const BagOperatorRoutes = {
  bagParkSettings: route('GET', '/operator/v1/bag/parks/:parkId').io<{ response: Operator.BagParkSettings }>(),
  setBagParkSettings: route('PUT', '/operator/v1/bag/parks/:parkId').io<{
    body: Operator.BagParkSettingsInput;
    response: Operator.BagParkSettings;
  }>(),
  bagProducts: route('GET', '/operator/v1/bag/parks/:parkId/products').io<{ response: BagProduct[] }>(),
  putBagProduct: route('PUT', '/operator/v1/bag/products').io<{
    body: Operator.BagProductInput;
    response: BagProduct;
  }>(),
  bagApplicationQueue: route('GET', '/operator/v1/bag/applications').io<{
    query: Operator.BagApplicationQuery;
    response: Page<Operator.OperatorBagApplication>;
  }>(),
  reviewBagApplication: route('POST', '/operator/v1/bag/applications/:applicationId/review').io<{
    body: Operator.BagReview;
    response: Operator.OperatorBagApplication;
  }>(),
  /** Grant a 免费 plan (staff, whitelist; decision 047). */
  grantBagPlan: route('POST', '/operator/v1/bag/grants').io<{
    body: Operator.BagGrantInput;
    response: Operator.OperatorBagPlan;
  }>(),
  /** End a granted plan now (no refund: nothing was paid). */
  endBagGrant: route('POST', '/operator/v1/bag/grants/:planId/end').io<{ response: Operator.OperatorBagPlan }>(),
  /** Cancel requests waiting for review (or decided ones, by status). */
  bagCancellationQueue: route('GET', '/operator/v1/bag/cancellations').io<{
    query: Operator.BagCancellationQuery;
    response: Page<Operator.OperatorBagCancellation>;
  }>(),
  /** Approve (the pro-rata refund goes out once) or reject a cancel request. */
  reviewBagCancellation: route('POST', '/operator/v1/bag/cancellations/:cancellationId/review').io<{
    body: Operator.BagCancelReview;
    response: Operator.OperatorBagCancellation;
  }>(),
  /** Quota use of every park in the operator's scope: how many plans of how many (issue 41). */
  bagQuotaUse: route('GET', '/operator/v1/bag/quotas').io<{ response: Operator.BagQuotaUse[] }>(),
  /** The plans of the dealer's parks (in scope), newest first: sold and granted. */
  bagPlans: route('GET', '/operator/v1/bag/plans').io<{
    query: Operator.BagPlanQuery;
    response: Page<Operator.OperatorBagPlan>;
  }>(),
};
