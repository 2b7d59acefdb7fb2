import {
  formatFen,
  INVOICE_KIND_TEXT,
  missingForSpecial,
  TITLE_KIND_TEXT,
  type InvoiceKind,
  type InvoiceTitle,
} from '@parking/contracts';
import Input from 'antd-mobile/es/components/input';
import Radio from 'antd-mobile/es/components/radio';
import { useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { useInvoiceableBills, useMakeInvoice, useTitles } from '../api/invoices';
import { EMAIL } from '../lib/email';
import { InvoicePaths, makeInvoicePath, titleFormPath } from '../lib/invoice-paths';
import styles from './invoices.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';
import { MainButton } from '../../../components/main-button';

/**
 * The make-invoice form of /makeInvoice (普票: any title) and /invoiceSpe (专票: company titles only; one lacking a
 * detail is shown with what it lacks and a link to complete it, and cannot be chosen — the server refuses it too).
 */
export function MakeInvoiceForm({ kind }: { kind: InvoiceKind }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [search] = useSearchParams();
  const orderNos = useMemo(() => (search.get('orderNos') ?? '').split(',').filter(Boolean), [search]);
  const titles = useTitles();
  const bills = useInvoiceableBills();
  const make = useMakeInvoice();
  const [keys] = useState(() => createAttemptKeys());
  // A title saved from here comes back chosen (?titleId, titleFormPath's back).
  const [titleId, setTitleId] = useState<string | undefined>(() => search.get('titleId') ?? undefined);
  const [email, setEmail] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  const special = kind === 'special';
  // The title form returns here (this form, this choice of bills), not to the title book.
  const here = `${location.pathname}${location.search}`;
  const titleForm = (editId?: string) => titleFormPath({ titleId: editId, back: here });

  if (!titles.isSuccess) return <QueryState query={titles} failed="发票抬头加载失败" />;
  if (!bills.isSuccess) return <QueryState query={bills} failed="订单加载失败" />;
  const offered = special ? titles.data.filter((t) => t.kind === 'company') : titles.data;
  if (offered.length === 0) {
    return (
      <PageState
        title={special ? '请先添加单位抬头' : '请先添加发票抬头'}
        description={special ? '专用发票需填写单位名称、税号、注册地址、电话、开户银行及账号' : undefined}
        action={{ text: '添加抬头', onClick: () => void navigate(titleForm()) }}
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
  const lacking = (t: InvoiceTitle) => (special ? missingForSpecial(t) : []);
  const usable = offered.filter((t) => lacking(t).length === 0);
  const title = usable.find((t) => t.titleId === titleId) ?? usable[0];
  const to = email ?? title?.email ?? '';
  const totalFen = chosen.reduce((s, b) => s + b.invoiceableFen, 0);

  const submit = async () => {
    if (!title) return setError('请先补全单位抬头的开票信息');
    if (!EMAIL.test(to)) return setError('请输入正确的邮箱地址');
    setError(null);
    const body = { orderNos: chosen.map((b) => b.orderNo), titleId: title.titleId, kind, email: to };
    const invoice = await make.mutateAsync({ body, key: keys.keyFor(JSON.stringify(body)) });
    keys.forget();
    void navigate(href(screen.makeInvoiceSuccess, { unid: invoice.unid }), { replace: true });
  };

  return (
    <div className={styles.page}>
      <Section
        title={special ? '单位抬头' : '发票抬头'}
        extra={
          <Link to={titleForm()} className={styles.link}>
            新增抬头
          </Link>
        }
      >
        <Radio.Group value={title?.titleId ?? null} onChange={(v) => setTitleId(String(v))}>
          <ul className={styles.list}>
            {offered.map((t) => {
              const missing = lacking(t);
              return (
                <li key={t.titleId} className={styles.row}>
                  <Radio value={t.titleId} disabled={missing.length > 0}>
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
                  {missing.length > 0 && (
                    <span className={styles.rowMain} style={{ flex: 'none', alignItems: 'flex-end' }}>
                      <span className={styles.error}>缺少{missing.join('、')}</span>
                      <Link to={titleForm(t.titleId)} className={styles.link}>
                        去补全
                      </Link>
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </Radio.Group>
      </Section>
      <Section title="接收邮箱">
        <Input aria-label="接收邮箱" value={to} onChange={setEmail} placeholder="发票 PDF 将发送到此邮箱" clearable />
      </Section>
      <Section
        title="开票信息"
        extra={
          special ? null : (
            <Link to={makeInvoicePath(orderNos, 'special')} className={styles.link}>
              开专用发票
            </Link>
          )
        }
      >
        <Facts
          rows={[
            ['发票类型', INVOICE_KIND_TEXT[kind]],
            ['订单数量', `${chosen.length} 笔`],
            ['开票金额', formatFen(totalFen)],
          ]}
        />
      </Section>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.actions}>
        <MainButton disabled={!title} loading={make.isPending} onClick={() => void submit()}>
          提交开票
        </MainButton>
      </div>
    </div>
  );
}
