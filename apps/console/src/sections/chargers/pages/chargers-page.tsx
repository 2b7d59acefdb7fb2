import { OperatorRole } from '@parking/contracts';
import { Tag } from 'antd';
import { mayOpen } from '../../../app/access';
import { useOperator } from '../../../app/use-operator';
import { TabbedPage } from '../../../components/tabbed-page';
import { useDevicePushes, type PushState } from '../../../api/device-pushes';
import { chargerKeys } from '../api/chargers';
import { CardList } from '../components/card-list';
import { ChargerList } from '../components/charger-list';
import { OrderList } from '../components/order-list';
import { StationList } from '../components/station-list';

const PUSH_TEXT: Record<PushState, [string, string]> = {
  connecting: ['processing', '连接中'],
  live: ['success', '实时'],
  reconnecting: ['warning', '重新连接中'],
  refused: ['default', '未推送'],
};

/**
 * 充电: chargers and their guns live (pushed over the device stream, decision 089), the commands with their outcome,
 * charging orders with the occupation fee and remote stop, stations and their tariffs, charging cards.
 */
export default function ChargersPage() {
  const { operator } = useOperator();
  const may = (...roles: OperatorRole[]) => !!operator && mayOpen(operator, { roles });
  const desk = may(OperatorRole.SERVICE, OperatorRole.PARK_MANAGER);
  const money = may(OperatorRole.FINANCE);
  const push = useDevicePushes('charger', [chargerKeys.list, chargerKeys.orders, chargerKeys.stations]);
  const tabs = [
    ...(desk ? [{ key: 'chargers', label: '充电桩', children: <ChargerList /> }] : []),
    { key: 'orders', label: '充电订单', children: <OrderList /> },
    { key: 'stations', label: '充电站', children: <StationList mayPrice={money} /> },
    ...(money ? [{ key: 'cards', label: '充电卡', children: <CardList /> }] : []),
  ];
  const [color, text] = PUSH_TEXT[push];
  return <TabbedPage title="充电" extra={<Tag color={color}>{text}</Tag>} tabs={tabs} />;
}
