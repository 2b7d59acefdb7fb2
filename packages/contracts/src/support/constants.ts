// Zod-free: the ticket model's names, texts and limits, for screens that need no schema (docs/decisions/026, 030).

export const TicketKind = { CONSULTATION: 'consultation', FEEDBACK: 'feedback', APPEAL: 'appeal' } as const;
export type TicketKind = (typeof TicketKind)[keyof typeof TicketKind];
export const TICKET_KINDS = Object.values(TicketKind) as [TicketKind, ...TicketKind[]];
export const TICKET_KIND_TEXT: Record<TicketKind, string> = {
  consultation: '问题咨询',
  feedback: '意见反馈',
  appeal: '账单申诉',
};

/** /customerService/questionConsultation?type=N; type 5 comes from the payment-failure dialog (spec section 8). */
export const CONSULTATION_TYPE_TEXT: Record<number, string> = {
  1: '停车缴费',
  2: '月卡办理',
  3: '充电服务',
  4: '账户与钱包',
  5: '支付失败',
};
export const CONSULTATION_TYPES = [1, 2, 3, 4, 5] as const;
export const PAYMENT_FAILURE_TYPE = 5;

/** Internal states (an agent's view). */
export const TicketState = {
  SUBMITTED: 'submitted',
  IN_PROGRESS: 'inProgress',
  WAITING_DRIVER: 'waitingDriver',
  /** An appeal whose refund service approved, awaiting finance. */
  AWAITING_FINANCE: 'awaitingFinance',
  RESOLVED: 'resolved',
  CLOSED: 'closed',
} as const;
export type TicketState = (typeof TicketState)[keyof typeof TicketState];
export const TICKET_STATES = Object.values(TicketState) as [TicketState, ...TicketState[]];

/** What the driver sees of each internal state. */
export const TICKET_STATUS_TEXT: Record<TicketState, string> = {
  submitted: '已提交',
  inProgress: '处理中',
  waitingDriver: '待您补充',
  awaitingFinance: '处理中',
  resolved: '已解决',
  closed: '已关闭',
};

/** How an appeal was decided. */
export const AppealDecision = { REFUND: 'refund', REJECTED: 'rejected' } as const;
export type AppealDecision = (typeof AppealDecision)[keyof typeof AppealDecision];

export const TICKET_MAX_PICTURES = 9;
export const TICKET_CONTENT_MAX = 500;
export const TICKET_REPLY_MAX = 500;

/** The help centre: common questions by category, maintained by operators. */
export const FAQ_CATEGORIES = ['parking', 'bill', 'monthly', 'charging', 'account'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];
export const FAQ_CATEGORY_TEXT: Record<FaqCategory, string> = {
  parking: '停车缴费',
  bill: '账单问题',
  monthly: '月卡办理',
  charging: '充电问题',
  account: '账户与钱包',
};

/**
 * What an appeal is about (decision 050): a parking stay (the old bill complaints), a charging bill, an occupation
 * fee (占位费) or a monthly-plan payment. The last three name an order number of their module.
 */
export const AppealSubject = {
  PARKING: 'parking',
  CHARGING: 'charging',
  OCCUPATION: 'occupation',
  MONTHLY_PLAN: 'monthlyPlan',
} as const;
export type AppealSubject = (typeof AppealSubject)[keyof typeof AppealSubject];
export const APPEAL_SUBJECTS = Object.values(AppealSubject) as [AppealSubject, ...AppealSubject[]];
export const ORDER_APPEAL_SUBJECTS = [
  AppealSubject.CHARGING,
  AppealSubject.OCCUPATION,
  AppealSubject.MONTHLY_PLAN,
] as const;
export type OrderAppealSubject = (typeof ORDER_APPEAL_SUBJECTS)[number];
export const APPEAL_SUBJECT_TEXT: Record<AppealSubject, string> = {
  parking: '停车账单申诉',
  charging: '充电账单申诉',
  occupation: '占位费申诉',
  monthlyPlan: '月卡缴费申诉',
};
