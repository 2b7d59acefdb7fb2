import { useEffect, useEffectEvent, useRef } from 'react';
import styles from './load-more.module.css';

/** The paging of an infinite query, as useInfiniteQuery returns it. */
export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

export interface LoadMoreProps {
  pages: Pages;
  /** What the end of the list says. */
  endText?: string;
}

/**
 * The foot of a paged list: loads the next page when it scrolls into view (and on tap, for web views without
 * IntersectionObserver), says so while loading, offers a retry when a page failed, and marks the end.
 */
export function LoadMore({ pages, endText = '没有更多了' }: LoadMoreProps) {
  const { hasNextPage: hasMore, isFetchingNextPage: loading, isFetchNextPageError: failed } = pages;
  const onLoad = () => void pages.fetchNextPage();
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoad = hasMore && !loading && !failed;
  const load = useEffectEvent(onLoad);

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoad || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) load();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [canLoad]);

  if (!hasMore) return <p className={styles.foot}>{endText}</p>;
  return (
    <div ref={sentinel} className={styles.foot}>
      {loading ? (
        <span role="status">加载中…</span>
      ) : (
        <button type="button" className={styles.button} onClick={onLoad}>
          {failed ? '加载失败，点击重试' : '加载更多'}
        </button>
      )}
    </div>
  );
}
