import { Navigate, useLocation } from 'react-router';
import { ACCOUNT_FAMILY } from '../lib/families';

/**
 * /wallet: the same balance as /accountBalance, so one screen shows it under one title (docs/decisions/031);
 * old links and dealers' menu entries to /wallet land there, their query kept.
 */
export default function WalletPage() {
  const { search } = useLocation();
  return <Navigate to={`${ACCOUNT_FAMILY.home}${search}`} replace />;
}
