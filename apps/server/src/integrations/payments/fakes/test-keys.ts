// TEST MATERIAL ONLY: keys and certificates made fresh for each test run; nothing here is ever configured in production.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

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
 * A self-signed X.509 certificate and its key, made with the openssl command line (node:crypto reads certificates
 * but cannot issue them). Valid from now for `days` days.
 */
export function selfSignedCertificate(commonName: string, days = 2): TestCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), 'test-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    // A leading 0x7 keeps the serial positive and its hex free of a leading zero.
    const serial = `7${randomBytes(19).toString('hex').slice(1)}`.toUpperCase();
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-sha256',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        String(days),
        '-subj',
        `/CN=${commonName}`,
        '-set_serial',
        `0x${serial}`,
      ],
      { stdio: 'pipe' },
    );
    const certificatePem = readFileSync(certFile, 'utf8');
    const cert = new X509Certificate(certificatePem);
    return {
      certificatePem,
      privateKeyPem: readFileSync(keyFile, 'utf8'),
      publicKeyPem: cert.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      serial: cert.serialNumber.toUpperCase(),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A random 32-character APIv3 key. */
export function apiV3Key(): string {
  return randomBytes(16).toString('hex');
}
