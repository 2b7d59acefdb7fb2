import { NoticeType } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { viewNoticeQuery } from '../../../api/publicity/notices';
import styles from './home-notice.module.css';

/** Where the bar remembers, for this visit, the notice the driver closed. */
const CLOSED_KEY = 'homeNoticeClosed';
const closedNotice = () => {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null; // storage blocked: the bar simply shows
  }
};

/**
 * The dealer's latest announcement as a bar on home (issue 44: notices had no entry): its title, a tap opens it
 * (/newNotice); × hides it for this visit. Nothing when none is published.
 */
export function HomeNotice() {
  const notice = useQuery(viewNoticeQuery(NoticeType.ANNOUNCEMENT, { quiet: true }));
  const [closed, setClosed] = useState(closedNotice);
  const data = notice.data;
  if (!data) return null;
  const id = `${data.version}@${data.publishTime}`;
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
      <Link className={styles.title} to="/newNotice">
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
