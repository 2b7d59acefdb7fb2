import type { FollowAlert, FollowedItem } from '@parking/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { followsQuery } from '../../../api/follows/follows';
import { LightTabs } from '../../../components/light-tabs';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { parkOnMap, stationOnMap } from '../../../lib/map-links';
import { href, Paths } from '../../../lib/paths';
import { alertsQuery } from '../api/alerts';
import { AlertList } from '../components/alert-list';
import { FollowedCard } from '../components/followed-card';
import styles from '../components/follows.module.css';
import * as screen from '../../../lib/screen-paths.gen';

const ALERTS_TAB = 'alerts';

/**
 * /fllowManage (我的关注, decisions 041 and 059): two tabs. 关注 — the parks and charging stations the driver
 * follows, newest first, with what is free now, the current price and a 空位提醒 / 调价提醒 switch each; tap to open
 * it on the map, 取消关注 to take it out. 提醒 (with the unread count) — the alerts those switches send.
 * `?tab=alerts` opens the second tab.
 */
export default function FollowManagePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const follows = useQuery(followsQuery());
  const alerts = useInfiniteQuery(alertsQuery());
  const tab = search.get('tab') === ALERTS_TAB ? ALERTS_TAB : 'follows';
  const unread = alerts.data?.pages[0]?.unread ?? 0;

  const open = (item: Pick<FollowedItem, 'kind' | 'targetId' | 'latitude' | 'longitude'>) =>
    void navigate(
      item.kind === 'park'
        ? parkOnMap({ parkId: item.targetId, latitude: item.latitude, longitude: item.longitude })
        : stationOnMap({ stationId: item.targetId, latitude: item.latitude, longitude: item.longitude }),
    );
  const openAlert = (a: FollowAlert) => {
    // An agent's answer opens the ticket (decision 088, amended).
    if (a.targetKind === 'ticket')
      return void navigate(href(screen.customerServiceFeedDetail, { ticketId: a.targetId }));
    const item = follows.data?.results.find((r) => r.kind === a.targetKind && r.targetId === a.targetId);
    if (item) open(item);
  };

  return (
    <div className={styles.page}>
      <LightTabs
        kind="line"
        aria-label="关注与提醒"
        tabs={[
          { key: 'follows', title: '关注' },
          { key: ALERTS_TAB, title: unread > 0 ? `提醒 (${unread})` : '提醒' },
        ]}
        activeKey={tab}
        onChange={(key) => setSearch(key === ALERTS_TAB ? { tab: key } : {}, { replace: true })}
        className={styles.tabs}
      />
      {tab === ALERTS_TAB ? (
        <AlertList onOpen={openAlert} />
      ) : !follows.isSuccess ? (
        <QueryState query={follows} failed="关注列表加载失败" />
      ) : follows.data.results.length === 0 ? (
        <PageState
          title="暂无关注"
          description="在地图上打开停车场或充电站，点“关注”即可随时查看空位和价格"
          illustration="list"
          action={{ text: '去地图看看', onClick: () => void navigate(Paths.MAP) }}
        />
      ) : (
        <>
          <p className={styles.count}>
            已关注 {follows.data.results.length}/{follows.data.limit}
          </p>
          <ul className={styles.list} aria-label="我的关注">
            {follows.data.results.map((item) => (
              <FollowedCard key={`${item.kind}:${item.targetId}`} item={item} onOpen={() => open(item)} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
