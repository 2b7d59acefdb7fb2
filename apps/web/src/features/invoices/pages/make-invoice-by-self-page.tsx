import { FEE_KIND_TEXT, formatFen, type TitleKind } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import List from 'antd-mobile/es/components/list';
import Result from 'antd-mobile/es/components/result';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { PageState } from '../../../components/page-state';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { payerProofOf } from '../../../payment-kit/payer-proof';
import { useMakeSelfInvoice, useSelfInvoiceTicket } from '../api/self-invoice';
import styles from '../components/invoices.module.css';
import { TitleFields } from '../components/title-fields';
import { titleProblem } from '../lib/title-draft';
import { MainButton } from '../../../components/main-button';

type Draft = { name: string; taxNo: string; email: string };

/**
 * /makeInvoiceBySelf?orderNo (自助开票, decision 040): a bill paid signed out (pay by plate), invoiced by the tab
 * that paid it — its pay key buys a ticket for that one bill; a title, an email, and the invoice is issued and mailed
 * like any other. Opened from 开发票 on the anonymous paid result.
 */
export default function MakeInvoiceBySelfPage() {
  const orderNo = useSearchParams()[0].get('orderNo') ?? '';
  const [payKey] = useState(() => payerProofOf(orderNo));
  const ticket = useSelfInvoiceTicket(orderNo, payKey);
  const make = useMakeSelfInvoice();
  const [keys] = useState(() => createAttemptKeys());
  const [kind, setKind] = useState<TitleKind>('personal');
  const [draft, setDraft] = useState<Draft>({ name: '', taxNo: '', email: '' });
  const [error, setError] = useState<string | null>(null);

  if (!payKey) {
    return (
      <PageState
        title="无法确认付款人"
        description="请在付款的手机上，从支付结果页点击“开发票”；登录后支付的订单请在发票管理中开票"
      />
    );
  }
  if (ticket.isError) {
    const refused = isApiError(ticket.error) && ticket.error.kind === 'business';
    return (
      <PageState
        title={refused ? ticket.error.message : '开票信息加载失败'}
        {...(refused ? {} : { action: { text: '重试', onClick: () => void ticket.refetch() } })}
      />
    );
  }
  if (!ticket.isSuccess) return <PageState title="加载中…" />;
  if (make.isSuccess) {
    return (
      <div className={styles.page}>
        <Result
          status="success"
          title="开票申请已提交"
          description={`发票开具后将发送至 ${make.data.email}，请注意查收`}
        />
      </div>
    );
  }

  const { bill, token } = ticket.data;
  const submit = async () => {
    const problem = titleProblem(kind, draft);
    setError(problem);
    if (problem) return;
    const title = {
      kind,
      name: draft.name.trim(),
      email: draft.email.trim(),
      ...(kind === 'company' ? { taxNo: draft.taxNo } : {}),
    };
    const body = { token, title };
    await make.mutateAsync({ body, key: keys.keyFor(JSON.stringify(body)) });
  };

  return (
    <div className={styles.page}>
      <List header="开票订单">
        <List.Item
          description={`${bill.description} · ${formatShanghaiMinute(bill.paidAt)}`}
          extra={<span className={styles.amount}>{formatFen(bill.invoiceableFen)}</span>}
        >
          {FEE_KIND_TEXT[bill.feeKind]}
        </List.Item>
      </List>
      <TitleFields header="发票抬头" kind={kind} onKind={setKind} draft={draft} onDraft={setDraft} />
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.actions}>
        <MainButton loading={make.isPending} onClick={() => void submit()}>
          提交
        </MainButton>
      </div>
    </div>
  );
}
