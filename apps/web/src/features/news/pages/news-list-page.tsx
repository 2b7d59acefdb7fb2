import { useInfiniteQuery } from '@tanstack/react-query';
import { newsListQuery } from '../../../api/publicity/news';
import { LoadMore } from '../../../components/load-more';
import { NewsCard, NewsCardSkeleton } from '../../../components/news-card';
import { PageState } from '../../../components/page-state';
import styles from './news.module.css';

/** /newsList: every published news item, newest first, a page at a time. */
export default function NewsListPage() {
  const news = useInfiniteQuery(newsListQuery());
  if (news.isPending) {
    return (
      <div className={styles.list}>
        <NewsCardSkeleton rows={5} />
      </div>
    );
  }
  if (news.isError && !news.data) {
    return <PageState title="资讯加载失败" action={{ text: '重试', onClick: () => void news.refetch() }} />;
  }
  const items = news.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <PageState illustration="list" title="暂无资讯" />;
  return (
    <div className={styles.list}>
      {items.map((item) => (
        <NewsCard key={item.newsId} item={item} />
      ))}
      <LoadMore pages={news} />
    </div>
  );
}
