import { ACCOUNT_FAMILY } from '../lib/families';
import { ResultScreen } from '../screens/result-screen';

/** /accountBalanceReslut (the spec's spelling): the result of a recharge or a withdrawal. */
export default function AccountBalanceResultPage() {
  return <ResultScreen family={ACCOUNT_FAMILY} />;
}
