import { createHmac, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// Written from Nuonuo's open-platform documentation ("加密参考") independently of the adapter, so a shared mistake
// cannot make both agree: HmacSHA1(appSecret, "a=services&l=v1&p=open&k=<appkey>&i=<senid>&n=<nonce>&t=<ts>&f=<body>").
const signatureOf = (secret: string, q: URLSearchParams, body: string) =>
  createHmac('sha1', secret)
    .update(
      `a=services&l=v1&p=open&k=${q.get('appkey')}&i=${q.get('senid')}&n=${q.get('nonce')}&t=${q.get('timestamp')}&f=${body}`,
    )
    .digest('base64');

interface Issued {
  orderNo: string;
  serialNum: string;
  order: Record<string, unknown>;
  /** Queries until it is done (their issuing is asynchronous). */
  pendingQueries: number;
  failCause?: string;
}

/**
 * A local stand-in for sdk.nuonuo.com/open/v1/services and open.nuonuo.com/accessToken: checks the public parameters,
 * token, userTax and signature, keeps one invoice per orderNo (a second is E9106), answers queryInvoiceResult, and can
 * be told to refuse the next issue, fail it asynchronously, or not answer (a timeout).
 */
export async function startFakeNuonuo(options: { appKey: string; appSecret: string; userTax: string }) {
  const token = `tok_${randomInt(1e9)}`;
  const invoices = new Map<string, Issued>();
  /** Each signed call: its method, its body parsed, and the bytes that were signed. */
  const calls: { method: string; body: Record<string, unknown>; raw: string }[] = [];
  let tokensIssued = 0;
  let next: { kind: 'refuse'; describe: string } | { kind: 'failLater'; cause: string } | { kind: 'hang' } | undefined;

  const json = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await read(req);
    if (url.pathname === '/accessToken') {
      const form = new URLSearchParams(body);
      if (form.get('client_id') !== options.appKey || form.get('client_secret') !== options.appSecret) {
        return json(res, { error: 'invalid_client' });
      }
      tokensIssued++;
      return json(res, { access_token: token, expires_in: 86400 });
    }
    if (url.pathname === '/pdf/sample.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end('%PDF-1.4 fake');
    }
    if (url.pathname !== '/open/v1/services') return json(res, { code: '070404', describe: 'no such service' });
    const q = url.searchParams;
    for (const name of ['senid', 'nonce', 'timestamp', 'appkey']) {
      if (!q.get(name)) return json(res, { code: '070301', describe: `缺少公共参数 ${name}` });
    }
    if (q.get('senid')!.length !== 32) return json(res, { code: '070301', describe: 'senid 须为 32 位' });
    if (Math.abs(Number(q.get('timestamp')) - Date.now() / 1000) > 300)
      return json(res, { code: '070302', describe: '时间戳过期' });
    if (q.get('appkey') !== options.appKey) return json(res, { code: '070303', describe: 'appkey 无效' });
    if (req.headers.accesstoken !== token) return json(res, { code: '070304', describe: 'accessToken 无效' });
    if (req.headers.usertax !== options.userTax) return json(res, { code: '070305', describe: 'userTax 不匹配' });
    if (req.headers['x-nuonuo-sign'] !== signatureOf(options.appSecret, q, body)) {
      return json(res, { code: '070301', describe: '签名校验失败' });
    }
    const method = String(req.headers.method ?? '');
    const content = JSON.parse(body) as Record<string, unknown>;
    calls.push({ method, body: content, raw: body });
    if (method === 'nuonuo.ElectronInvoice.requestBillingNew') {
      const order = content.order as Record<string, unknown>;
      const orderNo = String(order.orderNo);
      const step = next;
      next = undefined;
      if (step?.kind === 'hang') return; // never answers: the client times out
      if (invoices.has(orderNo)) return json(res, { code: 'E9106', describe: '订单编号不能重复' });
      if (step?.kind === 'refuse') return json(res, { code: 'E9999', describe: step.describe });
      const issued: Issued = { orderNo, serialNum: `2026${randomInt(1e9, 1e10)}`, order, pendingQueries: 1 };
      if (step?.kind === 'failLater') issued.failCause = step.cause;
      invoices.set(orderNo, issued);
      return json(res, { code: 'E0000', describe: '开票提交成功', result: { invoiceSerialNum: issued.serialNum } });
    }
    if (method === 'nuonuo.ElectronInvoice.queryInvoiceResult') {
      const orderNos = (content.orderNos as string[] | undefined) ?? [];
      const result = orderNos.flatMap((orderNo): Record<string, string>[] => {
        const issued = invoices.get(orderNo);
        if (!issued) return [];
        if (issued.pendingQueries > 0) {
          issued.pendingQueries--;
          return [{ orderNo, serialNo: issued.serialNum, status: '20', statusMsg: '开票中' }];
        }
        if (issued.failCause)
          return [{ orderNo, serialNo: issued.serialNum, status: '22', failCause: issued.failCause }];
        const host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        return [
          {
            orderNo,
            serialNo: issued.serialNum,
            status: '2',
            statusMsg: '开票完成',
            allElectronicInvoiceNumber: `2633${issued.serialNum.padStart(16, '0')}`,
            pdfUrl: `${host}/pdf/sample.pdf`,
            ofdUrl: `${host}/ofd/${orderNo}.ofd`,
          },
        ];
      });
      return json(res, { code: 'E0000', describe: '查询成功', result });
    }
    return json(res, { code: '070404', describe: `未知方法 ${method}` });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiUrl: `${base}/open/v1/services`,
    tokenUrl: `${base}/accessToken`,
    invoices,
    calls,
    tokensIssued: () => tokensIssued,
    refuseNext: (describe: string) => void (next = { kind: 'refuse', describe }),
    failNextLater: (cause: string) => void (next = { kind: 'failLater', cause }),
    hangNext: () => void (next = { kind: 'hang' }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
