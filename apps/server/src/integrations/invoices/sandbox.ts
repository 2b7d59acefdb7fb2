import { createHash } from 'node:crypto';
import type { InvoiceProvider, IssueRequest, IssueResult } from './invoice-provider';
import { renderInvoicePdf } from './invoice-pdf';

/**
 * The default provider: issues at once, numbering invoices like 数电票 (20 digits) from our serial number, and renders
 * a real PDF. It keeps nothing: what it issued lives in our invoice rows, so `query` knows only what `issue` returned.
 */
export function createSandboxInvoiceProvider(): InvoiceProvider {
  const issued = new Map<string, IssueResult>();
  return {
    name: 'sandbox',
    async issue(request: IssueRequest): Promise<IssueResult> {
      const known = issued.get(request.serialNo);
      if (known) return known;
      const invoiceNo = sandboxInvoiceNo(request.serialNo, request.at);
      const pdf = await renderInvoicePdf(request, invoiceNo);
      const result: IssueResult = { status: 'issued', invoiceNo, providerSerial: request.serialNo, pdf };
      issued.set(request.serialNo, result);
      return result;
    },
    async query(serialNo: string) {
      return issued.get(serialNo) ?? { status: 'unknown' };
    },
  };
}

/** 2-digit year, "33" (Zhejiang), then 16 digits derived from the serial number: stable for a serial. */
function sandboxInvoiceNo(serialNo: string, at: Date): string {
  const digits = BigInt(`0x${createHash('sha256').update(serialNo).digest('hex').slice(0, 15)}`)
    .toString()
    .padStart(16, '0')
    .slice(-16);
  return `${String(at.getUTCFullYear()).slice(2)}33${digits}`;
}
