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
/**
 * A purchase's purpose (payments' generic purchase, decision 035) → its fee kind; a purpose not here is not invoiced.
 * Every purpose a module sells is here (invoices.test.ts checks the app's registry against it): an occupation fee
 * and an off-peak share are parking (经营租赁 of a space); a 储值卡 top-up and a renewal are the monthly plan's.
 */
export const FEE_KIND_OF_PURPOSE: Readonly<Record<string, FeeKind>> = {
  monthlyPlan: 'monthlyPlan',
  monthlyPlanRenewal: 'monthlyPlan',
  monthlyPlanTopUp: 'monthlyPlan',
  booking: 'reservation',
  chargingHold: 'charging',
  chargingOccupation: 'parking',
  offPeakShare: 'parking',
  couponBatch: 'coupon',
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
/**
 * What the invoice is: 数电普票 (Nuonuo invoiceLine 'pc') for anyone, or 增值税专用发票 (数电专票, invoiceLine 'bs') for a
 * company title with every detail (name, credit code, address, phone, bank and account), which the buyer deducts.
 */
export const INVOICE_KINDS = ['ordinary', 'special'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_TEXT: Record<InvoiceKind, string> = {
  ordinary: '电子发票（普通发票）',
  special: '电子发票（增值税专用发票）',
};
/** The title details a special invoice needs, in the order the form shows them, with their names. */
export const SPECIAL_TITLE_FIELDS = [
  ['name', '单位名称'],
  ['taxNo', '税号'],
  ['address', '注册地址'],
  ['phone', '注册电话'],
  ['bankName', '开户银行'],
  ['bankAccount', '银行账号'],
] as const;
/** The details a title lacks for a special invoice (empty: it may have one); a personal title lacks the company. */
export function missingForSpecial(title: {
  kind: TitleKind;
  name?: string | null;
  taxNo?: string | null;
  address?: string | null;
  phone?: string | null;
  bankName?: string | null;
  bankAccount?: string | null;
}): string[] {
  if (title.kind !== 'company') return ['单位抬头'];
  return SPECIAL_TITLE_FIELDS.filter(([field]) => !title[field]?.trim()).map(([, text]) => text);
}

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
