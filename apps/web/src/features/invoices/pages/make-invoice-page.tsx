import { MakeInvoiceForm } from '../components/make-invoice-form';

/** /makeInvoice?orderNos=a,b: pick a title (the default first) and an address; one 普票 for the chosen bills. */
export default function MakeInvoicePage() {
  return <MakeInvoiceForm kind="ordinary" />;
}
