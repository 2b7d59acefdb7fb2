import type { Appeal, ParkOrderRef } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import Image from 'antd-mobile/es/components/image';
import { PictureViewer } from '../../../components/picture-viewer';
import Steps from 'antd-mobile/es/components/steps';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { appealsQuery } from '../api/park-orders';
import { Facts } from '../../../components/section';
import { orderQuery, orderRefOf } from '../lib/format';
import styles from './detail-page.module.css';
import { Loading } from '../components/loading';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { QueryState } from '../../../components/query-state';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

const STATUS_COLOR = { pending: 'warning', accepted: 'success', rejected: 'danger' } as const;

/** /billComplainDetail?uniqueId&parkId: the driver's complaints about an order, their status and the answers. */
export default function BillComplainDetailPage() {
  const [search] = useSearchParams();
  const ref = orderRefOf(search);
  if (!ref) return <PageState title="申诉不存在" description="链接缺少订单编号" />;
  return <Appeals orderRef={ref} />;
}

function Appeals({ orderRef }: { orderRef: ParkOrderRef }) {
  const navigate = useNavigate();
  const appeals = useQuery(appealsQuery(orderRef));
  if (!appeals.isSuccess) return <QueryState query={appeals} failed="申诉加载失败" loading={<Loading />} />;
  if (appeals.data.length === 0) {
    return (
      <PageState
        title="该订单暂无申诉"
        action={{
          text: '发起申诉',
          onClick: () => navigate(href(screen.billComplain, orderQuery(orderRef)), { replace: true }),
        }}
      />
    );
  }
  const canAppealAgain = appeals.data.every((a) => a.status !== 'pending');
  return (
    <div className={styles.page}>
      {appeals.data.map((appeal) => (
        <AppealCard key={appeal.appealId} appeal={appeal} />
      ))}
      {canAppealAgain && (
        <div className={styles.actions}>
          <Button block onClick={() => navigate(href(screen.billComplain, orderQuery(orderRef)))}>
            再次申诉
          </Button>
        </div>
      )}
    </div>
  );
}

function AppealCard({ appeal }: { appeal: Appeal }) {
  const [viewing, setViewing] = useState<string | null>(null);
  const answered = appeal.status !== 'pending';
  return (
    <article className={styles.appeal} aria-label={`申诉 ${appeal.reasonText}`}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <strong>{appeal.reasonText}</strong>
        <Tag color={STATUS_COLOR[appeal.status]}>{appeal.statusText}</Tag>
      </header>
      <Steps current={answered ? 2 : 1} style={{ '--title-font-size': '13px' } as React.CSSProperties}>
        <Steps.Step title="提交申诉" description={formatShanghaiMinute(appeal.createdAt) || '--'} />
        <Steps.Step title="运营处理" />
        <Steps.Step
          title={answered ? appeal.statusText : '处理结果'}
          description={answered ? formatShanghaiMinute(appeal.answeredAt) || '--' : ''}
        />
      </Steps>
      <Facts
        rows={[
          ['停车场', appeal.parkName],
          ['车牌号', appeal.formatPlateNo],
        ]}
      />
      <p style={{ margin: '8px 0 0', fontSize: 14 }}>{appeal.content}</p>
      {appeal.pictures.length > 0 && (
        <div className={styles.thumbs}>
          {appeal.pictures.map((url) => (
            <button
              key={url}
              type="button"
              onClick={() => setViewing(url)}
              aria-label="查看申诉图片"
              style={{ padding: 0, border: 0 }}
            >
              <Image src={url} alt="" width={72} height={72} fit="cover" style={{ borderRadius: 6 }} />
            </button>
          ))}
        </div>
      )}
      {appeal.answer && (
        <div className={styles.answer} role="note" aria-label="处理意见">
          <strong>处理意见：</strong>
          {appeal.answer}
        </div>
      )}
      <PictureViewer image={viewing ?? ''} visible={viewing !== null} onClose={() => setViewing(null)} />
    </article>
  );
}
