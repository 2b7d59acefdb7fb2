import { useNavigate } from 'react-router';
import styles from '../components/invoices.module.css';
import { InvoicePaths, SPECIAL_BILLS_PATH } from '../lib/invoice-paths';

const ENTRIES = [
  { to: InvoicePaths.BILLS, title: '开发票', note: '选择已支付的订单，合并开具一张电子发票' },
  { to: SPECIAL_BILLS_PATH, title: '开专用发票', note: '增值税专用发票，需单位抬头的完整开票信息' },
  { to: InvoicePaths.RECORDS, title: '开票记录', note: '查看发票、下载 PDF、重新发送到邮箱' },
  { to: InvoicePaths.TITLES, title: '抬头管理', note: '个人或单位抬头，设置默认抬头' },
];

/** /invoiceManage (发票管理): the invoice centre. */
export default function InvoiceManagePage() {
  const navigate = useNavigate();
  return (
    <div className={styles.page}>
      <div className={styles.entries}>
        {ENTRIES.map((e) => (
          <button key={e.to} type="button" className={styles.entry} onClick={() => void navigate(e.to)}>
            <strong>{e.title}</strong>
            <span className={styles.muted}>{e.note}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
