import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { forSaleQuery } from '../api/coupons';
import styles from '../components/coupons.module.css';
import { buyPath, buyRecordPath } from '../lib/merchant';

/** /buyCouponsList?merchantId: the parking coupons the store may buy, at the platform's price per coupon. */
export default function BuyCouponsListPage() {
  const [params] = useSearchParams();
  const merchantId = params.get('merchantId') ?? '';
  const navigate = useNavigate();
  const forSale = useQuery({ ...forSaleQuery(merchantId), enabled: merchantId !== '' });
  if (!merchantId) return <PageState title="商户不存在" description="链接缺少商户编号" />;
  if (!forSale.isSuccess) return <QueryState query={forSale} failed="停车券加载失败" />;
  return (
    <div className={styles.page}>
      {forSale.data.length === 0 ? (
        <PageState title="暂无可购买的停车券" description="平台上架停车券后即可购买" />
      ) : (
        <ul className={styles.list} aria-label="可购买的停车券">
          {forSale.data.map((t) => (
            <li key={t.templateId}>
              <button
                type="button"
                className={styles.card}
                onClick={() => void navigate(buyPath(merchantId, t.templateId))}
              >
                <span className={styles.value}>{t.title}</span>
                <span className={styles.body}>
                  <span className={styles.name}>{t.name}</span>
                  <span className={styles.muted}>
                    {formatFen(t.priceFen)}/张 · {t.parkNames ? t.parkNames.join('、') : '全部车场'}可用
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={styles.link} onClick={() => void navigate(buyRecordPath(merchantId))}>
        购买记录 ›
      </button>
    </div>
  );
}
