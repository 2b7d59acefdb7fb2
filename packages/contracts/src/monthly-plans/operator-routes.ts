// Zod-free: the operators' plan console (types only).
import { routes } from '../operation';
import type { Page } from '../envelope';
import type * as Operator from './operator';
import type { BagProduct } from './plans';

/**
 * Operators (role reviewer for reviews, admin for settings and products; a park manager both, for their parks only,
 * decision 077), always within their own dealer.
 */
export const BagOperatorRoutes = routes<BagOperatorIo>()({
  bagParkSettings: 'GET /operator/v1/bag/parks/:parkId',
  setBagParkSettings: 'PUT /operator/v1/bag/parks/:parkId',
  bagProducts: 'GET /operator/v1/bag/parks/:parkId/products',
  putBagProduct: 'PUT /operator/v1/bag/products',
  bagApplicationQueue: 'GET /operator/v1/bag/applications',
  reviewBagApplication: 'POST /operator/v1/bag/applications/:applicationId/review',
  grantBagPlan: 'POST /operator/v1/bag/grants',
  endBagGrant: 'POST /operator/v1/bag/grants/:planId/end',
  bagCancellationQueue: 'GET /operator/v1/bag/cancellations',
  reviewBagCancellation: 'POST /operator/v1/bag/cancellations/:cancellationId/review',
  bagQuotaUse: 'GET /operator/v1/bag/quotas',
  bagPlans: 'GET /operator/v1/bag/plans',
});

/** What each of BagOperatorRoutes' operations takes and answers. */
interface BagOperatorIo {
  bagParkSettings: { response: Operator.BagParkSettings };
  setBagParkSettings: { body: Operator.BagParkSettingsInput; response: Operator.BagParkSettings };
  bagProducts: { response: BagProduct[] };
  putBagProduct: { body: Operator.BagProductInput; response: BagProduct };
  bagApplicationQueue: { query: Operator.BagApplicationQuery; response: Page<Operator.OperatorBagApplication> };
  reviewBagApplication: { body: Operator.BagReview; response: Operator.OperatorBagApplication };
  /** Grant a 免费 plan (staff, whitelist; decision 047). */
  grantBagPlan: { body: Operator.BagGrantInput; response: Operator.OperatorBagPlan };
  /** End a granted plan now (no refund: nothing was paid). */
  endBagGrant: { response: Operator.OperatorBagPlan };
  /** Cancel requests waiting for review (or decided ones, by status). */
  bagCancellationQueue: { query: Operator.BagCancellationQuery; response: Page<Operator.OperatorBagCancellation> };
  /** Approve (the pro-rata refund goes out once) or reject a cancel request. */
  reviewBagCancellation: { body: Operator.BagCancelReview; response: Operator.OperatorBagCancellation };
  /** Quota use of every park in the operator's scope: how many plans of how many (issue 41). */
  bagQuotaUse: { response: Operator.BagQuotaUse[] };
  /** The plans of the dealer's parks (in scope), newest first: sold and granted. */
  bagPlans: { query: Operator.BagPlanQuery; response: Page<Operator.OperatorBagPlan> };
}
