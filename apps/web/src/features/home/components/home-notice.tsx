import { NoticeType } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { latestBulletinQuery, viewNoticeQuery } from '../../../api/publicity/notices';
import styles from './home-notice.module.css';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** Where the bar remembers, for this visit, the notice the driver closed. */
const CLOSED_KEY = 'homeNoticeClosed';
const closedNotice = () => {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null; // storage blocked: the bar simply shows
  }
};

interface BarNotice {
  title: string;
  publishTime: string;
  version: string;
  to: string;
}

/** The newer of the latest announcement and the newest bulletin (ISO times of one format compare as text). */
function newest(...notices: (BarNotice | null)[]): BarNotice | null {
  return notices.reduce<BarNotice | null>(
    (best, n) => (n && (!best || n.publishTime > best.publishTime) ? n : best),
    null,
  );
}

/**
 * The dealer's current notice as a bar on home (issue 44: notices had no entry): the newer of the latest
 * announcement (opens /newNotice) and the newest bulletin (opens it on /bulletin); × hides it for this visit.
 * Nothing when neither is published.
 */
export function HomeNotice() {
  const announcement = useQuery(viewNoticeQuery(NoticeType.ANNOUNCEMENT, { quiet: true })).data;
  const bulletin = useQuery(latestBulletinQuery()).data;
  const [closed, setClosed] = useState(closedNotice);
  const data = newest(
    announcement ? { ...announcement, to: screen.newNotice } : null,
    bulletin ? { ...bulletin, to: href(screen.bulletin, { noticeId: bulletin.noticeId }) } : null,
  );
  if (!data) return null;
  const id = `${data.to}@${data.version}@${data.publishTime}`;
  if (closed === id) return null;
  const close = () => {
    try {
      sessionStorage.setItem(CLOSED_KEY, id);
    } catch {
      // storage blocked: closed until the page reloads
    }
    setClosed(id);
  };
  return (
    <aside className={styles.bar} aria-label="公告">
      <span className={styles.tag} aria-hidden="true">
        公告
      </span>
      <Link className={styles.title} to={data.to}>
        {data.title}
      </Link>
      <button type="button" className={styles.close} aria-label="关闭公告" onClick={close}>
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
    </aside>
  );
}
