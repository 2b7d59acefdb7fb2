import { z } from 'zod';
import { operations } from '../operation-schemas';
import {
  BagGroup,
  BagGroupInput,
  BagGroupParams,
  BagMultiRules,
  BagMultiRulesQuery,
  BagPaymentRecords,
  BagPlanParks,
  BagProductGroupInput,
  BagProductParams,
} from './groups';
import { BagGroupOperatorRoutes, BagGroupRoutes } from './groups-routes';
import { BagPlanParams } from './plans';

export const BagGroupOps = operations(BagGroupRoutes, {
  bagMultiRules: { query: BagMultiRulesQuery, response: BagMultiRules },
  bagPlanParks: { params: BagPlanParams, response: BagPlanParks },
  bagPayments: { response: BagPaymentRecords },
});

export const BagGroupOperatorOps = operations(BagGroupOperatorRoutes, {
  bagGroups: { response: z.array(BagGroup) },
  createBagGroup: { body: BagGroupInput, response: BagGroup },
  putBagGroup: { params: BagGroupParams, body: BagGroupInput, response: BagGroup },
  setBagProductGroup: { params: BagProductParams, body: BagProductGroupInput, response: BagGroup.nullable() },
});
