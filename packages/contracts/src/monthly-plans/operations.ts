import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import * as Operator from './operator';
import { BagOperatorRoutes } from './operator-routes';
import * as Plans from './plans';
import { BagRoutes } from './routes';

const byApplication = { params: Plans.BagApplicationParams };
const byPlan = { params: Plans.BagPlanParams };
const byPark = { params: Plans.BagParkParams };
const byCancellation = { params: Operator.BagCancellationParams };

export const BagOps = operations(BagRoutes, {
  bagPark: { ...byPark, response: Plans.BagPark },
  applyBag: { body: Plans.BagApply, response: Plans.BagApplication },
  bagApplications: { response: Plans.BagApplicationList },
  bagApplication: { ...byApplication, response: Plans.BagApplication },
  editBagApplication: { ...byApplication, body: Plans.BagApplicationEdit, response: Plans.BagApplication },
  payBagApplication: { ...byApplication, body: Plans.BagPayRequest, response: PayOrder },
  bagPlans: { response: Plans.BagPlanList },
  bagPlan: { ...byPlan, response: Plans.BagPlan },
  bagPlanPayments: { ...byPlan, response: Plans.BagPlanPayments },
  checkRenewable: { body: Plans.CheckRenewableRequest, response: Plans.Renewability },
  renewBagPlan: { ...byPlan, body: Plans.BagPayRequest, response: PayOrder },
  cancelBagPlan: { ...byPlan, body: Plans.BagCancelRequest, response: Plans.BagPlan },
  addBagPlanPlate: { ...byPlan, body: Plans.BagPlateAdd, response: Plans.BagPlan },
  removeBagPlanPlate: { params: Plans.BagPlanPlateParams, response: Plans.BagPlan },
  topUpBagPlan: { ...byPlan, body: Plans.BagTopUpRequest, response: PayOrder },
});

export const BagOperatorOps = operations(BagOperatorRoutes, {
  bagParkSettings: { ...byPark, response: Operator.BagParkSettings },
  setBagParkSettings: { ...byPark, body: Operator.BagParkSettingsInput, response: Operator.BagParkSettings },
  bagProducts: { ...byPark, response: z.array(Plans.BagProduct) },
  putBagProduct: { body: Operator.BagProductInput, response: Plans.BagProduct },
  bagApplicationQueue: { query: Operator.BagApplicationQuery, response: Operator.OperatorBagApplicationPage },
  reviewBagApplication: { ...byApplication, body: Operator.BagReview, response: Operator.OperatorBagApplication },
  grantBagPlan: { body: Operator.BagGrantInput, response: Operator.OperatorBagPlan },
  endBagGrant: { ...byPlan, response: Operator.OperatorBagPlan },
  bagCancellationQueue: { query: Operator.BagCancellationQuery, response: Operator.OperatorBagCancellationPage },
  reviewBagCancellation: {
    ...byCancellation,
    body: Operator.BagCancelReview,
    response: Operator.OperatorBagCancellation,
  },
  bagQuotaUse: { response: z.array(Operator.BagQuotaUse) },
  bagPlans: { query: Operator.BagPlanQuery, response: Operator.OperatorBagPlanPage },
});
