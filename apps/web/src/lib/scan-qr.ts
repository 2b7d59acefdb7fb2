import { ClientType } from '@parking/contracts';
import { alipayBridge, readyWeChat } from './host-sdk';

/** Why there is no scanned text: the driver closed the scanner, no way to scan here, or scanning failed. */
export class ScanError extends Error {
  override readonly name = 'ScanError';
  constructor(readonly kind: 'cancelled' | 'unsupported' | 'failed') {
    super(`scan ${kind}`);
  }
}

const failed = () => new ScanError('failed');

/** WeChat's scanner (JS-SDK scanQRCode, needResult: the text comes back to us instead of being opened). */
async function wechatScan(): Promise<string> {
  const wx = await readyWeChat(['scanQRCode'], failed);
  return new Promise((resolve, reject) =>
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode'],
      success: ({ resultStr }) => resolve(resultStr),
      fail: () => reject(new ScanError('failed')),
      cancel: () => reject(new ScanError('cancelled')),
    }),
  );
}

/** Alipay's scanner (its bridge's scan); no code back means the driver closed it. */
async function alipayScan(): Promise<string> {
  const bridge = await alipayBridge(failed);
  return new Promise((resolve, reject) =>
    bridge.call('scan', { type: 'qr' }, (result) =>
      result.qrCode ? resolve(result.qrCode) : reject(new ScanError('cancelled')),
    ),
  );
}

interface Detected {
  rawValue: string;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => {
  detect(source: ImageBitmapSource): Promise<Detected[]>;
};

/**
 * A plain browser: the camera through the file picker (`capture`: the back camera on a phone), the photo read by the
 * browser's BarcodeDetector. Where there is none, scanning is unsupported.
 */
function browserScan(): Promise<string> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector || typeof document === 'undefined') return Promise.reject(new ScanError('unsupported'));
  return new Promise((resolve, reject) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.setAttribute('capture', 'environment');
    input.addEventListener('cancel', () => reject(new ScanError('cancelled')), { once: true });
    input.addEventListener(
      'change',
      () => {
        const file = input.files?.[0];
        if (!file) return reject(new ScanError('cancelled'));
        createImageBitmap(file)
          .then((image) => new Detector({ formats: ['qr_code'] }).detect(image))
          .then((codes) => (codes[0] ? resolve(codes[0].rawValue) : reject(new ScanError('failed'))))
          .catch(() => reject(new ScanError('failed')));
      },
      { once: true },
    );
    input.click();
  });
}

/**
 * Scans a QR code with the host's scanner (issue 44): WeChat's or Alipay's inside them, the camera in a plain
 * browser; the host's scanner failing to load falls back to the camera. Resolves with the code's text; rejects with
 * a ScanError.
 */
export async function scanQrCode(clientType: ClientType, userAgent: string): Promise<string> {
  const inWeChat = clientType === ClientType.WX && /MicroMessenger/i.test(userAgent);
  const inAlipay = clientType === ClientType.ALI && /AlipayClient/i.test(userAgent);
  if (inWeChat || inAlipay) {
    try {
      return await (inWeChat ? wechatScan() : alipayScan());
    } catch (error) {
      if (error instanceof ScanError && error.kind === 'cancelled') throw error;
      // The SDK could not load or was refused: try the camera.
    }
  }
  return browserScan();
}
