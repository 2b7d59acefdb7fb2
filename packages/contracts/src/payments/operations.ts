import { operations } from '../operation-schemas';
import { PayableBills, PayableBillsQuery } from './bills';
import * as Orders from './orders';
import { PayModel, PayModelQuery } from './pay-model';
import { PaymentRoutes, SandboxCheckoutRoutes } from './routes';

export const PaymentOps = operations(PaymentRoutes, {
  payCharges: { body: Orders.PayChargesRequest, response: Orders.PayOrder },
  payChargesBatch: { body: Orders.PayChargesBatchRequest, response: Orders.PayOrder },
  payChargesSync: { params: Orders.SyncParams, response: Orders.OrderStatus },
  payableBills: { query: PayableBillsQuery, response: PayableBills },
  payModel: { query: PayModelQuery, response: PayModel },
  providerNotify: { params: Orders.ProviderParams },
});

export const SandboxCheckoutOps = operations(SandboxCheckoutRoutes, {
  page: { params: Orders.SandboxCheckoutParams, query: Orders.SandboxTicket },
  confirm: { params: Orders.SandboxCheckoutParams, query: Orders.SandboxTicket },
  cancel: { params: Orders.SandboxCheckoutParams, query: Orders.SandboxTicket },
});
