import { useSearchParams } from 'react-router';
import { OrderResult } from './order-result';

/** /thirdpaySuccess?orderNo: the outcome of a wallet's web cashier, as the server knows it. */
export default function ThirdPaySuccessPage() {
  const [params] = useSearchParams();
  return <OrderResult orderNo={params.get('orderNo') ?? ''} cancelled={false} />;
}
