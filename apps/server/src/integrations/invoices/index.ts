export * from './invoice-provider';
export { createSandboxInvoiceProvider } from './sandbox';
export {
  createNuonuoProvider,
  nuonuoOrder,
  nuonuoSign,
  NuonuoMethod,
  NUONUO_INVOICE_LINE,
  NUONUO_DEFAULT_API_URL,
  NUONUO_DEFAULT_TOKEN_URL,
  type NuonuoConfig,
} from './nuonuo';
export { capitalYuan, renderInvoicePdf } from './invoice-pdf';
export { rateThousandths, taxOfInclusive, yuan } from './tax';
export { createMailer, type Mailer, type MailConfig, type OutgoingMail } from './mailer';
