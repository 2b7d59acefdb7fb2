import { Limits } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMenuConfig } from '../../../api/basic/menu-config';
import { newsPageQuery } from '../../../api/publicity/news';
import { NewsCard, NewsCardSkeleton } from '../../../components/news-card';
import { PageState } from '../../../components/page-state';
import { Paths } from '../../../lib/paths';
import styles from './home-section.module.css';

/** The first 3 news items (spec sections 1 and 9), when the dealer has the news feature on. */
export function HomeNews() {
  const config = useMenuConfig();
  const enabled = config.data?.news === true;
  const news = useQuery({ ...newsPageQuery(1, Limits.HOME_NEWS_COUNT, { quiet: true }), enabled });
  if (!enabled) return null;
  return (
    <section className={styles.card} aria-labelledby="home-news-title">
      <header className={styles.head}>
        <h2 id="home-news-title" className={styles.title}>
          停车资讯
        </h2>
        <Link className={styles.more} to={Paths.NEWS_LIST}>
          更多
        </Link>
      </header>
      {news.isPending ? (
        <NewsCardSkeleton rows={Limits.HOME_NEWS_COUNT} />
      ) : news.isError ? (
        <PageState size="compact" title="资讯加载失败" action={{ text: '重试', onClick: () => void news.refetch() }} />
      ) : news.data.results.length === 0 ? (
        <PageState size="compact" title="暂无资讯" />
      ) : (
        news.data.results.map((item) => <NewsCard key={item.newsId} item={item} />)
      )}
    </section>
  );
}
