// Zod-free: off-peak sharing and the credit score as the driver's screens and the operators' console see them.
import { route } from '../operation';
import type { PayOrder } from '../payments/orders';
import type * as Sharing from './sharing';

/** A driver's off-peak sharing (decision 043); every share and violation reached is the driver's own. */
export const SharingRoutes = {
  /** Spec section 4: whether the driver may use sharing (score ≥ 0); asked on entering /wrongTimeShare. */
  sharingAllow: route('GET', '/special/v2/api/diffTimeBook/isAllow').io<{ response: Sharing.SharingAllow }>(),
  /** Parks offering shares with their products and slots left (/wrongTimeShare). */
  sharingParks: route('GET', '/special/v2/api/diffTimeParks').io<{ response: Sharing.SharingParkList }>(),
  sharingProduct: route('GET', '/special/v2/api/diffTimeProducts/:productId').io<{
    response: Sharing.SharingProduct;
  }>(),
  /** Buy a package or a subscription for a plate: holds a slot, opens the order (/wrongTimePackagePay). */
  buyShare: route('POST', '/special/v2/api/diffTimeShares', { authModel: 1 }).io<{
    body: Sharing.ShareBuy;
    response: PayOrder;
  }>(),
  /** The driver's shares, newest first (/wrongTimeManage). */
  shares: route('GET', '/special/v2/api/diffTimeShares').io<{ response: Sharing.ShareList }>(),
  share: route('GET', '/special/v2/api/diffTimeShares/:shareId').io<{ response: Sharing.Share }>(),
  /** What cancelling now gives back under the park's refund rule (the confirm dialog). */
  shareCancelPreview: route('GET', '/special/v2/api/diffTimeShares/:shareId/cancelPreview').io<{
    response: Sharing.ShareCancelPreview;
  }>(),
  /** Cancel before its first window begins, with the refund the driver confirmed (the park's rule). */
  cancelShare: route('POST', '/special/v2/api/diffTimeShares/:shareId/cancel', { authModel: 1 }).io<{
    body: Sharing.ShareCancel;
    response: Sharing.Share;
  }>(),
  /** Another of the driver's bound plates, before the first window begins. */
  changeSharePlate: route('POST', '/special/v2/api/diffTimeShares/:shareId/plate').io<{
    body: Sharing.SharePlateChange;
    response: Sharing.Share;
  }>(),
  /** Stays outside their windows (/violationRecord). */
  sharingViolations: route('GET', '/special/v2/api/diffTimeViolations').io<{
    response: Sharing.SharingViolationList;
  }>(),
  /** The credit score (/integral). */
  creditScore: route('GET', '/special/v2/api/credit').io<{ response: Sharing.CreditScore }>(),
  /** Its events, newest first, each explained (/integralList). */
  creditEvents: route('GET', '/special/v2/api/credit/events').io<{ response: Sharing.CreditEventList }>(),
  /** One event and the score now (/integralResult). */
  creditResult: route('GET', '/special/v2/api/credit/events/:eventId').io<{ response: Sharing.CreditResult }>(),
  /** The rule table (/integralRules). */
  creditRules: route('GET', '/special/v2/api/credit/rules').io<{ response: Sharing.CreditRuleList }>(),
};

/** Operators (admin) within their own dealer: products, the holiday calendar, the rule table, score corrections. */
export const SharingOperatorRoutes = {
  sharingProducts: route('GET', '/operator/v1/sharing/parks/:parkId/products').io<{
    response: Sharing.SharingProduct[];
  }>(),
  putSharingProduct: route('PUT', '/operator/v1/sharing/products').io<{
    body: Sharing.SharingProductInput;
    response: Sharing.SharingProduct;
  }>(),
  putHoliday: route('PUT', '/operator/v1/sharing/holidays/:day').io<{
    body: Sharing.HolidayInput;
    response: Sharing.Holiday;
  }>(),
  /** The dealer's credit rule table as drivers read it (its own rows over the defaults). */
  creditRules: route('GET', '/operator/v1/sharing/credit/rules').io<{ response: Sharing.CreditRuleList }>(),
  putCreditRule: route('PUT', '/operator/v1/sharing/credit/rules/:code').io<{
    body: Sharing.CreditRuleInput;
    response: Sharing.CreditRule;
  }>(),
  /** A park's shares, newest first (the latest 200, every status). */
  parkShares: route('GET', '/operator/v1/sharing/parks/:parkId/shares').io<{ response: Sharing.ShareList }>(),
  /** A park's violations, newest first (the latest 200), with whether their fee is paid. */
  parkViolations: route('GET', '/operator/v1/sharing/parks/:parkId/violations').io<{
    response: Sharing.SharingViolationList;
  }>(),
  /** A park's cancellation rule (the default when it has none). */
  sharingRefundRule: route('GET', '/operator/v1/sharing/parks/:parkId/refundRule').io<{
    response: Sharing.SharingRefundRule;
  }>(),
  putSharingRefundRule: route('PUT', '/operator/v1/sharing/parks/:parkId/refundRule').io<{
    body: Sharing.SharingRefundRule;
    response: Sharing.SharingRefundRule;
  }>(),
  /** Correct a driver's score with a reason: one more event in the ledger, with the operator's id. */
  correctCredit: route('POST', '/operator/v1/sharing/credit/corrections').io<{
    body: Sharing.CreditCorrection;
    response: Sharing.CreditScore;
  }>(),
};
