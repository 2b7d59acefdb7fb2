import { TICKET_CONTENT_MAX, TICKET_MAX_PICTURES } from '@parking/contracts';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { ContentField, PictureField } from '../../../components/evidence-fields';
import { Section } from '../../../components/section';
import { messageProblem } from '../../../lib/message-text';
import styles from './support.module.css';
import { MainButton } from '../../../components/main-button';

/**
 * The appeal form every bill appeal shares (parking bills, charging bills, occupation fees, plan payments): what is
 * appealed on top, a description and up to 9 pictures. The subject is data: its header, its placeholder, and `send`,
 * which files the appeal and answers where the driver follows it.
 */
export function AppealForm({
  header,
  placeholder,
  pending,
  send,
}: {
  header: ReactNode;
  placeholder: string;
  pending: boolean;
  send: (input: { content: string; pictures: string[] }) => Promise<string>;
}) {
  const navigate = useNavigate();
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const problem = messageProblem(content, 5);
    setError(problem);
    if (problem) return;
    const next = await send({ content, pictures: pictures.map((p) => p.url) });
    installedEffects.toast('申诉已提交，客服将在 72 小时内处理', { success: true });
    void navigate(next, { replace: true });
  };

  return (
    <div className={styles.page}>
      {header}
      <Section title="问题描述">
        <ContentField
          placeholder={placeholder}
          value={content}
          onChange={setContent}
          maxLength={TICKET_CONTENT_MAX}
          error={error}
        />
      </Section>
      <Section title="图片凭证（选填，最多 9 张）">
        <PictureField value={pictures} onChange={setPictures} max={TICKET_MAX_PICTURES} />
      </Section>
      <div className={styles.actions}>
        <MainButton loading={pending} onClick={() => void submit()}>
          提交申诉
        </MainButton>
      </div>
    </div>
  );
}
