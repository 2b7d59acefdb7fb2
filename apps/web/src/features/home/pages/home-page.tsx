import { lazy, Suspense } from 'react';
import { useAppName } from '../../../api/basic/application-info';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { PageState } from '../../../components/page-state';
import { useCareMode } from '../../../lib/care-mode';
import { useHasScreen } from '../../../lib/screens';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { useHomeFuncEntries } from '../api/home-func-entries';
import { HomeBanner } from '../components/home-banner';
import { HomeHeader } from '../components/home-header';
import { HomeNearby } from '../components/home-nearby';
import { HomeParking } from '../components/home-parking';
import { HomeNews } from '../components/home-news';
import { MenuGrid, MenuGridSkeleton } from '../components/menu-grid';
import { ScanChargeEntry } from '../components/scan-charge-entry';
import { VehicleShortcuts } from '../components/vehicle-shortcuts';
import { useOpenEntry } from '../hooks/use-open-entry';
import { visibleEntries } from '../lib/visible-entries';
import styles from './home-page.module.css';

// Loaded after the first paint: the card shows only while an order charges, and /home is a landing page (90 KB budget).
const HomeCharging = lazy(() => import('../components/home-charging').then((m) => ({ default: m.HomeCharging })));

// Loaded after the first paint too, and placed below the menu: a bar that appears late must not push the first
// screen down (layout shift).
const HomeNotice = lazy(() => import('../components/home-notice').then((m) => ({ default: m.HomeNotice })));

const CARE_MENU_ENTRIES = 6;

function HomeMenu({ care }: { care: boolean }) {
  const entries = useHomeFuncEntries();
  const config = useMenuConfig();
  const openEntry = useOpenEntry();
  const hasScreen = useHasScreen();

  if (entries.isPending || config.isPending) return <MenuGridSkeleton />;
  if (entries.isError || config.isError) {
    const retry = () => void Promise.all([entries.refetch(), config.refetch()]);
    return <PageState size="compact" title="菜单加载失败" action={{ text: '重试', onClick: retry }} />;
  }
  const visible = visibleEntries(entries.data.list, config.data, hasScreen);
  if (visible.length === 0) return <PageState size="compact" title="暂无可用服务" />;
  // 关怀模式: the first six services, three to a row, so each is larger and easier to find.
  if (care) return <MenuGrid entries={visible.slice(0, CARE_MENU_ENTRIES)} column={3} onOpen={openEntry} />;
  return <MenuGrid entries={visible} column={entries.data.column} onOpen={openEntry} />;
}

/**
 * The home tab (spec sections 1 and 4), top to bottom: the dealer's name with the search box and, for visitors, the
 * login prompt; for a signed-in driver the arrears banner and parked-vehicle cards (or the add-vehicle prompt), so
 * what is owed now comes first; the banner; the service menu; the dealer's latest announcement, when there is one;
 * parks or stations nearby; the news. In 关怀模式 without the banner and the news.
 */
export default function HomePage() {
  const loggedIn = isLoggedIn(browserStore);
  // 关怀模式 shows fewer things: no ads and no news (the 适老化 rules ask for no advertising), a shorter menu.
  const care = useCareMode();
  return (
    <div className={styles.page}>
      <HomeHeader appName={useAppName()} loggedIn={loggedIn} />
      {/* What the driver owes now comes first (arrears, the parked car's fee or time to leave). */}
      {loggedIn && <HomeParking />}
      {loggedIn && (
        <Suspense fallback={null}>
          <HomeCharging />
        </Suspense>
      )}
      {!care && <HomeBanner />}
      <VehicleShortcuts />
      <ScanChargeEntry />
      <section className={styles.card} aria-label="服务菜单">
        <HomeMenu care={care} />
      </section>
      <Suspense fallback={null}>
        <HomeNotice />
      </Suspense>
      <HomeNearby />
      {!care && <HomeNews />}
    </div>
  );
}
