import { formatFen, type ParkOrder, type ParkOrderRef } from '@parking/contracts';
import { installedEffects } from '../../../api/ui-effects';
import { useActiveCarOut } from '../api/order-actions';

/** A tap on "结束停车" asks first, then ends the road-side stay and says what is owed; `pending` while it ends. */
export function useEndParking() {
  const carOut = useActiveCarOut();
  const end = async (order: ParkOrderRef & Pick<ParkOrder, 'formatPlateNo' | 'berthCode'>) => {
    const confirmed = await installedEffects.confirm({
      title: '结束停车',
      content: `确认 ${order.formatPlateNo} 已驶离泊位 ${order.berthCode ?? ''}？结束后按实际停车时长计费。`,
    });
    if (!confirmed) return;
    const ended = await carOut.mutateAsync(order);
    installedEffects.toast(ended.dueFee > 0 ? `已结束停车，待补缴 ${formatFen(ended.dueFee)}` : '已结束停车');
  };
  return { end, pending: carOut.isPending };
}
