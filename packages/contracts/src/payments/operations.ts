import { operations } from '../operation-schemas';
import { PayableBills, PayableBillsQuery } from './bills';
import {
  OrderStatus,
  PayChargesBatchRequest,
  PayChargesRequest,
  PayOrder,
  ProviderParams,
  SandboxCheckoutParams,
  SandboxTicket,
  SyncParams,
} from './orders';
import { PayModel, PayModelQuery } from './pay-model';
import { PaymentRoutes, SandboxCheckoutRoutes } from './routes';

export const PaymentOps = operations(PaymentRoutes, {
  payCharges: { body: PayChargesRequest, response: PayOrder },
  payChargesBatch: { body: PayChargesBatchRequest, response: PayOrder },
  payChargesSync: { params: SyncParams, response: OrderStatus },
  payableBills: { query: PayableBillsQuery, response: PayableBills },
  payModel: { query: PayModelQuery, response: PayModel },
  providerNotify: { params: ProviderParams },
});

export const SandboxCheckoutOps = operations(SandboxCheckoutRoutes, {
  page: { params: SandboxCheckoutParams, query: SandboxTicket },
  confirm: { params: SandboxCheckoutParams, query: SandboxTicket },
  cancel: { params: SandboxCheckoutParams, query: SandboxTicket },
});
