import type { FeeKind, InvoiceColor, InvoiceKind, TitleKind } from '@parking/contracts';

/** One line of an invoice as a provider needs it (amounts tax-inclusive, negative on a red invoice). */
export interface ProviderLine {
  feeKind: FeeKind;
  goodsName: string;
  taxCode: string;
  taxRate: string;
  amountFen: number;
  taxFen: number;
}

export interface Seller {
  sellerName: string;
  sellerTaxNo: string;
  sellerAddress: string;
  sellerPhone: string;
  sellerBank: string;
  sellerAccount: string;
  clerk: string;
}

/** What we ask a provider to issue. `serialNo` is our order number there: the provider refuses a second one. */
export interface IssueRequest {
  serialNo: string;
  /** 普票 or 专票: Nuonuo's invoiceLine pc or bs; the sandbox prints it as the title. */
  kind: InvoiceKind;
  color: InvoiceColor;
  /** Red invoices: the blue invoice they reverse, as the provider numbered it. */
  original?: { invoiceNo: string; serialNo: string };
  buyer: {
    kind: TitleKind;
    name: string;
    taxNo: string | null;
    address?: string | undefined;
    phone?: string | undefined;
    bankName?: string | undefined;
    bankAccount?: string | undefined;
    email: string;
  };
  seller: Seller;
  lines: ProviderLine[];
  amountFen: number;
  taxFen: number;
  remark?: string | undefined;
  at: Date;
}

/** The provider's verdict: issued (with its documents), still working on it, or refused with its reason. */
export type IssueResult =
  | {
      status: 'issued';
      invoiceNo: string;
      providerSerial?: string | undefined;
      /** The PDF itself (the sandbox renders one); a real provider gives URLs instead. */
      pdf?: Uint8Array | undefined;
      pdfUrl?: string | undefined;
      ofdUrl?: string | undefined;
      xmlUrl?: string | undefined;
    }
  | { status: 'pending'; providerSerial?: string | undefined }
  | { status: 'failed'; reason: string };

/** A provider could not be reached or answered nonsense: nothing is known (a timeout may still have issued). */
export class InvoiceProviderError extends Error {
  override name = 'InvoiceProviderError';
}

/** An e-invoice service (数电发票). Both calls are keyed by our serial number, so repeating them is safe. */
export interface InvoiceProvider {
  readonly name: 'sandbox' | 'nuonuo';
  issue(request: IssueRequest): Promise<IssueResult>;
  /** What the provider knows of our serial number; `unknown` when it never received it. */
  query(serialNo: string): Promise<IssueResult | { status: 'unknown' }>;
}
