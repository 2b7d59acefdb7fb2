import type { InvoiceState } from '@parking/contracts';

/** antd-mobile Tag colours of an invoice's state. */
export const stateColor = (state: InvoiceState): string =>
  ({ issuing: 'primary', issued: 'success', failed: 'danger', reversed: 'default', cancelled: 'default' })[state];
