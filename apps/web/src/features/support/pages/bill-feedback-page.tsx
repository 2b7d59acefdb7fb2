import { ParkingOps, TICKET_CONTENT_MAX, TICKET_MAX_PICTURES, type ParkOrderRef } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../../api/client';
import { installedEffects } from '../../../api/ui-effects';
import { AppealedBill } from '../../../components/appealed-bill';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useCreateAppealTicket } from '../api/support';
import { Section } from '../../../components/section';
import { ContentField, FormError, PictureField } from '../../../components/evidence-fields';
import styles from '../components/support.module.css';
import { textProblem } from '../lib/text-check';
import { SupportPaths, ticketDetailPath } from '../lib/support-paths';

const UUID = /^[0-9a-f-]{36}$/i;

/**
 * /customerService/billFeedBack?uniqueId&parkId (账单申诉): appeal one of the driver's parking bills with a description
 * and up to 9 pictures; service reviews it, finance confirms any refund, and the driver follows the steps.
 */
export default function BillFeedbackPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const uniqueId = search.get('uniqueId') ?? '';
  const parkId = search.get('parkId') ?? '';
  if (!UUID.test(uniqueId) || !UUID.test(parkId)) {
    return (
      <PageState
        title="请选择要申诉的账单"
        description="在账单记录中找到有疑问的订单，再发起申诉"
        action={{ text: '查看账单记录', onClick: () => void navigate(SupportPaths.BILL_RECORD) }}
      />
    );
  }
  return <AppealForm orderRef={{ uniqueId, parkId }} />;
}

function AppealForm({ orderRef }: { orderRef: ParkOrderRef }) {
  const navigate = useNavigate();
  const detail = useQuery({
    queryKey: ['support', 'appealOrder', orderRef.uniqueId],
    queryFn: ({ signal }) => api.call(ParkingOps.parkOrderDetail, { body: orderRef, signal }),
  });
  const create = useCreateAppealTicket();
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  if (!detail.isSuccess) return <QueryState query={detail} failed="订单加载失败" />;

  const submit = async () => {
    const problem = textProblem(content, 5);
    setError(problem);
    if (problem) return;
    const ticket = await create.mutateAsync({ ...orderRef, content, pictures: pictures.map((p) => p.url) });
    installedEffects.toast('申诉已提交，客服将在 72 小时内处理', { success: true });
    void navigate(ticketDetailPath(ticket.ticketId), { replace: true });
  };

  return (
    <div className={styles.page}>
      <AppealedBill order={detail.data} />
      <Section title="问题描述">
        <ContentField
          placeholder="请描述账单的问题，如实际入场、出场时间"
          value={content}
          onChange={setContent}
          maxLength={TICKET_CONTENT_MAX}
        />
      </Section>
      <Section title="图片凭证（选填，最多 9 张）">
        <PictureField value={pictures} onChange={setPictures} max={TICKET_MAX_PICTURES} />
      </Section>
      <FormError message={error} />
      <div className={styles.actions}>
        <Button block color="primary" size="large" loading={create.isPending} onClick={() => void submit()}>
          提交申诉
        </Button>
      </div>
    </div>
  );
}
