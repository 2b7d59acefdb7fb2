import Button from 'antd-mobile/es/components/button';
import Result from 'antd-mobile/es/components/result';
import { useNavigate, useSearchParams } from 'react-router';
import styles from '../components/invoices.module.css';
import { InvoicePaths, recordPath } from '../lib/invoice-paths';
import { MainButton } from '../../../components/main-button';

/** /makeInvoiceSuccess?unid: the request is in; the invoice is issued in the background and mailed. */
export default function MakeInvoiceSuccessPage() {
  const navigate = useNavigate();
  const unid = useSearchParams()[0].get('unid') ?? '';
  return (
    <div className={styles.page}>
      <Result status="success" title="开票申请已提交" description="发票开具后将发送至您的邮箱，也可在开票记录中查看" />
      <div className={styles.actions}>
        <MainButton onClick={() => void navigate(recordPath(unid), { replace: true })}>查看发票</MainButton>
        <Button block size="large" onClick={() => void navigate(InvoicePaths.MANAGE, { replace: true })}>
          返回发票管理
        </Button>
      </div>
    </div>
  );
}
