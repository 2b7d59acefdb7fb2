import { useSearchParams } from 'react-router';
import { OrderResult } from './order-result';

/**
 * /paySuccess?orderNo: a link that says "paid" (a host app, a notification). It still asks the server: an order it
 * does not know as paid is shown as it really is.
 */
export default function PaySuccessPage() {
  const [params] = useSearchParams();
  return <OrderResult orderNo={params.get('orderNo') ?? ''} cancelled={false} />;
}
