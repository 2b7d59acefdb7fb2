import { DiscoveryText, Timing, type Park } from '@parking/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { searchParksQuery } from '../../../api/discovery/parks';
import { SearchIcon } from '../../../components/icons';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { ParkCard } from '../../../components/park-card';
import { knownPosition, usePosition } from '../../../location/position-store';
import { parkOnMap } from '../../../lib/map-links';
import { Paths } from '../../../lib/paths';
import { useDebounced } from '../../../lib/use-debounced';
import styles from './search.module.css';

function Results({ keyword }: { keyword: string }) {
  const navigate = useNavigate();
  const at = knownPosition(usePosition().state);
  const parks = useInfiniteQuery(searchParksQuery(keyword, at));
  const pages = parks.data?.pages;
  const list = useMemo(() => pages?.flatMap((page) => page.results) ?? [], [pages]);
  if (parks.isPending) return <p className={styles.hint}>搜索中…</p>;
  if (parks.isError && list.length === 0) {
    return (
      <PageState
        size="compact"
        title={DiscoveryText.QUERY_FAILED}
        action={{ text: '重试', onClick: () => void parks.refetch() }}
      />
    );
  }
  if (list.length === 0) return <PageState size="compact" title={DiscoveryText.NO_PARKS} />;
  const open = (park: Park) => void navigate(parkOnMap(park));
  return (
    <section className={styles.results} aria-label="搜索结果">
      {list.map((park) => (
        <ParkCard key={park.parkId} park={park} onOpen={open} />
      ))}
      <LoadMore
        hasMore={parks.hasNextPage}
        loading={parks.isFetchingNextPage}
        failed={parks.isFetchNextPageError}
        onLoad={() => void parks.fetchNextPage()}
        endText={DiscoveryText.NO_MORE_PARKS}
      />
    </section>
  );
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
      <form className={styles.bar} role="search" onSubmit={(event) => event.preventDefault()}>
        <SearchIcon />
        <input
          className={styles.input}
          type="search"
          enterKeyHint="search"
          placeholder="搜索目的地、停车场"
          aria-label="搜索停车场"
          maxLength={32}
          value={typed}
          onChange={(event) => onChange(event.target.value)}
          autoFocus
        />
      </form>
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
