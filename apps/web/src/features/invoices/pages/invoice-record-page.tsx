import { formatFen, INVOICE_STATE_TEXT } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { invoicesQuery } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { stateColor } from '../lib/invoice-state';
import { InvoicePaths, recordPath } from '../lib/invoice-paths';

/** /invoiceRecord (开票记录): the driver's invoices, red ones included, newest first. */
export default function InvoiceRecordPage() {
  const navigate = useNavigate();
  const list = useInfiniteQuery(invoicesQuery());
  if (!list.isSuccess) return <QueryState query={list} failed="开票记录加载失败" />;
  const rows = list.data.pages.flatMap((p) => p.results);
  if (rows.length === 0) {
    return (
      <PageState title="暂无开票记录" action={{ text: '去开票', onClick: () => void navigate(InvoicePaths.BILLS) }} />
    );
  }
  return (
    <div className={styles.page}>
      <Section>
        <ul className={styles.list}>
          {rows.map((inv) => (
            <li key={inv.unid}>
              <button type="button" className={styles.row} onClick={() => void navigate(recordPath(inv.unid))}>
                <span className={styles.rowMain}>
                  <strong>
                    {inv.color === 'red' ? '红字发票 · ' : ''}
                    {inv.kind === 'special' ? '专票 · ' : ''}
                    {inv.titleName}
                  </strong>
                  <span className={styles.muted}>
                    {inv.billCount} 笔订单 · {formatShanghaiMinute(inv.createdAt)}
                  </span>
                </span>
                <span className={styles.rowMain} style={{ flex: 'none', alignItems: 'flex-end' }}>
                  <span className={styles.amount}>{formatFen(inv.amountFen)}</span>
                  <Tag color={stateColor(inv.state)}>{INVOICE_STATE_TEXT[inv.state]}</Tag>
                </span>
              </button>
            </li>
          ))}
        </ul>
        <LoadMore pages={list} />
      </Section>
    </div>
  );
}
