import type { NewsItem } from '@parking/contracts';
import { Link } from 'react-router';
import { newsDetailPath } from '../lib/paths';
import styles from './news-card.module.css';
import { shanghaiDay } from '@parking/contracts/shanghai-time';

/** One news item in a list (home, news list): title, summary, date and thumbnail; opens the item. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <Link className={styles.card} to={newsDetailPath(item.newsId)}>
      <div className={styles.text}>
        <h3 className={styles.title}>{item.title}</h3>
        {item.summary && <p className={styles.summary}>{item.summary}</p>}
        <time className={styles.time} dateTime={item.publishTime}>
          {shanghaiDay(item.publishTime)}
        </time>
      </div>
      {item.imgUrl && (
        <img className={styles.thumb} src={item.imgUrl} alt="" width={96} height={64} loading="lazy" decoding="async" />
      )}
    </Link>
  );
}

/** Rows in the card's shape while news loads. */
export function NewsCardSkeleton({ rows }: { rows: number }) {
  return (
    <div role="status" aria-busy="true" aria-label="资讯加载中">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.card}>
          <div className={styles.text}>
            <span className={styles.linePlaceholder} />
            <span className={styles.shortPlaceholder} />
          </div>
          <span className={styles.thumbPlaceholder} />
        </div>
      ))}
    </div>
  );
}
