import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { myMerchantsQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { merchantPath } from '../lib/merchant';

/** /merchantManageList: the stores this account works for (the merchant role), with coupons given and used. */
export default function MerchantManageListPage() {
  const navigate = useNavigate();
  const merchants = useQuery(myMerchantsQuery());
  if (!merchants.isSuccess) return <QueryState query={merchants} failed="商户加载失败" />;
  if (merchants.data.length === 0) {
    return <PageState title="您还不是商户店员" description="商户开通停车券后，由平台为店员开通管理权限" />;
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list}>
        {merchants.data.map((m) => (
          <li key={m.id}>
            <button type="button" className={styles.card} onClick={() => void navigate(merchantPath(m.id))}>
              <span className={styles.body}>
                <span className={styles.name}>{m.name}</span>
                <span className={styles.muted}>
                  已发放 {m.given} 张 · 已使用 {m.used} 张
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
