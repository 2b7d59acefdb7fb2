// Zod-free: the invoice words screens and server share.

/** A title (抬头): a person, or a company with its unified social credit code. */
export const TITLE_KINDS = ['personal', 'company'] as const;
export type TitleKind = (typeof TITLE_KINDS)[number];
export const TITLE_KIND_TEXT: Record<TitleKind, string> = { personal: '个人', company: '单位' };
/** How many titles one driver keeps. */
export const TITLES_MAX = 20;

/**
 * What a bill's money paid for, one invoice line per kind. A paid parking order is `parking`; a purchase of another
 * module maps its `purpose` here (FEE_KIND_OF_PURPOSE); each kind's goods name, tax code and rate come from the
 * dealer's invoice settings, which finance confirms (none is written in code).
 */
export const FEE_KINDS = ['parking', 'charging', 'monthlyPlan', 'reservation', 'coupon'] as const;
export type FeeKind = (typeof FEE_KINDS)[number];
export const FEE_KIND_TEXT: Record<FeeKind, string> = {
  parking: '停车费',
  charging: '充电费',
  monthlyPlan: '月卡',
  reservation: '预约费',
  coupon: '优惠券',
};
/** A purchase's purpose (payments' generic purchase, decision 035) → its fee kind; a purpose not here is not invoiced. */
export const FEE_KIND_OF_PURPOSE: Readonly<Record<string, FeeKind>> = {
  monthlyPlan: 'monthlyPlan',
  booking: 'reservation',
  reservation: 'reservation',
  charging: 'charging',
  coupons: 'coupon',
  merchantCoupons: 'coupon',
};

/**
 * An invoice's state as the driver sees it: 开票中 (asked of the provider), 已开具, 开票失败 (with the provider's
 * reason; retry), 已红冲 (reversed after a refund), 已取消 (failed, then a refund took its bills back).
 */
export const INVOICE_STATES = ['issuing', 'issued', 'failed', 'reversed', 'cancelled'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];
export const INVOICE_STATE_TEXT: Record<InvoiceState, string> = {
  issuing: '开票中',
  issued: '已开具',
  failed: '开票失败',
  reversed: '已红冲',
  cancelled: '已取消',
};
/** blue: an ordinary invoice; red: the negative one that reverses a blue (红字发票). */
export const INVOICE_COLORS = ['blue', 'red'] as const;
export type InvoiceColor = (typeof INVOICE_COLORS)[number];

/** Mail of an issued invoice: not yet sent, sent (accepted by the mail server), or refused (bounced). */
export const MAIL_STATES = ['pending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Most bills one invoice may carry (the provider's limit of lines is per fee kind, not per bill). */
export const INVOICE_BILLS_MAX = 100;
/** How far back a paid bill may still be invoiced. */
export const INVOICEABLE_DAYS = 365;
