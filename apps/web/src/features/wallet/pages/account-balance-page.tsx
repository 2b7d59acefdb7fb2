import { ACCOUNT_FAMILY } from '../lib/families';
import { BalanceScreen } from '../screens/balance-screen';

/** /accountBalance (supportBalance): the account balance and recharging it. */
export default function AccountBalancePage() {
  return <BalanceScreen family={ACCOUNT_FAMILY} />;
}
