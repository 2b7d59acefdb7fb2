import Input from 'antd-mobile/es/components/input';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useInvoice, useResendInvoice } from '../api/invoices';
import styles from '../components/invoices.module.css';
import { EMAIL } from '../lib/email';
import { MainButton } from '../../../components/main-button';

/** /reSendInvoice?unid: mail an issued invoice again, to this or another address. */
export default function ReSendInvoicePage() {
  const navigate = useNavigate();
  const unid = useSearchParams()[0].get('unid') ?? '';
  const invoice = useInvoice(unid);
  const resend = useResendInvoice();
  const [email, setEmail] = useState<string>();
  const [error, setError] = useState<string | null>(null);
  if (!invoice.isSuccess) return <QueryState query={invoice} failed="发票加载失败" />;
  const to = email ?? invoice.data.email;
  const submit = async () => {
    if (!EMAIL.test(to)) return setError('请输入正确的邮箱地址');
    setError(null);
    await resend.mutateAsync({ unid, email: to });
    installedEffects.toast('已发送', { success: true });
    void navigate(-1);
  };
  return (
    <div className={styles.page}>
      <Section title="接收邮箱">
        <Input aria-label="接收邮箱" value={to} onChange={setEmail} clearable />
      </Section>
      {error && <p className={styles.error}>{error}</p>}
      <div className={styles.actions}>
        <MainButton loading={resend.isPending} onClick={() => void submit()}>
          发送
        </MainButton>
      </div>
    </div>
  );
}
