// Zod-free: monthly plans as the driver's screens see them (types only).
import { routes } from '../operation';
import type { PayOrder } from '../payments/orders';
import type * as Plans from './plans';

/** A driver's monthly plans: a park's offer, applications with materials, paying, renewing (decision 037). */
export const BagRoutes = routes<BagIo>()({
  bagPark: 'GET /special/v2/api/bagParks/:parkId',
  applyBag: 'POST /special/v2/api/bagApplications',
  bagApplications: 'GET /special/v2/api/bagApplications',
  bagApplication: 'GET /special/v2/api/bagApplications/:applicationId',
  editBagApplication: 'PUT /special/v2/api/bagApplications/:applicationId',
  payBagApplication: ['POST /special/v2/api/bagApplications/:applicationId/pay', { authModel: 1 }],
  bagPlans: 'GET /special/v2/api/bagPlans',
  bagPlan: 'GET /special/v2/api/bagPlans/:planId',
  bagPlanPayments: 'GET /special/v2/api/bagPlans/:planId/payments',
  checkRenewable: 'POST /special/v2/api/checkRenewable',
  renewBagPlan: ['POST /special/v2/api/bagPlans/:planId/renew', { authModel: 1 }],
  cancelBagPlan: 'POST /special/v2/api/bagPlans/:planId/cancel',
  addBagPlanPlate: 'POST /special/v2/api/bagPlans/:planId/plates',
  topUpBagPlan: ['POST /special/v2/api/bagPlans/:planId/topUp', { authModel: 1 }],
  removeBagPlanPlate: 'DELETE /special/v2/api/bagPlans/:planId/plates/:plateNo',
});

/** What each of BagRoutes' operations takes and answers. */
interface BagIo {
  /** A park's plan products, rules and spaces left (/nearbyBagRules, /monthlyRuleNotice). */
  bagPark: { response: Plans.BagPark };
  /** Apply with materials (/mounthlyNotarize, /monthlyMaterial). */
  applyBag: { body: Plans.BagApply; response: Plans.BagApplication };
  /** The driver's applications, newest first. */
  bagApplications: { response: Plans.BagApplicationList };
  bagApplication: { response: Plans.BagApplication };
  /** Edit and resubmit after 待补充 or 未通过 (/mounthlyEdit). */
  editBagApplication: { body: Plans.BagApplicationEdit; response: Plans.BagApplication };
  /** Pay an approved application: holds a space, opens the order (/myMounthlyPay). */
  payBagApplication: { body: Plans.BagPayRequest; response: PayOrder };
  /** The driver's plans, in force first (/monthParking). */
  bagPlans: { response: Plans.BagPlanList };
  bagPlan: { response: Plans.BagPlan };
  /** A plan's payments (/mounthPayList). */
  bagPlanPayments: { response: Plans.BagPlanPayments };
  /** Whether and how a plan can be renewed now (spec section 7). */
  checkRenewable: { body: Plans.CheckRenewableRequest; response: Plans.Renewability };
  /** Renew a plan for one more period of its kind (/mounthlyRenew). */
  renewBagPlan: { body: Plans.BagPayRequest; response: PayOrder };
  /** Ask to cancel a plan with a pro-rata refund; an operator reviews it (/mounthlyDetail). */
  cancelBagPlan: { body: Plans.BagCancelRequest; response: Plans.BagPlan };
  /** Add a car to a plan, up to its product's limit (/mounthlyPayAddCar). */
  addBagPlanPlate: { body: Plans.BagPlateAdd; response: Plans.BagPlan };
  /** Top up a 储值卡 (decision 055): credited once when paid; refused once the card has ended. */
  topUpBagPlan: { body: Plans.BagTopUpRequest; response: PayOrder };
  /** Take a car off a plan (/mounthlyPayManage); the last one stays. */
  removeBagPlanPlate: { response: Plans.BagPlan };
}
