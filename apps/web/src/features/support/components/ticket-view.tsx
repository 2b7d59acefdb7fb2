import { formatFen, TICKET_REPLY_MAX, type Ticket } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import Button from 'antd-mobile/es/components/button';
import type { ImageUploadItem } from 'antd-mobile/es/components/image-uploader';
import { PlainRate as Rate } from '../../../components/plain-rate';
import Steps from 'antd-mobile/es/components/steps';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { Link } from 'react-router';
import { installedEffects } from '../../../api/ui-effects';
import { useRateTicket, useReopenTicket, useReplyTicket } from '../api/support';
import { Facts, Section } from '../../../components/section';
import { ContentField, FormError, PictureField } from '../../../components/evidence-fields';
import { Thumbs } from './thumbs';
import styles from './support.module.css';
import { statusColor } from '../lib/status';
import { messageProblem } from '../../../lib/message-text';
import * as screen from '../../../lib/screen-paths.gen';

const AUTHOR = { driver: '我', agent: '客服', system: '系统' } as const;

/**
 * One ticket as its driver follows it: the steps, the conversation, adding to it, rating, reopening once
 * (/customerService/feedDetail, and the appeal details of charging bills and occupation fees).
 */
export function TicketView({ ticket: t }: { ticket: Ticket }) {
  const current = t.steps.filter((s) => s.done).length - 1;
  const contextRows: [string, string][] = [];
  if (t.order) contextRows.push(['停车场', t.order.parkName], ['车牌号', t.order.plateNo]);
  if (t.appealOrder)
    contextRows.push(['申诉订单', t.appealOrder.title], ['实付金额', formatFen(t.appealOrder.paidFen)]);
  if (t.context.orderNo) contextRows.push(['订单号', t.context.orderNo]);
  if (t.context.errorCode) contextRows.push(['错误码', t.context.errorCode]);
  if (t.context.errorMessage) contextRows.push(['错误信息', t.context.errorMessage]);

  return (
    <div className={styles.page}>
      <Section>
        <div className={styles.messageHead}>
          <span>工单号 {t.ticketNo}</span>
          <Tag color={statusColor(t.status)}>{t.statusText}</Tag>
        </div>
        <h2 className={styles.cardTitle}>{t.title}</h2>
        <Steps direction="vertical" current={current} aria-label="处理进度">
          {t.steps.map((s) => (
            <Steps.Step
              key={s.title}
              title={s.title}
              status={s.done ? 'finish' : 'wait'}
              description={s.at ? formatShanghaiMinute(s.at) : '待处理'}
            />
          ))}
        </Steps>
        {t.refundFen !== null && t.status !== 'submitted' && (
          <p className={styles.muted}>退款 {formatFen(t.refundFen)} 将原路退回（余额支付的退回账户余额）</p>
        )}
        {t.coupon && (
          // The compensation coupon (decision 054) is in the driver's wallet: the link opens it there.
          <p className={styles.muted}>
            补偿优惠券「{t.coupon.title}」已发放，<Link to={screen.discount}>去我的优惠券查看</Link>
          </p>
        )}
      </Section>
      <Section title="问题描述">
        {contextRows.length > 0 && <Facts rows={contextRows} />}
        <p className={styles.answer}>{t.content}</p>
        <Thumbs urls={t.pictures} label="问题图片" />
      </Section>
      {t.messages.length > 0 && (
        <Section title="处理记录">
          {t.messages.map((m, i) => (
            <div key={i} className={`${styles.message} ${m.author !== 'driver' ? styles.messageAgent : ''}`}>
              <div className={styles.messageHead}>
                <span>{AUTHOR[m.author]}</span>
                <span>{formatShanghaiMinute(m.at)}</span>
              </div>
              {m.content}
              <Thumbs urls={m.pictures} label="补充图片" />
            </div>
          ))}
        </Section>
      )}
      {t.canReply && <AddToTicket ticket={t} mode="reply" />}
      {t.canRate && <RateTicketCard ticketId={t.ticketId} />}
      {t.canReopen && <AddToTicket ticket={t} mode="reopen" />}
      {t.rating && (
        <Section title="我的评价">
          <Rate readOnly value={t.rating.score} aria-label={`评分 ${t.rating.score} 星`} />
          {t.rating.comment && <p className={styles.answer}>{t.rating.comment}</p>}
        </Section>
      )}
    </div>
  );
}

/** 补充说明 while the ticket is open (it answers 待您补充), or 重新打开 once when it was not solved after all. */
function AddToTicket({ ticket, mode }: { ticket: Ticket; mode: 'reply' | 'reopen' }) {
  const reply = useReplyTicket(ticket.ticketId);
  const reopen = useReopenTicket(ticket.ticketId);
  const [open, setOpen] = useState(ticket.status === 'waitingDriver');
  const [content, setContent] = useState('');
  const [pictures, setPictures] = useState<ImageUploadItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const mutation = mode === 'reply' ? reply : reopen;
  const title = mode === 'reply' ? '补充说明' : '问题未解决？重新打开';

  if (!open) {
    return (
      <div className={styles.actions}>
        <Button block onClick={() => setOpen(true)}>
          {title}
        </Button>
      </div>
    );
  }
  const submit = async () => {
    const problem = messageProblem(content, 1, mode === 'reply' ? '补充内容' : '未解决的原因');
    setError(problem);
    if (problem) return;
    await mutation.mutateAsync({ content, pictures: pictures.map((p) => p.url) });
    installedEffects.toast(mode === 'reply' ? '已提交补充说明' : '已重新打开，客服将尽快处理', { success: true });
    setContent('');
    setPictures([]);
    setOpen(false);
  };
  return (
    <Section title={title}>
      <ContentField
        placeholder={mode === 'reply' ? '请补充客服需要的信息' : '请说明仍未解决的问题（只能重新打开一次）'}
        value={content}
        onChange={setContent}
        maxLength={TICKET_REPLY_MAX}
        error={error}
      />
      <PictureField value={pictures} onChange={setPictures} max={Math.max(1, 9 - countPictures(ticket))} />
      <div className={styles.actions}>
        <Button block color="primary" loading={mutation.isPending} onClick={() => void submit()}>
          提交
        </Button>
      </div>
    </Section>
  );
}

const countPictures = (t: Ticket) =>
  t.pictures.length + t.messages.filter((m) => m.author === 'driver').reduce((n, m) => n + m.pictures.length, 0);

function RateTicketCard({ ticketId }: { ticketId: string }) {
  const rate = useRateTicket(ticketId);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const [scoreError, setScoreError] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);
  const submit = async () => {
    const scoreProblem = score === 0 ? '请选择评分' : null;
    const commentProblem = comment ? messageProblem(comment, 1, '评价') : null;
    setScoreError(scoreProblem);
    setCommentError(commentProblem);
    if (scoreProblem || commentProblem) return;
    await rate.mutateAsync({ score, comment });
    installedEffects.toast('感谢您的评价', { success: true });
  };
  return (
    <Section title="评价本次服务">
      <Rate value={score} onChange={setScore} aria-label="评分" />
      <FormError message={scoreError} />
      <ContentField
        placeholder="说说您对本次服务的感受（选填）"
        value={comment}
        onChange={setComment}
        maxLength={200}
        rows={3}
        error={commentError}
      />
      <div className={styles.actions}>
        <Button block color="primary" loading={rate.isPending} onClick={() => void submit()}>
          提交评价
        </Button>
      </div>
    </Section>
  );
}
