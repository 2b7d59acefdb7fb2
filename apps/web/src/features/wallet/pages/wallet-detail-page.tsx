import { DetailsScreen } from '../screens/details-screen';

/** /walletDetail: every movement of the wallet. */
export default function WalletDetailPage() {
  return <DetailsScreen />;
}
