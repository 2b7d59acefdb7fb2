import type { FollowedItem } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { followsQuery } from '../../../api/follows/follows';
import { FollowButton } from '../../../components/follow-button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { parkOnMap, stationOnMap } from '../../../lib/map-links';
import { Paths } from '../../../lib/paths';
import styles from '../components/follows.module.css';

const freeText = (item: FollowedItem) => {
  if (item.kind === 'station') return `空闲桩 ${item.freeNum}/${item.totalNum}`;
  return item.freeNum < 0 ? '车位充足' : `空车位 ${item.freeNum}/${item.totalNum}`;
};

/**
 * /fllowManage (我的关注, decision 041): the parks and charging stations the driver follows, newest first, with what
 * is free now and the current price; tap to open it on the map, 取消关注 to take it out.
 */
export default function FollowManagePage() {
  const navigate = useNavigate();
  const follows = useQuery(followsQuery());
  if (!follows.isSuccess) return <QueryState query={follows} failed="关注列表加载失败" />;
  const { results, limit } = follows.data;
  if (results.length === 0) {
    return (
      <PageState
        title="暂无关注"
        description="在地图上打开停车场或充电站，点“关注”即可随时查看空位和价格"
        illustration="list"
        action={{ text: '去地图看看', onClick: () => void navigate(Paths.MAP) }}
      />
    );
  }
  const open = (item: FollowedItem) =>
    void navigate(
      item.kind === 'park'
        ? parkOnMap({ parkId: item.targetId, latitude: item.latitude, longitude: item.longitude })
        : stationOnMap({ stationId: item.targetId, latitude: item.latitude, longitude: item.longitude }),
    );
  return (
    <div className={styles.page}>
      <p className={styles.count}>
        已关注 {results.length}/{limit}
      </p>
      <ul className={styles.list} aria-label="我的关注">
        {results.map((item) => (
          <li key={`${item.kind}:${item.targetId}`} className={styles.card}>
            <button type="button" className={styles.main} onClick={() => open(item)}>
              <span className={styles.head}>
                <span className={styles.kind}>{item.kind === 'park' ? '停车场' : '充电站'}</span>
                <strong className={styles.name}>{item.name}</strong>
              </span>
              <span className={styles.address}>{item.address}</span>
              <span className={styles.facts}>
                <span className={item.open && item.freeNum !== 0 ? styles.free : styles.full}>
                  {item.open ? freeText(item) : item.kind === 'park' ? '暂停服务' : '暂停营业'}
                </span>
                {item.priceText && <span className={styles.price}>{item.priceText}</span>}
              </span>
            </button>
            <FollowButton kind={item.kind} targetId={item.targetId} size="small" remove />
          </li>
        ))}
      </ul>
    </div>
  );
}
