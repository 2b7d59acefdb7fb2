import { parsePlate } from '@parking/contracts';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { isPlateTyped, NO_PLATE, PlateEntryCard } from '../../../plate-kit/plate-entry-card';
import { useAddPlanPlate } from '../api/plan-changes';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /mounthlyPayAddCar?planId: adds a car to a plan. The server checks the price class, the product's limit and that
 * the plate is on no other plan of the park (its message is the toast); back to the plan's cars when added.
 */
export default function MonthlyPlanAddPlatePage() {
  const [search] = useSearchParams();
  const planId = search.get('planId') ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const add = useAddPlanPlate(planId);
  const [plate, setPlate] = useState(NO_PLATE);
  const complete = isPlateTyped(plate);

  async function submit() {
    const parsed = parsePlate(plate.plateNo, { plateColor: plate.plateColor });
    if (!parsed.ok) return installedEffects.toast(parsed.message, { fail: true });
    await add.mutateAsync({ plateNo: parsed.plate.plateNo, plateColor: parsed.plate.plateColor });
    installedEffects.toast('添加成功', { success: true });
    // Back to the list it came from (a page opened directly replaces itself with the list).
    if (location.key !== 'default') void navigate(-1);
    else void navigate(href(screen.mounthlyPayManage, { planId }), { replace: true });
  }

  return (
    <div className={layout.page}>
      <PlateEntryCard label="添加月卡车辆" heading="请输入车牌号" onChange={setPlate} />
      <p className={layout.note}>添加的车辆须与月卡车型一致；同一车辆在本停车场只能绑定一张月卡。</p>
      <BottomButton disabled={!complete} loading={add.isPending} onClick={() => void submit()}>
        添加车辆
      </BottomButton>
    </div>
  );
}
