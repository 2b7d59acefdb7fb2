import { DiscoveryText } from '@parking/contracts';
import { Link } from 'react-router';
import { PageState, type PageStateProps } from '../components/page-state';
import { Paths } from '../lib/paths';
import styles from './location-problem.module.css';
import type { PositionState } from './position-store';

/**
 * Ways to places without a position (location refused or unavailable): choose a city and search its parks by name
 * (/searchPage), or search every park by name and address (/search).
 */
function WithoutLocation() {
  return (
    <nav className={styles.ways} aria-label="不定位也可以">
      <Link className={styles.way} to={Paths.SEARCH_PAGE}>
        选择城市
      </Link>
      <Link className={styles.way} to={Paths.SEARCH}>
        搜索停车场
      </Link>
    </nav>
  );
}

/** The position refused or unavailable: why (`title`, `description`), a retry if there is one, and the ways without it. */
function NoPosition(props: Pick<PageStateProps, 'title' | 'description' | 'action'>) {
  return (
    <PageState size="compact" {...props}>
      <WithoutLocation />
    </PageState>
  );
}

/**
 * What a list of nearby places shows when the position is not known: a 定位 button until the driver asks (the
 * position is never asked for on page load), the spec's two messages (no geolocation; the query failed, with a
 * retry), or `locating` while the browser is still asked. Refused or unavailable, it also offers a city and a search
 * (issue 14 item 10), so a driver who will not share the position still finds a park.
 */
export function LocationProblem({
  state,
  relocate,
  locating,
}: {
  state: PositionState;
  relocate: () => void;
  locating: React.ReactNode;
}) {
  if (state.status === 'idle')
    return (
      <PageState
        size="compact"
        title="定位后查看附近地点"
        description="仅在您点击定位时获取位置"
        action={{ text: '定位', onClick: relocate }}
      />
    );
  if (state.status === 'unsupported')
    return <NoPosition title={DiscoveryText.NO_GEOLOCATION} description="请在设置中允许定位，或选择城市、搜索停车场" />;
  if (state.status === 'failed')
    return (
      <NoPosition
        title={DiscoveryText.QUERY_FAILED}
        description="请确认已开启定位权限，或选择城市、搜索停车场"
        action={{ text: '重新定位', onClick: relocate }}
      />
    );
  return <>{locating}</>;
}
