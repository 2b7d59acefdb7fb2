import {
  BAG_APPLICATION_STATUSES,
  bagApplicationStatusLabel,
  BagApplicationQuery,
  BagOperatorOps,
  formatFen,
  formatPlateNo,
  parsePlate,
  type OperatorBagApplication,
} from '@parking/contracts';
import { Tag } from 'antd';
import { z } from 'zod';
import { api } from '../../../api/client';
import { APPROVE, QueueStateFilter, REJECT, type ReviewKind } from '../../../components/desk';
import { formatTime } from '../../../lib/format';
import { idNumberCheck } from './id-number-check';

/** The queue's filters: the contract's, waiting applications unless another status is asked for. */
export const BagApplicationFilter = z.object({
  status: BagApplicationQuery.shape.status.default('pending'),
  parkId: BagApplicationQuery.shape.parkId,
});

const plates = (a: OperatorBagApplication) => a.plates.map((p) => formatPlateNo(p.plateNo)).join('、');

/** 月卡申请: the driver's plates, ID and pictures; approve (the driver then pays), ask for more, or refuse. */
export const bagApplicationsKind: ReviewKind<typeof BagApplicationFilter, OperatorBagApplication> = {
  key: 'bag-applications',
  title: '月卡申请',
  filterSchema: BagApplicationFilter,
  filters: <QueueStateFilter width={140} values={BAG_APPLICATION_STATUSES} text={bagApplicationStatusLabel} />,
  queue: (filters, page) => api.call(BagOperatorOps.bagApplicationQueue, { query: { ...filters, ...page } }),
  idOf: (a) => a.applicationId,
  columns: [
    { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: formatTime },
    { title: '车场', dataIndex: 'parkName' },
    { title: '卡种', render: (_, a) => `${a.product.kindName} · ${formatFen(a.product.priceFen)}` },
    { title: '车牌', render: (_, a) => plates(a) },
    { title: '申请人', dataIndex: 'applicantName' },
    { title: '状态', dataIndex: 'statusText', width: 110, render: (text: string) => <Tag>{text}</Tag> },
  ],
  materials: (a) => ({
    fields: [
      { label: '车场', value: a.parkName },
      {
        label: '卡种',
        value: `${a.product.kindName}（${a.product.vehicleClassName}）${formatFen(a.product.priceFen)}`,
      },
      { label: '车牌', value: plates(a) },
      { label: '申请人', value: a.applicantName },
      { label: '手机号', value: a.phone },
      { label: '身份证号', value: a.idNumber },
      { label: '开始日期', value: a.startDate },
      { label: '提交时间', value: formatTime(a.submittedAt) },
      { label: '状态', value: a.statusText },
      ...(a.reviewReason ? [{ label: '审核意见', value: a.reviewReason }] : []),
    ],
    checks: [
      idNumberCheck(a.idNumber),
      ...a.plates.map((p) => {
        const parsed = parsePlate(p.plateNo);
        return {
          label: `车牌 ${formatPlateNo(p.plateNo)}`,
          ok: parsed.ok,
          text: parsed.ok ? '格式正确' : parsed.message,
        };
      }),
    ],
    pictures: [
      { label: '行驶证', urls: a.licencePictures },
      { label: '居住或工作证明', urls: a.proofPictures },
    ],
  }),
  decidable: (a) => a.status === 'pending',
  decisions: [APPROVE, { key: 'moreInfo', label: '补充材料', needsReason: true }, REJECT],
  decide: (a, decision, reason) =>
    api.call(BagOperatorOps.reviewBagApplication, {
      params: { applicationId: a.applicationId },
      body: { decision: decision as 'approve' | 'reject' | 'moreInfo', ...(reason ? { reason } : {}) },
    }),
  emptyText: '没有待审核的月卡申请',
};
