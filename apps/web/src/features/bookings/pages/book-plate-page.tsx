import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BottomButton } from '../../../components/bottom-button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { Paths } from '../../../lib/paths';
import { platesQuery } from '../api/bookings';
import { RowChoice } from '../components/row-choice';
import styles from '../components/bookings.module.css';
import { draftOf, draftPath, BookingPaths } from '../lib/booking-paths';

/** /bookParks/plate (选择车牌): one of the driver's plates; none bound → add one first (/addCar). */
export default function BookPlatePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const draft = draftOf(search);
  const plates = useQuery(platesQuery());
  const [picked, setPicked] = useState<string>();
  if (!draft.parkId || !draft.packageId || !draft.startAt) return <PageState title="请先选择停车场和到达时间" />;
  if (!plates.isSuccess) return <QueryState query={plates} failed="车牌加载失败" />;
  const list = plates.data.results;
  if (list === null) {
    return (
      <PageState
        title="暂无绑定车辆"
        description="预约前请先添加车辆"
        illustration="car"
        action={{ text: '添加车辆', onClick: () => void navigate(Paths.ADD_CAR) }}
      />
    );
  }
  const chosen = list.find((p) => p.plateId === picked) ?? list[0]!;
  return (
    <div className={styles.page}>
      <Section title="选择预约车辆">
        <RowChoice label="预约车辆" items={list} keyOf={(p) => p.plateId} chosen={chosen} onChoose={setPicked}>
          {(p) => (
            <>
              <span>{p.formatPlateNo}</span>
              {p.plateColor === 2 && <span className={styles.muted}>黄牌</span>}
            </>
          )}
        </RowChoice>
        <p className={styles.muted}>入场时道闸识别该车牌，预约金自动抵扣停车费</p>
      </Section>
      <BottomButton
        onClick={() =>
          void navigate(
            draftPath(BookingPaths.PAY, {
              ...draft,
              plateNo: chosen.plateNo,
              plateColor: chosen.plateColor === 2 ? '2' : undefined,
            }),
          )
        }
      >
        下一步：支付预约金
      </BottomButton>
    </div>
  );
}
