// TEST MATERIAL ONLY: keys and certificates made fresh for each test run; nothing here is ever configured in production.
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { selfSignedX509 } from './x509-der';

export interface TestKeyPair {
  privateKeyPem: string;
  publicKeyPem: string;
}

/** A fresh RSA-2048 key pair as PEM (PKCS#8 private, SPKI public). */
export function rsaKeyPair(): TestKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

export interface TestCertificate extends TestKeyPair {
  certificatePem: string;
  /** The certificate serial as WeChat Pay writes it (upper-case hex). */
  serial: string;
}

/**
 * A self-signed X.509 certificate and its key (RSA-2048, SHA-256), encoded here in DER (x509-der.ts): node:crypto
 * reads certificates but cannot issue them, and the openssl command line is not on every machine. Valid from now for
 * `days` days.
 */
export function selfSignedCertificate(commonName: string, days = 2): TestCertificate {
  const { privateKeyPem, publicKeyPem } = rsaKeyPair();
  // A leading 0x7 keeps the serial positive and its hex free of a leading zero.
  const serial = `7${randomBytes(19).toString('hex').slice(1)}`.toUpperCase();
  const notBefore = new Date(Date.now() - 60_000);
  const notAfter = new Date(notBefore.getTime() + days * 86_400_000);
  const der = selfSignedX509({ commonName, serialHex: serial, notBefore, notAfter, privateKeyPem, publicKeyPem });
  const certificatePem = `-----BEGIN CERTIFICATE-----\n${der
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .replace(/\n?$/, '\n')}-----END CERTIFICATE-----\n`;
  const cert = new X509Certificate(certificatePem);
  return { certificatePem, privateKeyPem, publicKeyPem, serial: cert.serialNumber.toUpperCase() };
}

/** A random 32-character APIv3 key. */
export function apiV3Key(): string {
  return randomBytes(16).toString('hex');
}
