import TabBar from 'antd-mobile/es/components/tab-bar';
import { useLocation, useNavigate } from 'react-router';
import { HomeIcon, MapPinIcon, UserIcon } from '../components/icons';
import { Paths } from '../lib/paths';
import styles from './tab-bar.module.css';

const TABS = [
  { key: Paths.HOME, title: '首页', icon: <HomeIcon /> },
  { key: Paths.MAP, title: '地图', icon: <MapPinIcon /> },
  { key: Paths.MINE, title: '我的', icon: <UserIcon /> },
];

/** The bottom tabs of the shell (spec section 2): home, map, mine. */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} aria-label="主导航">
      <TabBar activeKey={pathname} onChange={(key) => navigate(key)} safeArea>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} title={tab.title} icon={tab.icon} />
        ))}
      </TabBar>
    </nav>
  );
}
