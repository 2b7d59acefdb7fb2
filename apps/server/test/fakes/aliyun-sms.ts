import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A message the fake accepted. */
export interface AcceptedSms {
  phone: string;
  signName: string;
  templateCode: string;
  templateParam: Record<string, string>;
}

// Written from Aliyun's documentation independently of the adapter, so a shared mistake cannot make both agree.
const rfc3986 = (s: string) =>
  encodeURIComponent(s)
    .replace(/!/g, '%21')
    .replace(/'/g, '%27')
    .replace(/\(/g, '%28')
    .replace(/\)/g, '%29')
    .replace(/\*/g, '%2A');

function expectedSignature(method: string, params: URLSearchParams, secret: string): string {
  const pairs = [...params.entries()]
    .filter(([k]) => k !== 'Signature')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const canonical = pairs.map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).join('&');
  const stringToSign = `${method}&${rfc3986('/')}&${rfc3986(canonical)}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign, 'utf8').digest('base64');
}

const REQUIRED = [
  'AccessKeyId',
  'Action',
  'PhoneNumbers',
  'SignName',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'TemplateCode',
  'Timestamp',
  'Version',
  'Signature',
];

/**
 * A local stand-in for dysmsapi.aliyuncs.com: checks the request the way Aliyun does (known key, HMAC-SHA1
 * signature, 15-minute timestamp window, unused nonce, the SendSms parameters) and answers in its JSON shapes.
 */
export async function startFakeAliyunSms(options: { keys: Record<string, string>; now?: () => Date }) {
  const accepted: AcceptedSms[] = [];
  const usedNonces = new Set<string>();
  let businessError: { Code: string; Message: string } | undefined;
  const now = options.now ?? (() => new Date());

  const reply = (res: ServerResponse, status: number, body: Record<string, unknown>) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    res.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params =
      req.method === 'POST'
        ? new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
        : new URL(req.url ?? '/', 'http://fake').searchParams;
    const missing = REQUIRED.find((name) => !params.get(name));
    if (missing)
      return reply(res, 400, { Code: 'MissingParameter', Message: `${missing} is mandatory for this action.` });
    const secret = options.keys[params.get('AccessKeyId')!];
    if (!secret)
      return reply(res, 404, { Code: 'InvalidAccessKeyId.NotFound', Message: 'Specified access key is not found.' });
    if (params.get('SignatureMethod') !== 'HMAC-SHA1' || params.get('SignatureVersion') !== '1.0') {
      return reply(res, 400, {
        Code: 'InvalidSignatureMethod',
        Message: 'Specified signature method is not supported.',
      });
    }
    if (params.get('Signature') !== expectedSignature(req.method ?? 'GET', params, secret)) {
      return reply(res, 400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched with our calculation.',
      });
    }
    const at = Date.parse(params.get('Timestamp')!);
    if (
      !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.get('Timestamp')!) ||
      Math.abs(at - now().getTime()) > 15 * 60_000
    ) {
      return reply(res, 400, {
        Code: 'InvalidTimeStamp.Expired',
        Message: 'Specified time stamp or date value is expired.',
      });
    }
    const nonce = params.get('SignatureNonce')!;
    if (usedNonces.has(nonce))
      return reply(res, 400, { Code: 'SignatureNonceUsed', Message: 'Specified signature nonce was used already.' });
    usedNonces.add(nonce);
    if (params.get('Action') !== 'SendSms' || params.get('Version') !== '2017-05-25') {
      return reply(res, 400, { Code: 'InvalidAction.NotFound', Message: 'Specified api is not found.' });
    }
    if (!/^1[3-9]\d{9}$/.test(params.get('PhoneNumbers')!)) {
      return reply(res, 200, { Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    }
    if (businessError) return reply(res, 200, businessError);
    accepted.push({
      phone: params.get('PhoneNumbers')!,
      signName: params.get('SignName')!,
      templateCode: params.get('TemplateCode')!,
      templateParam: JSON.parse(params.get('TemplateParam') ?? '{}'),
    });
    return reply(res, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => reply(res, 500, { Code: 'InternalError', Message: error.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}/`,
    accepted,
    /** Makes the next sends fail with a provider business error (e.g. isv.BUSINESS_LIMIT_CONTROL). */
    failWith(error: { Code: string; Message: string } | undefined) {
      businessError = error;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
