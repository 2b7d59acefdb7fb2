import { formatFen, TITLE_KIND_TEXT } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { useInvoiceableBills, useMakeInvoice, useTitles } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { EMAIL } from '../lib/email';
import { InvoicePaths } from '../lib/invoice-paths';

/** /makeInvoice?orderNos=a,b: pick a title (the default first) and an address; one invoice for the chosen bills. */
export default function MakeInvoicePage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const orderNos = useMemo(() => (search.get('orderNos') ?? '').split(',').filter(Boolean), [search]);
  const titles = useTitles();
  const bills = useInvoiceableBills();
  const make = useMakeInvoice();
  const [keys] = useState(() => createAttemptKeys());
  const [titleId, setTitleId] = useState<string>();
  const [email, setEmail] = useState<string>();
  const [error, setError] = useState<string | null>(null);

  if (!titles.isSuccess) return <QueryState query={titles} failed="发票抬头加载失败" />;
  if (!bills.isSuccess) return <QueryState query={bills} failed="订单加载失败" />;
  if (titles.data.length === 0) {
    return (
      <PageState
        title="请先添加发票抬头"
        action={{ text: '添加抬头', onClick: () => void navigate(InvoicePaths.TITLE_ADD) }}
      />
    );
  }
  const chosen = bills.data.bills.filter((b) => orderNos.includes(b.orderNo));
  if (chosen.length === 0) {
    return (
      <PageState
        title="所选订单已不可开票"
        action={{ text: '重新选择', onClick: () => void navigate(InvoicePaths.BILLS, { replace: true }) }}
      />
    );
  }
  const title = titles.data.find((t) => t.titleId === titleId) ?? titles.data[0]!;
  const to = email ?? title.email;
  const totalFen = chosen.reduce((s, b) => s + b.invoiceableFen, 0);

  const submit = async () => {
    if (!EMAIL.test(to)) return setError('请输入正确的邮箱地址');
    setError(null);
    const body = { orderNos: chosen.map((b) => b.orderNo), titleId: title.titleId, email: to };
    const invoice = await make.mutateAsync({ body, key: keys.keyFor(JSON.stringify(body)) });
    keys.forget();
    void navigate(`${InvoicePaths.SUCCESS}?unid=${invoice.unid}`, { replace: true });
  };

  return (
    <div className={styles.page}>
      <Section title="发票抬头" extra={<a href={InvoicePaths.TITLE_ADD}>新增抬头</a>}>
        <Radio.Group value={title.titleId} onChange={(v) => setTitleId(String(v))}>
          <ul className={styles.list}>
            {titles.data.map((t) => (
              <li key={t.titleId} className={styles.row}>
                <Radio value={t.titleId}>
                  <span className={styles.rowMain}>
                    <span>
                      {t.name}
                      {t.isDefault ? '（默认）' : ''}
                    </span>
                    <span className={styles.muted}>
                      {TITLE_KIND_TEXT[t.kind]}
                      {t.taxNo ? ` · ${t.taxNo}` : ''}
                    </span>
                  </span>
                </Radio>
              </li>
            ))}
          </ul>
        </Radio.Group>
      </Section>
      <Section title="接收邮箱">
        <Input aria-label="接收邮箱" value={to} onChange={setEmail} placeholder="发票 PDF 将发送到此邮箱" clearable />
      </Section>
      <Section title="开票信息">
        <Facts
          rows={[
            ['发票类型', '电子发票（普通发票）'],
            ['订单数量', `${chosen.length} 笔`],
            ['开票金额', formatFen(totalFen)],
          ]}
        />
      </Section>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={make.isPending} onClick={() => void submit()}>
          提交开票
        </Button>
      </div>
    </div>
  );
}
