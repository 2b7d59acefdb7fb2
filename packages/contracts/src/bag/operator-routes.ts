// Zod-free: the operators' plan console (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type {
  BagApplicationQuery,
  BagCancellationQuery,
  BagPlanQuery,
  BagQuotaUse,
  BagCancelReview,
  BagGrantInput,
  OperatorBagCancellation,
  OperatorBagPlan,
  BagParkSettings,
  BagParkSettingsInput,
  BagProductInput,
  BagReview,
  OperatorBagApplication,
} from './operator';
import type { BagProduct } from './plans';

/**
 * Operators (role reviewer for reviews, admin for settings and products; a park manager both, for their parks only,
 * decision 077), always within their own dealer.
 */
export const BagOperatorRoutes = {
  bagParkSettings: route('GET', '/operator/v1/bag/parks/:parkId').io<{ response: BagParkSettings }>(),
  setBagParkSettings: route('PUT', '/operator/v1/bag/parks/:parkId').io<{
    body: BagParkSettingsInput;
    response: BagParkSettings;
  }>(),
  bagProducts: route('GET', '/operator/v1/bag/parks/:parkId/products').io<{ response: BagProduct[] }>(),
  putBagProduct: route('PUT', '/operator/v1/bag/products').io<{ body: BagProductInput; response: BagProduct }>(),
  bagApplicationQueue: route('GET', '/operator/v1/bag/applications').io<{
    query: BagApplicationQuery;
    response: Page<OperatorBagApplication>;
  }>(),
  reviewBagApplication: route('POST', '/operator/v1/bag/applications/:applicationId/review').io<{
    body: BagReview;
    response: OperatorBagApplication;
  }>(),
  /** Grant a 免费 plan (staff, whitelist; decision 047). */
  grantBagPlan: route('POST', '/operator/v1/bag/grants').io<{ body: BagGrantInput; response: OperatorBagPlan }>(),
  /** End a granted plan now (no refund: nothing was paid). */
  endBagGrant: route('POST', '/operator/v1/bag/grants/:planId/end').io<{ response: OperatorBagPlan }>(),
  /** Cancel requests waiting for review (or decided ones, by status). */
  bagCancellationQueue: route('GET', '/operator/v1/bag/cancellations').io<{
    query: BagCancellationQuery;
    response: Page<OperatorBagCancellation>;
  }>(),
  /** Approve (the pro-rata refund goes out once) or reject a cancel request. */
  reviewBagCancellation: route('POST', '/operator/v1/bag/cancellations/:cancellationId/review').io<{
    body: BagCancelReview;
    response: OperatorBagCancellation;
  }>(),
  /** Quota use of every park in the operator's scope: how many plans of how many (issue 41). */
  bagQuotaUse: route('GET', '/operator/v1/bag/quotas').io<{ response: BagQuotaUse[] }>(),
  /** The plans of the dealer's parks (in scope), newest first: sold and granted. */
  bagPlans: route('GET', '/operator/v1/bag/plans').io<{ query: BagPlanQuery; response: Page<OperatorBagPlan> }>(),
};
