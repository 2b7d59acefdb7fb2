import {
  OperatorPlateMaterialQuery,
  PLATE_MATERIAL_STATUS_LABELS,
  PLATE_MATERIAL_STATUSES,
  PlateMaterialPurpose,
  VehicleOps,
  type OperatorPlateMaterial,
} from '@parking/contracts';
import { Tag } from 'antd';
import { z } from 'zod';
import { api } from '../../../api/client';
import { APPROVE, QueueStateFilter, REJECT, type ReviewKind } from '../../../components/desk';
import { formatTime } from '../../../lib/format';

export const PlateMaterialFilter = z.object({
  status: OperatorPlateMaterialQuery.shape.status.default('pending'),
});

const statusFilter = (
  <QueueStateFilter width={120} values={PLATE_MATERIAL_STATUSES} text={PLATE_MATERIAL_STATUS_LABELS} />
);

/** A certification of one purpose: 车牌认证 (ownership) or 车主分组 (the driver joins a special group). */
function plateMaterialsKind(
  purpose: PlateMaterialPurpose,
  key: string,
  title: string,
): ReviewKind<typeof PlateMaterialFilter, OperatorPlateMaterial> {
  return {
    key,
    title,
    filterSchema: PlateMaterialFilter,
    filters: statusFilter,
    queue: (filters, page) => api.call(VehicleOps.reviewPlateMaterials, { query: { ...filters, ...page, purpose } }),
    detail: (materialId) => api.call(VehicleOps.reviewPlateMaterial, { params: { materialId } }),
    idOf: (m) => m.materialId,
    columns: [
      { title: '提交时间', dataIndex: 'submittedAt', width: 150, render: formatTime },
      { title: '车牌', dataIndex: 'formatPlateNo' },
      ...(purpose === PlateMaterialPurpose.SPECIAL_GROUP ? [{ title: '申请分组', dataIndex: 'groupName' }] : []),
      { title: '车辆所有人', dataIndex: 'ownerName' },
      { title: '驳回次数', dataIndex: 'rejections', width: 90 },
      {
        title: '状态',
        dataIndex: 'status',
        width: 100,
        render: (s: OperatorPlateMaterial['status']) => <Tag>{PLATE_MATERIAL_STATUS_LABELS[s]}</Tag>,
      },
    ],
    materials: (m) => ({
      fields: [
        { label: '车牌', value: m.formatPlateNo },
        ...(m.groupName ? [{ label: '申请分组', value: m.groupName }] : []),
        { label: '车辆所有人', value: m.ownerName },
        { label: '车主手机号', value: m.driverPhone ?? '—' },
        { label: '备注', value: m.remark || '—' },
        { label: '提交时间', value: formatTime(m.submittedAt) },
        { label: '状态', value: PLATE_MATERIAL_STATUS_LABELS[m.status] },
        ...(m.rejectReason ? [{ label: '驳回原因', value: m.rejectReason }] : []),
      ],
      checks: [
        {
          label: '车牌绑定',
          ok: m.boundToDriverId === null,
          text: m.boundToDriverId === null ? '未被他人绑定' : '已被其他车主绑定，通过后转给申请人',
        },
        { label: '驳回次数', ok: m.rejections === 0, text: String(m.rejections) },
      ],
      pictures: [{ label: '行驶证及证明材料', urls: m.pictures }],
    }),
    decidable: (m) => m.status === 'pending',
    decisions: [APPROVE, REJECT, { key: 'disable', label: '驳回并停用', needsReason: true, danger: true }],
    decide: (m, decision, reason) =>
      decision === APPROVE.key
        ? api.call(VehicleOps.approvePlateMaterial, { params: { materialId: m.materialId } })
        : api.call(VehicleOps.rejectPlateMaterial, {
            params: { materialId: m.materialId },
            body: { reason: reason ?? '', disable: decision === 'disable' },
          }),
    emptyText: `没有待审核的${title}`,
  };
}

export const plateCertificationsKind = plateMaterialsKind(
  PlateMaterialPurpose.OWNERSHIP,
  'plate-materials',
  '车牌认证',
);
export const driverGroupsKind = plateMaterialsKind(PlateMaterialPurpose.SPECIAL_GROUP, 'group-materials', '车主分组');
