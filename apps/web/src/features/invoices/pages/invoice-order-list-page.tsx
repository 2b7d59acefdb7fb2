import { FEE_KIND_TEXT, formatFen } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useInvoicedBills } from '../api/invoices';
import styles from '../components/invoices.module.css';

/** /invoiceOrderList?unid: the bills an invoice covers — fee kind, what it was, when paid, how much was invoiced. */
export default function InvoiceOrderListPage() {
  const unid = useSearchParams()[0].get('unid') ?? '';
  const orders = useInvoicedBills(unid);
  if (!orders.isSuccess) return <QueryState query={orders} failed="开票订单加载失败" />;
  const rows = orders.data.bills;
  if (rows.length === 0) return <PageState title="暂无订单" />;
  const totalFen = rows.reduce((s, b) => s + b.amountFen, 0);
  return (
    <div className={styles.page}>
      <Section title={`共 ${rows.length} 笔，开票金额 ${formatFen(totalFen)}`}>
        <ul className={styles.list}>
          {rows.map((bill) => (
            <li key={bill.orderNo} className={styles.row}>
              <span className={styles.rowMain}>
                <span>{bill.description || FEE_KIND_TEXT[bill.feeKind]}</span>
                <span className={styles.muted}>
                  {FEE_KIND_TEXT[bill.feeKind]}
                  {bill.paidAt ? ` · ${formatShanghaiMinute(bill.paidAt)}` : ''}
                </span>
                <span className={styles.muted}>订单号 {bill.orderNo}</span>
              </span>
              <span className={styles.amount}>{formatFen(bill.amountFen)}</span>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
