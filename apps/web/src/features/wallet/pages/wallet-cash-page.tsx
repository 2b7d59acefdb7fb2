import { WALLET_FAMILY } from '../lib/families';
import { CashScreen } from '../screens/cash-screen';

/** /walletCash: withdraw the wallet back the way it came. */
export default function WalletCashPage() {
  return <CashScreen family={WALLET_FAMILY} />;
}
