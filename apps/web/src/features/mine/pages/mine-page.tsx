import List from 'antd-mobile/es/components/list';
import { Switch } from '../../../components/switch';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLoginInfo } from '../../../api/auth/login-info';
import { useAppName } from '../../../api/basic/application-info';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { careMode, useCareMode } from '../../../lib/care-mode';
import { featureOn } from '../../../lib/menu-gates';
import { useHasScreen } from '../../../lib/screens';
import { loginPath } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { messageUnreadQuery } from '../../../api/publicity/messages';
import { MineHeader } from '../components/mine-header';
import { MineIcon } from '../components/mine-icons';
import { MineSummary } from '../components/mine-summary';
import { mineEntries, type MineEntry } from '../lib/mine-entries';
import styles from './mine-page.module.css';

/**
 * The account tab: who is logged in (or the login prompt), a signed-in driver's balance, plates and orders to pay,
 * the entries to the driver's things, and 设置 (关怀模式).
 */
export default function MinePage() {
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(browserStore);
  const info = useLoginInfo();
  const menu = useMenuConfig();
  const appName = useAppName();
  const care = useCareMode();
  const hasScreen = useHasScreen();
  // The 消息中心's unread count (issue 44), asked in passing: a failure only leaves the badge out.
  const unread = useQuery({ ...messageUnreadQuery({ quiet: true }), enabled: loggedIn }).data?.total ?? 0;

  const open = (entry: MineEntry) => navigate(entry.needLogin && !loggedIn ? loginPath(entry.to) : entry.to);
  const driver = !loggedIn ? 'anonymous' : (info.data ?? 'loading');

  return (
    <div className={styles.page}>
      <MineHeader driver={driver} appName={appName} />
      {loggedIn && <MineSummary balance={featureOn('balance', menu.data)} />}
      <List className={styles.entries} aria-label="我的服务">
        {mineEntries(menu.data, loggedIn, hasScreen).map((entry) => (
          <List.Item
            key={entry.key}
            prefix={<MineIcon entry={entry.key} />}
            extra={
              entry.key === 'messages' && unread > 0 ? (
                <span className={styles.badge} role="img" aria-label={`${unread} 条未读`}>
                  {unread > 99 ? '99+' : unread}
                </span>
              ) : undefined
            }
            onClick={() => open(entry)}
          >
            {entry.title}
          </List.Item>
        ))}
      </List>
      <List header="设置" className={styles.entries}>
        <List.Item
          description="字更大、按钮更大，首页只留常用服务"
          extra={<Switch checked={care} onChange={(on) => careMode.set(on)} aria-label="关怀模式" />}
          arrow={false}
        >
          关怀模式
        </List.Item>
      </List>
    </div>
  );
}
