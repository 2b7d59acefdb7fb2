import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import { SharingOperatorRoutes, SharingRoutes } from './routes';
import {
  CreditCorrection,
  CreditEventList,
  CreditRule,
  CreditRuleInput,
  CreditRuleList,
  CreditRuleParams,
  CreditScore,
  Holiday,
  HolidayInput,
  HolidayParams,
  Share,
  ShareBuy,
  ShareList,
  ShareParams,
  SharingAllow,
  SharingParkList,
  SharingParkParams,
  SharingProduct,
  SharingProductInput,
  SharingProductParams,
  SharingViolationList,
  ShareCancel,
  ShareCancelPreview,
  SharePlateChange,
  SharingRefundRule,
  CreditEventParams,
  CreditResult,
} from './sharing';

export const SharingOps = operations(SharingRoutes, {
  sharingAllow: { response: SharingAllow },
  sharingParks: { response: SharingParkList },
  sharingProduct: { params: SharingProductParams, response: SharingProduct },
  buyShare: { body: ShareBuy, response: PayOrder },
  shares: { response: ShareList },
  share: { params: ShareParams, response: Share },
  shareCancelPreview: { params: ShareParams, response: ShareCancelPreview },
  cancelShare: { params: ShareParams, body: ShareCancel, response: Share },
  changeSharePlate: { params: ShareParams, body: SharePlateChange, response: Share },
  sharingViolations: { response: SharingViolationList },
  creditScore: { response: CreditScore },
  creditEvents: { response: CreditEventList },
  creditResult: { params: CreditEventParams, response: CreditResult },
  creditRules: { response: CreditRuleList },
});

export const SharingOperatorOps = operations(SharingOperatorRoutes, {
  sharingProducts: { params: SharingParkParams, response: z.array(SharingProduct) },
  putSharingProduct: { body: SharingProductInput, response: SharingProduct },
  putHoliday: { params: HolidayParams, body: HolidayInput, response: Holiday },
  creditRules: { response: CreditRuleList },
  putCreditRule: { params: CreditRuleParams, body: CreditRuleInput, response: CreditRule },
  parkShares: { params: SharingParkParams, response: ShareList },
  parkViolations: { params: SharingParkParams, response: SharingViolationList },
  sharingRefundRule: { params: SharingParkParams, response: SharingRefundRule },
  putSharingRefundRule: { params: SharingParkParams, body: SharingRefundRule, response: SharingRefundRule },
  correctCredit: { body: CreditCorrection, response: CreditScore },
});
