export { createPayments, type Payments, type PaymentsDeps } from './payments';
export { paymentRoutes } from './payments.routes';
export { notifyRoutes } from './notify.routes';
export { sandboxCheckoutRoutes } from './sandbox-checkout.routes';
export { checkPayments, PAYMENT_CHECKS } from './payments-check';
