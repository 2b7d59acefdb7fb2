import { isAllowedRichText } from '@parking/contracts';
import styles from './rich-text.module.css';

/**
 * Operator-written news and notice bodies. The server accepts only a small allowlist of tags without attributes
 * (isAllowedRichText), so rendering the markup is safe; the same check runs here too, and anything that fails it
 * (a row written before the check existed) is shown as plain text instead of being interpreted.
 */
export function RichText({ html }: { html: string }) {
  if (!isAllowedRichText(html)) return <div className={styles.body}>{html}</div>;
  return <div className={styles.body} dangerouslySetInnerHTML={{ __html: html }} />;
}
