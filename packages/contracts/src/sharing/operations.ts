import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import { SharingOperatorRoutes, SharingRoutes } from './routes';
import * as Sharing from './sharing';

const byPark = { params: Sharing.SharingParkParams };
const byShare = { params: Sharing.ShareParams };

export const SharingOps = operations(SharingRoutes, {
  sharingAllow: { response: Sharing.SharingAllow },
  sharingParks: { response: Sharing.SharingParkList },
  sharingProduct: { params: Sharing.SharingProductParams, response: Sharing.SharingProduct },
  buyShare: { body: Sharing.ShareBuy, response: PayOrder },
  shares: { response: Sharing.ShareList },
  share: { ...byShare, response: Sharing.Share },
  shareCancelPreview: { ...byShare, response: Sharing.ShareCancelPreview },
  cancelShare: { ...byShare, body: Sharing.ShareCancel, response: Sharing.Share },
  changeSharePlate: { ...byShare, body: Sharing.SharePlateChange, response: Sharing.Share },
  sharingViolations: { response: Sharing.SharingViolationList },
  creditScore: { response: Sharing.CreditScore },
  creditEvents: { response: Sharing.CreditEventList },
  creditResult: { params: Sharing.CreditEventParams, response: Sharing.CreditResult },
  creditRules: { response: Sharing.CreditRuleList },
});

export const SharingOperatorOps = operations(SharingOperatorRoutes, {
  sharingProducts: { ...byPark, response: z.array(Sharing.SharingProduct) },
  putSharingProduct: { body: Sharing.SharingProductInput, response: Sharing.SharingProduct },
  putHoliday: { params: Sharing.HolidayParams, body: Sharing.HolidayInput, response: Sharing.Holiday },
  creditRules: { response: Sharing.CreditRuleList },
  putCreditRule: { params: Sharing.CreditRuleParams, body: Sharing.CreditRuleInput, response: Sharing.CreditRule },
  parkShares: { ...byPark, response: Sharing.ShareList },
  parkViolations: { ...byPark, response: Sharing.SharingViolationList },
  sharingRefundRule: { ...byPark, response: Sharing.SharingRefundRule },
  putSharingRefundRule: { ...byPark, body: Sharing.SharingRefundRule, response: Sharing.SharingRefundRule },
  correctCredit: { body: Sharing.CreditCorrection, response: Sharing.CreditScore },
});
