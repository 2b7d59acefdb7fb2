import { useSearchParams } from 'react-router';
import { OrderResult } from './order-result';

/** /payResultPage?orderNo[&cancelled=1]: where the app comes after a wallet sheet (or the sandbox's page) closes. */
export default function PayResultPage() {
  const [params] = useSearchParams();
  return <OrderResult orderNo={params.get('orderNo') ?? ''} cancelled={params.get('cancelled') === '1'} />;
}
