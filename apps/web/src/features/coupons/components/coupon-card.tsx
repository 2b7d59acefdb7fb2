import { formatFen, type Coupon } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import type { ReactNode } from 'react';
import { SkeletonLine } from '../../../components/skeleton-bar';
import styles from './coupons.module.css';
import { PlateText } from '../../../components/plate-text';

const STATE_TEXT: Record<Coupon['state'], string> = {
  unused: '未使用',
  locked: '支付中',
  used: '已使用',
  expired: '已过期',
  revoked: '已撤销',
};

/** One coupon: what it takes off, whose it is, where and until when; a used one says what it saved. */
export function CouponCard({ coupon, children }: { coupon: Coupon; children?: ReactNode }) {
  const past = coupon.state === 'expired' || coupon.state === 'revoked' || coupon.state === 'used';
  return (
    <div className={past ? styles.cardPast : styles.card}>
      <div className={past ? styles.valuePast : styles.value}>{coupon.title}</div>
      <div className={styles.body}>
        <span className={styles.name}>
          {coupon.name} · {STATE_TEXT[coupon.state]}
        </span>
        {coupon.detail && <span className={styles.muted}>{coupon.detail}</span>}
        {coupon.merchantName && <span className={styles.muted}>{coupon.merchantName}赠送</span>}
        <span className={styles.muted}>
          {coupon.parkNames ? `限${coupon.parkNames.join('、')}使用` : '全部车场可用'}
          {coupon.minSpendFen > 0 && `，满${formatFen(coupon.minSpendFen)}可用`}
        </span>
        {coupon.plateNo && (
          <span className={styles.muted}>
            车牌 <PlateText plateNo={coupon.plateNo} />
          </span>
        )}
        <span className={styles.muted}>
          {coupon.state === 'used' && coupon.usedAt
            ? `${formatShanghaiMinute(coupon.usedAt)} 使用${coupon.discountFen ? `，抵扣${formatFen(coupon.discountFen)}` : ''}`
            : `有效期至 ${formatShanghaiMinute(coupon.validUntil)}`}
        </span>
        {children}
      </div>
    </div>
  );
}

/**
 * The coupon list before its first page arrives (the frame painted with the page, decision 058): three cards as
 * drawn, a grey block where the value is and grey bars for the name, the rule and the validity.
 */
export function CouponListSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="优惠券加载中">
      <ul className={styles.list}>
        {[0, 1, 2].map((i) => (
          <li key={i} className={styles.card}>
            <span className={styles.valueSkeleton} />
            <div className={styles.body}>
              <SkeletonLine as="span" className={styles.name} width="8em" />
              <SkeletonLine as="span" className={styles.muted} width="12em" />
              <SkeletonLine as="span" className={styles.muted} width="14em" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
