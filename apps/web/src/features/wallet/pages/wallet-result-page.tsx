import { WALLET_FAMILY } from '../lib/families';
import { ResultScreen } from '../screens/result-screen';

/** /walletReslut (the spec's spelling): the result of a wallet recharge or withdrawal. */
export default function WalletResultPage() {
  return <ResultScreen family={WALLET_FAMILY} />;
}
