import { FEE_KIND_TEXT, formatFen } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import Button from 'antd-mobile/es/components/button';
import Checkbox from 'antd-mobile/es/components/checkbox';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useInvoiceableBills } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { InvoicePaths, makeInvoicePath } from '../lib/invoice-paths';

const orderNosOf = (bills: readonly { orderNo: string }[]) => bills.map((b) => b.orderNo);

/**
 * /invoiceBillList (开发票): paid bills not yet invoiced; choose any (or all) and go on to one invoice — the special
 * invoice form (/invoiceSpe) when the centre's 开专用发票 brought the driver here (?kind=special). A pay result's
 * 开发票 (?orderNo) comes with the bill just paid chosen. The whole row toggles its bill.
 */
export default function InvoiceBillListPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const kind = search.get('kind') === 'special' ? 'special' : 'ordinary';
  const bills = useInvoiceableBills();
  // null until the driver chooses: the bill the link names (a pay result's), once the list has it.
  const [choice, setChoice] = useState<string[] | null>(null);
  if (!bills.isSuccess) return <QueryState query={bills} failed="可开票订单加载失败" />;
  const rows = bills.data.bills;
  if (rows.length === 0) {
    return (
      <PageState
        title="暂无可开票的订单"
        description="支付完成的停车费等订单会出现在这里"
        action={{ text: '开票记录', onClick: () => void navigate(InvoicePaths.RECORDS) }}
      />
    );
  }
  const chosen = choice ?? rows.filter((b) => b.orderNo === search.get('orderNo')).map((b) => b.orderNo);
  const selected = rows.filter((b) => chosen.includes(b.orderNo));
  const totalFen = selected.reduce((s, b) => s + b.invoiceableFen, 0);
  const all = selected.length === rows.length;
  return (
    <div className={styles.page}>
      <Section title={`可开票订单（${rows.length} 笔，共 ${formatFen(bills.data.totalFen)}）`}>
        <Checkbox.Group value={chosen} onChange={(v) => setChoice(v as string[])}>
          <ul className={styles.list}>
            {rows.map((bill) => (
              <li key={bill.orderNo}>
                {/* The checkbox's label is the whole row: a tap anywhere on it toggles the bill. */}
                <Checkbox value={bill.orderNo} block className={styles.billRow}>
                  <span className={styles.rowMain}>
                    <span>{bill.description}</span>
                    <span className={styles.muted}>
                      {FEE_KIND_TEXT[bill.feeKind]} · {formatShanghaiMinute(bill.paidAt)}
                      {bill.refundedFen > 0 ? ` · 已退 ${formatFen(bill.refundedFen)}` : ''}
                    </span>
                  </span>
                  <span className={styles.amount}>{formatFen(bill.invoiceableFen)}</span>
                </Checkbox>
              </li>
            ))}
          </ul>
        </Checkbox.Group>
      </Section>
      <div className={styles.bar}>
        <Checkbox checked={all} onChange={(on) => setChoice(on ? rows.map((b) => b.orderNo) : [])}>
          全选
        </Checkbox>
        <span className={styles.barTotal}>
          已选 {selected.length} 笔 <strong>{formatFen(totalFen)}</strong>
        </span>
        <Button
          color="primary"
          shape="rounded"
          disabled={selected.length === 0}
          onClick={() => void navigate(makeInvoicePath(orderNosOf(selected), kind))}
        >
          下一步
        </Button>
      </div>
    </div>
  );
}
