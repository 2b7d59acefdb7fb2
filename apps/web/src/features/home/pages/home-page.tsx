import { useAppName } from '../../../api/basic/application-info';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { PageState } from '../../../components/page-state';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { useHomeFuncEntries } from '../api/home-func-entries';
import { HomeHeader } from '../components/home-header';
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

/** The home tab: the dealer's name, the login prompt for visitors, pay by plate and the configured service menu. */
export default function HomePage() {
  const loggedIn = isLoggedIn(browserStore);
  return (
    <div className={styles.page}>
      <HomeHeader appName={useAppName()} loggedIn={loggedIn} />
      <VehicleShortcuts loggedIn={loggedIn} />
      <section className={styles.card} aria-label="服务菜单">
        <HomeMenu />
      </section>
    </div>
  );
}
