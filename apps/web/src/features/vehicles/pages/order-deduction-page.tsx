import { DEDUCTION_ORDER_LABELS, DEDUCTION_ORDERS, type DeductionOrder } from '@parking/contracts';
import { OptionList } from '../components/form-controls';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { Paths } from '../../../lib/paths';
import { usePlate, useSetDeductionOrder } from '../api/plates';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PlateBadge } from '../components/plate-badge';
import { useQueryParam } from '../lib/use-query-param';

/**
 * /orderDeduction?plateId=: in which order this plate's parking fees are taken automatically — the wallet balance or
 * the withholding (免密代扣) agreement first. The choice is stored per plate; the wallet does the deducting.
 */
export default function OrderDeductionPage() {
  const plateId = useQueryParam('plateId');
  const navigate = useNavigate();
  const plate = usePlate(plateId);
  const save = useSetDeductionOrder(plateId);
  const [choice, setChoice] = useState<DeductionOrder | undefined>();

  if (!plateId || plate.isError) {
    return (
      <PageState title="车辆不存在或已解绑" action={{ text: '我的车辆', onClick: () => navigate(Paths.CAR_MANAGE) }} />
    );
  }
  if (plate.isPending) return <PageState title="加载中…" />;

  const selected = choice ?? plate.data.deductionOrder;
  const submit = () =>
    save.mutate(selected, {
      onSuccess: () => {
        installedEffects.toast('设置成功');
        navigate(-1);
      },
    });

  return (
    <div className={layout.page}>
      <section className={`${layout.card} ${layout.row}`}>
        <span className={layout.label}>车辆</span>
        <PlateBadge plateNo={plate.data.plateNo} plateColor={plate.data.plateColor} />
      </section>
      <section className={`${layout.card} ${layout.flush}`} aria-label="扣费顺序">
        <OptionList
          name="deductionOrder"
          legend="停车费自动扣费顺序"
          options={DEDUCTION_ORDERS.map((order) => ({ value: order, label: DEDUCTION_ORDER_LABELS[order] }))}
          value={selected}
          onChange={setChoice}
        />
      </section>
      <p className={layout.note}>
        车辆出场时按所选顺序自动扣除停车费；余额或免密代扣均不可用时，需在缴费页面手动支付。
      </p>
      <BottomButton loading={save.isPending} disabled={selected === plate.data.deductionOrder} onClick={submit}>
        保存
      </BottomButton>
    </div>
  );
}
