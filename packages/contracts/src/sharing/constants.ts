// Zod-free: off-peak sharing (错时共享) and the credit score (信用分) as every screen and the server name them
// (docs/decisions/043).

/** What is sold: a package (包期) covers a schedule for a calendar month; a subscription (预约) its windows of one day. */
export const SharingKind = { PACKAGE: 'package', SUBSCRIPTION: 'subscription' } as const;
export type SharingKind = (typeof SharingKind)[keyof typeof SharingKind];
export const SHARING_KINDS = Object.values(SharingKind) as [SharingKind, ...SharingKind[]];
export const sharingKindLabel: Record<SharingKind, string> = { package: '包期', subscription: '预约' };

/** Which days a schedule rule falls on: Chinese workdays, rest days (weekends and public holidays), or every day. */
export const SharingDays = { WORKDAYS: 'workdays', RESTDAYS: 'restdays', DAILY: 'daily' } as const;
export type SharingDays = (typeof SharingDays)[keyof typeof SharingDays];
export const SHARING_DAYS = Object.values(SharingDays) as [SharingDays, ...SharingDays[]];
export const sharingDaysLabel: Record<SharingDays, string> = { workdays: '工作日', restdays: '休息日', daily: '每日' };

/** An operator's calendar day: a public holiday (休) or a weekend made a workday (调休上班, 班). */
export const HolidayKind = { REST: 'rest', WORK: 'work' } as const;
export type HolidayKind = (typeof HolidayKind)[keyof typeof HolidayKind];

/** A share's life: being paid (its slot held), active, released unpaid, cancelled (refunded). */
export const ShareStatus = {
  PAYING: 'paying',
  ACTIVE: 'active',
  RELEASED: 'released',
  CANCELLED: 'cancelled',
} as const;
export type ShareStatus = (typeof ShareStatus)[keyof typeof ShareStatus];
export const shareStatusLabel: Record<ShareStatus, string> = {
  paying: '待支付',
  active: '生效中',
  released: '已关闭',
  cancelled: '已取消',
};

/** The purposes under which shares are sold through payments' purchase (decision 035). */
export const SHARING_PURCHASE = 'offPeakShare';

/** What moves a credit score; each rule's points come from the dealer's rule table (defaults below). */
export const CreditRuleCode = {
  VIOLATION: 'violation',
  ARREARS_PAID: 'arrearsPaid',
  VERIFIED: 'verified',
  CORRECTION: 'correction',
} as const;
export type CreditRuleCode = (typeof CreditRuleCode)[keyof typeof CreditRuleCode];

/** The rule table's rows when a dealer has not set its own. */
export const DEFAULT_CREDIT_RULES: { code: Exclude<CreditRuleCode, 'correction'>; points: number; title: string }[] = [
  { code: 'violation', points: -10, title: '错时共享超时停放（早入场或晚离场）' },
  { code: 'arrearsPaid', points: 5, title: '补缴超时停车费用' },
  { code: 'verified', points: 5, title: '完成车辆认证' },
];

/** The spec's prompt when the score is below 0 (section 4/5); confirm goes to /integral. */
export const SHARING_CREDIT_PROMPT = '您的信用分低于0分，无法进行错时共享，是否前往查看信用分？';

/**
 * A park's cancellation rule: cancelled at least `fullBeforeHours` before the first window begins, the whole price
 * goes back; later (but before it begins) `partPercent` of it; once a window began, no cancel. Parks without their
 * own rule use this one: the whole price any time before the first window.
 */
export const DEFAULT_SHARING_REFUND_RULE = { fullBeforeHours: 0, partPercent: 0 };
