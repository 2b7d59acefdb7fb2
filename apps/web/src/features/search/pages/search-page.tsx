import { Timing } from '@parking/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { searchParksQuery } from '../../../api/discovery/parks';
import { knownPosition, usePosition } from '../../../location/position-store';
import { Paths } from '../../../lib/paths';
import { useDebounced } from '../../../lib/use-debounced';
import { ParkResults } from '../components/park-results';
import { SearchField } from '../components/search-field';
import styles from './search.module.css';

function Results({ keyword }: { keyword: string }) {
  const at = knownPosition(usePosition().state);
  return <ParkResults parks={useInfiniteQuery(searchParksQuery(keyword, at))} />;
}

/**
 * /search: parks by name or address, nearest first (nearbySearchByName). The keyword lives in the URL (?keyword=),
 * so going back from a park's map returns to the same results.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('keyword') ?? '');
  const keyword = useDebounced(typed.trim(), Timing.THROTTLE_MS);
  const onChange = (value: string) => {
    setTyped(value);
    setParams(value.trim() ? { keyword: value.trim() } : {}, { replace: true });
  };
  return (
    <div className={styles.page}>
      <SearchField placeholder="搜索目的地、停车场" label="搜索停车场" value={typed} onChange={onChange} autoFocus />
      {keyword ? (
        <Results keyword={keyword} />
      ) : (
        <div className={styles.empty}>
          <p className={styles.hint}>输入停车场名称或地址，按距离由近到远显示</p>
          <Link className={styles.link} to={Paths.SEARCH_PAGE}>
            按城市查找停车场
          </Link>
        </div>
      )}
    </div>
  );
}
