import { formatFen, type UsableCoupon } from '@parking/contracts';
import { useLocation, useNavigate } from 'react-router';
import styles from './pay.module.css';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** The /choiceDiscountPage query of a bill: the coupon now chosen and where to come back to with the choice. */
export function choiceDiscountPath(bill: { uniqueId: string; parkId: string }, chosen: string, back: string) {
  return href(screen.choiceDiscountPage, { uniqueId: bill.uniqueId, parkId: bill.parkId, couponId: chosen, back });
}

/**
 * 优惠券 on the pay page: the coupon chosen for the bill (the best one unless the driver picked another or none), and
 * the way to /choiceDiscountPage to change it.
 */
export function CouponRow({
  bill,
  coupons,
  chosen,
}: {
  bill: { uniqueId: string; parkId: string };
  coupons: readonly UsableCoupon[];
  chosen: UsableCoupon | undefined;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  const label = chosen
    ? `${chosen.title} -${formatFen(chosen.discountFen)}`
    : coupons.length > 0
      ? `${coupons.length}张可用`
      : '暂无可用';
  return (
    <section className={styles.card} aria-label="优惠券">
      <button
        type="button"
        className={styles.couponRow}
        disabled={coupons.length === 0}
        onClick={() => void navigate(choiceDiscountPath(bill, chosen?.id ?? 'none', back))}
      >
        <span className={styles.heading}>优惠券</span>
        <span className={chosen ? styles.couponChosen : styles.couponNone}>
          {label}
          {coupons.length > 0 && ' ›'}
        </span>
      </button>
    </section>
  );
}
