import { ClientType } from '@parking/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scanQrCode, ScanError } from './scan-qr';

const ALIPAY_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/69 Nebula AlipayDefined AlipayClient/10.5.36.8100';
const BROWSER_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1';
type Bridge = { call: (api: string, options: object, done: (result: object) => void) => void };
const withBridge = (bridge: Bridge | undefined) =>
  Object.assign(window as unknown as { AlipayJSBridge?: Bridge }, { AlipayJSBridge: bridge });

describe('scanQrCode', () => {
  afterEach(() => {
    withBridge(undefined);
    vi.unstubAllGlobals();
  });

  it('scans with Alipay’s scanner inside Alipay', async () => {
    const call = vi.fn((_api: string, _options: object, done: (result: object) => void) =>
      done({ qrCode: 'hlht://33010003.MA01H3BQ2/' }),
    );
    withBridge({ call });
    await expect(scanQrCode(ClientType.ALI, ALIPAY_UA)).resolves.toBe('hlht://33010003.MA01H3BQ2/');
    expect(call).toHaveBeenCalledWith('scan', { type: 'qr' }, expect.any(Function));
  });

  it('reads a closed Alipay scanner as cancelled', async () => {
    withBridge({ call: (_api, _options, done) => done({ error: 10 }) });
    await expect(scanQrCode(ClientType.ALI, ALIPAY_UA)).rejects.toMatchObject({ kind: 'cancelled' });
  });

  it('is unsupported in a browser that cannot read codes', async () => {
    vi.stubGlobal('BarcodeDetector', undefined);
    const error = await scanQrCode(ClientType.WX, BROWSER_UA).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ScanError);
    expect(error).toMatchObject({ kind: 'unsupported' });
  });
});
