import { z } from 'zod';

/** The custom payload carried by every request: random nonce, timestamp and identity hints. */
export const RequestPayload = z.object({
  nonce: z.string().regex(/^[0-9A-Za-z]{32}$/, 'nonce must be 32 letters or digits'),
  timestamp: z.number().int().positive(),
  driverDealerId: z.string().max(64).optional(),
  openid: z.string().max(128).optional(),
  buyid: z.string().max(128).optional(),
  authModel: z.union([z.literal(0), z.literal(1)]),
});
export type RequestPayload = z.infer<typeof RequestPayload>;

const fromBase64 = (b64: string) => new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));

/** Decodes and validates a payload header; undefined when it is missing or malformed. */
export function decodePayload(header: string | undefined): RequestPayload | undefined {
  if (!header) return undefined;
  try {
    const parsed = RequestPayload.safeParse(JSON.parse(fromBase64(header)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
