import Button from 'antd-mobile/es/components/button';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useLoginInfo } from '../../../api/auth/login-info';
import { PageState } from '../../../components/page-state';
import { Paths } from '../../../lib/paths';
import { deletionCheckQuery } from '../api/account';
import { CheckList } from '../components/check-list';
import styles from './account-pages.module.css';
import { QueryState } from '../../../components/query-state';

export const DELETION_WARNING =
  '注销后，账号的手机号、昵称、姓名、第三方绑定和车牌等个人信息将被删除且无法恢复；停车缴费、发票等交易记录将依法保留。';

/** /cancellation: what deleting the account means, and whether anything stands in the way. */
export default function CancellationPage() {
  const navigate = useNavigate();
  const check = useQuery(deletionCheckQuery());
  const info = useLoginInfo();

  if (!check.isSuccess)
    return <QueryState query={check} failed="检查失败" loading={<PageState title="正在检查账号状态…" />} />;
  const { result } = check.data;

  return (
    <div className={styles.page}>
      {info.data && <p className={styles.account}>注销账号 {info.data.phone ?? info.data.nickName}</p>}
      <p className={styles.warning}>{DELETION_WARNING}</p>
      <CheckList items={result.items} />
      <div className={styles.actions}>
        <Button
          block
          color="danger"
          size="large"
          shape="rounded"
          disabled={!result.canDelete}
          onClick={() => navigate(Paths.CONFIRM_CANCELLATION)}
        >
          {result.canDelete ? '申请注销' : '暂不满足注销条件'}
        </Button>
      </div>
    </div>
  );
}
