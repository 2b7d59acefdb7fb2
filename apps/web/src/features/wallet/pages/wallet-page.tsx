import { WalletsScreen } from '../screens/wallets-screen';

/** /wallet (walletPlan): the driver's wallets and recharging. */
export default function WalletPage() {
  return <WalletsScreen />;
}
