import type { ParkOrder } from '@parking/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import DotLoading from 'antd-mobile/es/components/dot-loading';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import type { OrdersQuery } from '../api/park-orders';
import { href, Paths } from '../../../lib/paths';
import { orderQuery } from '../lib/format';
import { OrderCard, OrderCardSkeleton } from './order-card';
import { QueryState } from '../../../components/query-state';
import * as screen from '../../../lib/screen-paths.gen';
import type { ScreenPath } from '../../../lib/screen-paths.gen';

/** A page-by-page list of orders; a tap opens `detailPath` for the order unless `onOpen` says otherwise. */
export function OrderList({
  query,
  empty,
  detailPath = screen.orderRecordDetail,
  actions,
}: {
  query: OrdersQuery;
  empty: string;
  detailPath?: ScreenPath<'orderRecordDetail' | 'parkingRecordDetail'>;
  actions?: (order: ParkOrder) => ReactNode;
}) {
  const navigate = useNavigate();
  const orders = useInfiniteQuery(query);
  if (!orders.isSuccess)
    return (
      <QueryState
        query={orders}
        failed="订单加载失败"
        loading={
          <div role="status" aria-busy="true" aria-label="加载中">
            <OrderCardSkeleton />
            <OrderCardSkeleton />
            <OrderCardSkeleton />
          </div>
        }
      />
    );
  const all = orders.data.pages.flatMap((p) => p.results);
  if (all.length === 0) {
    return (
      <PageState
        illustration="orders"
        title={empty}
        description="停车缴费后，订单会出现在这里"
        action={{ text: '车牌缴费', onClick: () => void navigate(Paths.PLATE_SEARCH) }}
      />
    );
  }
  return (
    <>
      {all.map((order) => (
        <OrderCard
          key={order.uniqueId}
          order={order}
          onOpen={() => navigate(href(detailPath, orderQuery(order)))}
          actions={actions?.(order)}
        />
      ))}
      <InfiniteScroll loadMore={async () => void (await orders.fetchNextPage())} hasMore={orders.hasNextPage}>
        {orders.hasNextPage ? <DotLoading /> : <span>没有更多了</span>}
      </InfiniteScroll>
    </>
  );
}
