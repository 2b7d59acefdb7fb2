import {
  APPLICATION_STATE_TEXT,
  APPLICATION_STATES,
  ApplicationQueueQuery,
  ApplicationsOperatorOps,
  formatPlateNo,
  type ReviewedApplication,
} from '@parking/contracts';
import { Tag } from 'antd';
import { z } from 'zod';
import { api } from '../../../api/client';
import { APPROVE, QueueStateFilter, REJECT, type ReviewKind } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { idNumberCheck } from './id-number-check';

export const BenefitApplicationFilter = z.object({ state: ApplicationQueueQuery.shape.state });

/** 权益申请: a benefit programme's application (老年人, 新能源 …) with its certificate pictures. */
export const benefitApplicationsKind: ReviewKind<typeof BenefitApplicationFilter, ReviewedApplication> = {
  key: 'benefit-applications',
  title: '权益申请',
  filterSchema: BenefitApplicationFilter,
  filters: <QueueStateFilter name="state" width={120} values={APPLICATION_STATES} text={APPLICATION_STATE_TEXT} />,
  queue: (filters, page) => api.call(ApplicationsOperatorOps.applicationQueue, { query: { ...filters, ...page } }),
  idOf: (a) => a.applicationId,
  columns: [
    { title: '申请编号', dataIndex: 'applicationNo', width: 150 },
    { title: '提交时间', dataIndex: 'createdAt', width: 150, render: formatTime },
    { title: '项目', dataIndex: 'programmeName' },
    { title: '车牌', dataIndex: 'plateNo', render: (p: string) => formatPlateNo(p) },
    { title: '申请人', dataIndex: 'applicantName' },
    { title: '状态', dataIndex: 'stateText', width: 100, render: (t: string) => <Tag>{t}</Tag> },
  ],
  materials: (a) => ({
    fields: [
      { label: '申请编号', value: a.applicationNo },
      { label: '项目', value: `${a.programmeName}（${a.benefitText}）` },
      { label: '车牌', value: formatPlateNo(a.plateNo) },
      { label: '申请人', value: a.applicantName },
      { label: '身份证号', value: a.idNumber },
      { label: '提交时间', value: formatTime(a.createdAt) },
      { label: '状态', value: a.stateText },
      ...(a.rejectReason ? [{ label: '驳回原因', value: a.rejectReason }] : []),
    ],
    checks: [idNumberCheck(a.idNumber)],
    pictures: [{ label: '证明材料', urls: a.pictures }],
  }),
  decidable: (a) => a.state === 'pending',
  decide: (a, decision, reason) =>
    decision === APPROVE.key
      ? api.call(ApplicationsOperatorOps.approveApplication, { params: { applicationId: a.applicationId }, body: {} })
      : api.call(ApplicationsOperatorOps.rejectApplication, {
          params: { applicationId: a.applicationId },
          body: { reason: reason ?? '' },
        }),
  decisions: [APPROVE, REJECT],
  reasonMax: 100,
  emptyText: '没有待审核的权益申请',
};
