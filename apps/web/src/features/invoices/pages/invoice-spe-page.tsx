import { MakeInvoiceForm } from '../components/make-invoice-form';

/** /invoiceSpe?orderNos=a,b: one 增值税专用发票 for the chosen bills, to a company title with every detail. */
export default function InvoiceSpePage() {
  return <MakeInvoiceForm kind="special" />;
}
