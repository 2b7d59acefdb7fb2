import { ACCOUNT_FAMILY } from '../lib/families';
import { CashScreen } from '../screens/cash-screen';

/** /accountBalanceCash: withdraw the account balance back the way it came. */
export default function AccountBalanceCashPage() {
  return <CashScreen family={ACCOUNT_FAMILY} />;
}
