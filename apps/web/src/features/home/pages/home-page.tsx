import { useAppName } from '../../../api/basic/application-info';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { PageState } from '../../../components/page-state';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { useHomeFuncEntries } from '../api/home-func-entries';
import { HomeBanner } from '../components/home-banner';
import { HomeHeader } from '../components/home-header';
import { HomeNearby } from '../components/home-nearby';
import { HomeParking } from '../components/home-parking';
import { HomeNews } from '../components/home-news';
import { MenuGrid, MenuGridSkeleton } from '../components/menu-grid';
import { VehicleShortcuts } from '../components/vehicle-shortcuts';
import { useOpenEntry } from '../hooks/use-open-entry';
import { visibleEntries } from '../lib/visible-entries';
import styles from './home-page.module.css';

function HomeMenu() {
  const entries = useHomeFuncEntries();
  const config = useMenuConfig();
  const openEntry = useOpenEntry();

  if (entries.isPending || config.isPending) return <MenuGridSkeleton />;
  if (entries.isError || config.isError) {
    const retry = () => void Promise.all([entries.refetch(), config.refetch()]);
    return <PageState size="compact" title="菜单加载失败" action={{ text: '重试', onClick: retry }} />;
  }
  const visible = visibleEntries(entries.data.list, config.data);
  if (visible.length === 0) return <PageState size="compact" title="暂无可用服务" />;
  return <MenuGrid entries={visible} column={entries.data.column} onOpen={openEntry} />;
}

/**
 * The home tab (spec sections 1 and 4), top to bottom: the dealer's name with the search box and, for visitors, the
 * login prompt; the banner; the service menu; for a signed-in driver the arrears banner and parked-vehicle cards
 * (or the add-vehicle prompt); parks or stations nearby; the news.
 */
export default function HomePage() {
  const loggedIn = isLoggedIn(browserStore);
  return (
    <div className={styles.page}>
      <HomeHeader appName={useAppName()} loggedIn={loggedIn} />
      <HomeBanner />
      <VehicleShortcuts />
      <section className={styles.card} aria-label="服务菜单">
        <HomeMenu />
      </section>
      {loggedIn && <HomeParking />}
      <HomeNearby />
      <HomeNews />
    </div>
  );
}
