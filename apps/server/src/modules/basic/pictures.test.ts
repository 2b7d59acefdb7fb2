import { BasicOps, ErrorCode } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { anIp, signInDriver, type SignedInDriver } from '../../../test/drivers';
import sharp from 'sharp';
import { aForgedPicture, aPicture } from '../../../test/pictures';
import { base64Length } from './pictures.service';

const UPLOAD = urlOf(BasicOps.uploadPicture);
const MAX = 4096;

let t: TestApp;
let driver: SignedInDriver;
beforeAll(async () => {
  t = await buildTestApp({ config: { uploadMaxBytes: MAX } });
  driver = await signInDriver(t);
});
afterAll(() => t.close());

// A signed-in driver's upload (the limits have their own tests: pictures-limits.test.ts).
const upload = (body: unknown) =>
  t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...driver.headers, ...t.driverHeaders({ authModel: 1 }) },
    remoteAddress: anIp(),
    payload: body as object,
  });

describe('uploadPicture', () => {
  it.each([
    ['jpeg', 'jpeg', 'image/jpeg', /\.jpg$/],
    ['jpg', 'jpeg', 'image/jpeg', /\.jpg$/],
    ['png', 'png', 'image/png', /\.png$/],
    ['webp', 'webp', 'image/webp', /\.webp$/],
  ] as const)('stores a %s picture, re-encoded, and serves it back', async (suffix, type, contentType, ext) => {
    const bytes = aPicture(type, 300);
    const res = await upload({ fileData: bytes.toString('base64'), suffix });
    expect(res.statusCode).toBe(200);
    const { picUrl } = res.json().data;
    expect(picUrl).toMatch(new RegExp(`^${UPLOAD}/[0-9a-f]{32}`));
    expect(picUrl).toMatch(ext);

    const served = await t.app.inject({ method: 'GET', url: picUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: type, width: 2, height: 2 });
  });

  it('refuses bytes that carry a picture signature but are no picture (a forged file)', async () => {
    const res = await upload({ fileData: aForgedPicture('jpeg').toString('base64'), suffix: 'jpg' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('图片已损坏或无法识别，请重新选择');
  });

  it('accepts a data URL', async () => {
    const res = await upload({
      fileData: `data:image/png;base64,${aPicture('png').toString('base64')}`,
      suffix: 'png',
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      "bytes that are not the suffix's type",
      { fileData: aPicture('png').toString('base64'), suffix: 'jpg' },
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ],
    [
      'an unaccepted suffix',
      { fileData: aPicture('gif').toString('base64'), suffix: 'gif' },
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ],
    ['invalid base64', { fileData: '%%%not base64%%%', suffix: 'png' }, 400, ErrorCode.INVALID_INPUT],
    [
      'a picture over the limit',
      { fileData: aPicture('png', MAX + 1).toString('base64'), suffix: 'png' },
      413,
      ErrorCode.PAYLOAD_TOO_LARGE,
    ],
    [
      "a body over the route's body limit",
      { fileData: 'A'.repeat(base64Length(MAX) + 32 * 1024), suffix: 'png' },
      413,
      ErrorCode.PAYLOAD_TOO_LARGE,
    ],
    ['no suffix', { fileData: aPicture('png').toString('base64') }, 400, ErrorCode.INVALID_INPUT],
    ['no fileData', { suffix: 'png' }, 400, ErrorCode.INVALID_INPUT],
  ])('refuses %s', async (_case, body, status, code) => {
    const res = await upload(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ code });
    expect(res.body).not.toMatch(/at .*\.ts/);
  });

  it('names the missing field', async () => {
    expect((await upload({ fileData: 'AAAA' })).json()).toEqual({ code: '400', message: 'suffix: 必填' });
  });

  it('is an authModel-1 endpoint: without a payload it is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      payload: { fileData: aPicture('png').toString('base64'), suffix: 'png' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(ErrorCode.REQUEST_REPLAYED);
  });
});

describe('picture (GET of an upload by its key)', () => {
  it.each([
    ['an unknown key', '0123456789abcdef0123456789abcdef.png'],
    ['a traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
    ['a traversal with a picture extension', '..%2F..%2Fsecret.png'],
    ['an encoded dot-dot', '%2e%2e%2fpasswd.jpg'],
    ['upper-case hex', '0123456789ABCDEF0123456789ABCDEF.png'],
    ['another extension', '0123456789abcdef0123456789abcdef.svg'],
  ])('answers 404 for %s', async (_case, key) => {
    const res = await t.app.inject({ method: 'GET', url: `${UPLOAD}/${key}` });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('does not resolve dot segments into other API paths or files', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${UPLOAD}/../../../../package.json` });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('@parking/server');
  });
});
