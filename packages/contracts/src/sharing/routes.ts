// Zod-free: off-peak sharing and the credit score as the driver's screens and the operators' console see them.
import { routes } from '../operation';
import type { PayOrder } from '../payments/orders';
import type * as Sharing from './sharing';

/** A driver's off-peak sharing (decision 043); every share and violation reached is the driver's own. */
export const SharingRoutes = routes<SharingIo>()({
  sharingAllow: 'GET /special/v2/api/diffTimeBook/isAllow',
  sharingParks: 'GET /special/v2/api/diffTimeParks',
  sharingProduct: 'GET /special/v2/api/diffTimeProducts/:productId',
  buyShare: ['POST /special/v2/api/diffTimeShares', { authModel: 1 }],
  shares: 'GET /special/v2/api/diffTimeShares',
  share: 'GET /special/v2/api/diffTimeShares/:shareId',
  shareCancelPreview: 'GET /special/v2/api/diffTimeShares/:shareId/cancelPreview',
  cancelShare: ['POST /special/v2/api/diffTimeShares/:shareId/cancel', { authModel: 1 }],
  changeSharePlate: 'POST /special/v2/api/diffTimeShares/:shareId/plate',
  sharingViolations: 'GET /special/v2/api/diffTimeViolations',
  creditScore: 'GET /special/v2/api/credit',
  creditEvents: 'GET /special/v2/api/credit/events',
  creditResult: 'GET /special/v2/api/credit/events/:eventId',
  creditRules: 'GET /special/v2/api/credit/rules',
});

/** Operators (admin) within their own dealer: products, the holiday calendar, the rule table, score corrections. */
export const SharingOperatorRoutes = routes<SharingOperatorIo>()({
  sharingProducts: 'GET /operator/v1/sharing/parks/:parkId/products',
  putSharingProduct: 'PUT /operator/v1/sharing/products',
  putHoliday: 'PUT /operator/v1/sharing/holidays/:day',
  creditRules: 'GET /operator/v1/sharing/credit/rules',
  putCreditRule: 'PUT /operator/v1/sharing/credit/rules/:code',
  parkShares: 'GET /operator/v1/sharing/parks/:parkId/shares',
  parkViolations: 'GET /operator/v1/sharing/parks/:parkId/violations',
  sharingRefundRule: 'GET /operator/v1/sharing/parks/:parkId/refundRule',
  putSharingRefundRule: 'PUT /operator/v1/sharing/parks/:parkId/refundRule',
  correctCredit: 'POST /operator/v1/sharing/credit/corrections',
});

/** What each of SharingRoutes' operations takes and answers. */
interface SharingIo {
  /** Spec section 4: whether the driver may use sharing (score ≥ 0); asked on entering /wrongTimeShare. */
  sharingAllow: { response: Sharing.SharingAllow };
  /** Parks offering shares with their products and slots left (/wrongTimeShare). */
  sharingParks: { response: Sharing.SharingParkList };
  sharingProduct: { response: Sharing.SharingProduct };
  /** Buy a package or a subscription for a plate: holds a slot, opens the order (/wrongTimePackagePay). */
  buyShare: { body: Sharing.ShareBuy; response: PayOrder };
  /** The driver's shares, newest first (/wrongTimeManage). */
  shares: { response: Sharing.ShareList };
  share: { response: Sharing.Share };
  /** What cancelling now gives back under the park's refund rule (the confirm dialog). */
  shareCancelPreview: { response: Sharing.ShareCancelPreview };
  /** Cancel before its first window begins, with the refund the driver confirmed (the park's rule). */
  cancelShare: { body: Sharing.ShareCancel; response: Sharing.Share };
  /** Another of the driver's bound plates, before the first window begins. */
  changeSharePlate: { body: Sharing.SharePlateChange; response: Sharing.Share };
  /** Stays outside their windows (/violationRecord). */
  sharingViolations: { response: Sharing.SharingViolationList };
  /** The credit score (/integral). */
  creditScore: { response: Sharing.CreditScore };
  /** Its events, newest first, each explained (/integralList). */
  creditEvents: { response: Sharing.CreditEventList };
  /** One event and the score now (/integralResult). */
  creditResult: { response: Sharing.CreditResult };
  /** The rule table (/integralRules). */
  creditRules: { response: Sharing.CreditRuleList };
}

/** What each of SharingOperatorRoutes' operations takes and answers. */
interface SharingOperatorIo {
  sharingProducts: { response: Sharing.SharingProduct[] };
  putSharingProduct: { body: Sharing.SharingProductInput; response: Sharing.SharingProduct };
  putHoliday: { body: Sharing.HolidayInput; response: Sharing.Holiday };
  /** The dealer's credit rule table as drivers read it (its own rows over the defaults). */
  creditRules: { response: Sharing.CreditRuleList };
  putCreditRule: { body: Sharing.CreditRuleInput; response: Sharing.CreditRule };
  /** A park's shares, newest first (the latest 200, every status). */
  parkShares: { response: Sharing.ShareList };
  /** A park's violations, newest first (the latest 200), with whether their fee is paid. */
  parkViolations: { response: Sharing.SharingViolationList };
  /** A park's cancellation rule (the default when it has none). */
  sharingRefundRule: { response: Sharing.SharingRefundRule };
  putSharingRefundRule: { body: Sharing.SharingRefundRule; response: Sharing.SharingRefundRule };
  /** Correct a driver's score with a reason: one more event in the ledger, with the operator's id. */
  correctCredit: { body: Sharing.CreditCorrection; response: Sharing.CreditScore };
}
