import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { newsDetailQuery } from '../../../api/publicity/news';
import { PageState } from '../../../components/page-state';
import { isGone } from '../../../components/query-state';
import { RichText } from '../../../components/rich-text';
import styles from './news.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';

const GONE = '资讯不存在或已下线';

/** /newsDetail?newId=: one news item in full. */
export default function NewsDetailPage() {
  const newsId = useSearchParams()[0].get('newId') ?? '';
  const news = useQuery({ ...newsDetailQuery(newsId), enabled: newsId !== '' });
  if (!newsId) return <PageState title={GONE} />;
  if (news.isPending)
    return <div className={styles.articleSkeleton} role="status" aria-busy="true" aria-label="资讯加载中" />;
  if (news.isError) {
    return isGone(news.error) ? (
      <PageState illustration="lost" title={GONE} />
    ) : (
      <PageState title="资讯加载失败" action={{ text: '重试', onClick: () => void news.refetch() }} />
    );
  }
  const item = news.data;
  return (
    <article className={styles.article}>
      <h1 className={styles.articleTitle}>{item.title}</h1>
      <time className={styles.articleTime} dateTime={item.publishTime}>
        {formatShanghaiMinute(item.publishTime)}
      </time>
      {item.imgUrl && <img className={styles.cover} src={item.imgUrl} alt="" width={240} height={160} />}
      <RichText html={item.content} />
    </article>
  );
}
