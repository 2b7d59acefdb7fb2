// TEST MATERIAL ONLY: the few DER shapes of a self-signed X.509 certificate (RFC 5280), enough for the fakes.
import { createPrivateKey, createPublicKey, sign } from 'node:crypto';

const length = (n: number): Buffer => {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let rest = n; rest > 0; rest >>= 8) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
};
const tlv = (tag: number, content: Buffer): Buffer =>
  Buffer.concat([Buffer.from([tag]), length(content.length), content]);
const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => tlv(0x31, Buffer.concat(parts));
const positiveInteger = (bytes: Buffer) =>
  tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
const utf8 = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'));
const bitString = (bytes: Buffer) => tlv(0x03, Buffer.concat([Buffer.from([0]), bytes]));
const NULL = Buffer.from([0x05, 0x00]);

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const base128 = [arc & 0x7f];
    for (let v = arc >> 7; v > 0; v >>= 7) base128.unshift((v & 0x7f) | 0x80);
    bytes.push(...base128);
  }
  return tlv(0x06, Buffer.from(bytes));
}

// UTCTime, YYMMDDHHMMSSZ (dates before 2050).
const utcTime = (date: Date) => tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`));

const SHA256_WITH_RSA = sequence(oid('1.2.840.113549.1.1.11'), NULL);
const COMMON_NAME = '2.5.4.3';

/** The DER of a v3 certificate for `commonName`, issued by itself and signed with SHA-256 and RSA. */
export function selfSignedX509(options: {
  commonName: string;
  serialHex: string;
  notBefore: Date;
  notAfter: Date;
  privateKeyPem: string;
  publicKeyPem: string;
}): Buffer {
  const name = sequence(set(sequence(oid(COMMON_NAME), utf8(options.commonName))));
  const spki = createPublicKey(options.publicKeyPem).export({ type: 'spki', format: 'der' });
  const tbs = sequence(
    tlv(0xa0, positiveInteger(Buffer.from([2]))), // [0] version: v3
    positiveInteger(Buffer.from(options.serialHex, 'hex')),
    SHA256_WITH_RSA,
    name,
    sequence(utcTime(options.notBefore), utcTime(options.notAfter)),
    name,
    spki,
  );
  const signature = sign('sha256', tbs, createPrivateKey(options.privateKeyPem));
  return sequence(tbs, SHA256_WITH_RSA, bitString(signature));
}
