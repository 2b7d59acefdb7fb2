import { BATCH_ORDER_STATE_TEXT, formatFen } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useNavigate, useSearchParams } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { purchasesQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { buyListPath } from '../lib/merchant';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /buyCouponsRecord?merchantId: the store's batch purchases with their state and what was given of each; a bought
 * batch is a bill of this account's invoice centre (开发票 → /invoicePage).
 */
export default function BuyCouponsRecordPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const navigate = useNavigate();
  const records = useInfiniteQuery({ ...purchasesQuery(merchantId), enabled: merchantId !== '' });
  if (!merchantId) return <PageState title="商户不存在" description="链接缺少商户编号" />;
  if (!records.isSuccess) return <QueryState query={records} failed="购买记录加载失败" />;
  const rows = records.data.pages.flatMap((p) => p.results);
  if (rows.length === 0) {
    return (
      <PageState
        title="暂无购买记录"
        action={{ text: '购买停车券', onClick: () => void navigate(buyListPath(merchantId)) }}
      />
    );
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="购买记录">
        {rows.map((p) => (
          <li key={p.id} className={styles.form}>
            <span className={styles.name}>
              {p.name}（{p.title}）× {p.quantity}
            </span>
            <span className={styles.muted}>
              {formatShanghaiMinute(p.createdAt)} · {formatFen(p.amountFen)} · {BATCH_ORDER_STATE_TEXT[p.state]}
              {p.issued !== null && ` · 已发放 ${p.issued}/${p.quantity}`}
            </span>
            {p.state === 'fulfilled' && (
              <Button size="small" fill="outline" onClick={() => void navigate(screen.invoicePage)}>
                开发票
              </Button>
            )}
          </li>
        ))}
      </ul>
      <LoadMore pages={records} />
    </div>
  );
}
