import { z } from 'zod';
import { operations } from '../operation-schemas';
import * as Groups from './groups';
import { BagGroupOperatorRoutes, BagGroupRoutes } from './groups-routes';
import { BagPlanParams } from './plans';

const byProduct = { params: Groups.BagProductParams };
const byGroup = { params: Groups.BagGroupParams };

export const BagGroupOps = operations(BagGroupRoutes, {
  bagMultiRules: { query: Groups.BagMultiRulesQuery, response: Groups.BagMultiRules },
  bagPlanParks: { params: BagPlanParams, response: Groups.BagPlanParks },
  bagPayments: { response: Groups.BagPaymentRecords },
});

export const BagGroupOperatorOps = operations(BagGroupOperatorRoutes, {
  bagGroups: { response: z.array(Groups.BagGroup) },
  createBagGroup: { body: Groups.BagGroupInput, response: Groups.BagGroup },
  putBagGroup: { ...byGroup, body: Groups.BagGroupInput, response: Groups.BagGroup },
  setBagProductGroup: { ...byProduct, body: Groups.BagProductGroupInput, response: Groups.BagGroup.nullable() },
});
