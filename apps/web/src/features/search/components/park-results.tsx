import { DiscoveryText, type Park, type ParkPage } from '@parking/contracts';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { ParkCard } from '../../../components/park-card';
import { parkOnMap } from '../../../lib/map-links';
import styles from '../pages/search.module.css';

/** The parks a search found, page by page; a park opens on the map. Loading, failure and empty states included. */
export function ParkResults({ parks }: { parks: UseInfiniteQueryResult<InfiniteData<ParkPage>> }) {
  const navigate = useNavigate();
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
      <LoadMore pages={parks} endText={DiscoveryText.NO_MORE_PARKS} />
    </section>
  );
}
