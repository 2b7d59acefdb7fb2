import { FEE_KIND_TEXT, formatFen, INVOICE_KIND_TEXT, INVOICE_STATE_TEXT } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import Button from 'antd-mobile/es/components/button';
import Tag from 'antd-mobile/es/components/tag';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { useInvoice, useInvoiceLink, useRetryInvoice } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { stateColor } from '../lib/invoice-state';
import { ordersPath, recordPath, resendPath } from '../lib/invoice-paths';

const MAIL_TEXT = { pending: '发送中', sent: '已发送', failed: '发送失败' } as const;

/** /invoiceRecordDetail?unid: one invoice — state, lines, bills, the PDF in the page, retry and re-send. */
export default function InvoiceRecordDetailPage() {
  const navigate = useNavigate();
  const unid = useSearchParams()[0].get('unid') ?? '';
  const invoice = useInvoice(unid);
  const hasDocument =
    invoice.data?.hasPdf === true && (invoice.data.state === 'issued' || invoice.data.state === 'reversed');
  const link = useInvoiceLink(unid, hasDocument);
  const retry = useRetryInvoice();
  if (!invoice.isSuccess) return <QueryState query={invoice} failed="发票加载失败" />;
  const inv = invoice.data;
  const red = inv.color === 'red';
  const facts: [string, string][] = [
    ['发票类型', red ? `红字发票（冲红）· ${INVOICE_KIND_TEXT[inv.kind]}` : INVOICE_KIND_TEXT[inv.kind]],
    ['抬头', inv.titleName],
    ...(inv.taxNo ? ([['税号', inv.taxNo]] as [string, string][]) : []),
    ['价税合计', formatFen(inv.amountFen)],
    ['税额', formatFen(inv.taxFen)],
    ...(inv.invoiceNo ? ([['发票号码', inv.invoiceNo]] as [string, string][]) : []),
    ['申请时间', formatShanghaiMinute(inv.createdAt)],
    ['接收邮箱', `${inv.email}（${MAIL_TEXT[inv.mailState]}）`],
  ];
  return (
    <div className={styles.page}>
      <Section title="开票状态" extra={<Tag color={stateColor(inv.state)}>{INVOICE_STATE_TEXT[inv.state]}</Tag>}>
        {inv.state === 'issuing' && <p className={styles.muted}>正在开具，通常几秒内完成</p>}
        {inv.failReason && <p className={styles.error}>失败原因：{inv.failReason}</p>}
        {inv.mailError && <p className={styles.error}>邮件：{inv.mailError}</p>}
        {inv.state === 'failed' && (
          <Button
            block
            color="primary"
            loading={retry.isPending}
            onClick={() =>
              void retry.mutateAsync(unid).then(() => installedEffects.toast('已重新提交开票', { success: true }))
            }
          >
            重新开票
          </Button>
        )}
      </Section>
      <Section title="发票信息">
        <Facts rows={facts} />
      </Section>
      <Section title="开票明细">
        <Facts
          rows={inv.lines.map((l) => [`${l.goodsName}（税率 ${Number(l.taxRate) * 100}%）`, formatFen(l.amountFen)])}
        />
      </Section>
      <Section
        title={`关联订单（${inv.bills.length} 笔）`}
        extra={
          <a href={ordersPath(unid)} className={styles.link}>
            查看订单
          </a>
        }
      >
        <Facts
          rows={inv.bills.map((b) => [
            `${FEE_KIND_TEXT[b.feeKind]} 尾号${b.orderNo.slice(-6)}`,
            formatFen(b.amountFen),
          ])}
        />
      </Section>
      {inv.related.length > 0 && (
        <Section title="相关发票">
          <ul className={styles.list}>
            {inv.related.map((r) => (
              <li key={r.unid}>
                <button type="button" className={styles.row} onClick={() => void navigate(recordPath(r.unid))}>
                  <span className={styles.rowMain}>{r.color === 'red' ? '红字发票（冲红）' : '重新开具的发票'}</span>
                  <Tag color={stateColor(r.state)}>{INVOICE_STATE_TEXT[r.state]}</Tag>
                </button>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {link.data && (
        <Section
          title="发票文件"
          extra={
            <a href={link.data.url} target="_blank" rel="noreferrer">
              打开 PDF
            </a>
          }
        >
          <iframe className={styles.pdf} src={link.data.url} title="发票 PDF" />
          {inv.ofdUrl && <a href={inv.ofdUrl}>下载 OFD</a>}
        </Section>
      )}
      {(inv.state === 'issued' || inv.state === 'reversed') && (
        <div className={styles.actions}>
          <Button block size="large" onClick={() => void navigate(resendPath(unid))}>
            重新发送到邮箱
          </Button>
        </div>
      )}
    </div>
  );
}
