import { SingleBillPay } from './single-bill-pay';

/** /scanOverduePay?uniqueId&parkId: an arrears notice's QR code (left on the car or sent by SMS) opens its bill. */
export default function ScanOverduePayPage() {
  return <SingleBillPay arrears />;
}
