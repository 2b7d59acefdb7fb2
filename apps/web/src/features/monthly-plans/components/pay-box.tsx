import { formatFen, type PayOrder } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { ChannelPicker } from '../../../payment-kit/channel-picker';
import { usePayModel } from '../../../payment-kit/pay-model';
import { usePurchaseOpener } from '../../../payment-kit/purchase-opener';
import { monthlyPlanKeys } from '../api/monthly-plans';
import styles from '../../../components/offer-page.module.css';
import { MainButton } from '../../../components/main-button';

/** Opens an order with the chosen channel and the wallet; balance orders come back paid at once. */
export function usePayMonthlyPlan() {
  const client = useQueryClient();
  const opener = usePurchaseOpener();
  const run = async (attempt: string, start: (key: string) => Promise<PayOrder>) => {
    if ((await opener.open(attempt, start)) === 'paid') installedEffects.toast('支付成功', { success: true });
    void client.invalidateQueries({ queryKey: monthlyPlanKeys.all });
  };
  return { run, busy: opener.busy };
}

/** The channel picker and the pay button of a plan's order (applying, renewing). */
export function PayBox({
  totalFen,
  label,
  start,
}: {
  totalFen: number;
  label: string;
  start: (channel: 2 | 3 | 6, key: string) => Promise<PayOrder>;
}) {
  const model = usePayModel();
  const [channel, setChannel] = useState<number | null>(null);
  const pay = usePayMonthlyPlan();
  if (!model.isSuccess) return <QueryState query={model} failed="支付方式加载失败" />;
  const chosen = (channel ?? model.data.defaultChannel) as 2 | 3 | 6 | null;
  return (
    <>
      <ChannelPicker channels={model.data.channels} value={chosen} onChange={setChannel} totalFen={totalFen} />
      <div className={styles.actions}>
        <MainButton
          disabled={chosen === null}
          loading={pay.busy}
          onClick={() => {
            if (chosen !== null) void pay.run(`${label}:${chosen}`, (key) => start(chosen, key));
          }}
        >
          {label} {formatFen(totalFen)}
        </MainButton>
      </div>
    </>
  );
}
