import type { WalletMovement } from '@parking/contracts';
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense, useEffect, useState } from 'react';
import { PageState } from '../../../components/page-state';
import { useMovements } from '../api/details';
import { MovementList, MovementListSkeleton } from '../components/movement-list';
import styles from '../components/wallet.module.css';
import { QueryState } from '../../../components/query-state';
import { whenIdle } from '../../../lib/idle';

// The sheet opens on a tap, never on the first paint: antd-mobile's Popup brings react-spring and @use-gesture (about
// 28 KB gzip), which stay out of the page's first load and are fetched when the page is idle.
const loadSheet = () => import('../components/movement-sheet');
const MovementSheet = lazy(() => loadSheet().then((m) => ({ default: m.MovementSheet })));

/** /accountBalanceDetail, /walletDetail: every movement of the balance; one tap opens its order. */
export function DetailsScreen() {
  const movements = useMovements();
  const [open, setOpen] = useState<WalletMovement | null>(null);
  // Mounted from the first tap on, so the sheet's closing animation still plays.
  const [sheetWanted, setSheetWanted] = useState(false);
  useEffect(() => whenIdle(() => void loadSheet().catch(() => undefined)), []);
  if (movements.isPending)
    return (
      <div className={styles.page}>
        <section className={styles.card} style={{ marginTop: 0, paddingTop: 4, paddingBottom: 4 }}>
          <MovementListSkeleton />
        </section>
      </div>
    );
  if (!movements.isSuccess) return <QueryState query={movements} failed="明细加载失败" />;
  const all = movements.data.pages.flatMap((p) => p.results);
  if (all.length === 0)
    return <PageState illustration="list" title="暂无余额明细" description="充值、缴费和提现都会记录在这里" />;
  return (
    <div className={styles.page}>
      <section className={styles.card} style={{ marginTop: 0, paddingTop: 4, paddingBottom: 4 }}>
        <MovementList
          movements={all}
          onOpen={(movement) => {
            setSheetWanted(true);
            setOpen(movement);
          }}
        />
      </section>
      {movements.hasNextPage && (
        <div className={styles.center}>
          <Button size="small" loading={movements.isFetchingNextPage} onClick={() => void movements.fetchNextPage()}>
            加载更多
          </Button>
        </div>
      )}
      {sheetWanted && (
        <Suspense fallback={null}>
          <MovementSheet movement={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}
