import { createHmac, timingSafeEqual } from 'node:crypto';
import { INQUIRY_TOKEN_TTL_MS } from '@app/contract/inquiry';

/**
 * Unlock tokens (DESIGN §4): `<id>.<scope>.<expiresAtMs>.<signature>`, signed with
 * HMAC-SHA256 over the first three parts. Stateless, so any instance sharing the secret
 * accepts them, and they cannot be revoked early: hence the short lifetime.
 * `read` is granted to anyone for a non-secret inquiry; `manage` only with the password.
 */
export type InquiryTokenScope = 'read' | 'manage';

export interface InquiryGrant {
  scope: InquiryTokenScope;
  expiresAt: Date;
}

const TOKEN_PATTERN = /^([1-9][0-9]{0,9})\.(read|manage)\.([0-9]{13})\.([A-Za-z0-9_-]{43})$/;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`inquiry-unlock:${payload}`).digest();

export function signInquiryToken(
  secret: string,
  id: number,
  scope: InquiryTokenScope,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const expiresAt = now + INQUIRY_TOKEN_TTL_MS;
  const payload = `${id}.${scope}.${expiresAt}`;
  return {
    token: `${payload}.${sign(secret, payload).toString('base64url')}`,
    expiresAt: new Date(expiresAt),
  };
}

/** The grant a token gives for inquiry `id`, or null when it is malformed, forged, expired or for another inquiry. */
export function verifyInquiryToken(
  secret: string,
  token: string,
  id: number,
  now = Date.now(),
): InquiryGrant | null {
  const match = TOKEN_PATTERN.exec(token);
  if (!match) return null;
  const [, tokenId, scope, expiresAt, signature] = match;
  if (tokenId === undefined || expiresAt === undefined || signature === undefined) return null;
  if (scope !== 'read' && scope !== 'manage') return null;
  // Compared as canonical text: decoding first would accept variants of the last character.
  const expected = Buffer.from(
    sign(secret, `${tokenId}.${scope}.${expiresAt}`).toString('base64url'),
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(tokenId) !== id || Number(expiresAt) <= now) return null;
  return { scope, expiresAt: new Date(Number(expiresAt)) };
}
