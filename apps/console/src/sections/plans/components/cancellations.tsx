import {
  BAG_CANCEL_STATUSES,
  BagCancellationQuery,
  BagOperatorOps,
  bagCancelStatusLabel,
  formatFen,
  formatPlateNo,
  type OperatorBagCancellation,
} from '@parking/contracts';
import { Tag } from 'antd';
import { z } from 'zod';
import { api } from '../../../api/client';
import { APPROVE, QueueStateFilter, REJECT, type ReviewKind } from '../../../components/desk';
import { formatTime } from '../../../lib/format';

export const CancellationFilter = z.object({ status: BagCancellationQuery.shape.status.default('pending') });

/** 退卡审核: a driver's cancel request with the pro-rata refund approving it now would send (once, to the channel paid). */
export const cancellationsKind: ReviewKind<typeof CancellationFilter, OperatorBagCancellation> = {
  key: 'bag-cancellations',
  title: '退卡申请',
  filterSchema: CancellationFilter,
  filters: <QueueStateFilter width={130} values={BAG_CANCEL_STATUSES} text={bagCancelStatusLabel} />,
  queue: (filters, page) => api.call(BagOperatorOps.bagCancellationQueue, { query: { ...filters, ...page } }),
  idOf: (c) => c.cancellationId,
  columns: [
    { title: '申请时间', dataIndex: 'requestedAt', width: 150, render: formatTime },
    { title: '车场', dataIndex: 'parkName' },
    { title: '卡种', dataIndex: 'kindName', width: 90 },
    { title: '车牌', render: (_, c) => c.plates.map(formatPlateNo).join('、') },
    { title: '退款', dataIndex: 'refundFen', width: 100, render: (fen: number) => formatFen(fen) },
    { title: '状态', dataIndex: 'statusText', width: 110, render: (t: string) => <Tag>{t}</Tag> },
  ],
  materials: (c) => ({
    fields: [
      { label: '车场', value: c.parkName },
      { label: '卡种', value: c.kindName },
      { label: '车牌', value: c.plates.map(formatPlateNo).join('、') },
      { label: '退卡原因', value: c.reason },
      { label: c.status === 'approved' ? '已退款' : '按剩余天数退款', value: formatFen(c.refundFen) },
      { label: '申请时间', value: formatTime(c.requestedAt) },
      { label: '状态', value: c.statusText },
      ...(c.reviewReason ? [{ label: '审核意见', value: c.reviewReason }] : []),
    ],
  }),
  decidable: (c) => c.status === 'pending',
  decisions: [{ ...APPROVE, label: '同意退卡' }, REJECT],
  decide: (c, decision, reason) =>
    api.call(BagOperatorOps.reviewBagCancellation, {
      params: { cancellationId: c.cancellationId },
      body: { decision: decision === APPROVE.key ? 'approve' : 'reject', ...(reason ? { reason } : {}) },
    }),
  emptyText: '没有待审核的退卡申请',
};
