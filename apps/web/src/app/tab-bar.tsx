import { useLocation, useNavigate } from 'react-router';
import { HomeIcon, MapPinIcon, UserIcon } from '../components/icons';
import { Paths } from '../lib/paths';
import styles from './tab-bar.module.css';

const TABS = [
  { path: Paths.HOME, title: '首页', icon: <HomeIcon /> },
  { path: Paths.MAP, title: '地图', icon: <MapPinIcon /> },
  { path: Paths.MINE, title: '我的', icon: <UserIcon /> },
];

/** The bottom tabs of the shell (spec section 2): home, map, mine. Plain buttons: the shell loads no UI library. */
export function AppTabBar() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} aria-label="主导航">
      {TABS.map((tab) => {
        const active = pathname === tab.path;
        return (
          <button
            key={tab.path}
            type="button"
            className={active ? styles.active : styles.tab}
            aria-current={active ? 'page' : undefined}
            onClick={() => navigate(tab.path)}
          >
            {tab.icon}
            <span className={styles.title}>{tab.title}</span>
          </button>
        );
      })}
    </nav>
  );
}
