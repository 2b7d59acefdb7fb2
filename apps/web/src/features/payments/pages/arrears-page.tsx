import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useNavigate } from 'react-router';
import { arrearsQuery } from '../../../api/parking/home-parking';
import { PageState } from '../../../components/page-state';
import { href, PAY_ARREARS_PATH } from '../../../lib/paths';
import styles from '../components/pay.module.css';
import { QueryState } from '../../../components/query-state';
import { SkeletonBar } from '../../../components/skeleton-bar';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * The screen while the arrears are asked (the server's first paint, issue 25): the card's heading with bars where the
 * count and the total go (its 元 drawn: the heading is the screen's LCP, and its text is as wide as it will be), a
 * bill's row in grey, and a grey shape where 全部补缴 will be: nothing to pay before the bills are there.
 */
function ArrearsFrame() {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="欠费加载中">
      <section className={styles.card} aria-label="欠费订单">
        <h1 className={styles.heading}>
          待补缴 <SkeletonBar width="1em" /> 笔，共 <SkeletonBar width="3em" />元
        </h1>
        <List>
          <List.Item description={<SkeletonBar width="9em" />} extra={<SkeletonBar width="4em" />} arrowIcon>
            <SkeletonBar width="7em" />
          </List.Item>
        </List>
      </section>
      <div className={styles.actions}>
        <span className={styles.buttonPlaceholder} />
      </div>
    </div>
  );
}

/** /arrearsPage: the signed-in driver's unpaid arrears on their plates; pay one, or all of them at once. */
export default function ArrearsPage() {
  const navigate = useNavigate();
  const arrears = useQuery(arrearsQuery({ quiet: false }));
  if (!arrears.isSuccess) return <QueryState query={arrears} failed="欠费加载失败" loading={<ArrearsFrame />} />;
  const { results, totalRecord } = arrears.data;
  const totalFen = results.reduce((sum, order) => sum + order.dueFee, 0);
  if (totalRecord === 0)
    return <PageState illustration="orders" title="暂无欠费订单" description="您绑定的车辆没有待补缴的停车费" />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label="欠费订单">
        <h1 className={styles.heading}>
          待补缴 {totalRecord} 笔，共 {formatFen(totalFen)}
        </h1>
        <List>
          {results.map((bill) => (
            <List.Item
              key={bill.uniqueId}
              description={bill.parkName}
              extra={<span className={styles.due}>{formatFen(bill.dueFee)}</span>}
              onClick={() =>
                void navigate(href(screen.payPage, { uniqueId: bill.uniqueId, parkId: bill.parkId, isArreas: 1 }))
              }
            >
              {bill.formatPlateNo}
            </List.Item>
          ))}
        </List>
      </section>
      <div className={styles.actions}>
        <Button color="primary" shape="rounded" onClick={() => void navigate(PAY_ARREARS_PATH)}>
          全部补缴
        </Button>
      </div>
    </div>
  );
}
