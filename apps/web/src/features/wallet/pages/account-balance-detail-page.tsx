import { DetailsScreen } from '../screens/details-screen';

/** /accountBalanceDetail: every movement of the account balance. */
export default function AccountBalanceDetailPage() {
  return <DetailsScreen />;
}
