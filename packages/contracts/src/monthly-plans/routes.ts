// Zod-free: monthly plans as the driver's screens see them (types only).
import { route } from '../operation';
import type { PayOrder } from '../payments/orders';
import type * as Plans from './plans';

/** A driver's monthly plans: a park's offer, applications with materials, paying, renewing (decision 037). */
export const BagRoutes = {
  /** A park's plan products, rules and spaces left (/nearbyBagRules, /monthlyRuleNotice). */
  bagPark: route('GET', '/special/v2/api/bagParks/:parkId').io<{ response: Plans.BagPark }>(),
  /** Apply with materials (/mounthlyNotarize, /monthlyMaterial). */
  applyBag: route('POST', '/special/v2/api/bagApplications').io<{
    body: Plans.BagApply;
    response: Plans.BagApplication;
  }>(),
  /** The driver's applications, newest first. */
  bagApplications: route('GET', '/special/v2/api/bagApplications').io<{ response: Plans.BagApplicationList }>(),
  bagApplication: route('GET', '/special/v2/api/bagApplications/:applicationId').io<{
    response: Plans.BagApplication;
  }>(),
  /** Edit and resubmit after 待补充 or 未通过 (/mounthlyEdit). */
  editBagApplication: route('PUT', '/special/v2/api/bagApplications/:applicationId').io<{
    body: Plans.BagApplicationEdit;
    response: Plans.BagApplication;
  }>(),
  /** Pay an approved application: holds a space, opens the order (/myMounthlyPay). */
  payBagApplication: route('POST', '/special/v2/api/bagApplications/:applicationId/pay', { authModel: 1 }).io<{
    body: Plans.BagPayRequest;
    response: PayOrder;
  }>(),
  /** The driver's plans, in force first (/monthParking). */
  bagPlans: route('GET', '/special/v2/api/bagPlans').io<{ response: Plans.BagPlanList }>(),
  bagPlan: route('GET', '/special/v2/api/bagPlans/:planId').io<{ response: Plans.BagPlan }>(),
  /** A plan's payments (/mounthPayList). */
  bagPlanPayments: route('GET', '/special/v2/api/bagPlans/:planId/payments').io<{ response: Plans.BagPlanPayments }>(),
  /** Whether and how a plan can be renewed now (spec section 7). */
  checkRenewable: route('POST', '/special/v2/api/checkRenewable').io<{
    body: Plans.CheckRenewableRequest;
    response: Plans.Renewability;
  }>(),
  /** Renew a plan for one more period of its kind (/mounthlyRenew). */
  renewBagPlan: route('POST', '/special/v2/api/bagPlans/:planId/renew', { authModel: 1 }).io<{
    body: Plans.BagPayRequest;
    response: PayOrder;
  }>(),
  /** Ask to cancel a plan with a pro-rata refund; an operator reviews it (/mounthlyDetail). */
  cancelBagPlan: route('POST', '/special/v2/api/bagPlans/:planId/cancel').io<{
    body: Plans.BagCancelRequest;
    response: Plans.BagPlan;
  }>(),
  /** Add a car to a plan, up to its product's limit (/mounthlyPayAddCar). */
  addBagPlanPlate: route('POST', '/special/v2/api/bagPlans/:planId/plates').io<{
    body: Plans.BagPlateAdd;
    response: Plans.BagPlan;
  }>(),
  /** Top up a 储值卡 (decision 055): credited once when paid; refused once the card has ended. */
  topUpBagPlan: route('POST', '/special/v2/api/bagPlans/:planId/topUp', { authModel: 1 }).io<{
    body: Plans.BagTopUpRequest;
    response: PayOrder;
  }>(),
  /** Take a car off a plan (/mounthlyPayManage); the last one stays. */
  removeBagPlanPlate: route('DELETE', '/special/v2/api/bagPlans/:planId/plates/:plateNo').io<{
    response: Plans.BagPlan;
  }>(),
};
