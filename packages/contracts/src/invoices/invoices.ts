import { z } from 'zod';
import { pageQuery, page } from '../envelope';
import { CreditCode } from '../validators/credit-code-schema';
import { SafeText } from '../validators/text';
import {
  FEE_KINDS,
  INVOICE_BILLS_MAX,
  INVOICE_COLORS,
  INVOICE_KINDS,
  INVOICE_STATES,
  MAIL_STATES,
  TITLE_KINDS,
} from './constants';

const Optional = (max: number, what: string) =>
  SafeText.pipe(z.string().trim().max(max, `${what}最多 ${max} 个字`))
    .optional()
    .transform((v) => (v ? v : undefined));

/** An address mail can reach; the invoice is delivered there. */
export const InvoiceEmail = z
  .string()
  .trim()
  .max(100, '邮箱地址过长')
  .regex(/^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/, '请输入正确的邮箱地址');

/** POST/PUT: a title. A person needs a name; a company its name and a valid unified social credit code. */
export const TitleInput = z
  .object({
    kind: z.enum(TITLE_KINDS, { error: '请选择抬头类型' }),
    name: SafeText.pipe(z.string().trim().min(1, '请输入抬头名称').max(100, '抬头名称最多 100 个字')),
    taxNo: z.string().optional(),
    address: Optional(100, '地址'),
    phone: z
      .string()
      .trim()
      .max(20)
      .regex(/^[0-9-]*$/, '请输入正确的电话')
      .optional()
      .transform((v) => (v ? v : undefined)),
    bankName: Optional(100, '开户银行'),
    bankAccount: z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9 ]*$/, '请输入正确的银行账号')
      .optional()
      .transform((v) => (v ? v.replace(/\s+/g, '') : undefined)),
    email: InvoiceEmail,
    isDefault: z.boolean().default(false),
  })
  .strict()
  .transform((t, ctx) => {
    if (t.kind === 'personal') return { ...t, taxNo: undefined };
    const code = CreditCode.safeParse(t.taxNo ?? '');
    if (!code.success) {
      ctx.addIssue({ code: 'custom', message: code.error.issues[0]!.message, path: ['taxNo'] });
      return z.NEVER;
    }
    return { ...t, taxNo: code.data };
  });
export type TitleInput = z.input<typeof TitleInput>;

export const InvoiceTitle = z.object({
  titleId: z.string(),
  kind: z.enum(TITLE_KINDS),
  name: z.string(),
  taxNo: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  bankName: z.string().nullable(),
  bankAccount: z.string().nullable(),
  email: z.string(),
  isDefault: z.boolean(),
});
export type InvoiceTitle = z.infer<typeof InvoiceTitle>;
export const InvoiceTitles = z.array(InvoiceTitle);
export const TitleIdParams = z.object({ titleId: z.uuid({ error: '抬头不存在' }) });
export const TitleId = z.object({ titleId: z.string() });
export type TitleId = z.infer<typeof TitleId>;

/** A captured payment that can still be invoiced: what it paid for and what is left after refunds. */
export const InvoiceableBill = z.object({
  orderNo: z.string(),
  feeKind: z.enum(FEE_KINDS),
  description: z.string(),
  paidAt: z.string(),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
  /** paid less refunded: the invoice's amount for this bill. */
  invoiceableFen: z.number().int(),
});
export type InvoiceableBill = z.infer<typeof InvoiceableBill>;
export const InvoiceableBills = z.object({
  bills: z.array(InvoiceableBill),
  totalFen: z.number().int(),
});
export type InvoiceableBills = z.infer<typeof InvoiceableBills>;

const OrderNo = z.string().regex(/^[0-9A-Za-z_-]{1,64}$/, '订单号格式不正确');

/** POST: one invoice for these bills, to this title, mailed to this address. */
export const MakeInvoice = z
  .object({
    orderNos: z
      .array(OrderNo)
      .min(1, '请选择要开票的订单')
      .max(INVOICE_BILLS_MAX, `一次最多开 ${INVOICE_BILLS_MAX} 笔`)
      .refine((list) => new Set(list).size === list.length, '订单重复'),
    titleId: z.uuid({ error: '请选择发票抬头' }),
    /** 普票 unless asked; a special one (/invoiceSpe) needs a company title with every detail. */
    kind: z.enum(INVOICE_KINDS, { error: '请选择发票类型' }).default('ordinary'),
    email: InvoiceEmail.optional(),
    remark: Optional(100, '备注'),
  })
  .strict();
export type MakeInvoice = z.input<typeof MakeInvoice>;

export const InvoiceLine = z.object({
  feeKind: z.enum(FEE_KINDS),
  goodsName: z.string(),
  taxCode: z.string(),
  /** e.g. "0.06"; from the dealer's settings. */
  taxRate: z.string(),
  amountFen: z.number().int(),
  taxFen: z.number().int(),
});
export type InvoiceLine = z.infer<typeof InvoiceLine>;

export const InvoiceSummary = z.object({
  unid: z.string(),
  kind: z.enum(INVOICE_KINDS),
  color: z.enum(INVOICE_COLORS),
  state: z.enum(INVOICE_STATES),
  titleName: z.string(),
  amountFen: z.number().int(),
  billCount: z.number().int(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof InvoiceSummary>;
export const InvoiceQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type InvoiceQuery = z.input<typeof InvoiceQuery>;
export const InvoicePage = page(InvoiceSummary);

export const Invoice = InvoiceSummary.extend({
  titleKind: z.enum(TITLE_KINDS),
  taxNo: z.string().nullable(),
  email: z.string(),
  mailState: z.enum(MAIL_STATES),
  mailError: z.string().nullable(),
  failReason: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  taxFen: z.number().int(),
  lines: z.array(InvoiceLine),
  bills: z.array(z.object({ orderNo: z.string(), feeKind: z.enum(FEE_KINDS), amountFen: z.number().int() })),
  /** The red invoice that reversed this one, or the blue one this red reverses. */
  related: z.array(z.object({ unid: z.string(), color: z.enum(INVOICE_COLORS), state: z.enum(INVOICE_STATES) })),
  hasPdf: z.boolean(),
  ofdUrl: z.string().nullable(),
  xmlUrl: z.string().nullable(),
});
export type Invoice = z.infer<typeof Invoice>;
/** A bill an invoice covers, as /invoiceOrderList shows it (a red invoice shows the bills of the one it reverses). */
export const InvoicedBill = z.object({
  orderNo: z.string(),
  feeKind: z.enum(FEE_KINDS),
  description: z.string(),
  paidAt: z.string().nullable(),
  /** What this invoice invoiced of the bill. */
  amountFen: z.number().int(),
});
export type InvoicedBill = z.infer<typeof InvoicedBill>;
export const InvoicedBills = z.object({ bills: z.array(InvoicedBill) });
export type InvoicedBills = z.infer<typeof InvoicedBills>;
export const UnidParams = z.object({ unid: z.string().regex(/^[0-9A-Za-z]{8,40}$/, '发票不存在') });
export const ResendInvoice = z.object({ email: InvoiceEmail }).strict();
export type ResendInvoice = z.input<typeof ResendInvoice>;

/** GET getInvoiceUrlByUnid (spec section 7): where the invoice's PDF can be opened now (a signed, expiring link). */
export const InvoiceUrlQuery = z.object({ unid: UnidParams.shape.unid });
export type InvoiceUrlQuery = z.input<typeof InvoiceUrlQuery>;
export const InvoiceUrl = z.object({ url: z.string() });
export type InvoiceUrl = z.infer<typeof InvoiceUrl>;

export const InvoicePdfParams = z.object({ file: z.string().regex(/^[0-9a-f]{24}\.pdf$/, '文件不存在') });
export const InvoicePdfQuery = z.object({ e: z.coerce.number().int().positive(), s: z.string().max(64) });
export type InvoicePdfQuery = z.input<typeof InvoicePdfQuery>;

/** Operator: the seller on the dealer's invoices and each fee kind's tax item (finance confirms them). */
export const TaxItem = z
  .object({
    goodsName: z.string().trim().min(1).max(60),
    /** 19-digit 税收分类编码. */
    taxCode: z.string().regex(/^\d{19}$/, '税收分类编码为19位数字'),
    taxRate: z.string().regex(/^0(\.\d{1,3})?$/, '税率格式如 0.06'),
  })
  .strict();
export type TaxItem = z.infer<typeof TaxItem>;
export const SaveInvoiceSettings = z
  .object({
    sellerName: z.string().trim().min(1).max(100),
    sellerTaxNo: CreditCode,
    sellerAddress: z.string().trim().max(100).default(''),
    sellerPhone: z.string().trim().max(20).default(''),
    sellerBank: z.string().trim().max(100).default(''),
    sellerAccount: z.string().trim().max(40).default(''),
    /** Who issues (开票人). */
    clerk: z.string().trim().min(1).max(20),
    taxItems: z.partialRecord(z.enum(FEE_KINDS), TaxItem),
  })
  .strict();
export type InvoiceSettingsInput = z.input<typeof SaveInvoiceSettings>;
/** The settings as stored and answered (no transforms: a response is encoded). */
export const InvoiceSettings = z.object({
  sellerName: z.string(),
  sellerTaxNo: z.string(),
  sellerAddress: z.string(),
  sellerPhone: z.string(),
  sellerBank: z.string(),
  sellerAccount: z.string(),
  clerk: z.string(),
  taxItems: z.partialRecord(
    z.enum(FEE_KINDS),
    z.object({ goodsName: z.string(), taxCode: z.string(), taxRate: z.string() }),
  ),
});
export type InvoiceSettings = z.output<typeof InvoiceSettings>;

/** Dev (demo only): mail the invoices sent to the outbox. */
export const MailOutboxQuery = z.object({ to: z.string().max(100).optional() });
export type MailOutboxQuery = z.input<typeof MailOutboxQuery>;
export const OutboxMail = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  sentAt: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMail>;
