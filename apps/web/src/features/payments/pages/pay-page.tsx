import { useSearchParams } from 'react-router';
import { SingleBillPay } from './single-bill-pay';

/** /payPage?uniqueId&parkId[&isArreas=1]: pay one bill (spec section 2). */
export default function PayPage() {
  const [params] = useSearchParams();
  return <SingleBillPay arrears={params.get('isArreas') === '1' || params.get('isArreas') === 'true'} />;
}
