// Zod-free: what the complaint screens need on their first paint (issue 25); the schemas are in appeals.ts.

export const AppealReason = {
  NOT_MY_CAR: 'notMyCar',
  WRONG_TIME: 'wrongTime',
  WRONG_FEE: 'wrongFee',
  PAID_TWICE: 'paidTwice',
  OTHER: 'other',
} as const;
export type AppealReason = (typeof AppealReason)[keyof typeof AppealReason];
export const APPEAL_REASONS = Object.values(AppealReason) as [AppealReason, ...AppealReason[]];

export const APPEAL_REASON_TEXT: Record<AppealReason, string> = {
  notMyCar: '非本人车辆',
  wrongTime: '出入场时间有误',
  wrongFee: '收费金额有误',
  paidTwice: '重复缴费',
  other: '其他问题',
};

export const AppealStatus = { PENDING: 'pending', ACCEPTED: 'accepted', REJECTED: 'rejected' } as const;
export type AppealStatus = (typeof AppealStatus)[keyof typeof AppealStatus];
export const APPEAL_STATUSES = Object.values(AppealStatus) as [AppealStatus, ...AppealStatus[]];

export const APPEAL_STATUS_TEXT: Record<AppealStatus, string> = {
  pending: '处理中',
  accepted: '申诉成立',
  rejected: '申诉驳回',
};

export const APPEAL_MAX_PICTURES = 3;
export const APPEAL_CONTENT_MAX = 200;
