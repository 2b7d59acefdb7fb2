import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { InvoiceProviderError, type InvoiceProvider, type IssueRequest, type IssueResult } from './invoice-provider';
import { yuan } from './tax';

export interface NuonuoConfig {
  appKey: string;
  appSecret: string;
  /** The seller's tax number the app acts for (header userTax). */
  userTax: string;
  /** A long-lived token, when the app was created with one; otherwise fetched (and cached) from tokenUrl. */
  accessToken?: string | undefined;
  apiUrl: string;
  tokenUrl: string;
  timeoutMs: number;
}

/** 数电普票 (pc) or 数电专票 (bs), from what the driver asked for. */
export const NUONUO_INVOICE_LINE = { ordinary: 'pc', special: 'bs' } as const;

export const NUONUO_DEFAULT_API_URL = 'https://sdk.nuonuo.com/open/v1/services';
export const NUONUO_DEFAULT_TOKEN_URL = 'https://open.nuonuo.com/accessToken';
export const NuonuoMethod = {
  ISSUE: 'nuonuo.ElectronInvoice.requestBillingNew',
  QUERY: 'nuonuo.ElectronInvoice.queryInvoiceResult',
} as const;
/** The gateway's success code. */
const OK = 'E0000';
/** Their answer to a second request with one order number: it exists, so we ask what became of it. */
const DUPLICATE_ORDER = 'E9106';

/**
 * The signature of a request (open platform "加密参考"): HmacSHA1 with the app secret over
 * `a=services&l=v1&p=open&k=<appKey>&i=<senid>&n=<nonce>&t=<timestamp>&f=<body>`, Base64. The path pieces come from
 * the API URL (/open/v1/services).
 */
export function nuonuoSign(input: {
  apiUrl: string;
  appKey: string;
  appSecret: string;
  senid: string;
  nonce: string;
  timestamp: string;
  body: string;
}): string {
  const [, p = 'open', l = 'v1', a = 'services'] = new URL(input.apiUrl).pathname.split('/');
  const base = `a=${a}&l=${l}&p=${p}&k=${input.appKey}&i=${input.senid}&n=${input.nonce}&t=${input.timestamp}&f=${input.body}`;
  return createHmac('sha1', input.appSecret).update(base, 'utf8').digest('base64');
}

const date = (at: Date) => {
  // Shanghai wall time, "yyyy-MM-dd HH:mm:ss".
  const s = new Date(at.getTime() + 8 * 3_600_000).toISOString();
  return `${s.slice(0, 10)} ${s.slice(11, 19)}`;
};

/** The requestBillingNew `order` for our request (数电票 fields; red ones name the blue invoice they reverse). */
export function nuonuoOrder(request: IssueRequest): Record<string, unknown> {
  const { buyer, seller } = request;
  const bank = (name?: string, account?: string) => [name, account].filter(Boolean).join(' ');
  return {
    buyerName: buyer.name,
    buyerTaxNum: buyer.taxNo ?? '',
    buyerTel: buyer.phone ?? '',
    buyerAddress: buyer.address ?? '',
    buyerAccount: bank(buyer.bankName, buyer.bankAccount),
    salerTaxNum: seller.sellerTaxNo,
    salerTel: seller.sellerPhone,
    salerAddress: seller.sellerAddress,
    salerAccount: bank(seller.sellerBank, seller.sellerAccount),
    orderNo: request.serialNo,
    invoiceDate: date(request.at),
    clerk: seller.clerk,
    // We mail the invoice ourselves.
    pushMode: '-1',
    email: buyer.email,
    invoiceType: request.color === 'red' ? '2' : '1',
    invoiceLine: NUONUO_INVOICE_LINE[request.kind],
    ...(request.original ? { invoiceNum: request.original.invoiceNo, redReason: '1' } : {}),
    remark: request.remark ?? '',
    invoiceDetail: request.lines.map((line) => ({
      goodsName: line.goodsName,
      goodsCode: line.taxCode,
      withTaxFlag: '1',
      taxRate: line.taxRate,
      taxIncludedAmount: yuan(line.amountFen),
      tax: yuan(line.taxFen),
      taxExcludedAmount: yuan(line.amountFen - line.taxFen),
      invoiceLineProperty: '0',
    })),
  };
}

interface Envelope {
  code?: string;
  describe?: string;
  result?: unknown;
}
interface QueryItem {
  orderNo?: string;
  serialNo?: string;
  status?: string;
  statusMsg?: string;
  failCause?: string;
  pdfUrl?: string;
  ofdUrl?: string;
  xmlUrl?: string;
  invoiceNo?: string;
  allElectronicInvoiceNumber?: string;
}

/**
 * 诺诺 (Nuonuo) open platform, e-invoice API: requestBillingNew to issue (asynchronous at their end), queryInvoiceResult
 * for the outcome. Our serial number is their orderNo, so a repeated issue is refused as a duplicate and we query.
 */
export function createNuonuoProvider(config: NuonuoConfig, fetchImpl: typeof fetch = fetch): InvoiceProvider {
  let token: { value: string; expiresAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (config.accessToken) return config.accessToken;
    if (token && token.expiresAt > Date.now()) return token.value;
    const res = await send(config.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({
        client_id: config.appKey,
        client_secret: config.appSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    const body = (await res.json().catch(() => ({}))) as { access_token?: string; expires_in?: number; error?: string };
    if (!body.access_token) throw new InvoiceProviderError(`诺诺令牌获取失败：${body.error ?? res.status}`);
    // Their quota is 50 tokens a month: keep it until a minute before it expires.
    token = { value: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 86_400) - 60) * 1000 };
    return token.value;
  }

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetchImpl(url, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new InvoiceProviderError(timedOut ? '开票服务响应超时' : '开票服务无法连接', { cause: error });
    }
  }

  async function call(method: string, content: object): Promise<Envelope> {
    const body = JSON.stringify(content);
    const senid = randomBytes(16).toString('hex');
    const nonce = String(randomInt(10_000_000, 100_000_000));
    const timestamp = String(Math.floor(Date.now() / 1000));
    const sign = nuonuoSign({
      apiUrl: config.apiUrl,
      appKey: config.appKey,
      appSecret: config.appSecret,
      senid,
      nonce,
      timestamp,
      body,
    });
    const url = `${config.apiUrl}?${new URLSearchParams({ senid, nonce, timestamp, appkey: config.appKey })}`;
    const res = await send(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'X-Nuonuo-Sign': sign,
        accessToken: await accessToken(),
        userTax: config.userTax,
        method,
      },
      body,
    });
    const text = await res.text();
    try {
      return JSON.parse(text) as Envelope;
    } catch {
      throw new InvoiceProviderError(`开票服务返回异常（HTTP ${res.status}）`);
    }
  }

  async function query(serialNo: string): Promise<IssueResult | { status: 'unknown' }> {
    const answer = await call(NuonuoMethod.QUERY, { orderNos: [serialNo], isOfferInvoiceDetail: '0' });
    if (answer.code !== OK) throw new InvoiceProviderError(`查询失败：${answer.describe ?? answer.code}`);
    const item = (Array.isArray(answer.result) ? answer.result : [])[0] as QueryItem | undefined;
    if (!item) return { status: 'unknown' };
    switch (item.status) {
      case '2':
        return {
          status: 'issued',
          invoiceNo: item.allElectronicInvoiceNumber || item.invoiceNo || '',
          providerSerial: item.serialNo,
          pdfUrl: item.pdfUrl || undefined,
          ofdUrl: item.ofdUrl || undefined,
          xmlUrl: item.xmlUrl || undefined,
        };
      case '22':
      case '24':
        return { status: 'failed', reason: item.failCause || item.statusMsg || '开票失败' };
      default:
        return { status: 'pending', providerSerial: item.serialNo };
    }
  }

  return {
    name: 'nuonuo',
    query,
    async issue(request: IssueRequest): Promise<IssueResult> {
      const answer = await call(NuonuoMethod.ISSUE, { order: nuonuoOrder(request) });
      if (answer.code === OK) {
        const serial = (answer.result as { invoiceSerialNum?: string } | undefined)?.invoiceSerialNum;
        return { status: 'pending', providerSerial: serial };
      }
      if (answer.code === DUPLICATE_ORDER) {
        const known = await query(request.serialNo);
        return known.status === 'unknown' ? { status: 'pending' } : known;
      }
      return { status: 'failed', reason: answer.describe || `开票被拒绝（${answer.code ?? '无代码'}）` };
    },
  };
}
