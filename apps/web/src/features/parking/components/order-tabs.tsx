import type { ParkOrder, ParkOrderRequestType } from '@parking/contracts';
import type { CSSProperties, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LightTabs } from '../../../components/light-tabs';
import { parkOrdersQuery } from '../api/park-orders';
import { OrderList } from './order-list';

export interface OrderTab {
  key: ParkOrderRequestType;
  title: string;
  /** What the list says when it has no order in this state. */
  empty: string;
}

/** The driver's orders by state (requestType), a tab a state; the tab is kept in the URL, so back returns to it. */
export function OrderTabs({
  tabs,
  label,
  style,
  actions,
}: {
  tabs: readonly [OrderTab, ...OrderTab[]];
  label: string;
  style: CSSProperties;
  actions?: (order: ParkOrder) => ReactNode;
}) {
  const [search, setSearch] = useSearchParams();
  const active = tabs.find((t) => String(t.key) === search.get('requestType')) ?? tabs[0];
  return (
    <div>
      <LightTabs
        kind="line"
        aria-label={label}
        tabs={tabs.map((tab) => ({ key: String(tab.key), title: tab.title }))}
        activeKey={String(active.key)}
        onChange={(key) => setSearch({ requestType: key }, { replace: true })}
        style={style}
      />
      <OrderList key={active.key} query={parkOrdersQuery(active.key)} empty={active.empty} actions={actions} />
    </div>
  );
}
