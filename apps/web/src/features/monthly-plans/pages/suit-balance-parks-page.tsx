import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { ParkCard } from '../../../components/park-card';
import { QueryState } from '../../../components/query-state';
import { parkOnMap } from '../../../lib/map-links';
import { useParksByKeyword } from '../api/monthly-plan-screens';
import { driverPosition } from '../lib/position';
import styles from '../../../components/offer-page.module.css';

/** /suitBalanceParks: search the parks where the balance pays by name or address, nearest first. */
export default function SuitBalanceParksPage() {
  const { lat, lng } = driverPosition();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const found = useParksByKeyword(keyword ? { keyword, destLat: lat, destLng: lng, pageNo: 1, pageSize: 30 } : null);
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setKeyword(typed.trim());
        }}
      >
        <label className={styles.field}>
          停车场名称或地址
          <input
            className={styles.input}
            type="search"
            value={typed}
            placeholder="搜索余额可用的停车场"
            enterKeyHint="search"
            onChange={(e) => setTyped(e.target.value)}
          />
        </label>
      </form>
      {!keyword ? (
        <PageState title="输入停车场名称或地址搜索" size="compact" />
      ) : !found.isSuccess ? (
        <QueryState query={found} failed="搜索失败" />
      ) : found.data.results.length === 0 ? (
        <PageState title="未找到相关停车场" illustration="list" size="compact" />
      ) : (
        <div aria-label="搜索结果" role="list">
          {found.data.results.map((park) => (
            <div role="listitem" key={park.parkId}>
              <ParkCard park={park} onOpen={(park) => void navigate(parkOnMap(park))} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
