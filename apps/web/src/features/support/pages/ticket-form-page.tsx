import {
  CONSULTATION_TYPE_TEXT,
  CONSULTATION_TYPES,
  TICKET_CONTENT_MAX,
  TICKET_MAX_PICTURES,
  TicketKind,
  type TicketContext,
} from '@parking/contracts';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import Selector from 'antd-mobile/es/components/selector';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { useCreateTicket } from '../api/support';
import { Facts, Section } from '../../../components/section';
import { ContentField, FormError, PictureField } from '../../../components/evidence-fields';
import styles from '../components/support.module.css';
import { messageProblem } from '../../../lib/message-text';
import { consultationTypeOf, ticketDetailPath } from '../lib/support-paths';
import { contextOf } from '../lib/ticket-context';
import { MainButton } from '../../../components/main-button';

/**
 * /customerService/questionConsultation?type (问题咨询) and /customerService/feedBack (意见反馈): a description, up to
 * 9 pictures and, when a failed payment brought the driver here (type 5), the order and error, prefilled.
 */
export function TicketForm({ kind }: { kind: 'consultation' | 'feedback' }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [context] = useState<TicketContext>(() => contextOf(search));
  const [type, setType] = useState<number | undefined>(() => consultationTypeOf(search));
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  // What is wrong, shown beside the field it is about.
  const [typeError, setTypeError] = useState<string | null>(null);
  const [contentError, setContentError] = useState<string | null>(null);
  const create = useCreateTicket();
  const consultation = kind === TicketKind.CONSULTATION;

  const submit = async () => {
    const typeProblem = consultation && type === undefined ? '请选择咨询类型' : null;
    const contentProblem = messageProblem(content, 5);
    setTypeError(typeProblem);
    setContentError(contentProblem);
    if (typeProblem || contentProblem) return;
    const ticket = await create.mutateAsync({
      kind,
      ...(consultation ? { consultationType: type } : {}),
      content,
      pictures: pictures.map((p) => p.url),
      context,
    });
    installedEffects.toast('提交成功，客服将在 24 小时内回复', { success: true });
    void navigate(ticketDetailPath(ticket.ticketId), { replace: true });
  };

  const contextRows: [string, string][] = [];
  if (context.orderNo) contextRows.push(['订单号', context.orderNo]);
  if (context.errorCode) contextRows.push(['错误码', context.errorCode]);
  if (context.errorMessage) contextRows.push(['错误信息', context.errorMessage]);

  return (
    <div className={styles.page}>
      {contextRows.length > 0 && (
        <Section title="问题信息">
          <Facts rows={contextRows} />
        </Section>
      )}
      {consultation && (
        <Section title="咨询类型">
          <Selector
            columns={3}
            options={CONSULTATION_TYPES.map((t) => ({ label: CONSULTATION_TYPE_TEXT[t]!, value: t }))}
            value={type !== undefined ? [type] : []}
            onChange={(values) => setType(values[0])}
          />
          <FormError message={typeError} />
        </Section>
      )}
      <Section title={consultation ? '问题描述' : '反馈内容'}>
        <ContentField
          placeholder={consultation ? '请详细描述您遇到的问题，便于客服尽快处理' : '请写下您的意见或建议'}
          value={content}
          onChange={setContent}
          maxLength={TICKET_CONTENT_MAX}
          error={contentError}
        />
      </Section>
      <Section title="图片（选填，最多 9 张）">
        <PictureField value={pictures} onChange={setPictures} max={TICKET_MAX_PICTURES} />
      </Section>
      <div className={styles.actions}>
        <MainButton loading={create.isPending} onClick={() => void submit()}>
          提交
        </MainButton>
      </div>
    </div>
  );
}

export default function ConsultationPage() {
  return <TicketForm kind="consultation" />;
}
