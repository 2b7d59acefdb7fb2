import { ErrorCode, type NoticeDetail, type ViewNotice } from '@parking/contracts';
import { useInfiniteQuery, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link, useLocation, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { noticeDetailQuery, noticeListQuery, viewNoticeQuery } from '../../../api/publicity/notices';
import { ChevronRightIcon } from '../../../components/icons';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { RichText } from '../../../components/rich-text';
import { NOTICE_PAGES, type NoticePageConfig, type NoticePath } from '../lib/notice-pages';
import styles from './notice-page.module.css';
import { withQuery } from '../../../lib/paths';
import { shanghaiDay } from '@parking/contracts/shanghai-time';

const NOT_FOUND = '公告不存在';

function NoticeBody({ query, versioned }: { query: UseQueryResult<ViewNotice | NoticeDetail>; versioned: boolean }) {
  if (query.isPending)
    return <div className={styles.skeleton} role="status" aria-busy="true" aria-label="公告加载中" />;
  if (query.isError) {
    return isApiError(query.error) && query.error.code === ErrorCode.NOT_FOUND ? (
      <PageState title={NOT_FOUND} description="运营方尚未发布此内容" />
    ) : (
      <PageState title="公告加载失败" action={{ text: '重试', onClick: () => void query.refetch() }} />
    );
  }
  const notice = query.data;
  return (
    <article className={styles.article}>
      <h1 className={styles.title}>{notice.title}</h1>
      <p className={styles.meta}>
        {versioned && <span>版本 {notice.version}</span>}
        <time dateTime={notice.publishTime}>
          {shanghaiDay(notice.publishTime)}
          {versioned ? ' 生效' : ' 发布'}
        </time>
      </p>
      <RichText html={notice.content} />
    </article>
  );
}

function LatestNotice({ config }: { config: NoticePageConfig }) {
  return <NoticeBody query={useQuery(viewNoticeQuery(config.noticeType))} versioned={config.versioned} />;
}

function OneNotice({ noticeId, config }: { noticeId: string; config: NoticePageConfig }) {
  return <NoticeBody query={useQuery(noticeDetailQuery(noticeId))} versioned={config.versioned} />;
}

function NoticeList({ path, config }: { path: string; config: NoticePageConfig }) {
  const list = useInfiniteQuery(noticeListQuery(config.noticeType));
  if (list.isPending) return <div className={styles.skeleton} role="status" aria-busy="true" aria-label="公告加载中" />;
  if (list.isError && !list.data) {
    return <PageState title="公告加载失败" action={{ text: '重试', onClick: () => void list.refetch() }} />;
  }
  const items = list.data.pages.flatMap((page) => page.results);
  if (items.length === 0) return <PageState illustration="list" title="暂无公告" />;
  return (
    <ul className={styles.list}>
      {items.map((notice) => (
        <li key={notice.noticeId}>
          <Link className={styles.row} to={withQuery(path, { noticeId: notice.noticeId })}>
            <span className={styles.rowText}>
              <span className={styles.rowTitle}>{notice.title}</span>
              <span className={styles.meta}>
                {config.versioned && <span>版本 {notice.version}</span>}
                <time dateTime={notice.publishTime}>{shanghaiDay(notice.publishTime)}</time>
              </span>
            </span>
            <ChevronRightIcon />
          </Link>
        </li>
      ))}
      <li>
        <LoadMore pages={list} />
      </li>
    </ul>
  );
}

/**
 * /notice1, /notice2, /newNotice, /sysnotice, /bulletin, /privacyPolicyHistory (spec section 2): the route picks the
 * notice type; `?noticeId=` opens one version or bulletin item (from the list pages).
 */
export default function NoticePage() {
  const { pathname } = useLocation();
  const noticeId = useSearchParams()[0].get('noticeId');
  const config: NoticePageConfig | undefined = NOTICE_PAGES[pathname as NoticePath];
  if (!config) return <PageState title={NOT_FOUND} />;
  if (noticeId) return <OneNotice key={noticeId} noticeId={noticeId} config={config} />;
  return config.kind === 'list' ? <NoticeList path={pathname} config={config} /> : <LatestNotice config={config} />;
}
