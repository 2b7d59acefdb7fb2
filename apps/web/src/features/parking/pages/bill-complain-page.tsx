import {
  APPEAL_CONTENT_MAX,
  APPEAL_MAX_PICTURES,
  APPEAL_REASON_TEXT,
  APPEAL_REASONS,
  type AppealReason,
  type ParkOrderRef,
} from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Selector from 'antd-mobile/es/components/selector';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppealedBill } from '../../../components/appealed-bill';
import { ContentField, FormError, PictureField } from '../../../components/evidence-fields';
import { PageState } from '../../../components/page-state';
import { Section } from '../../../components/section';
import { useCreateAppeal } from '../api/order-actions';
import { appealsQuery, orderDetailQuery } from '../api/park-orders';
import { orderQuery, orderRefOf } from '../lib/format';
import styles from './detail-page.module.css';
import { Loading } from '../components/loading';
import { installedEffects } from '../../../api/ui-effects';
import { messageProblem } from '../../../lib/message-text';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';
import { MainButton } from '../../../components/main-button';

/** /billComplain?uniqueId&parkId: complain about a bill with a reason, a description and up to 3 pictures. */
export default function BillComplainPage() {
  const [search] = useSearchParams();
  const ref = orderRefOf(search);
  if (!ref) return <PageState title="订单不存在" description="链接缺少订单编号" />;
  return <Complaint orderRef={ref} />;
}

function Complaint({ orderRef }: { orderRef: ParkOrderRef }) {
  const navigate = useNavigate();
  const detail = useQuery(orderDetailQuery(orderRef));
  const appeals = useQuery(appealsQuery(orderRef));
  const create = useCreateAppeal();
  const [reason, setReason] = useState<AppealReason | undefined>();
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);

  if (detail.isPending || appeals.isPending) return <Loading />;
  if (detail.isError)
    return <PageState title="订单加载失败" action={{ text: '重试', onClick: () => void detail.refetch() }} />;
  const detailPath = href(screen.billComplainDetail, orderQuery(orderRef));
  if (appeals.data?.some((a) => a.status === 'pending')) {
    return (
      <PageState
        title="该订单已有处理中的申诉"
        description="请等待处理结果"
        action={{ text: '查看申诉', onClick: () => navigate(detailPath, { replace: true }) }}
      />
    );
  }

  const submit = async () => {
    const contentProblem = messageProblem(content, 5);
    setReasonError(reason ? null : '请选择申诉原因');
    setContentError(contentProblem);
    if (contentProblem || !reason) return;
    await create.mutateAsync({ ...orderRef, reason, content, pictures: pictures.map((p) => p.url) });
    installedEffects.toast('申诉已提交', { success: true });
    navigate(detailPath, { replace: true });
  };

  return (
    <div className={styles.page}>
      <AppealedBill order={detail.data} />
      <Section title="申诉原因">
        <Selector
          columns={2}
          options={APPEAL_REASONS.map((r) => ({ label: APPEAL_REASON_TEXT[r], value: r }))}
          value={reason ? [reason] : []}
          onChange={(values) => setReason(values[0])}
        />
        <FormError message={reasonError} />
      </Section>
      <Section title="问题描述">
        <ContentField
          placeholder="请描述您遇到的问题，如实际入场、出场时间"
          value={content}
          onChange={setContent}
          maxLength={APPEAL_CONTENT_MAX}
          error={contentError}
        />
      </Section>
      <Section title={`图片凭证（选填，最多 ${APPEAL_MAX_PICTURES} 张）`}>
        <PictureField value={pictures} onChange={setPictures} max={APPEAL_MAX_PICTURES} multiple={false} />
      </Section>
      <div className={styles.actions}>
        <MainButton loading={create.isPending} onClick={() => void submit()}>
          提交申诉
        </MainButton>
      </div>
    </div>
  );
}
