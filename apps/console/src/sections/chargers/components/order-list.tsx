import {
  CHARGING_ORDER_STATES,
  chargingOrderStateText,
  DeskOrdersFilter,
  formatFen,
  type DeskOrder,
} from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { App, Button, Popconfirm, Tag } from 'antd';
import { api } from '../../../api/client';
import { DeskTable, FilterBar, useCursorList, SelectFilter } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { ChargingDeskOps } from '@parking/contracts';
import { chargerKeys, stationsQuery, useChargerMutations } from '../api/chargers';
import { optionsOf, optionsOfText } from '../../../lib/options';

const STOPPABLE = new Set<DeskOrder['state']>(['starting', 'charging']);

/** Charging orders with their occupation fee (filters in the URL, keyset paging); a running one can be stopped. */
export function OrderList() {
  const stations = useQuery(stationsQuery);
  const { remoteStop } = useChargerMutations();
  const { message } = App.useApp();
  const list = useCursorList({
    schema: DeskOrdersFilter,
    query: (filters, paging) =>
      queryOptions({
        queryKey: [...chargerKeys.orders, filters, paging],
        queryFn: () => api.call(ChargingDeskOps.orders, { query: { ...filters, ...paging } }),
      }),
  });
  async function stop(orderNo: string) {
    try {
      await remoteStop.mutateAsync(orderNo);
      void message.success('已发送停止指令，等待充电桩结束充电');
    } catch (err) {
      void message.error(err instanceof Error ? err.message : String(err));
    }
  }
  return (
    <>
      <FilterBar list={list} name="charging-orders">
        <SelectFilter
          name="stationId"
          label="充电站"
          width={240}
          options={stations.data?.map((s) => ({ value: s.stationId, label: s.name }))}
        />
        <SelectFilter
          name="state"
          label="订单状态"
          width={160}
          options={optionsOf(CHARGING_ORDER_STATES, chargingOrderStateText)}
        />
        <SelectFilter
          name="occupation"
          label="占位费"
          width={120}
          options={optionsOfText({ unpaid: '待缴', paid: '已缴' })}
        />
      </FilterBar>
      <DeskTable<typeof DeskOrdersFilter, DeskOrder>
        list={list}
        rowKey="orderNo"
        emptyText="没有符合条件的充电订单"
        columns={[
          { title: '订单号', dataIndex: 'orderNo' },
          { title: '充电站', dataIndex: 'stationName' },
          { title: '桩/枪', render: (_, o) => `${o.chargePointId} #${o.connectorId}` },
          { title: '车牌', dataIndex: 'plateNo', render: (p: string | null) => p ?? '—' },
          {
            title: '状态',
            dataIndex: 'state',
            render: (s: DeskOrder['state']) => (
              <Tag color={s === 'charging' ? 'processing' : undefined}>{chargingOrderStateText[s]}</Tag>
            ),
          },
          { title: '电量', render: (_, o) => `${(o.energyWh / 1000).toFixed(3)}度` },
          { title: '金额', render: (_, o) => `${formatFen(o.amountFen)} / 预付${formatFen(o.prepayFen)}` },
          {
            title: '占位费',
            render: (_, o) =>
              o.occupation
                ? `${o.occupation.minutes}分钟 ${formatFen(o.occupation.amountFen)} ${o.occupation.state === 'paid' ? '已缴' : '待缴'}`
                : '—',
          },
          { title: '开始', dataIndex: 'startedAt', render: (at: string | null) => formatTime(at) },
          {
            title: '结束',
            render: (_, o) => `${formatTime(o.stoppedAt)}${o.failReason ? ` ${o.failReason}` : ''}`,
          },
          {
            title: '操作',
            render: (_, o) =>
              STOPPABLE.has(o.state) ? (
                <Popconfirm title={`远程停止订单 ${o.orderNo}？`} onConfirm={() => stop(o.orderNo)}>
                  <Button size="small" danger aria-label={`远程停止 ${o.orderNo}`}>
                    远程停止
                  </Button>
                </Popconfirm>
              ) : null,
          },
        ]}
      />
    </>
  );
}
