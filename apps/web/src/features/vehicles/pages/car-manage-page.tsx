import { MAX_PLATES_PER_DRIVER } from '@parking/contracts';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { PageState } from '../../../components/page-state';
import { href, Paths } from '../../../lib/paths';
import { usePlates, useSetDefaultPlate } from '../api/plates';
import { BottomButton } from '../../../components/bottom-button';
import layout from '../../../components/card-page.module.css';
import { PlateCard, PlateCardSkeleton } from '../components/plate-card';
import { useConfirmUnbind } from '../hooks/use-unbind-plate';
import { QueryState } from '../../../components/query-state';
import { SkeletonBar } from '../../../components/skeleton-bar';
import * as screen from '../../../lib/screen-paths.gen';

/** /carManage: the driver's bound plates; set the default one, unbind one (after a confirm), add another. */
export default function CarManagePage() {
  const navigate = useNavigate();
  const plates = usePlates();
  const setDefault = useSetDefaultPlate();
  const { unbind, pending: unbinding } = useConfirmUnbind();

  const addCar = (full: boolean) => (
    <BottomButton disabled={full} onClick={() => navigate(Paths.ADD_CAR)}>
      {full ? `最多绑定${MAX_PLATES_PER_DRIVER}辆车` : '添加车辆'}
    </BottomButton>
  );
  if (!plates.isSuccess)
    return (
      <QueryState
        query={plates}
        failed="车辆加载失败"
        // The frame while the plates are asked (issue 25): the note (the screen's largest text) with a bar where the
        // count goes, grey cards, and the bar's 添加车辆 as drawn for a driver below the limit.
        loading={
          <div className={layout.page}>
            <p className={layout.note}>
              已绑定 <SkeletonBar width="1.5em" />/{MAX_PLATES_PER_DRIVER} 辆车，默认车辆优先展示
            </p>
            <div className={layout.list} role="status" aria-busy="true" aria-label="车辆加载中">
              <PlateCardSkeleton />
              <PlateCardSkeleton />
            </div>
            {addCar(false)}
          </div>
        }
      />
    );

  const list = plates.data.results;
  const full = list.length >= MAX_PLATES_PER_DRIVER;
  const busy = setDefault.isPending || unbinding;
  const makeDefault = (plateId: string) =>
    setDefault.mutate(plateId, { onSuccess: () => installedEffects.toast('已设为默认车辆') });

  return (
    <div className={layout.page}>
      {list.length === 0 ? (
        // The next step is the 添加车辆 bar below.
        <PageState illustration="car" title="暂无绑定车辆" description="绑定车辆后，可在首页查看在停车辆的停车费用" />
      ) : (
        <>
          <p className={layout.note}>
            已绑定 {list.length}/{MAX_PLATES_PER_DRIVER} 辆车，默认车辆优先展示
          </p>
          <ul className={layout.list} aria-label="我的车辆">
            {list.map((plate) => (
              <PlateCard
                key={plate.plateId}
                plate={plate}
                busy={busy}
                onOpen={() => navigate(href(screen.plateDetail, { plateId: plate.plateId }))}
                onSetDefault={() => makeDefault(plate.plateId)}
                onUnbind={() => void unbind(plate)}
              />
            ))}
          </ul>
        </>
      )}
      {addCar(full)}
    </div>
  );
}
