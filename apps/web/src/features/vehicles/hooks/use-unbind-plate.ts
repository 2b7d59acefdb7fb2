import type { DriverPlate } from '@parking/contracts';
import { installedEffects } from '../../../api/ui-effects';
import { useUnbindPlate } from '../api/plates';

/** Unbinds a plate after the driver confirms; resolves true once it is unbound. */
export function useConfirmUnbind(): { unbind: (plate: DriverPlate) => Promise<boolean>; pending: boolean } {
  const mutation = useUnbindPlate();
  return {
    pending: mutation.isPending,
    unbind: async (plate) => {
      const sure = await installedEffects.confirm({
        title: '解绑车辆',
        content: `确定解绑车牌 ${plate.formatPlateNo}？解绑后将不再显示该车辆的停车费用。`,
        confirmText: '解绑',
      });
      if (!sure) return false;
      try {
        await mutation.mutateAsync(plate.plateId);
        installedEffects.toast('已解绑');
        return true;
      } catch {
        return false; // told by the request layer
      }
    },
  };
}
