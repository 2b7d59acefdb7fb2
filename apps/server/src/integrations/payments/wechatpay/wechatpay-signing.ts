import { createCipheriv, createDecipheriv, randomBytes, type KeyObject, X509Certificate } from 'node:crypto';
import { loadPublicKey, rsaSha256Verify } from '../crypto-keys';
import { ProviderSignatureError } from '../provider';

/** The Authorization scheme of WeChat Pay APIv3. */
export const WECHATPAY_AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';

/** Signatures older (or newer) than this are refused, as WeChat Pay recommends. */
export const WECHATPAY_MAX_SKEW_SECONDS = 300;

/** WeChat Pay sends signature probes whose Wechatpay-Signature starts with this; a merchant must refuse them. */
export const WECHATPAY_SIGNTEST_PREFIX = 'WECHATPAY/SIGNTEST/';

/** Public-key-mode serials look like PUB_KEY_ID_0114232134912410000000000000. */
export const WECHATPAY_PUBLIC_KEY_ID_PREFIX = 'PUB_KEY_ID_';

/**
 * What a merchant signs for a request: five lines, each ending in \n, the URL being path plus query exactly as sent
 * and the body empty for GET.
 */
export function requestSignatureMessage(
  method: string,
  pathAndQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** What WeChat Pay signs for a response or a notification: timestamp, nonce and the exact body, each ending in \n. */
export function responseSignatureMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** What the merchant signs for WeixinJSBridge's getBrandWCPayRequest (paySign, signType RSA). */
export function jsapiPaySignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
}

export interface AuthorizationParts {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** The Authorization header value of a signed request. */
export function buildAuthorization(parts: AuthorizationParts): string {
  const { mchid, nonce_str, signature, timestamp, serial_no } = parts;
  return `${WECHATPAY_AUTH_SCHEME} mchid="${mchid}",nonce_str="${nonce_str}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial_no}"`;
}

/** Reads an Authorization header back into its parts (the order of the parts is free); undefined when malformed. */
export function parseAuthorization(header: string | undefined): AuthorizationParts | undefined {
  if (!header?.startsWith(`${WECHATPAY_AUTH_SCHEME} `)) return undefined;
  const parts: Record<string, string> = {};
  for (const match of header.slice(WECHATPAY_AUTH_SCHEME.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    parts[match[1] as string] = match[2] as string;
  }
  const { mchid, nonce_str, signature, timestamp, serial_no } = parts;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return undefined;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** A random nonce of 32 upper-case hex characters. */
export function wechatpayNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
  original_type?: string;
}

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new RangeError('The APIv3 key must be 32 bytes');
  return key;
}

/**
 * Decrypts a notification `resource` (AEAD_AES_256_GCM, RFC 5116): key = the APIv3 key's 32 bytes, IV = nonce,
 * AAD = associated_data, ciphertext = base64 of encrypted bytes followed by the 16-byte tag. Any failure (wrong key,
 * tampered ciphertext or associated data) is a ProviderSignatureError.
 */
export function decryptResource(resource: EncryptedResource, apiV3Key: string): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') {
    throw new ProviderSignatureError('wechatpay', `unsupported resource algorithm ${resource.algorithm}`);
  }
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new ProviderSignatureError('wechatpay', 'resource ciphertext too short');
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(resource.nonce, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - 16));
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
  } catch (error) {
    throw new ProviderSignatureError('wechatpay', 'resource decryption failed (wrong APIv3 key or tampered data)', {
      cause: error,
    });
  }
}

/** The inverse of decryptResource, as WeChat Pay does it; used by the fake server and the tests. */
export function encryptResource(
  plaintext: string,
  apiV3Key: string,
  nonce: string,
  associatedData: string,
): EncryptedResource {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'));
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypted.toString('base64'),
    nonce,
    associated_data: associatedData,
  };
}

export interface WechatpaySignatureHeaders {
  timestamp: string | undefined;
  nonce: string | undefined;
  signature: string | undefined;
  serial: string | undefined;
}

interface VerifyingKey {
  key: KeyObject;
  notBefore?: Date;
  notAfter?: Date;
}

/** Checks WeChat Pay's signatures on responses and notifications against the keys we were configured with. */
export interface WechatpayVerifier {
  /** Throws ProviderSignatureError unless the signature is fresh, by a known serial, and over exactly `body`. */
  verify(headers: WechatpaySignatureHeaders, body: string, now: Date): void;
  /** The serials (certificate serials and public key ids) this verifier trusts. */
  readonly serials: readonly string[];
}

/**
 * Builds the verifier from platform certificates (serial = the certificate's serial number, upper-case hex) and/or
 * the WeChat Pay public key (serial = its PUB_KEY_ID_…). Both can be configured during a migration between modes.
 */
export function createWechatpayVerifier(options: {
  platformCertificates?: readonly string[];
  wechatpayPublicKey?: { id: string; pem: string };
}): WechatpayVerifier {
  const keys = new Map<string, VerifyingKey>();
  for (const pem of options.platformCertificates ?? []) {
    const cert = new X509Certificate(pem);
    keys.set(cert.serialNumber.toUpperCase(), {
      key: cert.publicKey,
      notBefore: new Date(cert.validFrom),
      notAfter: new Date(cert.validTo),
    });
  }
  if (options.wechatpayPublicKey) {
    const { id, pem } = options.wechatpayPublicKey;
    if (!id.startsWith(WECHATPAY_PUBLIC_KEY_ID_PREFIX)) {
      throw new RangeError(`A WeChat Pay public key id starts with ${WECHATPAY_PUBLIC_KEY_ID_PREFIX}, got ${id}`);
    }
    keys.set(id, { key: loadPublicKey(pem) });
  }
  if (keys.size === 0) throw new RangeError('WeChat Pay needs a platform certificate or the WeChat Pay public key');

  const refuse = (message: string): never => {
    throw new ProviderSignatureError('wechatpay', message);
  };

  return {
    serials: [...keys.keys()],
    verify(headers, body, now) {
      const { timestamp, nonce, signature, serial } = headers;
      if (!timestamp || !nonce || !signature || !serial) return refuse('missing Wechatpay-* signature headers');
      if (signature.startsWith(WECHATPAY_SIGNTEST_PREFIX))
        return refuse('signature probe (WECHATPAY/SIGNTEST) refused');
      // Certificate serials are hex and case-insensitive; public key ids are compared as given.
      const entry = keys.get(serial) ?? keys.get(serial.toUpperCase());
      if (!entry) return refuse(`unknown Wechatpay-Serial ${serial}`);
      if (!/^\d{1,12}$/.test(timestamp)) return refuse('malformed Wechatpay-Timestamp');
      const skew = Math.abs(now.getTime() / 1000 - Number(timestamp));
      if (skew > WECHATPAY_MAX_SKEW_SECONDS)
        return refuse(`Wechatpay-Timestamp is ${Math.round(skew)} s away from now`);
      if ((entry.notBefore && now < entry.notBefore) || (entry.notAfter && now > entry.notAfter)) {
        return refuse(`platform certificate ${serial} is not valid now`);
      }
      if (!rsaSha256Verify(responseSignatureMessage(timestamp, nonce, body), signature, entry.key)) {
        return refuse('Wechatpay-Signature does not match the body');
      }
    },
  };
}

/** Reads the Wechatpay-* headers from a header record of any case. */
export function signatureHeaders(get: (name: string) => string | undefined): WechatpaySignatureHeaders {
  return {
    timestamp: get('wechatpay-timestamp'),
    nonce: get('wechatpay-nonce'),
    signature: get('wechatpay-signature'),
    serial: get('wechatpay-serial'),
  };
}
