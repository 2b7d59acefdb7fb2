import { Timing } from '@parking/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { citysQuery, parksByNameQuery } from '../../../api/discovery/parks';
import { useDebounced } from '../../../lib/use-debounced';
import { ParkResults } from '../components/park-results';
import { SearchField } from '../components/search-field';
import styles from './search.module.css';

function CityResults({ parkName, cityName }: { parkName: string; cityName: string }) {
  return <ParkResults parks={useInfiniteQuery(parksByNameQuery(parkName, cityName))} />;
}

/** /searchPage: parks by name within a city the dealer operates in (citys, parksByName). */
export default function SearchCityPage() {
  const citys = useQuery(citysQuery());
  const [chosen, setChosen] = useState<string | undefined>();
  const city = chosen ?? citys.data?.results[0]?.cityName ?? '';
  const [typed, setTyped] = useState('');
  const parkName = useDebounced(typed.trim(), Timing.THROTTLE_MS);
  return (
    <div className={styles.page}>
      <div className={styles.cities} role="radiogroup" aria-label="城市">
        {citys.isError ? (
          <button type="button" className={styles.city} onClick={() => void citys.refetch()}>
            城市加载失败，点击重试
          </button>
        ) : (
          citys.data?.results.map((c) => (
            <button
              key={c.cityName}
              type="button"
              role="radio"
              aria-checked={c.cityName === city}
              className={c.cityName === city ? styles.cityActive : styles.city}
              onClick={() => setChosen(c.cityName)}
            >
              {c.cityName}（{c.parkCount}）
            </button>
          ))
        )}
      </div>
      <SearchField
        placeholder={city ? `在${city}搜索停车场` : '搜索停车场'}
        label="停车场名称"
        value={typed}
        onChange={setTyped}
      />
      {parkName && city ? (
        <CityResults parkName={parkName} cityName={city} />
      ) : (
        <p className={styles.hint}>选择城市并输入停车场名称</p>
      )}
    </div>
  );
}
