import { useAppName } from '../../../api/basic/application-info';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { MineHeader } from '../components/mine-header';

/** The account tab. Its account screens (profile, vehicles, orders, wallet) come with the account issue. */
export default function MinePage() {
  return <MineHeader loggedIn={isLoggedIn(browserStore)} appName={useAppName()} />;
}
