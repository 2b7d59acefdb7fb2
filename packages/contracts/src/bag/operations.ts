import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import {
  BagApplicationQuery,
  BagCancellationParams,
  BagCancellationQuery,
  BagCancelReview,
  BagGrantInput,
  BagParkSettings,
  BagParkSettingsInput,
  BagProductInput,
  BagReview,
  OperatorBagApplication,
  OperatorBagApplicationPage,
  OperatorBagCancellation,
  OperatorBagCancellationPage,
  OperatorBagPlan,
  OperatorBagPlanPage,
  BagPlanQuery,
  BagQuotaUse,
} from './operator';
import { BagOperatorRoutes } from './operator-routes';
import {
  BagApplication,
  BagApplicationEdit,
  BagApplicationList,
  BagApplicationParams,
  BagApply,
  BagCancelRequest,
  BagPark,
  BagParkParams,
  BagPayRequest,
  BagPlan,
  BagPlanList,
  BagPlanParams,
  BagPlanPayments,
  BagPlanPlateParams,
  BagPlateAdd,
  BagProduct,
  BagTopUpRequest,
  CheckRenewableRequest,
  Renewability,
} from './plans';
import { BagRoutes } from './routes';

const byApplication = { params: BagApplicationParams };
const byPlan = { params: BagPlanParams };
const byPark = { params: BagParkParams };

export const BagOps = operations(BagRoutes, {
  bagPark: { ...byPark, response: BagPark },
  applyBag: { body: BagApply, response: BagApplication },
  bagApplications: { response: BagApplicationList },
  bagApplication: { ...byApplication, response: BagApplication },
  editBagApplication: { ...byApplication, body: BagApplicationEdit, response: BagApplication },
  payBagApplication: { ...byApplication, body: BagPayRequest, response: PayOrder },
  bagPlans: { response: BagPlanList },
  bagPlan: { ...byPlan, response: BagPlan },
  bagPlanPayments: { ...byPlan, response: BagPlanPayments },
  checkRenewable: { body: CheckRenewableRequest, response: Renewability },
  renewBagPlan: { ...byPlan, body: BagPayRequest, response: PayOrder },
  cancelBagPlan: { ...byPlan, body: BagCancelRequest, response: BagPlan },
  addBagPlanPlate: { ...byPlan, body: BagPlateAdd, response: BagPlan },
  removeBagPlanPlate: { params: BagPlanPlateParams, response: BagPlan },
  topUpBagPlan: { ...byPlan, body: BagTopUpRequest, response: PayOrder },
});

export const BagOperatorOps = operations(BagOperatorRoutes, {
  bagParkSettings: { ...byPark, response: BagParkSettings },
  setBagParkSettings: { ...byPark, body: BagParkSettingsInput, response: BagParkSettings },
  bagProducts: { ...byPark, response: z.array(BagProduct) },
  putBagProduct: { body: BagProductInput, response: BagProduct },
  bagApplicationQueue: { query: BagApplicationQuery, response: OperatorBagApplicationPage },
  reviewBagApplication: { ...byApplication, body: BagReview, response: OperatorBagApplication },
  grantBagPlan: { body: BagGrantInput, response: OperatorBagPlan },
  endBagGrant: { ...byPlan, response: OperatorBagPlan },
  bagCancellationQueue: { query: BagCancellationQuery, response: OperatorBagCancellationPage },
  reviewBagCancellation: {
    params: BagCancellationParams,
    body: BagCancelReview,
    response: OperatorBagCancellation,
  },
  bagQuotaUse: { response: z.array(BagQuotaUse) },
  bagPlans: { query: BagPlanQuery, response: OperatorBagPlanPage },
});
