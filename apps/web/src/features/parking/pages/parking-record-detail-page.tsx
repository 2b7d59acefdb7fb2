import { formatFen, type ParkingPicture, type ParkOrderRef } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import Rate from 'antd-mobile/es/components/rate';
import TextArea from 'antd-mobile/es/components/text-area';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { useEvaluate } from '../api/order-actions';
import { canEvaluateQuery, orderDetailQuery, parkingPicturesQuery } from '../api/park-orders';
import { Facts, Section } from '../../../components/section';
import { formatDuration, orderQuery, orderRefOf } from '../lib/format';
import styles from './detail-page.module.css';
import { Loading } from '../components/loading';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { installedEffects } from '../../../api/ui-effects';
import { QueryState } from '../../../components/query-state';
import { whenIdle } from '../../../lib/idle';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

// The viewer opens on a tap on a picture, never on the first paint: it brings react-spring and @use-gesture (about
// 28 KB gzip), fetched when the page is idle instead of before it can paint.
const loadViewer = () => import('antd-mobile/es/components/image-viewer');
const ImageViewer = lazy(() => loadViewer().then((m) => ({ default: m.default })));

/** /parkingRecordDetail?uniqueId&parkId: a stay with the camera's entry and exit pictures, and its rating. */
export default function ParkingRecordDetailPage() {
  const [search] = useSearchParams();
  const ref = orderRefOf(search);
  if (!ref) return <PageState title="记录不存在" description="链接缺少订单编号" />;
  return <ParkingRecord orderRef={ref} />;
}

function ParkingRecord({ orderRef }: { orderRef: ParkOrderRef }) {
  const navigate = useNavigate();
  const detail = useQuery(orderDetailQuery(orderRef));
  if (!detail.isSuccess) return <QueryState query={detail} failed="记录加载失败" loading={<Loading />} />;
  const order = detail.data;
  return (
    <div className={styles.page}>
      <Section title="出入场图片">
        <Pictures orderRef={orderRef} />
      </Section>
      <Section
        title={order.parkName}
        extra={
          <Button
            size="mini"
            fill="none"
            color="primary"
            onClick={() => navigate(href(screen.orderRecordDetail, orderQuery(order)))}
          >
            订单详情
          </Button>
        }
      >
        <Facts
          rows={[
            ['车牌号', order.formatPlateNo],
            ['状态', order.stateText],
            [
              '入场',
              `${formatShanghaiMinute(order.parkStartTime) || '--'} ${order.berthCode ?? order.entryLaneName ?? ''}`,
            ],
            [
              '出场',
              order.parkEndTime
                ? `${formatShanghaiMinute(order.parkEndTime) || '--'} ${order.exitLaneName ?? ''}`
                : '--',
            ],
            ['停车时长', formatDuration(order.parkDuration)],
            ['停车费', formatFen(order.parkFee)],
          ]}
        />
      </Section>
      <Evaluation orderRef={orderRef} />
    </div>
  );
}

function Pictures({ orderRef }: { orderRef: ParkOrderRef }) {
  const pictures = useQuery(parkingPicturesQuery(orderRef));
  const [viewing, setViewing] = useState<string | null>(null);
  // Mounted from the first tap on, so the viewer's closing animation still plays.
  const [viewerWanted, setViewerWanted] = useState(false);
  useEffect(() => whenIdle(() => void loadViewer().catch(() => undefined)), []);
  if (pictures.isPending) return <Loading />;
  if (pictures.isError) return <p className={styles.caption}>图片加载失败</p>;
  const shot = (label: string, list: ParkingPicture[]) => {
    const picture = list[0];
    return (
      <figure className={styles.picture}>
        {picture ? (
          <button
            type="button"
            onClick={() => {
              setViewerWanted(true);
              setViewing(picture.url);
            }}
            aria-label={`查看${label}图片`}
          >
            <Image src={picture.url} alt={`${label}图片`} fit="cover" style={{ aspectRatio: '16 / 10' }} />
          </button>
        ) : (
          <div className={styles.noPicture}>暂无{label}图片</div>
        )}
        <figcaption>
          {label} {picture ? `${formatShanghaiMinute(picture.takenAt) || '--'} ${picture.place}` : ''}
        </figcaption>
      </figure>
    );
  };
  return (
    <div className={styles.pictures}>
      {shot('入场', pictures.data.entry)}
      {shot('出场', pictures.data.exit)}
      {viewerWanted && (
        <Suspense fallback={null}>
          <ImageViewer image={viewing ?? ''} visible={viewing !== null} onClose={() => setViewing(null)} />
        </Suspense>
      )}
    </div>
  );
}

function Evaluation({ orderRef }: { orderRef: ParkOrderRef }) {
  const can = useQuery(canEvaluateQuery(orderRef));
  const evaluate = useEvaluate();
  const [score, setScore] = useState(5);
  const [content, setContent] = useState('');
  if (!can.data?.canbeEvaluate) return null;
  const submit = async () => {
    await evaluate.mutateAsync({ ...orderRef, score, content: content.trim() || undefined });
    installedEffects.toast('感谢您的评价', { success: true });
  };
  return (
    <Section title="评价本次停车">
      <Rate value={score} onChange={setScore} aria-label="评分" />
      <TextArea
        placeholder="说说车位、收费和服务（选填）"
        value={content}
        onChange={setContent}
        maxLength={200}
        showCount
        rows={3}
        style={{ marginTop: 8 }}
      />
      <Button block color="primary" loading={evaluate.isPending} onClick={() => void submit()} style={{ marginTop: 8 }}>
        提交评价
      </Button>
    </Section>
  );
}
