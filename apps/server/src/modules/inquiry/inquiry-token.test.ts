import { INQUIRY_TOKEN_TTL_MS } from '@app/contract/inquiry';
import { expect, test } from 'vitest';
import { signInquiryToken, verifyInquiryToken } from './inquiry-token.ts';

const SECRET = 'a'.repeat(64);
const NOW = Date.UTC(2026, 0, 1);

test('a token opens its own inquiry with its scope until it expires', () => {
  const { token, expiresAt } = signInquiryToken(SECRET, 7, 'manage', NOW);
  expect(expiresAt.getTime()).toBe(NOW + INQUIRY_TOKEN_TTL_MS);
  expect(verifyInquiryToken(SECRET, token, 7, NOW)).toEqual({ scope: 'manage', expiresAt });
  expect(verifyInquiryToken(SECRET, token, 7, NOW + INQUIRY_TOKEN_TTL_MS - 1)?.scope).toBe(
    'manage',
  );
  expect(verifyInquiryToken(SECRET, token, 7, NOW + INQUIRY_TOKEN_TTL_MS)).toBeNull();
});

test('a token does not open another inquiry', () => {
  const { token } = signInquiryToken(SECRET, 7, 'read', NOW);
  expect(verifyInquiryToken(SECRET, token, 8, NOW)).toBeNull();
  expect(verifyInquiryToken(SECRET, token, 70, NOW)).toBeNull();
});

test('a token signed with another secret is refused', () => {
  const { token } = signInquiryToken('b'.repeat(64), 7, 'manage', NOW);
  expect(verifyInquiryToken(SECRET, token, 7, NOW)).toBeNull();
});

test('edited, truncated and malformed tokens are refused', () => {
  const { token } = signInquiryToken(SECRET, 7, 'read', NOW);
  const [id, , expires, signature] = token.split('.');
  const forged = [
    // Upgrading the scope or extending the expiry breaks the signature.
    `${id}.manage.${expires}.${signature}`,
    `${id}.read.${String(Number(expires) + 3_600_000)}.${signature}`,
    `8.read.${expires}.${signature}`,
    token.slice(0, -1),
    token.slice(0, 20),
    `${token}A`,
    `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    '',
    'null',
    `07.read.${expires}.${signature}`,
    `${id}.admin.${expires}.${signature}`,
  ];
  for (const candidate of forged) expect(verifyInquiryToken(SECRET, candidate, 7, NOW)).toBeNull();
});
