import { createPrivateKey, createPublicKey, createSign, createVerify, type KeyObject } from 'node:crypto';

const PEM = /-----BEGIN [A-Z ]+-----/;

function bareBase64(text: string): Buffer {
  return Buffer.from(text.replace(/\s+/g, ''), 'base64');
}

/**
 * Reads an RSA private key given as PEM (PKCS#1 or PKCS#8) or as the bare base64 the Alipay key tool prints.
 * Parsing once at start turns a pasted-wrong key into a start-up error instead of a failed payment.
 */
export function loadPrivateKey(text: string): KeyObject {
  if (PEM.test(text)) return createPrivateKey(text);
  const der = bareBase64(text);
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

/** Reads a public key given as PEM (SPKI, PKCS#1 or an X.509 certificate) or as bare base64 SPKI. */
export function loadPublicKey(text: string): KeyObject {
  if (PEM.test(text)) return createPublicKey(text);
  return createPublicKey({ key: bareBase64(text), format: 'der', type: 'spki' });
}

/** SHA256withRSA (PKCS#1 v1.5) over the UTF-8 bytes of `message`, base64: what both providers call RSA2 / RSA. */
export function rsaSha256Sign(message: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(key, 'base64');
}

/** Verifies a base64 SHA256withRSA signature; false (never a throw) for any malformed input. */
export function rsaSha256Verify(message: string, signatureBase64: string, key: KeyObject): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signatureBase64)) return false;
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(key, signatureBase64, 'base64');
  } catch {
    return false;
  }
}
