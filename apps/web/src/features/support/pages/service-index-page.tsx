import { FAQ_CATEGORIES, FAQ_CATEGORY_TEXT } from '@parking/contracts';
import { FaqSearch } from '../components/faq-search';
import { useNavigate } from 'react-router';
import { Section } from '../../../components/section';
import styles from '../components/support.module.css';
import { faqListPath, SupportPaths } from '../lib/support-paths';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

const ENTRIES = [
  { mark: '问', text: '问题咨询', path: href(screen.customerServiceQuestionConsultation, { type: 1 }) },
  { mark: '议', text: '意见反馈', path: SupportPaths.FEEDBACK },
  { mark: '诉', text: '账单申诉', path: SupportPaths.BILL_FEEDBACK },
  { mark: '记', text: '我的反馈', path: SupportPaths.HISTORY },
] as const;

/** /customerService/index (客服中心): ask, give feedback, appeal a bill, follow one's tickets; the help centre. */
export default function ServiceIndexPage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <FaqSearch
        onSearch={(q) => q.trim() && void navigate(href(screen.customerServiceBillProblemList, { q: q.trim() }))}
      />
      <Section title="自助服务">
        <ul className={styles.entries}>
          {ENTRIES.map((entry) => (
            <li key={entry.text}>
              <button type="button" className={styles.entry} onClick={() => void navigate(entry.path)}>
                <span className={styles.entryMark} aria-hidden>
                  {entry.mark}
                </span>
                {entry.text}
              </button>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="常见问题">
        <ul className={styles.categories}>
          {FAQ_CATEGORIES.map((category) => (
            <li key={category}>
              <button type="button" className={styles.category} onClick={() => void navigate(faqListPath(category))}>
                {FAQ_CATEGORY_TEXT[category]}
              </button>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
